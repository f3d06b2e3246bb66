import { MAX_AMOUNT_DIGITS } from '../../../src/api/contract/constants';

/**
 * The arithmetic of a market order (SPEC §12.2, §12.3) on integers only: money in cents,
 * quantities and prices in units of 1e-8, the fee percent in units of 1e-4 percent. Decimal
 * strings go in and come out; no binary float ever holds a value, so "0.1 + 0.2" cannot
 * happen and every rounding is the one the SPEC names — money to the cent half-up, quantities
 * to 8 decimals down.
 */

export const MONEY_SCALE = 2;
export const QUANTITY_SCALE = 8;
export const PRICE_SCALE = 8;
export const FEE_PERCENT_SCALE = 4;
/** A cost basis is kept in units of 1e-8 dollars (holdings.cost_basis is numeric(30,8)). */
export const COST_SCALE = 8;

const TEN = 10n;
const pow10 = (n: number) => TEN ** BigInt(n);

/** Integer division rounding half away from zero (half-up for the positive values here). */
export function divideHalfUp(numerator: bigint, denominator: bigint): bigint {
  if (denominator <= 0n) throw new RangeError('divideHalfUp needs a positive denominator');
  const negative = numerator < 0n;
  const magnitude = negative ? -numerator : numerator;
  const rounded = (magnitude * 2n + denominator) / (denominator * 2n);
  return negative ? -rounded : rounded;
}

/** Integer division rounding toward zero (down for the positive values here). */
export const divideDown = (numerator: bigint, denominator: bigint): bigint =>
  numerator / denominator;

/**
 * A decimal string (as PostgreSQL prints NUMERIC, or as validated input) in units of
 * 10^-scale. Refuses more places than `scale` unless they are trailing zeros ("67012.50000000"
 * at scale 2 is 6701250), so no value is ever silently cut.
 */
export function toUnits(text: string, scale: number): bigint {
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) throw new RangeError(`not a plain decimal: "${text}"`);
  const [, sign = '', whole = '', fraction = ''] = match;
  const significant = fraction.replace(/0+$/, '');
  if (significant.length > scale) {
    throw new RangeError(`"${text}" has more than ${scale} decimal places`);
  }
  const units = BigInt(whole) * pow10(scale) + BigInt(significant.padEnd(scale, '0') || '0');
  return sign === '-' ? -units : units;
}

/** Units of 10^-scale as a decimal string with exactly `scale` places ("-12.00"). */
export function fromUnits(units: bigint, scale: number): string {
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(scale + 1, '0');
  const whole = digits.slice(0, digits.length - scale);
  const fraction = digits.slice(digits.length - scale);
  return `${negative ? '-' : ''}${whole}${scale > 0 ? `.${fraction}` : ''}`;
}

/** Like fromUnits without trailing zeros ("0.5", "67012.5", "3"): quantities and prices. */
export function fromUnitsTrimmed(units: bigint, scale: number): string {
  const text = fromUnits(units, scale);
  return text.includes('.') ? text.replace(/\.?0+$/, '') : text;
}

export const formatMoney = (cents: bigint) => fromUnits(cents, MONEY_SCALE);
export const formatQuantity = (units: bigint) => fromUnitsTrimmed(units, QUANTITY_SCALE);
export const formatPrice = (units: bigint) => fromUnitsTrimmed(units, PRICE_SCALE);
export const formatCost = (units: bigint) => fromUnits(units, COST_SCALE);

export type AmountProblem = 'malformed' | 'not_positive' | 'too_precise' | 'too_large';

export type AmountParse =
  | { ok: true; units: bigint }
  | { ok: false; problem: AmountProblem; places: number; digits: number };

/**
 * An order's `amount` as the client sent it — a decimal string or a JSON number (read as its
 * shortest form, the decimal the client wrote) — in units of 10^-places. Never rounded: more
 * places than allowed, an exponent, a sign, anything but digits and one point is refused, and
 * so is zero and more than MAX_AMOUNT_DIGITS whole digits.
 */
export function parseOrderAmount(amount: string | number, places: number): AmountParse {
  const refuse = (problem: AmountProblem): AmountParse => ({
    ok: false,
    problem,
    places,
    digits: MAX_AMOUNT_DIGITS,
  });
  if (typeof amount === 'number' && !Number.isFinite(amount)) return refuse('malformed');
  const text = typeof amount === 'number' ? String(amount) : amount;
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) return refuse('malformed');
  const [, sign = '', whole = '', fraction = ''] = match;
  if (fraction.length > places) return refuse('too_precise');
  if (whole.replace(/^0+(?=\d)/, '').length > MAX_AMOUNT_DIGITS) return refuse('too_large');
  const units = toUnits(`${whole}${fraction ? `.${fraction}` : ''}`, places);
  if (sign === '-' || units === 0n) return refuse('not_positive');
  return { ok: true, units };
}

