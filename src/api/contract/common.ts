import Type, { type Static, type TSchema } from 'typebox';
import type serverMessages from '../../i18n/locales/en/server.json';
import { MAX_AMOUNT_DIGITS, PASSWORD_MIN_LENGTH, REAUTH_REQUIRED_CODE } from './constants';

/**
 * The pieces every area of the contract is written in: the field kinds (text, e-mail, amounts,
 * days…), the error bodies, and `endpoint`, which names one call's method, URL and schemas.
 *
 * Beyond JSON Schema the fields carry a few keywords of our own, which the server's validator
 * implements (server/src/http/contractKeywords.ts) and OpenAPI shows as `x-` extensions:
 * - `x-normalize`: `trim` (or `trim-lowercase`) the value before any other check, so a pasted
 *   value's trailing line break is whitespace, not content, and e-mails compare in one case.
 * - `x-safe-text`: no control characters (C0, DEL, C1) and no lone UTF-16 surrogates. No field
 *   has a use for them; PostgreSQL refuses NUL and unpaired surrogates outright, and the rest
 *   only smuggle line breaks or terminal escapes into logs and operator output.
 * - `x-decimal-places`: a number whose shortest form (`String(n)`) has at most this many decimals,
 *   so the decimal the server stores is exactly the one sent (0.1 + 0.2 is refused).
 * - `x-messages` (keyword → a message code) and `x-message` (the message code, whatever
 *   failed): the 400's wording where the keyword's own is not the SPEC's. Codes are keys of
 *   the server's catalogue (src/i18n/locales/<language>/server.json); their messages name the
 *   field as `{field}` and the rule's figures (`{limit}`, `{values}`, `{minimum}`…).
 */
export const CONTRACT_KEYWORDS = {
  normalize: 'x-normalize',
  safeText: 'x-safe-text',
  decimalPlaces: 'x-decimal-places',
  messages: 'x-messages',
  message: 'x-message',
} as const;

export type Normalization = 'trim' | 'trim-lowercase';
/** A code of the server's error messages (a key of src/i18n/locales/en/server.json). */
export type ServerMessageCode = keyof typeof serverMessages;
/** A message code, with figures of its own when the field's rule does not give them. */
export type FieldMessage =
  ServerMessageCode | { code: ServerMessageCode; values: Record<string, string | number> };
/** Keyword (or `default`, for any keyword) → the message. */
export type FieldMessages = Partial<Record<string, FieldMessage>>;

interface TextRules {
  /** Shortest length after normalising; 1 (the default) means required and not blank. */
  min?: number;
  max: number;
  /** `false` keeps the value exactly as typed (passwords: every character counts). */
  normalize?: Normalization | false;
  pattern?: string;
  messages?: FieldMessages;
  description?: string;
  /** Shown in /docs (otherwise Swagger UI makes one up from `pattern`). */
  examples?: string[];
}

/** A text field: trimmed, safe characters only, `min`–`max` characters. */
export function Text({
  min = 1,
  max,
  normalize = 'trim',
  pattern,
  messages,
  description,
  examples,
}: TextRules) {
  return Type.String({
    ...(min > 0 ? { minLength: min } : {}),
    maxLength: max,
    ...(pattern === undefined ? {} : { pattern }),
    ...(normalize ? { [CONTRACT_KEYWORDS.normalize]: normalize } : {}),
    [CONTRACT_KEYWORDS.safeText]: true,
    ...(messages ? { [CONTRACT_KEYWORDS.messages]: messages } : {}),
    ...(description === undefined ? {} : { description }),
    ...(examples === undefined ? {} : { examples }),
  });
}

/** An e-mail address, trimmed and lowercased so lookups are case-insensitive. */
export const Email = () =>
  Text({
    max: 254,
    normalize: 'trim-lowercase',
    pattern: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$',
    messages: { pattern: 'field_invalid_email' },
    description: 'Trimmed and lowercased by the server.',
    examples: ['ada@example.com'],
  });

/** A password as typed, for checking: never trimmed, since every character counts. */
export const TypedPassword = () =>
  Text({ max: 128, normalize: false, description: 'As typed: not trimmed.' });

