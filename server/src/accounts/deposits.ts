import { randomUUID } from 'node:crypto';
import type { AddDepositRequest, Deposit, RecordStatus } from '../../../src/api/contract';
import type { Database, Queryable } from '../db/database';
import { DomainError } from '../domainError';
import { amountDecimal, toApiNumber } from '../money';
import { newReference } from './references';
import { lockUser } from './users';

export interface DepositRow {
  id: string;
  user_id: string;
  amount: string;
  reference: string;
  status: RecordStatus;
  created_at: Date;
}

/** What a deposit shows; the history list reads only these columns (accounts/history.ts). */
export type DepositRecord = Omit<DepositRow, 'user_id'>;

export function toApiDeposit(row: DepositRecord): Deposit {
  return {
    _id: row.id,
    amount: toApiNumber(row.amount),
    date: row.created_at.toISOString(),
    reference: row.reference,
    status: row.status,
  };
}

/** How many records a user may have pending, and how soon a repeat counts as a double submit. */
export interface PendingLimits {
  duplicateWindowSeconds: number;
  maxPending: number;
}

/**
 * Records a pending deposit. A second identical request within `duplicateWindowSeconds`
 * (a double click on "I have paid") returns the first record instead of adding another
 * (`created` false).
 */
export async function addDeposit(
  db: Database,
  userId: string,
  request: AddDepositRequest,
  limits: PendingLimits,
  /** Backdated: the demo seeder's past deposit (see LedgerEntryInput.at); else the DB clock. */
  at?: Date,
): Promise<{ deposit: Deposit; created: boolean }> {
  const { deposit, created } = await createDeposit(
    db,
    userId,
    amountDecimal(request.amount),
    limits,
    at,
  );
  return { deposit: toApiDeposit(deposit), created };
}

async function createDeposit(
  db: Database,
  userId: string,
  amount: string,
  limits: PendingLimits,
  at: Date | undefined,
): Promise<{ deposit: DepositRow; created: boolean }> {
  const { duplicateWindowSeconds, maxPending } = limits;
  return db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const [recent] = await tx.query<DepositRow>(
      `SELECT * FROM deposits
        WHERE user_id = $1 AND amount = $2 AND status = 'pending'
          AND created_at > clock_timestamp() - make_interval(secs => $3)
        ORDER BY created_at DESC LIMIT 1`,
      [userId, amount, duplicateWindowSeconds],
    );
    if (recent) return { deposit: recent, created: false };
    // Counted under the user lock, so concurrent requests cannot overshoot the cap.
    if ((await countPending(tx, 'deposits', userId)) >= maxPending) {
      throw new DomainError('conflict', 'too_many_pending_deposits', {
        values: { max: maxPending },
      });
    }
    const [deposit] = await tx.query<DepositRow>(
      `INSERT INTO deposits (id, user_id, amount, reference, created_at)
       VALUES ($1, $2, $3, $4, COALESCE($5::timestamptz, clock_timestamp())) RETURNING *`,
      [randomUUID(), userId, amount, newReference('DEP'), at ?? null],
    );
    if (!deposit) throw new Error('deposit insert returned no row');
    return { deposit, created: true };
  });
}

/** The user's records still awaiting an operator's decision. */
export async function countPending(
  tx: Queryable,
  table: 'deposits' | 'withdrawals',
  userId: string,
): Promise<number> {
  const [row] = await tx.query<{ pending: number }>(
    `SELECT count(*)::int AS pending FROM ${table} WHERE user_id = $1 AND status = 'pending'`,
    [userId],
  );
  return row?.pending ?? 0;
}
