/**
 * Quantities and decimal amounts of trading, read and written as text (SPEC §12.2: the server
 * sends decimal strings so no binary float touches them). Nothing here goes through a Number.
 */

const PLAIN_DECIMAL = /^(-)?(\d+)(?:\.(\d+))?$/;

/** Exact units of a plain decimal at `places` (cents at 2, 1e-8 at 8); null if it has more. */
export function unitsOf(text: string, places: number): bigint | null {
  const match = PLAIN_DECIMAL.exec(text.trim());
  if (!match) return null;
  const [, minus, whole = '0', fraction = ''] = match;
  if (fraction.length > places) return null;
  const units = BigInt(whole) * 10n ** BigInt(places) + BigInt(fraction.padEnd(places, '0') || '0');
  return minus ? -units : units;
}

/** Places after the point of a plain decimal ("12.345" → 3). */
export function decimalPlaces(text: string): number {
  return PLAIN_DECIMAL.exec(text.trim())?.[3]?.length ?? 0;
}

interface Separators {
  whole: Intl.NumberFormat;
  decimal: string;
  minus: string;
}

const separators = new Map<string, Separators>();

function separatorsOf(locale: string): Separators {
  let known = separators.get(locale);
  if (!known) {
    const whole = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
    const parts = new Intl.NumberFormat(locale).formatToParts(-1.5);
    known = {
      whole,
      decimal: parts.find((part) => part.type === 'decimal')?.value ?? '.',
      minus: parts.find((part) => part.type === 'minusSign')?.value ?? '-',
    };
    separators.set(locale, known);
  }
  return known;
}

/**
 * A quantity exactly as the server sent it (every one of its up to 8 decimals), with the
 * locale's digit grouping and decimal sign: "1234.5" is "1,234.5" in English and "1.234,5" in
 * German. The whole part is grouped as a BigInt, so no digit is ever rounded. Anything that is
 * not a plain decimal is shown as it came.
 */
export function formatQuantity(text: string, locale: string): string {
  const match = PLAIN_DECIMAL.exec(text);
  if (!match) return text;
  const [, minus, whole = '0', fraction] = match;
  const { whole: format, decimal, minus: minusSign } = separatorsOf(locale);
  const grouped = format.format(BigInt(whole));
  return `${minus ? minusSign : ''}${grouped}${fraction ? decimal + fraction : ''}`;
}

const timeFormats = new Map<string, Intl.DateTimeFormat>();

/** When a price was observed, to the second ("14:03:05"), in the user's locale. */
export function formatPriceTime(iso: string, locale: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  let format = timeFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { timeStyle: 'medium' });
    timeFormats.set(locale, format);
  }
  return format.format(date);
}
