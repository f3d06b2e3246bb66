/**
 * THE list of secret-bearing field names in Meridian (SPEC §7, §8, §11). Anything that copies
 * state or actions out of the app — Redux DevTools (src/app/devTools.ts), error reporting — masks
 * these with `maskSensitive`, so a new secret field is added here once and masked everywhere.
 *
 * Names are matched exactly (case-insensitively), never by substring: `zipCode` is not a code and
 * `tokenExpiresAt` is not a token.
 */
export const SENSITIVE_FIELD_NAMES = [
  // Passwords: sign-in, sign-up, reset (SPEC §8), 2FA disable and any change-password form.
  'password',
  'newPassword',
  'confirmPassword',
  'oldPassword',
  'currentPassword',
  // The 12-word recovery phrase: register/reset results, the reset request, session state.
  'seedPhrase',
  // The bearer token: login results, session state, the persisted key `userToken` (SPEC §7).
  'token',
  'userToken',
  // HTTP headers, as error reports may carry a request's headers.
  'authorization',
  // Two-factor authentication (SPEC §11): the TOTP secret and its QR URL, one-time codes, the
  // recovery codes shown once, and the sign-in challenge that stands in for a password.
  'secret',
  'otpauthUrl',
  'code',
  'recoveryCode',
  'recoveryCodes',
  'challenge',
] as const;

/** What a masked value reads as: fixed, so its length tells nothing about the secret. */
export const MASK = '[masked]';

// Pure, so a production bundle without DevTools (nothing calls isSensitiveField) drops it.
const sensitiveNames = /* @__PURE__ */ new Set<string>(
  /* @__PURE__ */ SENSITIVE_FIELD_NAMES.map((name) => name.toLowerCase()),
);

export function isSensitiveField(name: string): boolean {
  return sensitiveNames.has(name.toLowerCase());
}

/** A bearer credential found as a bare string (e.g. a header value in a list). */
const BEARER_VALUE = /^\s*bearer\s+\S/i;

/**
 * A JSON Web Token (a session token) wherever it sits in a string, under any key or none: three
 * base64url parts, the first a JSON header, so it starts `eyJ` (`{"`). Found by shape, so a
 * token passed where no field name gives it away — a call's bare argument, a message, a cache
 * key — is masked too.
 */
const JWT = /(?<![\w-])eyJ[\w-]*\.[\w-]*\.[\w-]*/g;

function maskText(text: string): string {
  return BEARER_VALUE.test(text) ? MASK : text.replace(JWT, MASK);
}

function isPlainObject(value: object): value is Record<string, unknown> {
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/**
 * A deep copy of `value` with every sensitive field's value replaced by MASK (an empty value
 * stays empty, so "no token yet" still reads as such), bearer strings masked, and every
 * JWT-shaped string masked in values and keys alike. Pure: the input is never changed, and
 * values that are not plain objects or arrays are returned as they are.
 */
export function maskSensitive<T>(value: T): T {
  return maskValue(value, new WeakMap()) as T;
}

function maskValue(value: unknown, seen: WeakMap<object, unknown>): unknown {
  if (typeof value === 'string') return maskText(value);
  if (typeof value !== 'object' || value === null) return value;
  const done = seen.get(value);
  if (done !== undefined) return done;
  if (Array.isArray(value)) {
    const copy: unknown[] = [];
    seen.set(value, copy);
    for (const item of value) copy.push(maskValue(item, seen));
    return copy;
  }
  if (!isPlainObject(value)) return value;
  const copy: Record<string, unknown> = {};
  seen.set(value, copy);
  for (const [key, field] of Object.entries(value)) {
    copy[maskText(key)] = isSensitiveField(key) && !isEmpty(field) ? MASK : maskValue(field, seen);
  }
  return copy;
}

function isEmpty(value: unknown): boolean {
  return value === null || value === undefined || value === '';
}
