import Type, { type Static, type TSchema } from 'typebox';
import { BEARER, endpoint, errors, NoContent, Timestamp } from './common';
import { WITHDRAWAL_ASSET_CODES } from './constants';

/** Sessions a user can see and end, and the security history (SPEC §11.1, §11.4). */

/**
 * The browser and operating system the server reads from a record's `userAgent`: names only, no
 * versions, so a client shows "Chrome on Windows" without parsing User-Agents itself.
 */
export const DeviceNames = Type.Object({
  browser: Type.String({ description: "E.g. 'Chrome', 'Microsoft Edge'; '' when unknown." }),
  os: Type.String({ description: "E.g. 'Windows', 'iOS'; '' when unknown." }),
});
export type DeviceNames = Static<typeof DeviceNames>;

/** One active session of the signed-in user (`GET /auth/sessions`). */
export const SessionInfo = Type.Object({
  id: Type.String(),
  createdAt: Timestamp('The sign-in that opened it.'),
  lastSeenAt: Timestamp('Updated at most once a minute while the session is used.'),
  ip: Type.String({ description: 'Client IP when it signed in.' }),
  userAgent: Type.String({ description: "The browser's User-Agent; '' when it sent none." }),
  device: DeviceNames,
  current: Type.Boolean({ description: 'True for the session whose token made this call.' }),
});
export type SessionInfo = Static<typeof SessionInfo>;

export const SessionsResponse = Type.Object({
  sessions: Type.Array(SessionInfo, { description: 'Active sessions only, newest first.' }),
});
export type SessionsResponse = Static<typeof SessionsResponse>;

export const SessionParams = Type.Object({ id: Type.String() });
export type SessionParams = Static<typeof SessionParams>;

/** One sign-in attempt on the account; never what was typed. */
export const LoginAttempt = Type.Object({
  at: Timestamp(),
  ip: Type.String(),
  userAgent: Type.String({ description: "'' when the client sent no User-Agent." }),
  device: DeviceNames,
  success: Type.Boolean(),
});
export type LoginAttempt = Static<typeof LoginAttempt>;

/** An address book change as the history shows it: never the whole address. */
export const SavedAddressEventDetail = Type.Object({
  label: Type.String(),
  asset: Type.Enum(WITHDRAWAL_ASSET_CODES),
  maskedAddress: Type.String({
    description: 'The first 6 and last 4 characters around an ellipsis (bc1qxy…x9f2).',
  }),
});
export type SavedAddressEventDetail = Static<typeof SavedAddressEventDetail>;

/** A passkey change as the history shows it: the name the user gave it. */
export const PasskeyEventDetail = Type.Object({ name: Type.String() });
export type PasskeyEventDetail = Static<typeof PasskeyEventDetail>;

/** One security event of `kind`: when, from where, and what changed (`detail`). */
const securityEventOf = <const Kind extends string, Detail extends TSchema>(
  kind: Kind,
  detail: Detail,
) =>
  Type.Object({
    id: Type.String({ description: 'Opaque; unique per event.' }),
    kind: Type.Literal(kind),
    at: Timestamp(),
    ip: Type.String({ description: 'Of the request that made the change.' }),
    userAgent: Type.String({ description: "'' when none was sent." }),
    device: DeviceNames,
    detail,
  });

/**
 * Each kind of security event with the detail it carries. A new kind is one line here; the
 * kind union, the detail map and the client's wording (which must cover every kind) follow.
 */
export const SecurityEvent = Type.Union([
  securityEventOf(
    'address_added',
    Type.Intersect([
      SavedAddressEventDetail,
      Type.Object({
        usableFrom: Type.Optional(
          Timestamp('When withdrawals may go to it (after ADDRESS_HOLD_HOURS).'),
        ),
      }),
    ]),
  ),
  securityEventOf('address_removed', SavedAddressEventDetail),
  securityEventOf('passkey_added', PasskeyEventDetail),
  securityEventOf('passkey_removed', PasskeyEventDetail),
  /** A passkey's signature counter went backwards: refused, as a copied key would be. */
  securityEventOf('passkey_counter_regressed', PasskeyEventDetail),
  securityEventOf(
    'account_locked',
    Type.Object({
      via: Type.Union([Type.Literal('button'), Type.Literal('link')], {
        description: 'Account → Security, or the link of a security e-mail.',
      }),
    }),
  ),
  securityEventOf(
    'account_unlocked',
    Type.Object({
      via: Type.Union([Type.Literal('seed_phrase'), Type.Literal('operator')]),
      withdrawalsOpenAt: Timestamp('Withdrawals wait until then (UNLOCK_DELAY_HOURS).'),
    }),
  ),
  securityEventOf(
    'phrase_changed',
    Type.Object({
      removed: Type.Boolean({ description: 'True when the phrase was removed; never the phrase.' }),
    }),
  ),
]);
export type SecurityEvent = Static<typeof SecurityEvent>;
export type SecurityEventKind = SecurityEvent['kind'];
export type SecurityEventOf<K extends SecurityEventKind> = Extract<SecurityEvent, { kind: K }>;
export type SecurityEventDetails = { [K in SecurityEventKind]: SecurityEventOf<K>['detail'] };

export const LoginHistoryResponse = Type.Object({
  logins: Type.Array(LoginAttempt, { description: 'The last 50 attempts, newest first.' }),
  events: Type.Array(SecurityEvent, {
    description: 'The last 100 security changes, newest first; a client may merge both by `at`.',
  }),
});
export type LoginHistoryResponse = Static<typeof LoginHistoryResponse>;

const TAGS = ['Sessions'];

export const sessionEndpoints = {
  logout: endpoint('POST', '/auth/logout', {
    summary: 'Sign out this session',
    tags: TAGS,
    security: BEARER,
    response: { 204: NoContent(), ...errors(401, 429) },
  }),
  logoutAll: endpoint('POST', '/auth/logout-all', {
    summary: 'Sign out every session, this one included',
    description: 'Also ends every sign-in waiting for its 2FA code.',
    tags: TAGS,
    security: BEARER,
    response: { 204: NoContent(), ...errors(401, 429) },
  }),
  logoutOthers: endpoint('POST', '/auth/logout-others', {
    summary: 'Sign out every other session',
    tags: TAGS,
    security: BEARER,
    response: { 204: NoContent(), ...errors(401, 429) },
  }),
  activity: endpoint('POST', '/auth/sessions/current/activity', {
    summary: 'The person is at the keyboard: the idle window starts again',
    tags: TAGS,
    security: BEARER,
    response: { 204: NoContent(), ...errors(401, 429) },
  }),
  list: endpoint('GET', '/auth/sessions', {
    summary: 'The signed-in user’s active sessions',
    tags: TAGS,
    security: BEARER,
    response: { 200: SessionsResponse, ...errors(401, 429) },
  }),
  end: endpoint('DELETE', '/auth/sessions/:id', {
    summary: 'End one of the user’s own sessions',
    tags: TAGS,
    security: BEARER,
    params: SessionParams,
    response: { 204: NoContent(), ...errors(401, 404, 429) },
  }),
  loginHistory: endpoint('GET', '/auth/login-history', {
    summary: 'Sign-in attempts and security changes',
    tags: TAGS,
    security: BEARER,
    response: { 200: LoginHistoryResponse, ...errors(401, 429) },
  }),
};
