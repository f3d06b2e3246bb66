import { object, string } from 'yup';
import { MAX_AMOUNT_DIGITS } from '../../api/types';
import { messageRef } from '../../i18n';
import { depositMessages } from '../../i18n/namespaces/deposit';
import { validateWith } from '../../lib/schemaValidation';

const WHOLE_NUMBER = /^-?\d+$/;

export interface DepositAmountValues {
  amount: string;
}

/** SPEC §9 deposit: a required whole number greater than 0. */
export const depositAmountSchema = object({
  amount: string()
    .trim()
    .required(messageRef(depositMessages, 'amount.required'))
    .test(
      'whole',
      messageRef(depositMessages, 'amount.whole'),
      (value) => !value || WHOLE_NUMBER.test(value),
    )
    .test(
      'positive',
      messageRef(depositMessages, 'amount.positive'),
      (value) => !value || !WHOLE_NUMBER.test(value) || BigInt(value) > 0n,
    )
    .test(
      'size',
      messageRef(depositMessages, 'amount.tooManyDigits', { max: MAX_AMOUNT_DIGITS }),
      (value) => !value || value.replace(/^-?0*/, '').length <= MAX_AMOUNT_DIGITS,
    ),
});

/** Fetched as the amount form first validates (DepositAmountStep). */
export const validateDepositAmount = validateWith<DepositAmountValues>(depositAmountSchema);
