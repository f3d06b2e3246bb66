import { useState } from 'react';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useT } from '../../i18n';
import { accountMessages } from '../../i18n/namespaces/account';
import { commonMessages } from '../../i18n/namespaces/common';
import { useSignOutAllDevices } from './useSignOutAllDevices';

/** "Sign out of all devices" behind a confirmation: it ends this session too. */
export function SignOutAllDevices() {
  const [confirming, setConfirming] = useState(false);
  const { signOutEverywhere, signingOut } = useSignOutAllDevices();
  const t = useT(accountMessages);
  const common = useT(commonMessages);
  const close = () => {
    if (!signingOut) setConfirming(false);
  };

  return (
    <>
      <Button variant="outlined" color="error" onClick={() => setConfirming(true)}>
        {t('sessions.signOutAll')}
      </Button>
      <Dialog
        open={confirming}
        onClose={close}
        aria-labelledby="sign-out-all-title"
        aria-describedby="sign-out-all-text"
      >
        <DialogTitle id="sign-out-all-title">{t('sessions.signOutAll.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText id="sign-out-all-text">
            {t('sessions.signOutAll.text')}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          {/* The safe choice has the focus, so Enter never signs anyone out by accident. */}
          <Button onClick={close} disabled={signingOut} autoFocus>
            {common('cancel')}
          </Button>
          <Button
            variant="contained"
            color="error"
            disabled={signingOut}
            onClick={() => void signOutEverywhere()}
            startIcon={
              signingOut ? (
                <CircularProgress size={18} aria-label={t('sessions.signingOut')} />
              ) : null
            }
          >
            {t('sessions.signOutAll')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
