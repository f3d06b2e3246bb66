import { useState } from 'react';
import Button from '@mui/material/Button';
import { LazyDialog } from '../../components/LazyDialog';
import { useT } from '../../i18n';
import { accountMessages } from '../../i18n/namespaces/account';
import { loadAccountDialogs } from './loadAccountDialogs';
import { useSignOutAllDevices } from './useSignOutAllDevices';

/** "Sign out of all devices" behind a confirmation: it ends this session too. */
export function SignOutAllDevices() {
  const [confirming, setConfirming] = useState(false);
  const { signOutEverywhere, signingOut } = useSignOutAllDevices();
  const t = useT(accountMessages);

  return (
    <>
      <Button variant="outlined" color="error" onClick={() => setConfirming(true)}>
        {t('sessions.signOutAll')}
      </Button>
      <LazyDialog load={loadAccountDialogs} open={confirming}>
        {({ ConfirmDialog }) => (
          <ConfirmDialog
            id="sign-out-all"
            title={t('sessions.signOutAll.title')}
            text={t('sessions.signOutAll.text')}
            confirmLabel={t('sessions.signOutAll')}
            busyLabel={t('sessions.signingOut')}
            open={confirming}
            onClose={() => setConfirming(false)}
            onConfirm={() => void signOutEverywhere()}
            busy={signingOut}
          />
        )}
      </LazyDialog>
    </>
  );
}
