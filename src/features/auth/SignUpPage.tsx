import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { LazyDialog } from '../../components/LazyDialog';
import { useT } from '../../i18n';
import { signUpMessages } from '../../i18n/namespaces/signUp';
import { SignUpForm } from './SignUpForm';
import { useRegistrationResult } from './useRegistrationResult';

const loadSeedPhraseDialog = () =>
  import(/* webpackChunkName: "seed-phrase-dialog" */ './SeedPhraseDialog');

/** `/sign-up`: the registration form, then the one-time seed phrase dialog. */
export default function SignUpPage() {
  const t = useT(signUpMessages);
  const { seedPhrase, registered, goToLogin } = useRegistrationResult();

  return (
    <Container maxWidth="sm" sx={{ py: 6 }}>
      <Paper sx={{ p: { xs: 3, sm: 5 } }}>
        <Typography variant="h1" gutterBottom>
          {t('signUp.heading')}
        </Typography>
        <SignUpForm />
      </Paper>
      <LazyDialog load={loadSeedPhraseDialog} open={registered}>
        {({ SeedPhraseDialog }) => (
          <SeedPhraseDialog seedPhrase={seedPhrase} open={registered} onLogin={goToLogin} />
        )}
      </LazyDialog>
    </Container>
  );
}
