import type { PortfolioPoint } from '../../api/types';
import { formatMoney, MASKED_AMOUNT } from '../../lib/money';

/** A day of the series as a UTC date the reader knows, e.g. "Nov 1, 2026". */
export function formatDay(day: string, locale?: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
}

/** Money for the chart: the user's currency, or the mask while Hide amounts is on. */
export function chartMoney(amount: number, currency: string | null | undefined, hidden: boolean) {
  return hidden ? MASKED_AMOUNT : formatMoney(amount, currency);
}

/** Whole cents, so the change is exact for any two decimal strings the server sends. */
const cents = (decimal: string) => Math.round(Number(decimal) * 100);

/**
 * The chart in one sentence, for screen readers and anyone who prefers text: the balance at
 * the start and end of the range and how it changed. With amounts hidden the figures and the
 * direction are left out, since "up" alone would say something about them.
 */
export function performanceSummary(
  points: PortfolioPoint[],
  currency: string | null | undefined,
  hidden: boolean,
): string {
  const first = points[0];
  const last = points.at(-1);
  if (!first || !last) return '';
  // A range of one day (an account opened today): there is no change to speak of.
  if (points.length === 1) {
    return `Balance ${chartMoney(Number(last.balance), currency, hidden)} on ${formatDay(last.date)}.`;
  }
  const from = `${chartMoney(Number(first.balance), currency, hidden)} on ${formatDay(first.date)}`;
  const to = `${chartMoney(Number(last.balance), currency, hidden)} on ${formatDay(last.date)}`;
  if (hidden) return `Balance from ${from} to ${to}.`;
  const change = cents(last.balance) - cents(first.balance);
  const direction =
    change === 0
      ? 'unchanged'
      : `${change > 0 ? 'up' : 'down'} ${formatMoney(Math.abs(change) / 100, currency)}`;
  return `Balance from ${from} to ${to}, ${direction}.`;
}

/** Nothing in the ledger for the whole range: a chart would be an invented flat line. */
export const hasNoActivity = (points: PortfolioPoint[]) =>
  points.every(
    (point) =>
      cents(point.balance) === 0 &&
      cents(point.netDeposits) === 0 &&
      cents(point.tradeProfit) === 0,
  );
