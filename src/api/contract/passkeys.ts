import Type, { type Static } from 'typebox';
import { LoginSuccessResponse } from './auth';
import {
  BEARER,
  endpoint,
  errors,
  NoContent,
  StepUpRefusal,
  Text,
  Timestamp,
  TypedPassword,
} from './common';
import { PASSKEY_NAME_MAX_LENGTH } from './constants';

/**
 * Passkeys (WebAuthn, SPEC §12.5). The WebAuthn option and response objects are the JSON forms
 * @simplewebauthn/browser and @simplewebauthn/server exchange (base64url strings); their shape is
 * the WebAuthn specification's, so the contract passes them through as objects and the server's
 * verification — not JSON Schema — decides whether one is good.
 */

/** `PublicKeyCredentialCreationOptionsJSON` / `…RequestOptionsJSON` of WebAuthn Level 3. */
const WebAuthnOptions = (description: string) =>
  Type.Unsafe<Record<string, unknown>>(
    Type.Object({}, { additionalProperties: true, description }),
  );
/** `RegistrationResponseJSON` / `AuthenticationResponseJSON`: what the browser's credential gives. */
const WebAuthnCredential = (description: string) =>
  Type.Unsafe<Record<string, unknown>>(
    Type.Object({}, { additionalProperties: true, maxProperties: 16, description }),
  );

const ChallengeId = () =>
  Text({
    max: 100,
    description: 'Opaque; names one single-use challenge that lives PASSKEY_CHALLENGE_MINUTES.',
  });

export const PasskeyName = () =>
  Text({
    min: 1,
    max: PASSKEY_NAME_MAX_LENGTH,
    description: 'The user’s name for it, e.g. “MacBook Touch ID”.',
  });

export const Passkey = Type.Object({
  id: Type.String({ description: 'Opaque; not the credential id.' }),
  name: Type.String(),
  createdAt: Timestamp(),
  lastUsedAt: Type.Union([Timestamp(), Type.Null()], { description: 'Null until first used.' }),
});
export type Passkey = Static<typeof Passkey>;

export const PasskeysResponse = Type.Object({
  passkeys: Type.Array(Passkey, { description: 'Oldest first.' }),
});
export type PasskeysResponse = Static<typeof PasskeysResponse>;

export const PasskeyResponse = Type.Object({ passkey: Passkey });
export type PasskeyResponse = Static<typeof PasskeyResponse>;

/** A WebAuthn ceremony the server started: its challenge's id and the options for the browser. */
export const PasskeyCeremony = Type.Object({
  challengeId: ChallengeId(),
  options: WebAuthnOptions('Hand to startRegistration / startAuthentication as `optionsJSON`.'),
});
export type PasskeyCeremony = Static<typeof PasskeyCeremony>;

/** Body of `POST /auth/passkeys/register/options`: behind a step-up. */
export const PasskeyRegisterOptionsRequest = Type.Object({
  password: Type.Optional(TypedPassword()),
});
export type PasskeyRegisterOptionsRequest = Static<typeof PasskeyRegisterOptionsRequest>;

export const PasskeyRegisterRequest = Type.Object({
  challengeId: ChallengeId(),
  name: PasskeyName(),
  credential: WebAuthnCredential('RegistrationResponseJSON from startRegistration.'),
});
export type PasskeyRegisterRequest = Static<typeof PasskeyRegisterRequest>;

export const PasskeyRenameRequest = Type.Object({ name: PasskeyName() });
export type PasskeyRenameRequest = Static<typeof PasskeyRenameRequest>;

/** Body of `DELETE /auth/passkeys/:id`: behind a step-up. */
export const PasskeyRemoveRequest = Type.Object({ password: Type.Optional(TypedPassword()) });
export type PasskeyRemoveRequest = Static<typeof PasskeyRemoveRequest>;

export const PasskeyParams = Type.Object({ id: Type.String({ maxLength: 64 }) });
export type PasskeyParams = Static<typeof PasskeyParams>;

