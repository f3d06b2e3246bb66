import { object, string } from 'yup';
import type { TradeSide } from '../../api/types';
import { messageRef } from '../../i18n';
import { tradingMessages } from '../../i18n/namespaces/trading';
import { validateWith } from '../../lib/schemaValidation';
import type { Validator } from '../../lib/validation';
import { decimalPlaces, unitsOf } from './tradeFormat';

export interface OrderValues {
  side: TradeSide;
  asset: string;
  /** Dollars to spend for a buy, the quantity to sell for a sell, as typed. */
  amount: string;
}

/** SPEC §12.2: a buy's amount has at most 2 decimals (cents), a sell's quantity at most 8. */
export const AMOUNT_DECIMALS: Record<TradeSide, number> = { buy: 2, sell: 8 };

/** What the user can spend or sell, as the server said it (decimal strings). */
export interface OrderLimits {
  availableCash: string | undefined;
  holdingOf: (asset: string) => string;
}

/** A plain decimal as typed: no exponent, no thousands separators. */
const DECIMAL = /^-?\d+(\.\d+)?$/;

const message = (key: keyof typeof tradingMessages.en) => messageRef(tradingMessages, key);

/**
 * The order form (SPEC §9 style): each amount rule speaks only when the ones before it pass, so
 * the user sees one clear message. The limits are exact comparisons of decimal strings; the
 * server checks them again (400), this only saves a round trip.
 */
export function orderSchema({ availableCash, holdingOf }: OrderLimits) {
  return object({
    side: string().required(),
    asset: string().required(),
    amount: string()
      .trim()
      .required(message('amount.required'))
      .test('number', message('amount.invalid'), (value) => !value || DECIMAL.test(value))
      .test('positive', message('amount.positive'), (value) => {
        const units = value && DECIMAL.test(value) ? unitsOf(value, decimalPlaces(value)) : null;
        return units === null || units > 0n;
      })
      .test('decimals', function decimals(value) {
        const digits = AMOUNT_DECIMALS[(this.parent as OrderValues).side];
        if (!value || !DECIMAL.test(value) || decimalPlaces(value) <= digits) return true;
        return this.createError({
          message: messageRef(tradingMessages, 'amount.decimals', { digits }),
        });
      })
      .test('limit', function limit(value) {
        const { side, asset } = this.parent as OrderValues;
        const digits = AMOUNT_DECIMALS[side];
        const wanted = value ? unitsOf(value, digits) : null;
        const limitText = side === 'buy' ? availableCash : holdingOf(asset);
        const available = limitText === undefined ? null : unitsOf(limitText, digits);
        if (wanted === null || available === null || wanted <= available) return true;
        return this.createError({
          message:
            side === 'buy'
              ? message('amount.overCash')
              : messageRef(tradingMessages, 'amount.overHolding', { asset }),
        });
      }),
  });
}

/** Fetched as the order form first validates (OrderPanel); the limits change as holdings do. */
export function orderValidator(limits: OrderLimits): Validator<OrderValues> {
  return validateWith<OrderValues>(orderSchema(limits));
}
