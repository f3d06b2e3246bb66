import Type, { type Static } from 'typebox';
import {
  BEARER,
  Email,
  endpoint,
  errors,
  NoContent,
  StepUpRefusal,
  Text,
  Timestamp,
  TypedPassword,
} from './common';
import { ANTI_PHISHING_PHRASE_MAX_LENGTH, ANTI_PHISHING_PHRASE_MIN_LENGTH } from './constants';

/** "Lock my account", unlocking, and the anti-phishing phrase (SPEC §12.5). */

/** `GET /auth/anti-phishing-phrase`: the user's own phrase (shown to them; never e-mailed alone). */
export const AntiPhishingPhraseResponse = Type.Object({
  phrase: Type.Union([Type.String(), Type.Null()], { description: 'Null when none is set.' }),
});
export type AntiPhishingPhraseResponse = Static<typeof AntiPhishingPhraseResponse>;

/** Body of `PUT /auth/anti-phishing-phrase`: behind a step-up; `null` removes it. */
export const SetAntiPhishingPhraseRequest = Type.Object({
  phrase: Type.Union([
    Text({
      min: ANTI_PHISHING_PHRASE_MIN_LENGTH,
      max: ANTI_PHISHING_PHRASE_MAX_LENGTH,
      description: 'Shown in every e-mail.',
    }),
    Type.Null(),
  ]),
  password: Type.Optional(TypedPassword()),
});
export type SetAntiPhishingPhraseRequest = Static<typeof SetAntiPhishingPhraseRequest>;

/** Body of `POST /auth/lock/link`: the token of the link in a security e-mail (no session). */
export const LockByLinkRequest = Type.Object({
  token: Text({ max: 200, description: 'From the e-mail’s link; single use, 24 hours.' }),
});
export type LockByLinkRequest = Static<typeof LockByLinkRequest>;

/** Body of `POST /auth/unlock` (no session: a locked account has none). */
export const UnlockRequest = Type.Object({
  email: Email(),
  password: TypedPassword(),
  seedPhrase: Text({ max: 300, description: 'Any case, words separated by dashes or spaces.' }),
});
export type UnlockRequest = Static<typeof UnlockRequest>;

export const UnlockResponse = Type.Object({
  withdrawalsOpenAt: Timestamp('UNLOCK_DELAY_HOURS after the unlock; sign-in works at once.'),
});
export type UnlockResponse = Static<typeof UnlockResponse>;

const TAGS = ['Account lock'];

export const accountLockEndpoints = {
  phrase: endpoint('GET', '/auth/anti-phishing-phrase', {
    summary: 'The anti-phishing phrase',
    tags: TAGS,
    security: BEARER,
    response: { 200: AntiPhishingPhraseResponse, ...errors(401, 429) },
  }),
  setPhrase: endpoint('PUT', '/auth/anti-phishing-phrase', {
    summary: 'Set or remove the anti-phishing phrase',
    description: 'Behind a step-up: a sign-in within 5 minutes, or the password in the body.',
    tags: TAGS,
    security: BEARER,
    body: SetAntiPhishingPhraseRequest,
    response: { 204: NoContent(), 403: StepUpRefusal, ...errors(400, 401, 429) },
  }),
  lock: endpoint('POST', '/auth/lock', {
    summary: 'Lock my account',
    description:
      'Ends every session (this one too) and refuses sign-in, withdrawals and new addresses.',
    tags: TAGS,
    security: BEARER,
    response: { 204: NoContent(), ...errors(401, 429) },
  }),
  lockByLink: endpoint('POST', '/auth/lock/link', {
    summary: 'Lock the account from a security e-mail’s link',
    description: 'Works without signing in; the token is single-use and lives 24 hours.',
    tags: TAGS,
    body: LockByLinkRequest,
    response: { 204: NoContent(), ...errors(400, 429) },
  }),
  unlock: endpoint('POST', '/auth/unlock', {
    summary: 'Unlock with the password and the seed phrase',
    description: 'Withdrawals open again UNLOCK_DELAY_HOURS later.',
    tags: TAGS,
    body: UnlockRequest,
    response: { 200: UnlockResponse, ...errors(400, 401, 429) },
  }),
};
