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
 * Each day's holdings value and realized profit to date, from the trading core's `trades`
 * (migration 013): the trades summed per UTC day and asset in the database (signed quantity,
 * realized P/L), run forward per asset with a window, and each day's quantities valued at that
 * day's close — or, on a day the price job kept no close, the last close before it (a history
 * point is never left without a value by a gap in the price log).
 */
const HOLDINGS_BY_DAY = `
     held_days AS (
       SELECT t.asset, (t.created_at AT TIME ZONE 'UTC')::date AS day,
              SUM(CASE t.side WHEN 'buy' THEN t.quantity ELSE -t.quantity END) AS quantity,
              SUM(COALESCE(t.realized_pnl, 0)) AS realized
         FROM trades t
        WHERE t.user_id = $1 AND (t.created_at AT TIME ZONE 'UTC')::date <= $3::date
        GROUP BY 1, 2
     ), held_running AS (
       SELECT asset, day,
              SUM(quantity) OVER (PARTITION BY asset ORDER BY day) AS quantity,
              SUM(realized) OVER (PARTITION BY asset ORDER BY day) AS realized
         FROM held_days
     ), holdings_by_day AS (
       SELECT days.day,
              COALESCE(SUM((at_day.quantity * close.price)::numeric(20,2)), 0) AS value,
              COALESCE(SUM(at_day.realized), 0) AS realized
         FROM days
         CROSS JOIN (SELECT DISTINCT asset FROM held_days) AS assets
         CROSS JOIN LATERAL (
           SELECT r.quantity, r.realized FROM held_running r
            WHERE r.asset = assets.asset AND r.day <= days.day
            ORDER BY r.day DESC LIMIT 1
         ) AS at_day
         LEFT JOIN LATERAL (
           SELECT c.price FROM asset_daily_closes c
            WHERE c.asset = assets.asset AND c.day <= days.day AND at_day.quantity > 0
            ORDER BY c.day DESC LIMIT 1
         ) AS close ON true
        GROUP BY days.day
     ),`;

/**
 * The user's figures at the end of every UTC day from the range's start (or the account's
 * creation day, if later) to `now`'s day, computed in the database from the per-day ledger
 * sums kept by the trigger of migrations 007 and 014: the totals before the first day are one
 * SUM over the user's earlier days, the days in range one read of the (user_id, day) key, and
 * a window SUM runs them forward over generate_series, so days without entries repeat the day
 * before. The groups are token-user's (SPEC §12.3): balance = cash (every entry) + the
 * holdings at that day's close, netDeposits = deposit entries, tradeProfit = the operator's
 * trade results + the realized profit of sells to that day — so with the real clock the last
 * point is token-user's figures (valued at the day's close rather than the latest price).
 * Entries after `now`'s day are not counted. An unknown user has no points.
 */
export async function portfolioHistory(
  db: Queryable,
  userId: string,
  range: PortfolioRange,
  now: Date,
): Promise<PortfolioPoint[]> {
  return db.query<PortfolioPoint>(
    `WITH bounds AS (
       SELECT GREATEST(COALESCE($2::date, '-infinity'::date),
                       (created_at AT TIME ZONE 'UTC')::date) AS first_day
         FROM users WHERE id = $1
     ), opening AS (
       SELECT COALESCE(SUM(d.cash), 0) AS cash,
              COALESCE(SUM(d.deposit), 0) AS deposit,
              COALESCE(SUM(d.trade_result), 0) AS trade_result
         FROM bounds, ledger_daily_totals d
        WHERE d.user_id = $1 AND d.day < bounds.first_day
     ), days AS (
       SELECT generate_series(first_day, $3::date, interval '1 day')::date AS day FROM bounds
     ), daily AS (
       SELECT d.day, d.cash, d.deposit, d.trade_result
         FROM bounds, ledger_daily_totals d
        WHERE d.user_id = $1 AND d.day >= bounds.first_day AND d.day <= $3::date
     ),${HOLDINGS_BY_DAY}
     ledger_running AS (
       SELECT days.day,
              opening.cash + SUM(COALESCE(daily.cash, 0)) OVER running AS cash,
              opening.deposit + SUM(COALESCE(daily.deposit, 0)) OVER running AS deposit,
              opening.trade_result + SUM(COALESCE(daily.trade_result, 0)) OVER running AS trade_result
         FROM days CROSS JOIN opening LEFT JOIN daily ON daily.day = days.day
       WINDOW running AS (ORDER BY days.day ROWS UNBOUNDED PRECEDING)
     )
     SELECT to_char(l.day, 'YYYY-MM-DD') AS date,
            (l.cash + COALESCE(h.value, 0))::numeric(20,2)::text AS balance,
            COALESCE(h.value, 0)::numeric(20,2)::text AS "holdingsValue",
            l.deposit::numeric(20,2)::text AS "netDeposits",
            (l.trade_result + COALESCE(h.realized, 0))::numeric(20,2)::text AS "tradeProfit"
       FROM ledger_running l LEFT JOIN holdings_by_day h ON h.day = l.day
      ORDER BY l.day`,
    [userId, rangeStartDay(range, now), isoDay(now)],
  );
}
