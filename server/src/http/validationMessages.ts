import type { ErrorObject } from 'ajv';
import type { FastifySchemaValidationError } from 'fastify/types/schema';
import {
  CONTRACT_KEYWORDS,
  type FieldMessage,
  type FieldMessages,
} from '../../../src/api/contract';
import { DomainError } from '../domainError';
import { englishMessage, type ServerMessageCode } from '../i18n/serverMessages';

/**
 * The 400 for a request the contract refuses, from ajv's first error (validation stops there)
 * and what the failing field's schema says about its wording. The answer is a code of the
 * server's catalogue (src/i18n/locales/<language>/server.json) with the field's name and the
 * rule's figures as values, so it reads in the request's language:
 *
 * 1. `x-message` on the field: the whole message, whatever failed (a second-factor code).
 * 2. A repeated query parameter (`?limit=1&limit=2`): `field_given_once`.
 * 3. `x-messages[keyword]`, then `x-messages.default`.
 * 4. Otherwise the keyword's own code (`field_required`, `field_max_length`…).
 *
 * Needs ajv's `verbose` option: the error then carries the field's schema and the value.
 */

/** Fastify's name for the request part: 'body', 'querystring', 'params' or 'headers'. */
type Part = string;
type FieldSchema = {
  [CONTRACT_KEYWORDS.message]?: FieldMessage;
  [CONTRACT_KEYWORDS.messages]?: FieldMessages;
  properties?: Record<string, FieldSchema>;
  enum?: unknown[];
  minimum?: number;
  maximum?: number;
};

type Refusal = { code: ServerMessageCode; values?: Record<string, string | number> };

const WHOLE_PART: Record<string, ServerMessageCode> = {
  body: 'body_not_object',
  querystring: 'query_not_pairs',
};

const TYPES: Record<string, ServerMessageCode> = {
  string: 'field_type_string',
  number: 'field_type_number',
  integer: 'field_type_integer',
  boolean: 'field_type_boolean',
  object: 'field_type_object',
  array: 'field_type_array',
};

const COMPARISONS: Record<string, ServerMessageCode> = {
  maximum: 'field_at_most',
  minimum: 'field_at_least',
  exclusiveMaximum: 'field_less_than',
  exclusiveMinimum: 'field_greater_than',
};

/** What a field's failure of `keyword` means when the schema says nothing. */
function defaultCode(error: ErrorObject): ServerMessageCode {
  const { keyword, params, data } = error;
  switch (keyword) {
    case 'required':
      return 'field_required';
    case 'type':
      // A null text is a missing one, as a form's empty field would be.
      if (data === null && params.type === 'string') return 'field_required';
      return TYPES[String(params.type)] ?? 'field_invalid';
    case 'minLength':
      return data === '' || Number(params.limit) <= 1 ? 'field_required' : 'field_min_length';
    case 'maxLength':
      return 'field_max_length';
    case 'enum':
      return 'field_one_of';
    case 'const':
      return 'field_must_equal';
    case 'format':
      return 'field_format';
    case 'pattern':
      return 'field_pattern';
    case 'multipleOf':
      return params.multipleOf === 1 ? 'field_whole_number' : 'field_multiple_of';
    case 'dependencies':
      return 'field_only_with';
    case CONTRACT_KEYWORDS.safeText:
      return 'field_unsafe_text';
    case CONTRACT_KEYWORDS.decimalPlaces:
      return 'field_decimal_places';
    default:
      return COMPARISONS[keyword] ?? 'field_invalid';
  }
}

/** The field an error is about: a missing one, the one a dependency names, or the value's own. */
function fieldOf(error: ErrorObject): { name: string; schema: FieldSchema | undefined } {
  const parent = error.parentSchema as FieldSchema | undefined;
  const named: unknown = error.keyword === 'required' ? error.params.missingProperty : undefined;
  const dependent: unknown = error.keyword === 'dependencies' ? error.params.property : undefined;
  const property = (named ?? dependent) as string | undefined;
  if (property !== undefined) return { name: property, schema: parent?.properties?.[property] };
  const [top = ''] = error.instancePath.split('/').slice(1);
  return { name: top.replace(/~1/g, '/').replace(/~0/g, '~'), schema: parent };
}

const defined = (value: unknown): string =>
  value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value);

/** Every figure a validation message may name; each message takes the ones it needs. */
function valuesOf(error: ErrorObject, name: string, schema: FieldSchema | undefined) {
  const { params } = error;
  const allowed = (params.allowedValues as unknown[] | undefined) ?? schema?.enum ?? [];
  return {
    field: name,
    value:
      error.keyword === 'const'
        ? JSON.stringify(params.allowedValue)
        : (JSON.stringify(error.data) ?? 'nothing'),
    limit: defined(params.limit),
    values: allowed.join(', '),
    format: defined(params.format),
    pattern: defined(params.pattern),
    multiple: defined(params.multipleOf),
    other: defined(params.missingProperty),
    places: defined(error.schema),
    minimum: defined(schema?.minimum),
    maximum: defined(schema?.maximum),
  };
}

const asRefusal = (message: FieldMessage): Refusal =>
  typeof message === 'string' ? { code: message } : message;

export function validationRefusal(error: ErrorObject, part: Part): Refusal {
  const { name, schema } = fieldOf(error);
  if (name === '') {
    const whole = WHOLE_PART[part];
    return whole ? { code: whole } : { code: 'request_part_invalid', values: { part } };
  }
  const values = valuesOf(error, name, schema);
  const named = (message: FieldMessage): Refusal => {
    const refusal = asRefusal(message);
    return { code: refusal.code, values: { ...values, ...refusal.values } };
  };
  const whole = schema?.[CONTRACT_KEYWORDS.message];
  if (whole) return named(whole);
  if (error.keyword === 'type' && part === 'querystring' && Array.isArray(error.data)) {
    return { code: 'field_given_once', values };
  }
  const messages = schema?.[CONTRACT_KEYWORDS.messages];
  const chosen = messages?.[error.keyword] ?? messages?.default;
  return chosen ? named(chosen) : { code: defaultCode(error), values };
}

/** The English message, as the answer says it without Accept-Language. */
export function validationMessage(error: ErrorObject, part: Part): string {
  const { code, values } = validationRefusal(error, part);
  return englishMessage(code, values);
}

/** Fastify's `schemaErrorFormatter`: a 400 named by the first error. */
export function schemaErrorFormatter(errors: FastifySchemaValidationError[], part: string): Error {
  const [first] = errors as ErrorObject[];
  if (!first) return new DomainError('invalid', 'request_invalid');
  const { code, values } = validationRefusal(first, part);
  return new DomainError('invalid', code, values ? { values } : {});
}
