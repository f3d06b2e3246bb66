import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

interface PasswordResetDialogProps {
  open: boolean;
  /** Closes the dialog and returns to the login form. */
  onLogin: () => void;
}

/** Confirms a successful password reset; Login (or Escape) goes back to the login form. */
export function PasswordResetDialog({ open, onLogin }: PasswordResetDialogProps) {
  return (
    <Dialog open={open} onClose={onLogin} aria-labelledby="password-reset-title">
      <DialogTitle id="password-reset-title">Password reset</DialogTitle>
      <DialogContent>
        <DialogContentText>
          Your password has been changed. Log in with your new password.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onLogin} autoFocus>
          Login
        </Button>
      </DialogActions>
    </Dialog>
  );
}
