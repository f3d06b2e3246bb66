import type { Queryable } from '../db/database';

/**
 * The ledger is the only source of cash. Entries are signed and never changed.
 *
 *   deposit          + amount of an approved deposit
 *   trade_result     ± a trade profit or loss posted by an operator
 *   referral_bonus   + a bonus posted by an operator
 *   withdrawal       − the net amount paid out for an approved withdrawal (amount − fee)
 *   withdrawal_fee   − the fee kept on that withdrawal (amount × charges)
 *   trade_buy        − the subtotal of a buy (SPEC §12.2; posted by the trading core)
 *   trade_sell       + the subtotal of a sell
 *   trade_fee        − the fee of a buy or a sell
 *
 * Cash is the sum of every entry (SPEC §12.3). A withdrawal takes its amount out of cash: its
 * two entries sum to −amount, and the user receives amount − fee (fees are deducted from the
 * payout, never charged on top).
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
  /**
   * When the entry happened, for the demo's sample history only (server/src/demo, backdated
   * events): a real posting is stamped by the database clock. Given at insert time, never
   * updated after — the ledger is append-only and its per-day totals follow the insert.
   */
  at?: Date;
}

export async function postLedgerEntry(db: Queryable, entry: LedgerEntryInput): Promise<void> {
  await db.query(
    `INSERT INTO ledger_entries (user_id, kind, amount, reason, reference, created_at)
     VALUES ($1, $2, $3, $4, $5, COALESCE($6::timestamptz, clock_timestamp()))`,
    [entry.userId, entry.kind, entry.amount, entry.reason, entry.reference, entry.at ?? null],
  );
}

/** The user's cash figures as exact decimal strings (SPEC §12.0, §12.3). */
export interface LedgerFigures {
  /** Sum of approved deposits. */
  totalDeposit: string;
  /**
   * The operator's trade results. Trade Profit adds the realized profit of the user's sells
   * (accounts/holdingsFigures.ts), which lives with the holdings, not in the ledger's groups.
   */
  tradeResults: string;
  /** Sum of referral bonuses. */
  referralBonus: string;
  /** Sum of every ledger entry, whatever its kind. */
  cash: string;
  /** Sum of deposits still awaiting approval (not yet in the ledger). */
  pendBalance: string;
  /** Sum of the amounts of withdrawals awaiting approval (their fees come out of them). */
  pendingWithdrawals: string;
  /** What a new withdrawal or a buy may use: cash − pendingWithdrawals. */
  availableCash: string;
}

/**
 * The figures in constant time: the ledger sums come from `ledger_totals` (kept by a trigger
 * on every ledger insert, migrations 005 and 014) and the pending sums from the status index
 * over at most 100 pending rows per user — never a scan of the whole ledger.
 */
export async function ledgerFigures(db: Queryable, userId: string): Promise<LedgerFigures> {
  const [row] = await db.query<LedgerFigures>(
    `WITH ledger AS (
       SELECT
         COALESCE((SELECT deposit FROM ledger_totals WHERE user_id = $1), 0) AS deposit,
         COALESCE((SELECT trade_result FROM ledger_totals WHERE user_id = $1), 0) AS trade_result,
         COALESCE((SELECT bonus FROM ledger_totals WHERE user_id = $1), 0) AS bonus,
         COALESCE((SELECT cash FROM ledger_totals WHERE user_id = $1), 0) AS cash
     ), pending AS (
       SELECT
         (SELECT COALESCE(SUM(amount), 0) FROM deposits WHERE user_id = $1 AND status = 'pending') AS deposits,
         (SELECT COALESCE(SUM(amount), 0) FROM withdrawals WHERE user_id = $1 AND status = 'pending') AS withdrawals
     )
     SELECT
       ledger.deposit::text                          AS "totalDeposit",
       ledger.trade_result::text                     AS "tradeResults",
       ledger.bonus::text                            AS "referralBonus",
       ledger.cash::text                             AS cash,
       pending.deposits::text                        AS "pendBalance",
       pending.withdrawals::text                     AS "pendingWithdrawals",
       (ledger.cash - pending.withdrawals)::text     AS "availableCash"
     FROM ledger, pending`,
    [userId],
  );
  if (!row) throw new Error('ledger figures query returned no row');
  return row;
}
