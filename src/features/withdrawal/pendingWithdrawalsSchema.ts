import { answerSchema, hasNumbers, hasStrings, isRecord } from '../../api/answerSchema';
import type { AllWithdrawalsResponse, Withdrawal } from '../../api/types';

function isWithdrawal(value: unknown): value is Withdrawal {
  return (
    isRecord(value) &&
    hasStrings(value, ['_id', 'createdAt', 'reference', 'status']) &&
    hasNumbers(value, ['amount'])
  );
}

/** The whole list of withdrawals as the dashboard's Cash breakdown reads it. */
export const allWithdrawalsSchema = answerSchema(
  'a list of withdrawals',
  (value): value is AllWithdrawalsResponse =>
    isRecord(value) &&
    Array.isArray(value.allWithdrawals) &&
    value.allWithdrawals.every(isWithdrawal),
);
