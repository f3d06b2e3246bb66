import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LazyDialog } from '../../components/LazyDialog';
import { config } from '../../config/config';
import { useAppDispatch } from '../../hooks/redux';
import { useT } from '../../i18n';
import { accountLockMessages } from '../../i18n/namespaces/accountLock';
import { signOutLocked } from '../session';
import { useLockAccountMutation } from './accountLockApi';
import { loadAccountDialogs } from './loadAccountDialogs';

/**
 * Account → Security, "Lock my account" (SPEC §12.5): for the moment a user suspects someone
 * else is in. Behind a confirmation that says what follows; once the server has locked the
 * account, this tab's session is gone with the others and the lock page says so. A refused
 * or failed call locks nothing and signs nobody out: the dialog says why and stays.
 */
export function LockAccountSection() {
  const t = useT(accountLockMessages);
  const dispatch = useAppDispatch();
  const [confirming, setConfirming] = useState(false);
  const [lock, locking] = useLockAccountMutation();

  const close = () => {
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
      <LazyDialog load={loadAccountDialogs} open={confirming}>
        {({ ConfirmDialog }) => (
          <ConfirmDialog
            id="lock-account-dialog"
            title={t('lock.confirmTitle')}
            text={[
              t('lock.confirmSessions'),
              t('lock.confirmRefused'),
              t('lock.confirmUnlock'),
              // The build's UNLOCK_DELAY_HOURS, the server's setting; none when it is 0.
              ...(config.unlockDelayHours > 0
                ? [t('lock.confirmDelay', { hours: config.unlockDelayHours })]
                : []),
            ]}
            confirmLabel={t('lock.confirm')}
            busyLabel={t('lock.locking')}
            open={confirming}
            onClose={close}
            onConfirm={() => void confirm()}
            busy={locking.isLoading}
            error={locking.error}
          />
        )}
      </LazyDialog>
    </Stack>
  );
}
