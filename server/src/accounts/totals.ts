import type { Queryable } from '../db/database';

/**
 * One user whose kept totals (migration 005) disagree with what the rows themselves sum or
 * count to. Every figure is a decimal string or a count, as stored.
 */
export interface TotalsMismatch {
  userId: string;
  email: string;
  /** Which kept figure disagrees, e.g. "profit", "withdrawals/approved" or "holdings/BTC". */
  figure: string;
  kept: string;
  actual: string;
}

/**
 * Compares every user's `ledger_totals` with the sums of their ledger entries, every
 * `record_counts` row with a count of their records and every holding's quantity with the sum
 * of the asset ledger (migration 013). An empty answer means the invariant
 * holds. It scans everything, so it is an operator's check, never part of a request.
 */
export async function findTotalsMismatches(db: Queryable): Promise<TotalsMismatch[]> {
  return db.query<TotalsMismatch>(
    `WITH actual AS (
       SELECT user_id,
         COALESCE(SUM(amount) FILTER (WHERE kind = 'deposit'), 0) AS deposit,
         COALESCE(SUM(amount) FILTER (WHERE kind IN ('trade_result', 'withdrawal', 'withdrawal_fee')), 0) AS profit,
         COALESCE(SUM(amount) FILTER (WHERE kind = 'referral_bonus'), 0) AS bonus,
         COALESCE(SUM(amount) FILTER (WHERE kind IN ('trade_buy', 'trade_sell', 'trade_fee')), 0) AS trading
       FROM ledger_entries GROUP BY user_id
     ), ledger_pairs AS (
       SELECT u.id AS user_id, figure.name, figure.kept, figure.actual
         FROM users u
         LEFT JOIN ledger_totals t ON t.user_id = u.id
         LEFT JOIN actual a ON a.user_id = u.id
         CROSS JOIN LATERAL (VALUES
           ('deposit', COALESCE(t.deposit, 0), COALESCE(a.deposit, 0)),
           ('profit',  COALESCE(t.profit, 0),  COALESCE(a.profit, 0)),
           ('bonus',   COALESCE(t.bonus, 0),   COALESCE(a.bonus, 0)),
           ('trading', COALESCE(t.trading, 0), COALESCE(a.trading, 0))
         ) AS figure(name, kept, actual)
     ), counted AS (
       SELECT user_id, 'deposits' AS record, status, count(*) AS n FROM deposits GROUP BY user_id, status
       UNION ALL
       SELECT user_id, 'withdrawals', status, count(*) FROM withdrawals GROUP BY user_id, status
     ), count_pairs AS (
       SELECT COALESCE(c.user_id, k.user_id) AS user_id,
              COALESCE(c.record, k.record) || '/' || COALESCE(c.status, k.status) AS name,
              COALESCE(k.count, 0)::numeric AS kept,
              COALESCE(c.n, 0)::numeric AS actual
         FROM counted c
         FULL JOIN record_counts k
           ON k.user_id = c.user_id AND k.record = c.record AND k.status = c.status
     ), asset_sums AS (
       SELECT user_id, asset, SUM(quantity) AS quantity FROM asset_ledger GROUP BY user_id, asset
     ), holding_pairs AS (
       SELECT COALESCE(h.user_id, s.user_id) AS user_id,
              'holdings/' || COALESCE(h.asset, s.asset) AS name,
              COALESCE(h.quantity, 0) AS kept,
              COALESCE(s.quantity, 0) AS actual
         FROM holdings h
         FULL JOIN asset_sums s ON s.user_id = h.user_id AND s.asset = h.asset
     ), pairs AS (
       SELECT user_id, name, kept, actual FROM ledger_pairs
       UNION ALL
       SELECT user_id, name, kept, actual FROM count_pairs
       UNION ALL
       SELECT user_id, name, kept, actual FROM holding_pairs
     )
     SELECT p.user_id AS "userId", u.email, p.name AS figure,
            p.kept::text AS kept, p.actual::text AS actual
       FROM pairs p JOIN users u ON u.id = p.user_id
      WHERE p.kept <> p.actual
      ORDER BY u.email, p.name`,
  );
}
