import Type, { type Static } from 'typebox';
import { PasskeyAssertion } from './passkeys';
import {
  Amount,
  BEARER,
  Email,
  endpoint,
  errors,
  Money,
  SecondFactorCode,
  Text,
  Timestamp,
} from './common';
import { RECORD_STATUSES } from './constants';

/**
 * Deposits and withdrawals (SPEC §8). Amounts travel as JSON numbers; the server keeps them as
 * exact NUMERIC values and converts at the edge.
 */

export const RecordStatus = Type.Enum(RECORD_STATUSES);
export type RecordStatus = Static<typeof RecordStatus>;

export const Deposit = Type.Object({
  _id: Type.String(),
  amount: Money(),
  date: Timestamp(),
  reference: Type.String(),
  status: RecordStatus,
});
export type Deposit = Static<typeof Deposit>;

export const AddDepositRequest = Type.Object({ amount: Amount({ whole: true }) });
export type AddDepositRequest = Static<typeof AddDepositRequest>;

export const AddDepositResponse = Type.Object({ transaction: Deposit });
export type AddDepositResponse = Static<typeof AddDepositResponse>;

export const Withdrawal = Type.Object({
  _id: Type.String(),
  amount: Money(),
  createdAt: Timestamp(),
  reference: Type.String(),
  status: RecordStatus,
  charges: Type.Number({ description: 'Fee as a fraction of the amount (percent / 100).' }),
  walletAddress: Type.String(),
  email: Type.String(),
  exchange: Type.String(),
  asset: Type.String(),
});
export type Withdrawal = Static<typeof Withdrawal>;

export const AddWithdrawalRequest = Type.Object({
  amount: Amount(),
  charges: Type.Number({
    description: "The fee the user was shown, as a fraction: the account's percent / 100.",
  }),
  walletAddress: Text({ max: 200 }),
  email: Email(),
  exchange: Text({ max: 100 }),
  asset: Text({ max: 50 }),
  code: Type.Optional(SecondFactorCode()),
  /** A passkey may answer in place of the code (SPEC §12.5). */
  passkey: Type.Optional(PasskeyAssertion),
});
export type AddWithdrawalRequest = Static<typeof AddWithdrawalRequest>;

export const AddWithdrawalResponse = Type.Object({ withdrawal: Withdrawal });
export type AddWithdrawalResponse = Static<typeof AddWithdrawalResponse>;

const TAGS = ['Deposits and withdrawals'];
const REPLAYED = 'An identical request within 10 s: the record it already made.';

export const recordEndpoints = {
  addDeposit: endpoint('POST', '/transaction/add', {
    summary: 'Record a deposit the user has paid (pending until an operator approves it)',
    tags: TAGS,
    security: BEARER,
    body: AddDepositRequest,
    response: {
      201: AddDepositResponse,
      200: Type.Object({ transaction: Deposit }, { description: REPLAYED }),
      ...errors(400, 401, 409, 429),
    },
  }),
  addWithdrawal: endpoint('POST', '/withdrawal/add', {
    summary: 'Request a withdrawal',
    description:
      'The server enforces the rules: userCanWithdraw, the amount against trade profit, the ' +
      'account’s fee, the address book and, with 2FA on, a code.',
    tags: TAGS,
    security: BEARER,
    body: AddWithdrawalRequest,
    response: {
      201: AddWithdrawalResponse,
      200: Type.Object({ withdrawal: Withdrawal }, { description: REPLAYED }),
      ...errors(400, 401, 403, 409, 429),
    },
  }),
};
