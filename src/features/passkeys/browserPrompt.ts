import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';
import type { PasskeyCeremony } from '../../api/types';

/**
 * The browser's side of a passkey ceremony (WebAuthn through @simplewebauthn/browser). The
 * server's options and the browser's credential cross the contract as plain JSON objects
 * (src/api/contract/passkeys.ts); the server's verification, not a type, decides if one is good.
 */

/**
 * The library's code (about 3 kB gzip) is needed only once a ceremony starts, so it is not part
 * of the sign-in, account or withdrawal page's first render: webpack prefetches it when the
 * browser is idle after the page's code, and a ceremony awaits it after the server's options.
 */
function webAuthn() {
  return import(
    /* webpackChunkName: "webauthn", webpackPrefetch: true */ '@simplewebauthn/browser'
  );
}

/**
 * Whether this browser can use passkeys at all: without WebAuthn nothing offers one. The same
 * test as the library's `browserSupportsWebAuthn`, which cannot be called before it loads.
 */
export function supportsPasskeys(): boolean {
  return typeof globalThis.PublicKeyCredential === 'function';
}

type Credential = Record<string, unknown>;

/** Asks the browser to create a passkey for the options the server sent. */
export async function createPasskey(ceremony: PasskeyCeremony): Promise<Credential> {
  const optionsJSON = ceremony.options as unknown as PublicKeyCredentialCreationOptionsJSON;
  const { startRegistration } = await webAuthn();
  return { ...(await startRegistration({ optionsJSON })) };
}

/** Asks the browser for a passkey's signature over the server's challenge. */
export async function signWithPasskey(ceremony: PasskeyCeremony): Promise<Credential> {
  const optionsJSON = ceremony.options as unknown as PublicKeyCredentialRequestOptionsJSON;
  const { startAuthentication } = await webAuthn();
  return { ...(await startAuthentication({ optionsJSON })) };
}

/** Why the browser's prompt gave no passkey, in the words the screens have for it. */
export type PromptFailure = 'dismissed' | 'alreadyRegistered' | 'failed';

/**
 * A closed or timed-out prompt is `NotAllowedError` (browsers do not tell the two apart, on
 * purpose); an aborted one `AbortError`. Neither is a fault: the screens say so calmly.
 */
export function promptFailure(error: unknown): PromptFailure {
  const name =
    error instanceof Error ? ((error.cause as Error | undefined)?.name ?? error.name) : '';
  // The library's WebAuthnError, read by its code rather than by class (not loaded up front).
  if (
    error instanceof Error &&
    'code' in error &&
    error.code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED'
  ) {
    return 'alreadyRegistered';
  }
  if (name === 'NotAllowedError' || name === 'AbortError') return 'dismissed';
  return 'failed';
}
