import type { Queryable } from '../db/database';

/**
 * The ledger is the only source of balances. Entries are signed and never changed.
 *
 *   deposit          + amount of an approved deposit
 *   trade_result     ± a trade profit or loss posted by an operator
 *   referral_bonus   + a bonus posted by an operator
 *   withdrawal       − the net amount paid out for an approved withdrawal (amount − fee)
 *   withdrawal_fee   − the fee kept on that withdrawal (amount × charges)
 *   trade_buy        − a buy's subtotal (the cash that bought the asset, SPEC §12.2)
 *   trade_sell       + a sell's subtotal
 *   trade_fee        − a buy's or a sell's fee
 *
 * A withdrawal is taken out of trade profit in full: its two entries sum to −amount, and the
 * user receives amount − fee (fees are deducted from the payout, never charged on top).
 */
export type LedgerKind =
  | 'deposit'
  | 'trade_result'
  | 'referral_bonus'
  | 'withdrawal'
  | 'withdrawal_fee'
  | 'trade_buy'
  | 'trade_sell'
  | 'trade_fee';

export interface LedgerEntryInput {
  userId: string;
  kind: LedgerKind;
  /** Signed decimal string, e.g. "-12.50". */
  amount: string;
  reason: string;
  reference: string;
}

export async function postLedgerEntry(db: Queryable, entry: LedgerEntryInput): Promise<void> {
  await db.query(
    `INSERT INTO ledger_entries (user_id, kind, amount, reason, reference)
     VALUES ($1, $2, $3, $4, $5)`,
    [entry.userId, entry.kind, entry.amount, entry.reason, entry.reference],
  );
}

/** The user's figures as exact decimal strings. */
export interface LedgerFigures {
  /** Sum of approved deposits. */
  totalDeposit: string;
  /** Trade results minus approved withdrawals (each withdrawal's amount including its fee). */
  tradeProfit: string;
  /** Sum of referral bonuses. */
  referralBonus: string;
  /** totalDeposit + tradeProfit + referralBonus, i.e. the sum of every ledger entry. */
  totalEquity: string;
  /** Sum of deposits still awaiting approval (not yet in the ledger). */
  pendBalance: string;
  /** Sum of withdrawals awaiting approval; they already count against tradeProfit. */
  pendingWithdrawals: string;
  /** What a new withdrawal may take: tradeProfit − pendingWithdrawals. */
  withdrawable: string;
  /** Cash (every ledger entry) less the withdrawals awaiting approval (SPEC §12.3). */
  availableCash: string;
}

/**
 * The figures in constant time: the ledger sums come from `ledger_totals` (kept by a trigger
 * on every ledger insert, migration 005) and the pending sums from the status index over at
 * most 100 pending rows per user — never a scan of the whole ledger.
 */
export async function ledgerFigures(db: Queryable, userId: string): Promise<LedgerFigures> {
  const [row] = await db.query<LedgerFigures>(
    `WITH ledger AS (
       SELECT
         COALESCE((SELECT deposit FROM ledger_totals WHERE user_id = $1), 0) AS deposit,
         COALESCE((SELECT profit FROM ledger_totals WHERE user_id = $1), 0) AS profit,
         COALESCE((SELECT bonus FROM ledger_totals WHERE user_id = $1), 0) AS bonus,
         COALESCE((SELECT trading FROM ledger_totals WHERE user_id = $1), 0) AS trading
     ), pending AS (
       SELECT
         (SELECT COALESCE(SUM(amount), 0) FROM deposits WHERE user_id = $1 AND status = 'pending') AS deposits,
         (SELECT COALESCE(SUM(amount), 0) FROM withdrawals WHERE user_id = $1 AND status = 'pending') AS withdrawals
     )
     SELECT
       ledger.deposit::text                          AS "totalDeposit",
       ledger.profit::text                           AS "tradeProfit",
       ledger.bonus::text                            AS "referralBonus",
       (ledger.deposit + ledger.profit + ledger.bonus + ledger.trading)::text AS "totalEquity",
       pending.deposits::text                        AS "pendBalance",
       pending.withdrawals::text                     AS "pendingWithdrawals",
       (ledger.profit - pending.withdrawals)::text   AS "withdrawable",
       (ledger.deposit + ledger.profit + ledger.bonus + ledger.trading - pending.withdrawals)::text AS "availableCash"
     FROM ledger, pending`,
    [userId],
  );
  if (!row) throw new Error('ledger figures query returned no row');
  return row;
}
