import { useState } from 'react';
import Alert, { type AlertColor } from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Fingerprint from '../../components/icons/Fingerprint';
import { useT } from '../../i18n';
import { signInMessages } from '../../i18n/namespaces/signIn';
import { errorMessageOf } from '../../lib/apiError';
import {
  promptFailure,
  signWithPasskey,
  supportsPasskeys,
  useStartPasskeySignInMutation,
} from '../passkeys';
import { useLoginWithPasskeyMutation } from '../session';
import { deviceId } from './deviceId';

/** The English text the SPEC names (shown in the chosen language). */
export const PASSKEY_SIGN_IN_LABEL = signInMessages.en['passkey.button'];

interface Notice {
  message: string;
  severity: AlertColor;
}

/**
 * "Sign in with a passkey" (SPEC §12.5): no e-mail asked — the browser offers the account's
 * passkeys (discoverable credentials) — and it counts as both factors, so a success is a
 * completed sign-in. A server refusal appears where sign-in's errors do (the session slice);
 * a closed prompt is said calmly here. Hidden where the browser has no WebAuthn.
 */
export function PasskeySignIn({ onSignedIn }: { onSignedIn: () => void }) {
  const t = useT(signInMessages);
  const [startSignIn] = useStartPasskeySignInMutation();
  const [loginWithPasskey] = useLoginWithPasskeyMutation();
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice | undefined>();
  const [supported] = useState(supportsPasskeys);
  if (!supported) return null;

  const stop = (message: string, severity: AlertColor) => {
    setNotice({ message, severity });
    setBusy(false);
  };

  const signIn = async () => {
    setBusy(true);
    setNotice(undefined);
    let ceremony;
    try {
      ceremony = await startSignIn().unwrap();
    } catch (refusal) {
      stop(errorMessageOf(refusal), 'error');
      return;
    }
    let credential;
    try {
      credential = await signWithPasskey(ceremony);
    } catch (error) {
      if (promptFailure(error) === 'dismissed') stop(t('passkey.dismissed'), 'info');
      else stop(t('passkey.failed'), 'error');
      return;
    }
    try {
      await loginWithPasskey({
        challengeId: ceremony.challengeId,
        credential,
        // The same browser id as the password sign-in, so a new browser is e-mailed either way.
        deviceId: deviceId(),
      }).unwrap();
    } catch {
      // The session slice shows the server's message above the form.
      setBusy(false);
      return;
    }
    onSignedIn();
  };

  return (
    <Stack spacing={2} sx={{ mt: 2.5 }}>
      <Divider>{t('passkey.or')}</Divider>
      {notice && <Alert severity={notice.severity}>{notice.message}</Alert>}
      <Button
        variant="outlined"
        size="large"
        aria-disabled={busy}
        onClick={() => {
          if (!busy) void signIn();
        }}
        startIcon={
          busy ? <CircularProgress size={18} aria-label={t('passkey.busy')} /> : <Fingerprint />
        }
      >
        {t('passkey.button')}
      </Button>
    </Stack>
  );
}
