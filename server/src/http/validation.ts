import { badRequest } from './errors';

/** The JSON body as an object, or a 400 when it is missing, an array or a primitive. */
export function requireObjectBody(body: unknown): Record<string, unknown> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw badRequest('Request body must be a JSON object');
  }
  return body as Record<string, unknown>;
}

/**
 * Control characters (C0, DEL, C1) and lone UTF-16 surrogates. No field of the contract has
 * a use for them, PostgreSQL refuses NUL and unpaired surrogates outright (which used to turn
 * such a request into a 500 whose logged error carried the query's parameters), and the rest
 * only smuggle line breaks or terminal escapes into logs and operator output.
 */
const UNSAFE_CHARACTERS = /[\p{Cc}\p{Cs}]/u;

/** Refuses a text value with characters no field accepts. */
function requireSafeCharacters(field: string, value: string): void {
  if (UNSAFE_CHARACTERS.test(value)) {
    throw badRequest(`${field} must not contain control characters or invalid Unicode`);
  }
}

export interface TextRules {
  /** Minimum length after trimming; 1 means required and non-empty (the default). */
  min?: number;
  max?: number;
  /** Message when shorter than `min` (defaults to "<field> is required"). */
  tooShort?: string;
}

/** A trimmed string field, refused with a message naming the field. */
export function requireText(
  body: Record<string, unknown>,
  field: string,
  rules: TextRules = {},
): string {
  const { min = 1, max = 200 } = rules;
  const value = body[field];
  if (value === undefined || value === null) throw badRequest(`${field} is required`);
  if (typeof value !== 'string') throw badRequest(`${field} must be a string`);
  const trimmed = value.trim();
  // After trimming: a pasted value's trailing line break is whitespace, not content.
  requireSafeCharacters(field, trimmed);
  if (trimmed.length < min) {
    throw badRequest(
      min <= 1 || trimmed.length === 0
        ? `${field} is required`
        : (rules.tooShort ?? `${field} must be at least ${min} characters`),
    );
  }
  if (trimmed.length > max) throw badRequest(`${field} must be at most ${max} characters`);
  return trimmed;
}

/** A string field that may be empty (e.g. an optional phone number) but must be present. */
export function requireOptionalText(
  body: Record<string, unknown>,
  field: string,
  max = 200,
): string {
  return requireText(body, field, { min: 0, max });
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** An email address, lowercased so lookups are case-insensitive. */
export function requireEmail(body: Record<string, unknown>, field = 'email'): string {
  const email = requireText(body, field, { max: 254 }).toLowerCase();
  if (!EMAIL_PATTERN.test(email)) throw badRequest(`${field} must be a valid email address`);
  return email;
}

export const PASSWORD_MIN_LENGTH = 8;

/** A password as typed, for checking: not trimmed, since every character counts. */
export function requireTypedPassword(body: Record<string, unknown>, field = 'password'): string {
  const value = body[field];
  if (value === undefined || value === null || value === '') {
    throw badRequest(`${field} is required`);
  }
  if (typeof value !== 'string') throw badRequest(`${field} must be a string`);
  requireSafeCharacters(field, value);
  if (value.length > 128) throw badRequest(`${field} must be at most 128 characters`);
  return value;
}

/** A new password: as typed, and long enough. */
export function requirePassword(body: Record<string, unknown>, field = 'password'): string {
  const value = requireTypedPassword(body, field);
  if (value.length < PASSWORD_MIN_LENGTH) {
    throw badRequest(`${field} must be at least ${PASSWORD_MIN_LENGTH} characters`);
  }
  return value;
}

export function requireOneOf<T extends string>(
  body: Record<string, unknown>,
  field: string,
  allowed: readonly T[],
): T {
  const value = requireText(body, field);
  const match = allowed.find((option) => option === value);
  if (match === undefined) throw badRequest(`${field} must be one of: ${allowed.join(', ')}`);
  return match;
}
