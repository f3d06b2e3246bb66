import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { config } from '../../config/config';
import { paths } from '../../config/routes';
import { useAppSelector } from '../../hooks/redux';
import { useDocumentTitle } from '../../components/DocumentTitle';
import { LazyDialog } from '../../components/LazyDialog';
import { LazyStep } from '../../components/LazyStep';
import { useT } from '../../i18n';
import { signInMessages } from '../../i18n/namespaces/signIn';
import { selectSession } from '../session';
import { LoginForm } from './LoginForm';
import { useResetPasswordFlow } from './useResetPasswordFlow';

/** Reached from "Forgot password?" only, so not in the page's first render. */
const loadResetPasswordForm = () =>
  import(/* webpackChunkName: "reset-password-form" */ './ResetPasswordForm');

const loadPasswordResetDialog = () =>
  import(/* webpackChunkName: "password-reset-dialog" */ './PasswordResetDialog');

/** `/sign-in`: the login form, or the reset password form while `forgotPassword` is on. */
export default function SignInPage() {
  const t = useT(signInMessages);
  const { forgotPassword } = useAppSelector(selectSession);
  const { resetSucceeded, seedPhrase, backToLogin } = useResetPasswordFlow();
  useDocumentTitle(t(forgotPassword ? 'reset.title' : 'signIn.title'));

  return (
    <Container maxWidth="sm" sx={{ py: 6 }}>
      <Paper sx={{ p: { xs: 3, sm: 5 } }}>
        {forgotPassword ? (
          <>
            <Typography variant="h1" gutterBottom>
              {t('reset.title')}
            </Typography>
            <Typography color="text.secondary" sx={{ mb: 3 }}>
              {t('reset.intro')}
            </Typography>
          </>
        ) : (
          <>
            <Typography variant="h1" gutterBottom>
              {t('signIn.heading', { productName: config.productName })}
            </Typography>
            <LoginForm />
            <Typography sx={{ mt: 3 }}>
              {t.rich('signIn.newHere', {
                productName: config.productName,
                link: (chunks) => (
                  <Link component={RouterLink} to={paths.signUp}>
                    {chunks}
                  </Link>
                ),
              })}
            </Typography>
          </>
        )}
        <LazyStep load={loadResetPasswordForm} shown={forgotPassword}>
          {({ ResetPasswordForm }) => forgotPassword && <ResetPasswordForm />}
        </LazyStep>
      </Paper>
      <LazyDialog load={loadPasswordResetDialog} open={resetSucceeded}>
        {({ PasswordResetDialog }) => (
          <PasswordResetDialog
            open={resetSucceeded}
            seedPhrase={seedPhrase}
            onLogin={backToLogin}
          />
        )}
      </LazyDialog>
    </Container>
  );
}
