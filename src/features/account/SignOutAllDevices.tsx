import { useState } from 'react';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useSignOutAllDevices } from './useSignOutAllDevices';

export const SIGN_OUT_ALL_LABEL = 'Sign out of all devices';

/** "Sign out of all devices" behind a confirmation: it ends this session too. */
export function SignOutAllDevices() {
  const [confirming, setConfirming] = useState(false);
  const { signOutEverywhere, signingOut } = useSignOutAllDevices();
  const close = () => {
    if (!signingOut) setConfirming(false);
  };

  return (
    <>
      <Button variant="outlined" color="error" onClick={() => setConfirming(true)}>
        {SIGN_OUT_ALL_LABEL}
      </Button>
      <Dialog
        open={confirming}
        onClose={close}
        aria-labelledby="sign-out-all-title"
        aria-describedby="sign-out-all-text"
      >
        <DialogTitle id="sign-out-all-title">Sign out of all devices?</DialogTitle>
        <DialogContent>
          <DialogContentText id="sign-out-all-text">
            Every browser signed in to your account will be signed out, this one included. You will
            need to sign in again.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          {/* The safe choice has the focus, so Enter never signs anyone out by accident. */}
          <Button onClick={close} disabled={signingOut} autoFocus>
            Cancel
          </Button>
          <Button
            variant="contained"
            color="error"
            disabled={signingOut}
            onClick={() => void signOutEverywhere()}
            startIcon={signingOut ? <CircularProgress size={18} aria-label="Signing out" /> : null}
          >
            {SIGN_OUT_ALL_LABEL}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
