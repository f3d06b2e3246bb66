import { useCallback, useState, type ReactNode } from 'react';
import { REAUTH_REQUIRED_CODE } from '../../api/types';
import { LazyDialog } from '../../components/LazyDialog';
import { errorMessageOf } from '../../lib/apiError';
import type { StepUpPurpose } from './ConfirmPasswordDialog';
import { loadAccountDialogs } from './loadAccountDialogs';

/** The server's answer to a step-up call made without a recent sign-in (SPEC §12.5). */
export function isReauthRequired(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { status, data } = error as { status?: unknown; data?: unknown };
  return (
    status === 403 &&
    typeof data === 'object' &&
    data !== null &&
    (data as { code?: unknown }).code === REAUTH_REQUIRED_CODE
  );
}

/** A call the server refused for want of a recent sign-in, waiting for the password. */
interface WaitingCall {
  retry: (password: string) => Promise<unknown>;
  resolve: (value: unknown) => void;
  reject: (reason: unknown) => void;
  refusal: unknown;
}

/**
 * Step-up for a security change (SPEC §12.5): `withRecentSignIn(call)` makes the call; when the
 * server answers `reauth_required`, `passwordDialog` (render it) asks for the password and the
 * same call is made again with it, until it passes or the user cancels. The promise settles
 * with the call that ended it: its result, its error (a wrong code, say), or — cancelled —
 * the `reauth_required` refusal, which owners do not show (see `isReauthRequired`).
 *
 * `call` receives the password only on a retry, so a recent sign-in never sends one.
 */
export function useRecentSignIn(purpose: StepUpPurpose): {
  withRecentSignIn: <T>(call: (password?: string) => Promise<T>) => Promise<T>;
  passwordDialog: ReactNode;
} {
  const [waiting, setWaiting] = useState<WaitingCall | null>(null);

  const withRecentSignIn = useCallback(
    <T,>(call: (password?: string) => Promise<T>): Promise<T> =>
      call().catch((refusal: unknown) => {
        if (!isReauthRequired(refusal)) throw refusal;
        return new Promise<T>((resolve, reject) => {
          setWaiting({
            retry: call,
            resolve: resolve as (value: unknown) => void,
            reject,
            refusal,
          });
        });
      }),
    [],
  );

  const confirm = async (password: string): Promise<string | undefined> => {
    if (!waiting) return undefined;
    try {
      const value = await waiting.retry(password);
      setWaiting(null);
      waiting.resolve(value);
    } catch (error) {
      if (isReauthRequired(error)) return errorMessageOf(error);
      setWaiting(null);
      waiting.reject(error);
    }
    return undefined;
  };

  const cancel = () => {
    setWaiting(null);
    waiting?.reject(waiting.refusal);
  };

  const passwordDialog = (
    <LazyDialog load={loadAccountDialogs} open={waiting !== null}>
      {({ ConfirmPasswordDialog }) =>
        waiting && <ConfirmPasswordDialog purpose={purpose} onConfirm={confirm} onCancel={cancel} />
      }
    </LazyDialog>
  );
  return { withRecentSignIn, passwordDialog };
}
