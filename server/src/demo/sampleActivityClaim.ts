import type { Queryable } from '../db/database';

/**
 * Claims the account for sample activity: one UPDATE that passes only while the account is
 * unclaimed and has no activity of its own — no ledger entry, deposit, withdrawal or trade.
 * Of several instances starting together on one database exactly one gets true (the row lock
 * makes the others re-check and find it claimed), and a restart gets false.
 *
 * The account's opening date moves to the sample year's start (`opened`), so the Performance
 * chart and "since the account opened" cover the sample year like any older account's.
 */
export async function claimForSampleActivity(
  db: Queryable,
  userId: string,
  opened: Date,
  now: Date,
): Promise<boolean> {
  const claimed = await db.query(
    `UPDATE users SET sample_activity_at = $3, created_at = LEAST(created_at, $2)
      WHERE id = $1 AND sample_activity_at IS NULL
        AND NOT EXISTS (SELECT 1 FROM ledger_entries WHERE user_id = $1)
        AND NOT EXISTS (SELECT 1 FROM deposits WHERE user_id = $1)
        AND NOT EXISTS (SELECT 1 FROM withdrawals WHERE user_id = $1)
        AND NOT EXISTS (SELECT 1 FROM trades WHERE user_id = $1)
     RETURNING id`,
    [userId, opened.toISOString(), now.toISOString()],
  );
  return claimed.length > 0;
}
