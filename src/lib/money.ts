/**
 * Money formatting (SPEC §0.1): the server's value, formatted with Intl.NumberFormat in the
 * user's currency with that currency's minor unit, the way statements show money: `$5,000.00`,
 * `$0.00`, `$1,234.50`, `¥5,000`. Never rounded to less than the minor unit and never padded
 * with decimals the currency does not have.
 */
const CURRENCY_CODES: Record<string, string> = {
  $: 'USD',
  US$: 'USD',
  '€': 'EUR',
  '£': 'GBP',
  '¥': 'JPY',
  '₦': 'NGN',
  '₹': 'INR',
};

export const DEFAULT_CURRENCY = '$';

/** A symbol Intl does not know (e.g. `R`) gets cents, like most currencies. */
const UNKNOWN_CURRENCY_FRACTION_DIGITS = 2;

/**
 * The server keeps every amount as NUMERIC(20,2) (server/src/money.ts), so no amount it
 * reports has more than two decimals. A currency whose minor unit is coarser than that (JPY
 * has none) still shows an amount that has cents with two decimals, rather than silently
 * rounding the cents away: `¥1,234.50`, while `¥1,234` stays whole. A value finer than a cent
 * can only be binary-float noise from client arithmetic (0.1 + 0.2), so the currency's minor
 * unit absorbs it: `$0.30`.
 */
const SERVER_FRACTION_DIGITS = 2;

function currencyCode(currency: string): string | undefined {
  const trimmed = currency.trim();
  if (/^[A-Z]{3}$/.test(trimmed)) return trimmed;
  return CURRENCY_CODES[trimmed];
}

const formatters = new Map<string, Intl.NumberFormat>();

/**
 * Formatters are costly to build (a first one of a style loads locale data: ~12 ms on a slow
 * phone), and a history page formats thousands of amounts and the ticker many prices a second.
 */
function formatter(locale: string | undefined, options: Intl.NumberFormatOptions) {
  const key = JSON.stringify([locale ?? '', options]);
  let cached = formatters.get(key);
  if (!cached) {
    cached = new Intl.NumberFormat(locale, options);
    formatters.set(key, cached);
  }
  return cached;
}

/** The currency's own minor unit as Intl knows it: 2 for USD, 0 for JPY, 3 for KWD. */
function minorUnitDigits(code: string | undefined): number {
  if (!code) return UNKNOWN_CURRENCY_FRACTION_DIGITS;
  return (
    formatter('en-US', { style: 'currency', currency: code }).resolvedOptions()
      .maximumFractionDigits ?? UNKNOWN_CURRENCY_FRACTION_DIGITS
  );
}

/** Whether `amount` is exact at `digits` decimals (0.29 is exact at 2 despite binary floats). */
function fitsDigits(amount: number, digits: number): boolean {
  const scale = 10 ** digits;
  return Math.round(amount * scale) / scale === amount;
}

function fractionDigitsFor(amount: number, code: string | undefined): number {
  const minorUnit = minorUnitDigits(code);
  if (minorUnit >= SERVER_FRACTION_DIGITS || fitsDigits(amount, minorUnit)) return minorUnit;
  return SERVER_FRACTION_DIGITS;
}

/**
 * The one formatter formatMoney uses at `digits` decimals: in the currency when Intl knows its
 * code, else for the bare number (the user's own symbol goes in front). prepareMoneyFormatting
 * builds it ahead through this same function, so both always ask for the same formatter.
 */
function moneyFormatter(code: string | undefined, digits: number, locale: string | undefined) {
  const fraction = { minimumFractionDigits: digits, maximumFractionDigits: digits };
  return formatter(locale, code ? { style: 'currency', currency: code, ...fraction } : fraction);
}

/**
 * Builds, ahead of time, the formatters formatMoney will use for `currency`. The first number
 * formatter a page builds loads ICU's number data (~20 ms on a fast machine, ~80 ms on a slow
 * phone) in one piece: the app start-up calls this in a task of its own, while the page's code is
 * still downloading, so the render that first shows the wallet figures does not carry it.
 */
export function prepareMoneyFormatting(currency: string = DEFAULT_CURRENCY, locale?: string): void {
  const code = currencyCode(currency);
  moneyFormatter(code, minorUnitDigits(code), locale);
}

export function formatMoney(
  amount: number,
  currency: string | null | undefined = DEFAULT_CURRENCY,
  locale?: string,
): string {
  const symbol = currency && currency.trim() !== '' ? currency : DEFAULT_CURRENCY;
  const code = currencyCode(symbol);
  // -0 (e.g. a negated zero balance) is shown as a plain zero, never as "-$0.00".
  const value = amount === 0 ? 0 : amount;
  const digits = fractionDigitsFor(value, code);
  if (code) return moneyFormatter(code, digits, locale).format(value);
  // An unknown symbol: format the number and put the user's own symbol in front.
  const number = moneyFormatter(undefined, digits, locale).format(Math.abs(value));
  return `${value < 0 ? '-' : ''}${symbol}${number}`;
}

/**
 * A market price in USD as the feed reports it: cents for ordinary prices, and enough
 * significant digits for sub-cent coins (0.00001234) that they do not show as $0.00.
 */
export function formatMarketPrice(value: number, locale?: string): string {
  const abs = Math.abs(value);
  const options: Intl.NumberFormatOptions =
    abs !== 0 && abs < 1
      ? { style: 'currency', currency: 'USD', maximumSignificantDigits: 4 }
      : { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 };
  return formatter(locale, options).format(value);
}

/** Large USD figures (market cap, volume) in compact form: $1.23T, $845.6B. */
export function formatCompactUsd(value: number, locale?: string): string {
  return formatter(locale, {
    style: 'currency',
    currency: 'USD',
    notation: 'compact',
    maximumFractionDigits: 2,
  }).format(value);
}

/** A percentage given in percent units (2.5 → "2.5%"), with at most two decimals. */
export function formatPercent(percent: number, locale?: string): string {
  return formatter(locale, { style: 'percent', maximumFractionDigits: 2 }).format(percent / 100);
}

/**
 * What a money figure of the user shows while Hide amounts is on (SPEC §11.3): the same four
 * dots whatever the amount, so not even the figure's length is given away.
 */
export const MASKED_AMOUNT = '••••';
