import Type, { type Static } from 'typebox';
import { PasskeyAssertion } from './passkeys';
import { LoginSuccessResponse } from './auth';
import {
  BEARER,
  endpoint,
  errors,
  NoContent,
  SecondFactorCode,
  StepUpRefusal,
  Text,
  TypedPassword,
} from './common';

/** Two-factor authentication and step-up (SPEC §11.4, §12.5). */

/** A call behind a step-up carries the password when the app had to ask for it. */
export const StepUpRequest = Type.Object({ password: Type.Optional(TypedPassword()) });
export type StepUpRequest = Static<typeof StepUpRequest>;

/** `POST /auth/2fa/setup`: a new pending secret, not in force until enabled with a code. */
export const TwoFactorSetupResponse = Type.Object({
  secret: Type.String({ description: 'Base32, for typing into an authenticator app by hand.' }),
  otpauthUrl: Type.String({ description: 'otpauth://totp/Meridian:<email>?…, for the QR code.' }),
});
export type TwoFactorSetupResponse = Static<typeof TwoFactorSetupResponse>;

/** Body of `POST /auth/2fa/enable` (only an authenticator's code can confirm the setup). */
export const TwoFactorCodeRequest = Type.Object({
  code: SecondFactorCode(),
  password: Type.Optional(TypedPassword()),
});
export type TwoFactorCodeRequest = Static<typeof TwoFactorCodeRequest>;

/** Body of `POST /auth/2fa/disable`: without a code the answer is 403 "enter the code". */
export const DisableTwoFactorRequest = Type.Object({
  code: Type.Optional(SecondFactorCode()),
  /** A passkey may answer in place of the code (SPEC §12.5). */
  passkey: Type.Optional(PasskeyAssertion),
  password: Type.Optional(TypedPassword()),
});
export type DisableTwoFactorRequest = Static<typeof DisableTwoFactorRequest>;

/** `POST /auth/2fa/enable`: the recovery codes, shown once; the server keeps only hashes. */
export const EnableTwoFactorResponse = Type.Object({ recoveryCodes: Type.Array(Type.String()) });
export type EnableTwoFactorResponse = Static<typeof EnableTwoFactorResponse>;

/** Body of `POST /auth/login/2fa`; answered like a login (`LoginSuccessResponse`). */
export const LoginTwoFactorRequest = Type.Object({
  challenge: Text({ max: 100 }),
  code: SecondFactorCode(),
});
export type LoginTwoFactorRequest = Static<typeof LoginTwoFactorRequest>;

const TAGS = ['Two-factor authentication'];

export const twoFactorEndpoints = {
  loginWithCode: endpoint('POST', '/auth/login/2fa', {
    summary: 'Complete a sign-in with a code',
    description:
      'A wrong code and an expired challenge are 401 with their own messages (TWO_FACTOR_MESSAGES): ' +
      'a failed attempt, never "session over".',
    tags: TAGS,
    body: LoginTwoFactorRequest,
    response: { 200: LoginSuccessResponse, ...errors(400, 401, 429) },
  }),
  setup: endpoint('POST', '/auth/2fa/setup', {
    summary: 'Start the setup: a new pending secret',
    tags: TAGS,
    security: BEARER,
    response: { 200: TwoFactorSetupResponse, ...errors(401, 409, 429) },
  }),
  enable: endpoint('POST', '/auth/2fa/enable', {
    summary: 'Turn 2FA on with the authenticator’s code',
    description: 'Behind a step-up: a sign-in within 5 minutes, or the password in the body.',
    tags: TAGS,
    security: BEARER,
    body: TwoFactorCodeRequest,
    response: {
      200: EnableTwoFactorResponse,
      403: StepUpRefusal,
      ...errors(400, 401, 409, 429),
    },
  }),
  disable: endpoint('POST', '/auth/2fa/disable', {
    summary: 'Turn 2FA off with a code',
    description: 'Behind a step-up: a sign-in within 5 minutes, or the password in the body.',
    tags: TAGS,
    security: BEARER,
    body: DisableTwoFactorRequest,
    response: {
      204: NoContent(),
      403: StepUpRefusal,
      ...errors(400, 401, 409, 429),
    },
  }),
};
