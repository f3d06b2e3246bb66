import type { Queryable } from '../db/database';
import { MONEY_SCALE, toUnits } from './tradeMath';

/** A user's cash in cents (SPEC §12.3). */
export interface CashFigures {
  /** The sum of every cash ledger entry. */
  cash: bigint;
  /** cash − the amounts of pending withdrawals: what a buy may spend. */
  availableCash: bigint;
}

/**
 * Cash in constant time: the kept `ledger_totals` columns (one per group of kinds, every kind
 * in exactly one — migrations 005 and 013) summed, and the pending withdrawals read on their
 * status index (at most 100 rows per user). Inside a transaction that holds the user's lock
 * (`lockUser`), nothing can change either figure until it commits.
 */
export async function cashFigures(db: Queryable, userId: string): Promise<CashFigures> {
  const [row] = await db.query<{ cash: string; pending: string }>(
    `SELECT
       COALESCE((SELECT deposit + profit + bonus + trading FROM ledger_totals WHERE user_id = $1), 0)::text AS cash,
       (SELECT COALESCE(SUM(amount), 0) FROM withdrawals
         WHERE user_id = $1 AND status = 'pending')::text AS pending`,
    [userId],
  );
  if (!row) throw new Error('cash query returned no row');
  const cash = toUnits(row.cash, MONEY_SCALE);
  return { cash, availableCash: cash - toUnits(row.pending, MONEY_SCALE) };
}
