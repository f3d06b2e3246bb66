import { answerSchema, hasStrings, isRecord } from '../../api/answerSchema';
import { STATEMENT_ENTRY_TYPES } from '../../api/contract/constants';
import type { StatementEntry, StatementResponse } from '../../api/types';

const ENTRY_TYPES: readonly string[] = STATEMENT_ENTRY_TYPES;

function isStatementEntry(value: unknown): value is StatementEntry {
  return (
    isRecord(value) &&
    hasStrings(value, ['date', 'reference', 'description', 'amount', 'balance']) &&
    ENTRY_TYPES.includes(value.type as string)
  );
}

/**
 * What the JSON statement must look like to be read (SPEC §11.2, §12.0): every money value a
 * decimal string. An answer with amounts as numbers is refused here, and the breakdown says
 * it could not be loaded, with a Retry.
 */
export const statementResponseSchema = answerSchema(
  'a statement',
  (value): value is StatementResponse =>
    isRecord(value) &&
    hasStrings(value, ['from', 'to', 'openingBalance', 'closingBalance']) &&
    Array.isArray(value.entries) &&
    value.entries.every(isStatementEntry),
);
