/**
 * Money formatting (SPEC §0.1): the server's value, formatted with Intl.NumberFormat in the
 * user's currency. Whole amounts show no decimals; amounts with cents show exactly two. Nothing
 * is rounded up or padded with invented precision beyond the cent.
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

function currencyCode(currency: string): string | undefined {
  const trimmed = currency.trim();
  if (/^[A-Z]{3}$/.test(trimmed)) return trimmed;
  return CURRENCY_CODES[trimmed];
}

export function formatMoney(
  amount: number,
  currency: string | null | undefined = DEFAULT_CURRENCY,
  locale?: string,
): string {
  const symbol = currency && currency.trim() !== '' ? currency : DEFAULT_CURRENCY;
  const fractionDigits = Number.isInteger(amount) ? 0 : 2;
  const code = currencyCode(symbol);
  if (code) {
    return new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: code,
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
    }).format(amount);
  }
  // An unknown symbol: format the number and put the user's own symbol in front.
  const number = new Intl.NumberFormat(locale, {
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  }).format(Math.abs(amount));
  return `${amount < 0 ? '-' : ''}${symbol}${number}`;
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
  return new Intl.NumberFormat(locale, options).format(value);
}

/** Large USD figures (market cap, volume) in compact form: $1.23T, $845.6B. */
export function formatCompactUsd(value: number, locale?: string): string {
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'USD',
    notation: 'compact',
    maximumFractionDigits: 2,
  }).format(value);
}

/** A percentage given in percent units (2.5 → "2.5%"), with at most two decimals. */
export function formatPercent(percent: number, locale?: string): string {
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(
    percent / 100,
  );
}
