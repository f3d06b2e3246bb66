import type { PortfolioPoint } from '../../api/types';
import type { Translate } from '../../i18n';
import type { PortfolioKey } from '../../i18n/namespaces/portfolio';
import { formatMoney, MASKED_AMOUNT } from '../../lib/money';

const dayFormats = new Map<string | undefined, Intl.DateTimeFormat>();

/** A day of the series as a UTC date the reader knows, e.g. "Nov 1, 2026", "23.11.2026". */
export function formatDay(day: string, locale?: string): string {
  let format = dayFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
    dayFormats.set(locale, format);
  }
  return format.format(new Date(`${day}T00:00:00Z`));
}

/** Money for the chart: the user's currency, or the mask while Hide amounts is on. */
export function chartMoney(
  amount: number,
  currency: string | null | undefined,
  hidden: boolean,
  locale?: string,
) {
  return hidden ? MASKED_AMOUNT : formatMoney(amount, currency, locale);
}

/** Whole cents, so the change is exact for any two decimal strings the server sends. */
const cents = (decimal: string) => Math.round(Number(decimal) * 100);

interface SummaryOptions {
  currency: string | null | undefined;
  hidden: boolean;
  t: Translate<PortfolioKey>;
  locale: string;
}

/**
 * The chart in one sentence, for screen readers and anyone who prefers text: the balance at
 * the start and end of the range and how it changed. With amounts hidden the figures and the
 * direction are left out, since "up" alone would say something about them.
 */
export function performanceSummary(
  points: PortfolioPoint[],
  { currency, hidden, t, locale }: SummaryOptions,
): string {
  const first = points[0];
  const last = points.at(-1);
  if (!first || !last) return '';
  const money = (decimal: string) => chartMoney(Number(decimal), currency, hidden, locale);
  // A range of one day (an account opened today): there is no change to speak of.
  if (points.length === 1) {
    return t('summary.oneDay', { balance: money(last.balance), day: formatDay(last.date, locale) });
  }
  const ends = {
    from: money(first.balance),
    fromDay: formatDay(first.date, locale),
    to: money(last.balance),
    toDay: formatDay(last.date, locale),
  };
  if (hidden) return t('summary.hidden', ends);
  const change = cents(last.balance) - cents(first.balance);
  return t('summary.change', {
    ...ends,
    direction: change === 0 ? 'unchanged' : change > 0 ? 'up' : 'down',
    change: formatMoney(Math.abs(change) / 100, currency, locale),
  });
}

/** Nothing in the ledger for the whole range: a chart would be an invented flat line. */
export const hasNoActivity = (points: PortfolioPoint[]) =>
  points.every(
    (point) =>
      cents(point.balance) === 0 &&
      cents(point.netDeposits) === 0 &&
      cents(point.tradeProfit) === 0,
  );
