import type { ErrorObject } from 'ajv';
import type { FastifySchemaValidationError } from 'fastify/types/schema';
import { CONTRACT_KEYWORDS, type FieldMessages } from '../../../src/api/contract';

/**
 * The 400's message for a request the contract refuses, from ajv's first error (validation
 * stops there) and what the failing field's schema says about its wording:
 *
 * 1. `x-message` on the field: the whole message, whatever failed (a second-factor code).
 * 2. A repeated query parameter (`?limit=1&limit=2`): "<field> must be given once".
 * 3. `x-messages[keyword]`, then `x-messages.default`: the problem after the field's name.
 * 4. Otherwise the wording below ("name is required", "name must be at most 100 characters").
 *
 * Needs ajv's `verbose` option: the error then carries the field's schema and the value.
 */

/** Fastify's name for the request part: 'body', 'querystring', 'params' or 'headers'. */
type Part = string;
type FieldSchema = {
  [CONTRACT_KEYWORDS.message]?: string;
  [CONTRACT_KEYWORDS.messages]?: FieldMessages;
  properties?: Record<string, FieldSchema>;
};

const WHOLE_PART: Record<string, string> = {
  body: 'Request body must be a JSON object',
  querystring: 'The query string must be name=value pairs',
};

const article = (type: string) => (/^[aeiou]/.test(type) ? `an ${type}` : `a ${type}`);

const COMPARISONS: Record<string, string> = {
  maximum: 'at most',
  minimum: 'at least',
  exclusiveMaximum: 'less than',
  exclusiveMinimum: 'greater than',
};

/** What a field's failure of `keyword` means, after its name, when the schema says nothing. */
function defaultProblem(error: ErrorObject): string {
  const { keyword, params, data } = error;
  switch (keyword) {
    case 'required':
      return 'is required';
    case 'type':
      // A null text is a missing one, as a form's empty field would be.
      if (data === null && params.type === 'string') return 'is required';
      return `must be ${article(String(params.type))}`;
    case 'minLength':
      return data === '' || Number(params.limit) <= 1
        ? 'is required'
        : `must be at least ${params.limit} characters`;
    case 'maxLength':
      return `must be at most ${params.limit} characters`;
    case 'enum':
      return `must be one of: ${(params.allowedValues as unknown[]).join(', ')}`;
    case 'const':
      return `must be ${JSON.stringify(params.allowedValue)}`;
    case 'format':
      return `must be a valid ${params.format}`;
    case 'multipleOf':
      return params.multipleOf === 1
        ? 'must be a whole number'
        : `must be a multiple of ${params.multipleOf}`;
    case 'dependencies':
      return `is only valid with ${params.missingProperty}`;
    case CONTRACT_KEYWORDS.safeText:
      return 'must not contain control characters or invalid Unicode';
    case CONTRACT_KEYWORDS.decimalPlaces:
      return `must have at most ${String(error.schema)} decimal places`;
    default:
      if (keyword in COMPARISONS) return `must be ${COMPARISONS[keyword]} ${params.limit}`;
      return error.message ?? 'is not valid';
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

const fill = (problem: string, value: unknown) =>
  problem.replace('{value}', JSON.stringify(value) ?? 'nothing');

export function validationMessage(error: ErrorObject, part: Part): string {
  const { name, schema } = fieldOf(error);
  if (name === '') return WHOLE_PART[part] ?? `The request's ${part} is not valid`;
  const whole = schema?.[CONTRACT_KEYWORDS.message];
  if (whole) return whole;
  if (error.keyword === 'type' && part === 'querystring' && Array.isArray(error.data)) {
    return `${name} must be given once`;
  }
  const messages = schema?.[CONTRACT_KEYWORDS.messages];
  const problem = messages?.[error.keyword] ?? messages?.default ?? defaultProblem(error);
  return `${name} ${fill(problem, error.data)}`;
}

/** Fastify's `schemaErrorFormatter`: a 400 whose message is the first error's. */
export function schemaErrorFormatter(errors: FastifySchemaValidationError[], part: string): Error {
  const [first] = errors as ErrorObject[];
  return new Error(first ? validationMessage(first, part) : 'The request is not valid');
}
