import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { config } from '../../config/config';
import { useAppDispatch } from '../../hooks/redux';
import { useT } from '../../i18n';
import { accountLockMessages } from '../../i18n/namespaces/accountLock';
import { commonMessages } from '../../i18n/namespaces/common';
import { errorMessageOf } from '../../lib/apiError';
import { signOutLocked } from '../session';
import { useLockAccountMutation } from './accountLockApi';

/**
 * Account → Security, "Lock my account" (SPEC §12.5): for the moment a user suspects someone
 * else is in. Behind a confirmation that says what follows; once the server has locked the
 * account, this tab's session is gone with the others and the lock page says so. A refused
 * or failed call locks nothing and signs nobody out: the dialog says why and stays.
 */
export function LockAccountSection() {
  const t = useT(accountLockMessages);
  const common = useT(commonMessages);
  const dispatch = useAppDispatch();
  const [confirming, setConfirming] = useState(false);
  const [lock, locking] = useLockAccountMutation();

  const close = () => {
    if (locking.isLoading) return;
    setConfirming(false);
    locking.reset();
  };

  const confirm = async () => {
    try {
      await lock().unwrap();
    } catch {
      return; // shown in the dialog
    }
    dispatch(signOutLocked());
  };

  return (
    <Stack spacing={1.5} component="section" aria-labelledby="lock-account-title">
      <Typography id="lock-account-title" variant="h6" component="h3">
        {t('lock.title')}
      </Typography>
      <Typography color="text.secondary">{t('lock.intro')}</Typography>
      <Box>
        <Button variant="outlined" color="error" onClick={() => setConfirming(true)}>
          {t('lock.open')}
        </Button>
      </Box>
      <Dialog
        open={confirming}
        onClose={close}
        aria-labelledby="lock-account-dialog-title"
        aria-describedby="lock-account-dialog-text"
      >
        <DialogTitle id="lock-account-dialog-title">{t('lock.confirmTitle')}</DialogTitle>
        <DialogContent>
          <Stack spacing={1.5}>
            {locking.isError && <Alert severity="error">{errorMessageOf(locking.error)}</Alert>}
            <Box id="lock-account-dialog-text">
              <DialogContentText component="ul" sx={{ m: 0, pl: 2.5 }}>
                <li>{t('lock.confirmSessions')}</li>
                <li>{t('lock.confirmRefused')}</li>
                <li>{t('lock.confirmUnlock')}</li>
                {/* The build's UNLOCK_DELAY_HOURS, the server's setting; none when it is 0. */}
                {config.unlockDelayHours > 0 && (
                  <li>{t('lock.confirmDelay', { hours: config.unlockDelayHours })}</li>
                )}
              </DialogContentText>
            </Box>
          </Stack>
        </DialogContent>
        <DialogActions>
          {/* The safe choice has the focus, so Enter never locks the account by accident. */}
          <Button onClick={close} disabled={locking.isLoading} autoFocus>
            {common('cancel')}
          </Button>
          <Button
            variant="contained"
            color="error"
            disabled={locking.isLoading}
            onClick={() => void confirm()}
            startIcon={
              locking.isLoading ? (
                <CircularProgress size={18} aria-label={t('lock.locking')} />
              ) : null
            }
          >
            {t('lock.confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
