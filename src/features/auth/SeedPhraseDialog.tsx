import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useT } from '../../i18n';
import { authMessages } from '../../i18n/namespaces/auth';
import { signUpMessages } from '../../i18n/namespaces/signUp';
import { SeedPhraseReveal } from './SeedPhraseReveal';
import { SuccessIllustration } from './SuccessIllustration';

interface SeedPhraseDialogProps {
  seedPhrase: string;
  open: boolean;
  /** Closes the dialog (forgetting the phrase) and goes to sign-in. */
  onLogin: () => void;
}

/**
 * "Successful Registration": the phrase is shown here once. It does not close on Escape or a
 * click outside — the phrase cannot be shown again — only through Login.
 */
export function SeedPhraseDialog({ seedPhrase, open, onLogin }: SeedPhraseDialogProps) {
  const t = useT(signUpMessages);
  const sharedTexts = useT(authMessages);
  return (
    <Dialog open={open} aria-labelledby="registration-title" maxWidth="sm" fullWidth>
      <DialogContent>
        <Stack spacing={2.5} sx={{ alignItems: 'center', pt: 1 }}>
          <SuccessIllustration />
          <Typography id="registration-title" variant="h5" component="h2">
            {t('registered.title')}
          </Typography>
          <SeedPhraseReveal seedPhrase={seedPhrase} label={t('registered.phraseLabel')} />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 3 }}>
        <Button variant="contained" onClick={onLogin} fullWidth>
          {sharedTexts('seedPhrase.login')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
