import { object, string } from 'yup';
import { centsOfNumber } from '../../lib/cents';
import { centsOfText } from './withdrawalFee';

export const OVER_PROFIT_MESSAGE = 'Withdrawal amount must not exceed total profits';
export const THRESHOLD_MESSAGE = 'Your profit has not reached the minimum withdrawal threshold';

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
 * SPEC §5 withdrawal: five required fields and an amount within the trade profit. Each
 * amount rule speaks only when the ones before it pass, so the user sees one clear message.
 */
export function withdrawalSchema(tradeProfit: number) {
  const profitCents = centsOfNumber(tradeProfit);
  return object({
    amount: string()
      .trim()
      .required('Amount is required')
      .test('number', 'Enter a valid amount', (value) => !value || isDecimal(value))
      .test(
        'positive',
        'Amount must be greater than 0',
        (value) => !isDecimal(value) || Number(value) > 0,
      )
      .test(
        'cents',
        'Enter an amount with at most 2 decimal places',
        (value) => !isDecimal(value) || Number(value) <= 0 || centsOfText(value) !== null,
      )
      .test('profit', OVER_PROFIT_MESSAGE, (value) => {
        const cents = value ? centsOfText(value) : null;
        return cents === null || cents <= profitCents;
      }),
    walletAddress: string().trim().required('Wallet address is required'),
    email: string().trim().email('Invalid Email').required('Email is required'),
    exchange: string().trim().required('Crypto exchange is required'),
    asset: string().required('Asset is required'),
  });
}
