import { object, string } from 'yup';
import { MAX_AMOUNT_DIGITS } from '../../api/types';

const WHOLE_NUMBER = /^-?\d+$/;

export interface DepositAmountValues {
  amount: string;
}

/** SPEC §9 deposit: a required whole number greater than 0. */
export const depositAmountSchema = object({
  amount: string()
    .trim()
    .required('Amount is required')
    .test('whole', 'Enter a whole number', (value) => !value || WHOLE_NUMBER.test(value))
    .test(
      'positive',
      'Amount must be greater than 0',
      (value) => !value || !WHOLE_NUMBER.test(value) || BigInt(value) > 0n,
    )
    .test(
      'size',
      `Enter at most ${MAX_AMOUNT_DIGITS} digits`,
      (value) => !value || value.replace(/^-?0*/, '').length <= MAX_AMOUNT_DIGITS,
    ),
});
