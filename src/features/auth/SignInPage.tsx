import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { config } from '../../app/config';
import { paths } from '../../app/paths';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useDocumentTitle } from '../../components/DocumentTitle';
import { forgotPasswordToggled } from '../session/sessionSlice';
import { selectSession } from '../session/sessionSelectors';
import { LoginForm } from './LoginForm';

export default function SignInPage() {
  const { forgotPassword } = useAppSelector(selectSession);
  const dispatch = useAppDispatch();
  useDocumentTitle(forgotPassword ? 'Reset Password' : 'Login');

  return (
    <Container maxWidth="sm" sx={{ py: 6 }}>
      <Paper sx={{ p: { xs: 3, sm: 5 } }}>
        {forgotPassword ? (
          <>
            <Typography variant="h1" gutterBottom>
              Reset Password
            </Typography>
            <Typography sx={{ mb: 2 }}>Password reset is coming soon.</Typography>
            <Link component="button" onClick={() => dispatch(forgotPasswordToggled(false))}>
              Login instead
            </Link>
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
    </Container>
  );
}
