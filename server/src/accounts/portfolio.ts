import type { PortfolioPoint, PortfolioRange } from '../../../src/api/contract';
import type { Queryable } from '../db/database';

/** A UTC calendar day as `YYYY-MM-DD`. */
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/**
 * The first day a range asks for, today included in every range: 1W is the 7 days ending
 * today (7 points), 1M the days after the same date last month (Oct 24 – Nov 23), 3M and 1Y
 * likewise, YTD from January 1 (UTC) and ALL from the account's creation (null here: no
 * lower bound). The account's creation day still caps every range — see portfolioHistory.
 * Month arithmetic clamps to the month's end (Mar 31 − 1 month = Feb 28), like PostgreSQL's.
 */
export function rangeStartDay(range: PortfolioRange, today: Date): string | null {
  const year = today.getUTCFullYear();
  const month = today.getUTCMonth();
  const day = today.getUTCDate();
  const monthsBack = (months: number) => {
    const lastOfTarget = new Date(Date.UTC(year, month - months + 1, 0)).getUTCDate();
    return new Date(Date.UTC(year, month - months, Math.min(day, lastOfTarget) + 1));
  };
  switch (range) {
    case '1W':
      return isoDay(new Date(Date.UTC(year, month, day - 6)));
    case '1M':
      return isoDay(monthsBack(1));
    case '3M':
      return isoDay(monthsBack(3));
    case 'YTD':
      return isoDay(new Date(Date.UTC(year, 0, 1)));
    case '1Y':
      return isoDay(monthsBack(12));
    case 'ALL':
      return null;
  }
}

/**
 * The user's figures at the end of every UTC day from the range's start (or the account's
 * creation day, if later) to `now`'s day, computed in the database from the per-day ledger
 * sums kept by migration 007's trigger: the totals before the first day are one SUM over the
 * user's earlier days, the days in range one read of the (user_id, day) key, and a window SUM
 * runs them forward over generate_series, so days without entries repeat the day before.
 * The groups are token-user's (server/src/accounts/ledger.ts): balance = every entry (trades'
 * cash included, migration 013),
 * netDeposits = deposit entries, tradeProfit = trade results, withdrawals and their fees —
 * so with the real clock the last point is token-user's totalEquity, totalDeposit and
 * tradeProfit. Entries after `now`'s day are not counted. An unknown user has no points.
 */
export async function portfolioHistory(
  db: Queryable,
  userId: string,
  range: PortfolioRange,
  now: Date = new Date(),
): Promise<PortfolioPoint[]> {
  return db.query<PortfolioPoint>(
    `WITH bounds AS (
       SELECT GREATEST(COALESCE($2::date, '-infinity'::date),
                       (created_at AT TIME ZONE 'UTC')::date) AS first_day
         FROM users WHERE id = $1
     ), opening AS (
       SELECT COALESCE(SUM(d.deposit + d.profit + d.bonus + d.trading), 0) AS balance,
              COALESCE(SUM(d.deposit), 0) AS deposit,
              COALESCE(SUM(d.profit), 0) AS profit
         FROM bounds, ledger_daily_totals d
        WHERE d.user_id = $1 AND d.day < bounds.first_day
     ), days AS (
       SELECT generate_series(first_day, $3::date, interval '1 day')::date AS day FROM bounds
     ), daily AS (
       SELECT d.day, d.deposit + d.profit + d.bonus + d.trading AS balance, d.deposit, d.profit
         FROM bounds, ledger_daily_totals d
        WHERE d.user_id = $1 AND d.day >= bounds.first_day AND d.day <= $3::date
     )
     SELECT to_char(days.day, 'YYYY-MM-DD') AS date,
            (opening.balance + SUM(COALESCE(daily.balance, 0)) OVER running)::numeric(20,2)::text AS balance,
            (opening.deposit + SUM(COALESCE(daily.deposit, 0)) OVER running)::numeric(20,2)::text AS "netDeposits",
            (opening.profit + SUM(COALESCE(daily.profit, 0)) OVER running)::numeric(20,2)::text AS "tradeProfit"
       FROM days CROSS JOIN opening LEFT JOIN daily ON daily.day = days.day
     WINDOW running AS (ORDER BY days.day ROWS UNBOUNDED PRECEDING)
      ORDER BY days.day`,
    [userId, rangeStartDay(range, now), isoDay(now)],
  );
}