/**
 * A passkey's answer where a second factor is asked (a withdrawal, a new address, turning 2FA
 * off): the challenge from `POST /auth/passkeys/verify/options` and the browser's assertion.
 * Sent as `passkey` in place of `code`.
 */
export const PasskeyAssertion = Type.Object({
  challengeId: ChallengeId(),
  credential: WebAuthnCredential('AuthenticationResponseJSON from startAuthentication.'),
});
export type PasskeyAssertion = Static<typeof PasskeyAssertion>;

/** Body of `POST /auth/passkeys/login`; answered like a completed sign-in. */
export const PasskeyLoginRequest = Type.Object({
  challengeId: ChallengeId(),
  credential: WebAuthnCredential('AuthenticationResponseJSON from startAuthentication.'),
  deviceId: Type.Optional(
    Text({ max: 64, description: 'The browser’s device id (see LoginRequest).' }),
  ),
});
export type PasskeyLoginRequest = Static<typeof PasskeyLoginRequest>;

const TAGS = ['Passkeys'];

export const passkeyEndpoints = {
  registerOptions: endpoint('POST', '/auth/passkeys/register/options', {
    summary: 'Start adding a passkey',
    description: 'Behind a step-up: a sign-in within 5 minutes, or the password in the body.',
    tags: TAGS,
    security: BEARER,
    body: PasskeyRegisterOptionsRequest,
    response: { 200: PasskeyCeremony, 403: StepUpRefusal, ...errors(400, 401, 429) },
  }),
  register: endpoint('POST', '/auth/passkeys/register', {
    summary: 'Add the passkey the browser created',
    tags: TAGS,
    security: BEARER,
    body: PasskeyRegisterRequest,
    response: { 201: PasskeyResponse, ...errors(400, 401, 403, 409, 429) },
  }),
  list: endpoint('GET', '/auth/passkeys', {
    summary: 'The account’s passkeys',
    tags: TAGS,
    security: BEARER,
    response: { 200: PasskeysResponse, ...errors(401, 429) },
  }),
  rename: endpoint('PUT', '/auth/passkeys/:id', {
    summary: 'Rename a passkey',
    tags: TAGS,
    security: BEARER,
    params: PasskeyParams,
    body: PasskeyRenameRequest,
    response: { 200: PasskeyResponse, ...errors(400, 401, 404, 429) },
  }),
  remove: endpoint('DELETE', '/auth/passkeys/:id', {
    summary: 'Remove a passkey',
    description: 'Behind a step-up: a sign-in within 5 minutes, or the password in the body.',
    tags: TAGS,
    security: BEARER,
    params: PasskeyParams,
    body: Type.Union([PasskeyRemoveRequest, Type.Null()], {
      description: 'May be left out after a recent sign-in.',
    }),
    response: { 204: NoContent(), 403: StepUpRefusal, ...errors(400, 401, 404, 429) },
  }),
  verifyOptions: endpoint('POST', '/auth/passkeys/verify/options', {
    summary: 'Start confirming an action with a passkey',
    description: 'The assertion goes as `passkey` where a 2FA code is asked.',
    tags: TAGS,
    security: BEARER,
    response: { 200: PasskeyCeremony, ...errors(401, 404, 429) },
  }),
  loginOptions: endpoint('POST', '/auth/passkeys/login/options', {
    summary: 'Start a passkey sign-in',
    description: 'Discoverable credentials: no e-mail is asked; user verification required.',
    tags: TAGS,
    response: { 200: PasskeyCeremony, ...errors(429) },
  }),
  login: endpoint('POST', '/auth/passkeys/login', {
    summary: 'Sign in with a passkey (both factors)',
    tags: TAGS,
    body: PasskeyLoginRequest,
    response: { 200: LoginSuccessResponse, ...errors(400, 401, 403, 429) },
  }),
};
