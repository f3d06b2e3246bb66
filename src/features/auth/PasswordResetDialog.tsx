import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
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
  const showsPhrase = seedPhrase !== '';
  return (
    <Dialog
      open={open}
      onClose={showsPhrase ? undefined : onLogin}
      aria-labelledby="password-reset-title"
      maxWidth="sm"
      fullWidth
    >
      <DialogTitle id="password-reset-title">Password reset</DialogTitle>
      <DialogContent>
        <DialogContentText>
          Your password has been changed. Log in with your new password.
        </DialogContentText>
        {showsPhrase && (
          <Stack spacing={2} sx={{ mt: 3 }}>
            <DialogContentText>
              Your previous seed phrase no longer works: use this one the next time you need to
              reset your password.
            </DialogContentText>
            <SeedPhraseReveal seedPhrase={seedPhrase} label="Your new seed phrase" />
          </Stack>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 3 }}>
        {/* Focus starts on Login only when there is nothing to copy first. */}
        <Button variant="contained" onClick={onLogin} autoFocus={!showsPhrase}>
          Login
        </Button>
      </DialogActions>
    </Dialog>
  );
}
