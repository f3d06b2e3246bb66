import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { config } from '../../config/config';
import { paths } from '../../config/routes';
import { useAppSelector } from '../../hooks/redux';
import { useDocumentTitle } from '../../components/DocumentTitle';
import { selectSession } from '../session';
import { LoginForm } from './LoginForm';
import { PasswordResetDialog } from './PasswordResetDialog';
import { ResetPasswordForm } from './ResetPasswordForm';
import { useResetPasswordFlow } from './useResetPasswordFlow';

/** `/sign-in`: the login form, or the reset password form while `forgotPassword` is on. */
export default function SignInPage() {
  const { forgotPassword } = useAppSelector(selectSession);
  const { resetSucceeded, seedPhrase, backToLogin } = useResetPasswordFlow();
  useDocumentTitle(forgotPassword ? 'Reset Password' : 'Login');

  return (
    <Container maxWidth="sm" sx={{ py: 6 }}>
      <Paper sx={{ p: { xs: 3, sm: 5 } }}>
        {forgotPassword ? (
          <>
            <Typography variant="h1" gutterBottom>
              Reset Password
            </Typography>
            <Typography color="text.secondary" sx={{ mb: 3 }}>
              Enter the seed phrase you were given when you created your account, your email address
              and a new password.
            </Typography>
            <ResetPasswordForm />
          </>
        ) : (
          <>
            <Typography variant="h1" gutterBottom>
              {config.productName} Trades Login
            </Typography>
            <LoginForm />
            <Typography sx={{ mt: 3 }}>
              New to {config.productName}?{' '}
              <Link component={RouterLink} to={paths.signUp}>
                Create an account
              </Link>
            </Typography>
          </>
        )}
      </Paper>
      <PasswordResetDialog open={resetSucceeded} seedPhrase={seedPhrase} onLogin={backToLogin} />
    </Container>
  );
}