/** A new password: as typed, and long enough. */
export const NewPassword = () =>
  Text({
    min: PASSWORD_MIN_LENGTH,
    max: 128,
    normalize: false,
    description: 'As typed: not trimmed.',
  });

/** One of `values`, exactly as written once trimmed. */
export const OneOf = <const Values extends string[]>(
  values: readonly [...Values],
  messages?: FieldMessages,
) =>
  Type.Enum(values, {
    type: 'string',
    [CONTRACT_KEYWORDS.normalize]: 'trim',
    ...(messages ? { [CONTRACT_KEYWORDS.messages]: messages } : {}),
  });

const LARGEST_AMOUNT = Number(`${'9'.repeat(MAX_AMOUNT_DIGITS)}.99`);
const AMOUNT_TOO_PRECISE = {
  code: 'amount_too_precise',
  values: { digits: MAX_AMOUNT_DIGITS },
} as const satisfies FieldMessage;

/**
 * A money amount sent by a client: a JSON number (never a numeric string) above zero, with at
 * most MAX_AMOUNT_DIGITS integer digits and 2 decimals (`whole`: none), all that a double
 * carries exactly.
 */
export const Amount = ({ whole = false }: { whole?: boolean } = {}) =>
  Type.Number({
    exclusiveMinimum: 0,
    maximum: whole ? Math.trunc(LARGEST_AMOUNT) : LARGEST_AMOUNT,
    ...(whole ? { multipleOf: 1 } : { [CONTRACT_KEYWORDS.decimalPlaces]: 2 }),
    [CONTRACT_KEYWORDS.messages]: {
      type: 'field_type_number',
      exclusiveMinimum: 'field_greater_than',
      multipleOf: 'field_whole_number',
      maximum: AMOUNT_TOO_PRECISE,
      [CONTRACT_KEYWORDS.decimalPlaces]: AMOUNT_TOO_PRECISE,
    },
  });

/** A figure the server reports as a JSON number (user details, records). */
export const Money = (description?: string) =>
  Type.Number(description === undefined ? {} : { description });

/** A figure the server reports as an exact decimal string. */
export const DecimalString = (description?: string) =>
  Type.String({
    pattern: '^-?\\d+\\.\\d{2}$',
    description: description ?? 'A plain signed decimal with two places: "1234.50", "-12.00".',
  });

/** An ISO-8601 timestamp. */
export const Timestamp = (description?: string) =>
  Type.String({ format: 'date-time', ...(description === undefined ? {} : { description }) });

/** A calendar day, `YYYY-MM-DD` (UTC). 2024-02-30 is not one. */
export const Day = (messages: FieldMessages = {}) =>
  Type.String({
    format: 'date',
    [CONTRACT_KEYWORDS.messages]: {
      format: 'field_invalid_day',
      ...messages,
    },
  });

/**
 * A code that stands for the person: a TOTP code (6 digits) or a recovery code (`xxxxx-xxxxx`,
 * any case, dash and spaces optional). What counts as well formed is the server's to decide,
 * and only where a code is asked for: without 2FA a withdrawal's code is ignored.
 */
export const SecondFactorCode = () =>
  Type.String({
    maxLength: 64,
    [CONTRACT_KEYWORDS.normalize]: 'trim',
    [CONTRACT_KEYWORDS.message]: 'two_factor_code_malformed',
    description: 'A 6-digit TOTP code, or a recovery code like xxxxx-xxxxx.',
  });

// ——— Pages ———

/** `limit` of a paged list: 1 … `max`, with the list's own default when it has one. */
export const PageLimit = ({ max, default: byDefault }: { max: number; default?: number }) =>
  Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: max,
      ...(byDefault === undefined ? {} : { default: byDefault }),
      [CONTRACT_KEYWORDS.messages]: { default: 'field_whole_number_between' },
    }),
  );

/** `cursor` of a paged list: opaque, from the previous page's `nextCursor`. */
export const PageCursor = (description = "Opaque, from the previous page's `nextCursor`.") =>
  Type.Optional(
    Type.String({
      maxLength: 512,
      description,
      [CONTRACT_KEYWORDS.messages]: { maxLength: 'cursor_invalid' },
    }),
  );

