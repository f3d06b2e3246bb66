import { PORTFOLIO_RANGES, type PortfolioPoint, type PortfolioRange } from '../../../src/api/types';
import type { Queryable } from '../db/database';
import { badRequest } from '../http/errors';

/** Reads `range` (required): one of 1W 1M 3M YTD 1Y ALL, exactly as written. */
export function parsePortfolioRange(query: Record<string, unknown>): PortfolioRange {
  const range = query.range;
  const known: readonly unknown[] = PORTFOLIO_RANGES;
  if (typeof range !== 'string' || !known.includes(range)) {
    throw badRequest(`range must be one of ${PORTFOLIO_RANGES.join(', ')}`);
  }
  return range as PortfolioRange;
}

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
 * creation day, if later) to `now`'s day, computed in the database: the totals before the
 * first day come from one SUM on the (user_id, created_at, id) index, the days in range from
 * one GROUP BY over that index, and a window SUM runs them forward over generate_series, so
 * days without entries repeat the day before. Each figure groups the entry kinds exactly as
 * token-user does (server/src/accounts/ledger.ts), so the last point with the real clock is
 * token-user's totalEquity, totalDeposit and tradeProfit. An unknown user has no points.
 */
export async function portfolioHistory(
  db: Queryable,
  userId: string,
  range: PortfolioRange,
  now: Date = new Date(),
): Promise<PortfolioPoint[]> {
  return db.query<PortfolioPoint>(
    `WITH bounds AS (
       SELECT day AS first_day,
              (day::timestamp AT TIME ZONE 'UTC') AS first_instant,
              (($3::date + 1)::timestamp AT TIME ZONE 'UTC') AS end_instant
         FROM (SELECT GREATEST(COALESCE($2::date, '-infinity'::date),
                               (created_at AT TIME ZONE 'UTC')::date) AS day
                 FROM users WHERE id = $1) AS creation
        WHERE day <= $3::date
     ), opening AS (
       SELECT COALESCE(SUM(e.amount), 0) AS balance,
              COALESCE(SUM(e.amount) FILTER (WHERE e.kind = 'deposit'), 0) AS deposit,
              COALESCE(SUM(e.amount) FILTER (
                WHERE e.kind IN ('trade_result', 'withdrawal', 'withdrawal_fee')), 0) AS profit
         FROM bounds, ledger_entries e
        WHERE e.user_id = $1 AND e.created_at < bounds.first_instant
     ), daily AS (
       SELECT (e.created_at AT TIME ZONE 'UTC')::date AS day,
              SUM(e.amount) AS balance,
              COALESCE(SUM(e.amount) FILTER (WHERE e.kind = 'deposit'), 0) AS deposit,
              COALESCE(SUM(e.amount) FILTER (
                WHERE e.kind IN ('trade_result', 'withdrawal', 'withdrawal_fee')), 0) AS profit
         FROM bounds, ledger_entries e
        WHERE e.user_id = $1
          AND e.created_at >= bounds.first_instant AND e.created_at < bounds.end_instant
        GROUP BY 1
     ), days AS (
       SELECT generate_series(first_day, $3::date, interval '1 day')::date AS day FROM bounds
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
