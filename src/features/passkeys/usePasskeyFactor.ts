import { useCallback, useMemo } from 'react';
import type { PasskeyFactor, PasskeyVerification } from '../../components/CodeConfirmDialog';
import { useT } from '../../i18n';
import { passkeysMessages } from '../../i18n/namespaces/passkeys';
import { errorMessageOf } from '../../lib/apiError';
import { useKnownUserDetails } from '../session';
import { promptFailure, signWithPasskey, supportsPasskeys } from './browserPrompt';
import { useStartPasskeyVerificationMutation } from './passkeysApi';

/**
 * "Use a passkey instead" where a 2FA code is asked (SPEC §12.5): offered when the account has
 * a passkey and this browser can use one. `verify` takes a fresh single-use challenge from the
 * server and the browser's signature over it; the caller sends both as `passkey`.
 */
export function usePasskeyFactor(): PasskeyFactor | undefined {
  const user = useKnownUserDetails();
  const [startVerification] = useStartPasskeyVerificationMutation();
  const t = useT(passkeysMessages);

  const verify = useCallback(async (): Promise<PasskeyVerification> => {
    let ceremony;
    try {
      ceremony = await startVerification().unwrap();
    } catch (refusal) {
      return { failure: errorMessageOf(refusal) };
    }
    try {
      const credential = await signWithPasskey(ceremony);
      return { assertion: { challengeId: ceremony.challengeId, credential } };
    } catch (error) {
      return {
        failure: t(promptFailure(error) === 'dismissed' ? 'verify.dismissed' : 'verify.failed'),
      };
    }
  }, [startVerification, t]);

  const offered = user?.hasPasskey === true && supportsPasskeys();
  return useMemo(() => (offered ? { verify } : undefined), [offered, verify]);
}
