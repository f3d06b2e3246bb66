import { answerSchema, hasNumbers, hasStrings, isRecord } from '../../api/answerSchema';
import type { AllDepositsResponse, Deposit } from '../../api/types';

function isDeposit(value: unknown): value is Deposit {
  return (
    isRecord(value) &&
    hasStrings(value, ['_id', 'date', 'reference', 'status']) &&
    hasNumbers(value, ['amount'])
  );
}

/** The whole list of deposits as the dashboard's Pending Balance breakdown reads it. */
export const allDepositsSchema = answerSchema(
  'a list of deposits',
  (value): value is AllDepositsResponse =>
    isRecord(value) &&
    Array.isArray(value.allTransactions) &&
    value.allTransactions.every(isDeposit),
);
