/** What an alert's level may look like as typed: a plain decimal, no exponent or separators. */
export const PLAIN_DECIMAL = /^\d+(\.\d+)?$/;

/** SPEC §12.4 / the contract's PriceString: a level has at most 8 decimals. */
export const ALERT_PRICE_DECIMALS = 8;

const levelFormats = new Map<string, Intl.NumberFormat>();

/**
 * An alert's level in dollars, exactly as the decimal string says (Intl formats the string
 * itself, so no binary float rounds it), with at least cents: "100000" is "$100,000.00" in
 * English and "100.000,00 $" in German; "0.00001234" keeps every digit.
 */
export function formatUsdLevel(text: string, locale: string): string {
  if (!PLAIN_DECIMAL.test(text)) return text;
  let format = levelFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: 'USD',
      minimumFractionDigits: 2,
      maximumFractionDigits: ALERT_PRICE_DECIMALS,
    });
    levelFormats.set(locale, format);
  }
  return format.format(text as `${number}`);
}