/** One side of an order, priced: every figure a quote shows. */
export interface OrderFigures {
  /** Units of 1e-8 of the asset. */
  quantity: bigint;
  subtotalCents: bigint;
  feeCents: bigint;
  totalCents: bigint;
}

/** A fee percent such as "0.5" in units of 1e-4 percent. */
export const feePercentUnits = (percent: string) => toUnits(percent, FEE_PERCENT_SCALE);

/** percent is in 1e-4 %, so the fraction is percentUnits / (100 × 10^4). */
const feeOf = (cents: bigint, feePercent: bigint) =>
  divideHalfUp(cents * feePercent, 100n * pow10(FEE_PERCENT_SCALE));

/**
 * A buy of `amountCents` dollars, fee included: fee = amount × feePercent / 100 (half-up),
 * subtotal = amount − fee, quantity = subtotal / price (down to 8 places), total = amount.
 */
export function buyFigures(amountCents: bigint, price: bigint, feePercent: bigint): OrderFigures {
  const feeCents = feeOf(amountCents, feePercent);
  const subtotalCents = amountCents - feeCents;
  // dollars / price = (cents / 10^2) / (price / 10^8) = cents × 10^6 / price, in whole units;
  // in units of 10^-8 that is cents × 10^14 / price.
  const quantity = divideDown(
    subtotalCents * pow10(QUANTITY_SCALE + PRICE_SCALE - MONEY_SCALE),
    price,
  );
  return { quantity, subtotalCents, feeCents, totalCents: amountCents };
}

/** quantity × price to the cent, half-up (quantity and price both in units of 1e-8). */
export const valueCents = (quantity: bigint, price: bigint) =>
  divideHalfUp(quantity * price, pow10(QUANTITY_SCALE + PRICE_SCALE - MONEY_SCALE));

/**
 * A sell of `quantity`: subtotal = quantity × price (half-up to the cent), fee = subtotal ×
 * feePercent / 100 (half-up), total = subtotal − fee.
 */
export function sellFigures(quantity: bigint, price: bigint, feePercent: bigint): OrderFigures {
  const subtotalCents = valueCents(quantity, price);
  const feeCents = feeOf(subtotalCents, feePercent);
  return { quantity, subtotalCents, feeCents, totalCents: subtotalCents - feeCents };
}

/** A position: its quantity (1e-8 units) and what it cost (1e-8 dollars, fees included). */
export interface Position {
  quantity: bigint;
  costBasis: bigint;
}

const COST_TO_CENTS = pow10(COST_SCALE - MONEY_SCALE);

/** A cost basis (1e-8 dollars) to the cent, half-up. */
export const costCents = (costBasis: bigint) => divideHalfUp(costBasis, COST_TO_CENTS);

/** The position after a buy: its quantity added, its total (fee included) added to the cost. */
export const afterBuy = (position: Position, quantity: bigint, totalCents: bigint): Position => ({
  quantity: position.quantity + quantity,
  costBasis: position.costBasis + totalCents * COST_TO_CENTS,
});

/**
 * A sell out of a position: realized = total − quantity × averageCost (averageCost = cost /
 * quantity before the sell), to the cent. The cost goes down in proportion to the quantity
 * sold, by exactly the cents the realized figure subtracted, so the average cost of what is
 * left does not move (beyond the cent) and selling everything leaves a cost of exactly 0.
 */
export function afterSell(
  position: Position,
  quantity: bigint,
  totalCents: bigint,
): { position: Position; realizedCents: bigint } {
  if (quantity > position.quantity || position.quantity <= 0n) {
    throw new RangeError('a sell cannot take more than the position holds');
  }
  const releasedCents =
    quantity === position.quantity
      ? costCents(position.costBasis)
      : divideHalfUp(position.costBasis * quantity, position.quantity * COST_TO_CENTS);
  return {
    position: {
      quantity: position.quantity - quantity,
      costBasis: position.costBasis - releasedCents * COST_TO_CENTS,
    },
    realizedCents: totalCents - releasedCents,
  };
}

/** Cost per unit, in units of 1e-8 dollars, half-up; 0 for an empty position. */
export const averageCost = ({ quantity, costBasis }: Position): bigint =>
  quantity === 0n ? 0n : divideHalfUp(costBasis * pow10(QUANTITY_SCALE), quantity);
