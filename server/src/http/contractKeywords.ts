import type { Ajv } from 'ajv';
import type { DataValidationCxt } from 'ajv/dist/types';
import { CONTRACT_KEYWORDS, type Normalization } from '../../../src/api/contract';

/**
 * The contract's own keywords (src/api/contract/common.ts) as ajv keywords.
 *
 * Normalising is a keyword rather than a pass of its own before validation: it runs in the one
 * compiled validator, wherever the schema puts it, so nothing walks the schema a second time
 * or has to follow its shape (nested objects, unions). It is evaluated after the type check and
 * before every other keyword — `enum` and `const` included, which ajv runs before the string
 * keywords — so `" none "` is checked as `"none"` and `minLength` sees the trimmed text.
 */

/**
 * Control characters (C0, DEL, C1) and lone UTF-16 surrogates: see `x-safe-text` in the
 * contract. Tested after trimming, so a pasted value's trailing line break is not refused.
 */
const UNSAFE_CHARACTERS = /[\p{Cc}\p{Cs}]/u;

function normalized(value: string, how: Normalization): string {
  const trimmed = value.trim();
  return how === 'trim-lowercase' ? trimmed.toLowerCase() : trimmed;
}

/** A number whose shortest form has at most `places` decimals (`String(12.5)` is "12.5"). */
function hasDecimalPlaces(value: number, places: number): boolean {
  return new RegExp(`^-?\\d+(\\.\\d{1,${places}})?$`).test(String(value));
}

export function addContractKeywords(ajv: Ajv): void {
  ajv.addKeyword({
    keyword: CONTRACT_KEYWORDS.normalize,
    schemaType: 'string',
    modifying: true,
    errors: false,
    // The first keyword of the group ajv evaluates first (the untyped one).
    before: '$comment',
    validate(how: Normalization, data: unknown, _schema?: unknown, context?: DataValidationCxt) {
      if (typeof data === 'string' && context) {
        context.parentData[context.parentDataProperty] = normalized(data, how);
      }
      return true;
    },
  });
  ajv.addKeyword({
    keyword: CONTRACT_KEYWORDS.safeText,
    type: 'string',
    schemaType: 'boolean',
    // Before the lengths: the character check was always the first said about a text.
    before: 'maxLength',
    validate: (on: boolean, data: string) => !on || !UNSAFE_CHARACTERS.test(data),
  });
  ajv.addKeyword({
    keyword: CONTRACT_KEYWORDS.decimalPlaces,
    type: 'number',
    schemaType: 'number',
    validate: (places: number, data: number) => hasDecimalPlaces(data, places),
  });
  // Read by the error formatter only (validationMessages.ts).
  ajv.addKeyword({ keyword: CONTRACT_KEYWORDS.messages, schemaType: 'object' });
  ajv.addKeyword({ keyword: CONTRACT_KEYWORDS.message, schemaType: 'string' });
}
