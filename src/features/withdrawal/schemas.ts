import { object, string } from 'yup';
import { englishText, messageRef } from '../../i18n';
import { withdrawalMessages } from '../../i18n/namespaces/withdrawal';
import { centsOfNumber } from '../../lib/cents';
import { validateWith } from '../../lib/schemaValidation';
import type { Validator } from '../../lib/validation';
import { centsOfText } from './withdrawalFee';

/** SPEC §12.0's exact English text; the form shows it in the language chosen. */
export const OVER_AVAILABLE_CASH_MESSAGE = englishText(
  withdrawalMessages,
  'amount.overAvailableCash',
);

const AMOUNT_DECIMALS = 2;
const message = (key: keyof typeof withdrawalMessages.en) => messageRef(withdrawalMessages, key);

export interface WithdrawalValues {
  amount: string;
  walletAddress: string;
  email: string;
  exchange: string;
  asset: string;
}

/** A plain decimal number as typed (no exponent, no thousands separators). */
const DECIMAL = /^-?\d+(\.\d+)?$/;

const isDecimal = (value: string | undefined): value is string =>
  value !== undefined && DECIMAL.test(value);

/**
 * SPEC §5 withdrawal: five required fields and an amount within the available cash (§12.0).
 * Each amount rule speaks only when the ones before it pass, so the user sees one clear message.
 */
export function withdrawalSchema(availableCash: number) {
  const availableCents = centsOfNumber(availableCash);
  return object({
    amount: string()
      .trim()
      .required(message('amount.required'))
      .test('number', message('amount.invalid'), (value) => !value || isDecimal(value))
      .test(
        'positive',
        message('amount.positive'),
        (value) => !isDecimal(value) || Number(value) > 0,
      )
      .test(
        'cents',
        messageRef(withdrawalMessages, 'amount.cents', { digits: AMOUNT_DECIMALS }),
        (value) => !isDecimal(value) || Number(value) <= 0 || centsOfText(value) !== null,
      )
      .test('availableCash', message('amount.overAvailableCash'), (value) => {
        const cents = value ? centsOfText(value) : null;
        return cents === null || cents <= availableCents;
      }),
    walletAddress: string().trim().required(message('walletAddress.required')),
    email: string().trim().email(message('email.invalid')).required(message('email.required')),
    exchange: string().trim().required(message('exchange.required')),
    asset: string().required(message('asset.required')),
  });
}

/** Fetched as the withdrawal form first validates (WithdrawalForm). */
export function withdrawalValidator(availableCash: number): Validator<WithdrawalValues> {
  return validateWith<WithdrawalValues>(withdrawalSchema(availableCash));
}
