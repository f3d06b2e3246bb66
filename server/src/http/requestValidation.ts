import { Ajv, type Options } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifySchemaCompiler } from 'fastify';
import { addContractKeywords } from './contractKeywords';

/**
 * How Fastify validates a request against the contract's schemas: ajv with the contract's
 * keywords (contractKeywords.ts), stopping at the first error (allErrors would let a crafted
 * body make it collect errors without end) and keeping the failing schema and value on it
 * (`verbose`) so validationMessages.ts can word the 400.
 *
 * Two validators, because the parts differ: a JSON body arrives typed and is checked as sent —
 * "100" is not an amount — while a query string or path parameter is text, which is coerced to
 * the number or boolean its schema names (`?limit=25`).
 */
function contractAjv(options: Options): Ajv {
  const ajv = new Ajv({
    allErrors: false,
    verbose: true,
    useDefaults: true,
    // A union is meant where the contract writes one: a trade amount is a decimal string or a
    // JSON number (SPEC §12.2). Without this, strict mode warns on every start.
    allowUnionTypes: true,
    ...options,
  });
  addFormats(ajv, ['date', 'date-time']);
  addContractKeywords(ajv);
  return ajv;
}

export function contractValidatorCompiler(): FastifySchemaCompiler<unknown> {
  const body = contractAjv({ coerceTypes: false });
  const text = contractAjv({ coerceTypes: true });
  return ({ schema, httpPart }) =>
    (httpPart === 'body' ? body : text).compile(schema as Record<string, unknown>);
}