/** A page's `nextCursor` — a type list rather than a union, so the serializer writes it
 * without trying each branch. */
export const NextCursor = () =>
  Type.Unsafe<string | null>({
    type: ['string', 'null'],
    description: 'Pass back as `cursor` for the next page; null on the last page.',
  });

// ——— Answers ———

export const MessageResponse = Type.Object({ message: Type.String() });
export type MessageResponse = Static<typeof MessageResponse>;

const ErrorCode = () =>
  Type.String({
    description:
      'Stable, snake_case, the same in every language: what the client maps or acts on ' +
      '(server catalogue: src/i18n/locales/en/server.json).',
    examples: ['invalid_credentials'],
  });
const ErrorMessage = () =>
  Type.String({
    description:
      'For the person: in the language Accept-Language asks for when the server speaks it ' +
      '(en, es, de), else English; Content-Language names it.',
  });

/** Every error response body. */
export const ApiErrorBody = Type.Object({ code: ErrorCode(), message: ErrorMessage() });
export type ApiErrorBody = Static<typeof ApiErrorBody>;

/** The body of a 403 with REAUTH_REQUIRED_CODE: confirm the password and send the call again. */
export const ReauthRequiredError = Type.Object({
  message: ErrorMessage(),
  code: Type.Literal(REAUTH_REQUIRED_CODE),
});
export type ReauthRequiredError = Static<typeof ReauthRequiredError>;

const ERROR_MEANINGS = {
  400: 'The request is not valid; the message names the field.',
  401: 'No session (missing, expired or ended token), or a failed sign-in.',
  403: 'Not allowed: a missing or wrong second factor, or a rule of the account.',
  404: 'No such thing among the caller’s own.',
  409: 'Conflicts with the account’s state.',
  429: 'Too many attempts; Retry-After says when to try again.',
  503: 'Busy or not ready; Retry-After says when to try again.',
} as const;
type ErrorStatus = keyof typeof ERROR_MEANINGS;

const errorBody = (status: ErrorStatus) =>
  Type.Object(
    { code: ErrorCode(), message: ErrorMessage() },
    { description: ERROR_MEANINGS[status] },
  );

/** `{ message }` answers of the given statuses, for a route's `response`. */
export function errors<const Statuses extends ErrorStatus[]>(
  ...statuses: Statuses
): { [S in Statuses[number]]: typeof ApiErrorBody } {
  return Object.fromEntries(statuses.map((status) => [status, errorBody(status)])) as {
    [S in Statuses[number]]: typeof ApiErrorBody;
  };
}

/**
 * The 403 of a call behind a step-up (SPEC §12.5): `code: "reauth_required"` when the password
 * must be confirmed, another code for any other refusal (a wrong second factor).
 */
export const StepUpRefusal = Type.Object(
  { code: ErrorCode(), message: ErrorMessage() },
  { description: `${ERROR_MEANINGS[403]} With code "reauth_required": confirm the password.` },
);

/** A 204: done, nothing to say (typed `void`, so a handler sends no body). */
export const NoContent = () => Type.Unsafe<void>(Type.Null({ description: 'Done; no body.' }));

// ——— Endpoints ———

type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** What Fastify reads from a route's schema, and what @fastify/swagger turns into /docs. */
export interface EndpointSchema {
  summary: string;
  description?: string;
  tags: string[];
  /** Bearer calls name the scheme; /docs shows them with a lock. */
  security?: { bearer: [] }[];
  params?: TSchema;
  querystring?: TSchema;
  body?: TSchema;
  response: Record<number | string, unknown>;
}

/** One call of the API: method, URL and schemas, registered as they are by the server. */
export function endpoint<
  const Method extends HttpMethod,
  const Url extends string,
  Schema extends EndpointSchema,
>(method: Method, url: Url, schema: Schema) {
  return { method, url, schema };
}

/** Marks a call as needing `Authorization: Bearer <token>` in /docs. */
export const BEARER = [{ bearer: [] as [] }];
