import { randomUUID } from 'node:crypto';
import type { AddWithdrawalRequest, RecordStatus, Withdrawal } from '../../../src/api/contract';
import type { Database, Queryable } from '../db/database';
import { DomainError } from '../domainError';
import { amountDecimal, toApiNumber } from '../money';
import { requireAllowedDestination } from './addressBook';
import { countPending, type PendingLimits } from './deposits';
import { ledgerFigures } from './ledger';
import { newReference } from './references';
import { withSecondFactor, type SecondFactorGate } from './twoFactor';
import { lockUser } from './users';

export interface WithdrawalRow {
  id: string;
  user_id: string;
  amount: string;
  charges: string;
  wallet_address: string;
  email: string;
  exchange: string;
  asset: string;
  reference: string;
  status: RecordStatus;
  created_at: Date;
}

/** What a withdrawal shows; the history list reads only these columns (accounts/history.ts). */
export type WithdrawalRecord = Omit<WithdrawalRow, 'user_id'>;

export function toApiWithdrawal(row: WithdrawalRecord): Withdrawal {
  return {
    _id: row.id,
    amount: toApiNumber(row.amount),
    createdAt: row.created_at.toISOString(),
    reference: row.reference,
    status: row.status,
    charges: toApiNumber(row.charges),
    walletAddress: row.wallet_address,
    email: row.email,
    exchange: row.exchange,
    asset: row.asset,
  };
}

/** What a withdrawal request is checked with besides the account's own figures. */
export interface WithdrawalChecks {
  limits: PendingLimits;
  /** The second factor, when 2FA is on. */
  gate: SecondFactorGate;
  /** ADDRESS_HOLD_HOURS: how long a saved address waits before it can receive. */
  addressHoldHours: number;
}

/**
 * A withdrawal as the signed-in user asks for it (`POST /withdrawal/add`): the rules of
 * requestWithdrawal, and inside its transaction the second factor and the address book. A
 * replay of a just-recorded withdrawal is answered before the code is checked, so a retry
 * after a lost response gets its record back instead of "code already used".
 */
export async function submitWithdrawal(
  db: Database,
  userId: string,
  request: AddWithdrawalRequest,
  checks: WithdrawalChecks,
): Promise<{ withdrawal: Withdrawal; created: boolean }> {
  const { code, passkey, ...details } = request;
  const { withdrawal, created } = await withSecondFactor(
    db,
    userId,
    { code, passkey },
    checks.gate,
    (checkCode) =>
      requestWithdrawal(
        db,
        userId,
        { ...details, amount: amountDecimal(details.amount) },
        checks.limits,
        async (tx) => {
          await checkCode(tx);
          await requireAllowedDestination(
            tx,
            userId,
            details.asset,
            details.walletAddress,
            checks.addressHoldHours,
          );
        },
      ),
  );
  return { withdrawal: toApiWithdrawal(withdrawal), created };
}

export interface WithdrawalRequest {
  /** Exact decimal string, already validated > 0. */
  amount: string;
  /** The fraction the client showed the user (percent / 100). */
  charges: number;
  walletAddress: string;
  email: string;
  exchange: string;
  asset: string;
}

/** Float tolerance for comparing the client's percent / 100 with the stored percent. */
const CHARGES_TOLERANCE = 1e-9;

/**
 * Creates a pending withdrawal after enforcing the rules on the server. The user row is
 * locked for the whole check-and-insert, so concurrent requests — on any instance — are
 * decided one at a time, and pending withdrawals already count against the available cash:
 * together they can never exceed it.
 */
async function requestWithdrawal(
  db: Database,
  userId: string,
  request: WithdrawalRequest,
  limits: PendingLimits,
  /**
   * Checks of the same transaction before anything is recorded (the second factor, the
   * address book): a refusal rolls back, so a code is spent only on a recorded withdrawal.
   */
  guard: (tx: Queryable) => Promise<void> = async () => {},
): Promise<{ withdrawal: WithdrawalRow; created: boolean }> {
  const { duplicateWindowSeconds, maxPending } = limits;
  return db.transaction(async (tx) => {
    const account = await lockUser(tx, userId);

    const [recent] = await tx.query<WithdrawalRow>(
      `SELECT * FROM withdrawals
        WHERE user_id = $1 AND amount = $2 AND wallet_address = $3 AND email = $4
          AND exchange = $5 AND asset = $6 AND status = 'pending'
          AND created_at > clock_timestamp() - make_interval(secs => $7)
        ORDER BY created_at DESC LIMIT 1`,
      [
        userId,
        request.amount,
        request.walletAddress,
        request.email,
        request.exchange,
        request.asset,
        duplicateWindowSeconds,
      ],
    );
    if (recent) return { withdrawal: recent, created: false };

    await guard(tx);

    if (!account.can_withdraw) throw withdrawalHold(account.withdrawal_hold_reason);

    const percent = toApiNumber(account.withdrawal_fee_percent);
    if (Math.abs(request.charges - percent / 100) > CHARGES_TOLERANCE) {
      throw new DomainError('invalid', 'withdrawal_fee_mismatch', {
        values: { percent: String(percent), charges: String(percent / 100) },
      });
    }

    if ((await countPending(tx, 'withdrawals', userId)) >= maxPending) {
      throw new DomainError('conflict', 'too_many_pending_withdrawals', {
        values: { max: maxPending },
      });
    }

    if (!(await fitsInAvailableCash(tx, userId, request.amount))) {
      throw new DomainError('invalid', 'withdrawal_over_available_cash');
    }

    const [withdrawal] = await tx.query<WithdrawalRow>(
      `INSERT INTO withdrawals (id, user_id, amount, charges, wallet_address, email, exchange,
                                asset, reference)
       VALUES ($1, $2, $3, $4::numeric / 100, $5, $6, $7, $8, $9)
       RETURNING *`,
      [
        randomUUID(),
        userId,
        request.amount,
        account.withdrawal_fee_percent,
        request.walletAddress,
        request.email,
        request.exchange,
        request.asset,
        newReference('WDR'),
      ],
    );
    if (!withdrawal) throw new Error('withdrawal insert returned no row');
    return { withdrawal, created: true };
  });
}

/**
 * Whether `amount` fits in the user's available cash: cash less the withdrawals still pending
 * (SPEC §12.3), so a pending withdrawal reserves its amount. Compared in SQL on exact NUMERIC
 * values; the caller holds the user's row lock, so no other request is between read and insert.
 */
async function fitsInAvailableCash(
  tx: Queryable,
  userId: string,
  amount: string,
): Promise<boolean> {
  const { availableCash } = await ledgerFigures(tx, userId);
  const [row] = await tx.query<{ fits: boolean }>('SELECT $1::numeric <= $2::numeric AS fits', [
    amount,
    availableCash,
  ]);
  return row?.fits === true;
}

/** The refusal of a held account, with the operator's reason or the default one (SPEC §12.0). */
function withdrawalHold(reason: string | null): DomainError {
  return reason === null
    ? new DomainError('forbidden', 'withdrawal_on_hold_default')
    : new DomainError('forbidden', 'withdrawal_on_hold', { values: { reason } });
}
