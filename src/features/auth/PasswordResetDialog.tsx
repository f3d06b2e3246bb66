import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useT } from '../../i18n';
import { authMessages } from '../../i18n/namespaces/auth';
import { signInMessages } from '../../i18n/namespaces/signIn';
import { SeedPhraseReveal } from './SeedPhraseReveal';

interface PasswordResetDialogProps {
  open: boolean;
  /** The phrase the reset rotated to (SPEC §11.1); `''` when the server sent none. */
  seedPhrase: string;
  /** Closes the dialog (forgetting the phrase) and returns to the login form. */
  onLogin: () => void;
}

/**
 * Confirms a successful password reset and shows the new seed phrase, once: the reset made
 * the old phrase useless. With a phrase on screen only Login closes the dialog, as at sign-up
 * — an Escape or a stray click outside must not lose it.
 */
export function PasswordResetDialog({ open, seedPhrase, onLogin }: PasswordResetDialogProps) {
  const t = useT(signInMessages);
  const sharedTexts = useT(authMessages);
  const showsPhrase = seedPhrase !== '';
  return (
    <Dialog
      open={open}
      onClose={showsPhrase ? undefined : onLogin}
      aria-labelledby="password-reset-title"
      maxWidth="sm"
      fullWidth
    >
      <DialogTitle id="password-reset-title">{t('resetDone.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('resetDone.text')}</DialogContentText>
        {showsPhrase && (
          <Stack spacing={2} sx={{ mt: 3 }}>
            <DialogContentText>{t('resetDone.newPhrase')}</DialogContentText>
            <SeedPhraseReveal seedPhrase={seedPhrase} label={t('resetDone.phraseLabel')} />
          </Stack>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 3 }}>
        {/* Focus starts on Login only when there is nothing to copy first. */}
        <Button variant="contained" onClick={onLogin} autoFocus={!showsPhrase}>
          {sharedTexts('seedPhrase.login')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
