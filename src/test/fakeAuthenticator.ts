import { http, HttpResponse } from 'msw';
import { apiUrl, server } from './server';

/**
 * jsdom has no WebAuthn. This stands in for the browser's part of it — `PublicKeyCredential`
 * and `navigator.credentials` — so @simplewebauthn/browser runs its real code and every call
 * to the server goes through MSW. What it signs is not real: the server's verification is the
 * server suite's business (and the browser suite's, with Chromium's virtual authenticator).
 */

const encoder = new TextEncoder();
const bytes = (text: string): ArrayBuffer => encoder.encode(text).buffer;

/** base64url of `text`, as WebAuthn JSON carries binary values. */
export const base64url = (text: string) =>
  btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/** The credential the fake authenticator holds; its id is what the browser sends back. */
export const FAKE_CREDENTIAL_ID = 'fake-credential';

/** Options the server would send for adding a passkey (the shape the browser needs). */
export function registrationOptions(challenge = 'register-challenge') {
  return {
    challenge: base64url(challenge),
    rp: { id: 'localhost', name: 'Meridian' },
    user: { id: base64url('user-1'), name: 'ada@example.com', displayName: 'ada@example.com' },
    pubKeyCredParams: [{ type: 'public-key', alg: -7 }],
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  };
}

/** Options the server would send for signing in or confirming with a passkey. */
export function authenticationOptions(challenge = 'verify-challenge') {
  return { challenge: base64url(challenge), rpId: 'localhost', userVerification: 'required' };
}

export interface FakeAuthenticator {
  /** The user closes the next prompt (the browser rejects with NotAllowedError). */
  dismissNextPrompt: () => void;
  /**
   * The next prompt finds one of the server's `excludeCredentials` on this device: the browser
   * rejects with InvalidStateError, which the library reports as already registered.
   */
  holdNextAsRegistered: () => void;
  /** How many prompts were opened. */
  prompts: () => number;
}

/**
 * Installs the stand-in for one test; `afterEach` removes it. Without it, the app sees a
 * browser without WebAuthn (jsdom's), which must hide every passkey button.
 */
export function installFakeAuthenticator(): FakeAuthenticator {
  let dismiss = false;
  let registered = false;
  let prompts = 0;
  const answer = <T>(credential: () => T) => {
    prompts += 1;
    if (registered) {
      registered = false;
      return Promise.reject(
        new DOMException(
          'The user attempted to register an authenticator that contains one of the credentials already registered with the relying party.',
          'InvalidStateError',
        ),
      );
    }
    if (dismiss) {
      dismiss = false;
      return Promise.reject(
        new DOMException('The operation either timed out or was not allowed.', 'NotAllowedError'),
      );
    }
    return Promise.resolve(credential());
  };
  const common = {
    id: FAKE_CREDENTIAL_ID,
    rawId: bytes(FAKE_CREDENTIAL_ID),
    type: 'public-key',
    authenticatorAttachment: 'platform',
    getClientExtensionResults: () => ({}),
  };
  Object.defineProperty(window, 'PublicKeyCredential', {
    configurable: true,
    value: function PublicKeyCredential() {},
  });
  Object.defineProperty(navigator, 'credentials', {
    configurable: true,
    value: {
      create: () =>
        answer(() => ({
          ...common,
          response: {
            attestationObject: bytes('attestation'),
            clientDataJSON: bytes('{"type":"webauthn.create"}'),
            getTransports: () => ['internal'],
          },
        })),
      get: () =>
        answer(() => ({
          ...common,
          response: {
            authenticatorData: bytes('authenticator-data'),
            clientDataJSON: bytes('{"type":"webauthn.get"}'),
            signature: bytes('signature'),
            userHandle: bytes('user-1'),
          },
        })),
    },
  });
  return {
    dismissNextPrompt: () => {
      dismiss = true;
    },
    holdNextAsRegistered: () => {
      registered = true;
    },
    prompts: () => prompts,
  };
}

/** Removes the stand-in: back to a browser without WebAuthn. */
export function removeFakeAuthenticator() {
  Reflect.deleteProperty(window, 'PublicKeyCredential');
  Reflect.deleteProperty(navigator, 'credentials');
}

/** `POST /auth/passkeys/verify/options` answering one challenge; returns what was asked. */
export function serveVerifyOptions(challengeId = 'verify-1') {
  const calls: string[] = [];
  server.use(
    http.post(apiUrl('/auth/passkeys/verify/options'), () => {
      calls.push(challengeId);
      return HttpResponse.json({ challengeId, options: authenticationOptions() });
    }),
  );
  return calls;
}
