import type { RecordStatus } from '../../../src/api/contract';
import { lockUser } from '../accounts/users';
import { ledgerFigures, postLedgerEntry, type LedgerKind } from '../accounts/ledger';
import { newReference } from '../accounts/references';
import { endAllSessions, listActiveSessions, type SessionRow } from '../accounts/sessions';
import { findUserByEmail, type UserRow } from '../accounts/users';
import type { Database, Queryable } from '../db/database';
import { parseDecimalAmount } from '../money';
import { notify } from '../notifications/notify';
import { OperatorError } from './operatorError';

/**
 * What an operator can do. Every command is a function taking the database, so tests call
 * them directly; `runOperatorCommand` parses CLI-style arguments for the CLI and for the
 * server's loopback operator endpoint. No command sets a balance: money moves only through
 * approvals and ledger entries that carry a reason.
 */

export { OperatorError };

export async function requireUser(db: Queryable, email: string): Promise<UserRow> {
  const user = await findUserByEmail(db, email.trim().toLowerCase());
  if (!user) throw new OperatorError(`No user with email ${email}`);
  return user;
}

function requireAmount(text: string, what: string, signed: boolean): string {
  const parsed = parseDecimalAmount(text, { signed });
  if (!parsed.ok) throw new OperatorError(`${what} ${parsed.problem} (got "${text}")`);
  return parsed.decimal;
}

function requirePercent(text: string, what: string): string {
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(text.trim()) || Number(text) > 100) {
    throw new OperatorError(`${what} must be a number from 0 to 100 (got "${text}")`);
  }
  return text.trim();
}

function requireReason(reason: string): string {
  const trimmed = reason.trim();
  if (!trimmed) throw new OperatorError('A reason is required');
  return trimmed;
}

// ——— Users ———

export interface UserSummary {
  email: string;
  name: string;
  verified: boolean;
  plan: string;
  canWithdraw: boolean;
  withdrawalHoldReason: string | null;
  withdrawalFeePercent: string;
  totalDeposit: string;
  /** The operator's trade results (Trade Profit adds the realized profit of sells). */
  tradeResults: string;
  referralBonus: string;
  cash: string;
  availableCash: string;
  pendBalance: string;
}

export async function listUsers(db: Queryable): Promise<UserSummary[]> {
  const users = await db.query<UserRow>('SELECT * FROM users ORDER BY created_at, email');
  return Promise.all(
    users.map(async (user) => {
      const figures = await ledgerFigures(db, user.id);
      return {
        email: user.email,
        name: user.name,
        verified: user.verified,
        plan: user.plan,
        canWithdraw: user.can_withdraw,
        withdrawalHoldReason: user.withdrawal_hold_reason,
        withdrawalFeePercent: user.withdrawal_fee_percent,
        totalDeposit: figures.totalDeposit,
        tradeResults: figures.tradeResults,
        referralBonus: figures.referralBonus,
        cash: figures.cash,
        availableCash: figures.availableCash,
        pendBalance: figures.pendBalance,
      };
    }),
  );
}

async function updateUser(db: Queryable, email: string, assignments: string, values: unknown[]) {
  const user = await requireUser(db, email);
  await db.query(`UPDATE users SET ${assignments}, updated_at = now() WHERE id = $1`, [
    user.id,
    ...values,
  ]);
}

export const verifyUser = (db: Queryable, email: string) =>
  updateUser(db, email, 'verified = true', []);

/** Shown to the user as plain text on their dashboard; an empty text clears it. */
export const setNotification = (db: Queryable, email: string, text: string) =>
  updateUser(db, email, 'notification = $2', [text.trim()]);

export const setWithdrawalFee = (db: Queryable, email: string, percent: string) =>
  updateUser(db, email, 'withdrawal_fee_percent = $2', [
    requirePercent(percent, 'Withdrawal fee percent'),
  ]);

/** The plain switch: turning withdrawals on ends a hold and its reason with it. */
export const allowWithdrawals = (db: Queryable, email: string, allowed: boolean) =>
  updateUser(
    db,
    email,
    `can_withdraw = $2, withdrawal_hold_reason = CASE WHEN $2 THEN NULL ELSE withdrawal_hold_reason END`,
    [allowed],
  );

/** Longest hold reason (the column's CHECK, migration 014). */
const HOLD_REASON_MAX_LENGTH = 500;

/**
 * Puts withdrawals on hold with a reason the user reads ("Withdrawals are on hold: <reason>",
 * SPEC §12.0), or lifts the hold. A hold needs a reason; lifting one ignores it.
 */
export function setWithdrawalHold(db: Queryable, email: string, hold: boolean, reason: string) {
  if (!hold) return allowWithdrawals(db, email, true);
  const text = requireReason(reason);
  if (text.length > HOLD_REASON_MAX_LENGTH) {
    throw new OperatorError(`A hold reason is at most ${HOLD_REASON_MAX_LENGTH} characters`);
  }
  return updateUser(db, email, 'can_withdraw = false, withdrawal_hold_reason = $2', [text]);
}

export const setPlan = (db: Queryable, email: string, plan: string) =>
  updateUser(db, email, 'plan = $2', [plan.trim() || 'none']);

export const setSignalStrength = (db: Queryable, email: string, percent: string) =>
  updateUser(db, email, 'trading_progress = $2', [requirePercent(percent, 'Signal strength')]);

export const DEPOSIT_NETWORKS = ['bitcoin', 'ethereum', 'usdt'] as const;
export type DepositNetwork = (typeof DEPOSIT_NETWORKS)[number];

/** A per-user deposit address; an empty address falls back to the platform's. */
export function setDepositAddress(
  db: Queryable,
  email: string,
  network: DepositNetwork,
  address: string,
) {
  const column = `${network}_address`;
  return updateUser(db, email, `${column} = $2`, [address.trim()]);
}

// ——— Inbox ———

/** Longest title and body of an operator's message (an inbox line and a short paragraph). */
export const MESSAGE_TITLE_MAX = 120;
export const MESSAGE_BODY_MAX = 2_000;

/**
 * Posts the operator's own words to the user's inbox (kind `message`, SPEC §12.4), shown as
 * written. The first release's notification dialog (set-notification) is separate and stays.
 */
export async function notifyUser(
  db: Database,
  email: string,
  title: string,
  body: string,
): Promise<void> {
  const [trimmedTitle, trimmedBody] = [title.trim(), body.trim()];
  if (!trimmedTitle || !trimmedBody) throw new OperatorError('A title and a body are required');
  if (trimmedTitle.length > MESSAGE_TITLE_MAX || trimmedBody.length > MESSAGE_BODY_MAX) {
    throw new OperatorError(
      `The title may have up to ${MESSAGE_TITLE_MAX} characters and the body up to ${MESSAGE_BODY_MAX}`,
    );
  }
  const user = await requireUser(db, email);
  await db.transaction((tx) =>
    notify(tx, user.id, { kind: 'message', details: { title: trimmedTitle, body: trimmedBody } }),
  );
}

// ——— Sessions (support: "I lost my phone", "someone else is signed in") ———

export const listSessions = async (db: Queryable, email: string): Promise<SessionRow[]> =>
  listActiveSessions(db, (await requireUser(db, email)).id);

/** Signs the user out everywhere; returns how many sessions were ended. */
export const endSessions = async (db: Queryable, email: string): Promise<number> =>
  endAllSessions(db, (await requireUser(db, email)).id);

// ——— Ledger postings ———

async function postForUser(
  db: Database,
  email: string,
  kind: LedgerKind,
  amount: string,
  reason: string,
  at: Date | undefined,
): Promise<string> {
  const user = await requireUser(db, email);
  const reference = newReference(kind === 'trade_result' ? 'TRD' : 'RFB');
  await db.transaction(async (tx) => {
    await lockUser(tx, user.id);
    await postLedgerEntry(tx, { userId: user.id, kind, amount, reason, reference, at });
  });
  return reference;
}

/**
 * A trade profit (positive) or loss (negative). Returns the entry's reference. `at` (here and
 * in the decisions below): a backdated posting of the demo's sample history, see
 * LedgerEntryInput.at; the CLI never passes one.
 */
export const postTradeResult = (
  db: Database,
  email: string,
  amount: string,
  reason: string,
  at?: Date,
) =>
  postForUser(
    db,
    email,
    'trade_result',
    requireAmount(amount, 'Trade result', true),
    requireReason(reason),
    at,
  );

export const postReferralBonus = (
  db: Database,
  email: string,
  amount: string,
  reason: string,
  at?: Date,
) =>
  postForUser(
    db,
    email,
    'referral_bonus',
    requireAmount(amount, 'Referral bonus', false),
    requireReason(reason),
    at,
  );

// ——— Pending records ———

export interface PendingRecord {
  kind: 'deposit' | 'withdrawal';
  reference: string;
  email: string;
  amount: string;
  createdAt: Date;
  /** For withdrawals: where the money goes. */
  destination?: string;
}

export async function listPending(db: Queryable): Promise<PendingRecord[]> {
  const deposits = await db.query<{
    reference: string;
    email: string;
    amount: string;
    created_at: Date;
  }>(
    `SELECT d.reference, u.email, d.amount, d.created_at
       FROM deposits d JOIN users u ON u.id = d.user_id
      WHERE d.status = 'pending' ORDER BY d.created_at`,
  );
  const withdrawals = await db.query<{
    reference: string;
    email: string;
    amount: string;
    created_at: Date;
    asset: string;
    wallet_address: string;
    exchange: string;
  }>(
    `SELECT w.reference, u.email, w.amount, w.created_at, w.asset, w.wallet_address, w.exchange
       FROM withdrawals w JOIN users u ON u.id = w.user_id
      WHERE w.status = 'pending' ORDER BY w.created_at`,
  );
  return [
    ...deposits.map((row) => ({
      kind: 'deposit' as const,
      reference: row.reference,
      email: row.email,
      amount: row.amount,
      createdAt: row.created_at,
    })),
    ...withdrawals.map((row) => ({
      kind: 'withdrawal' as const,
      reference: row.reference,
      email: row.email,
      amount: row.amount,
      createdAt: row.created_at,
      destination: `${row.asset} to ${row.wallet_address} (${row.exchange})`,
    })),
  ];
}

type Decision = Exclude<RecordStatus, 'pending'>;

/**
 * Locks the owner, then the record, and moves it out of pending exactly once. The user row
 * is locked first, in the same order as a withdrawal request, so the two never deadlock.
 */
async function decide<Row extends { id: string; user_id: string; status: RecordStatus }>(
  tx: Queryable,
  table: 'deposits' | 'withdrawals',
  reference: string,
  decision: Decision,
  at: Date | undefined,
): Promise<Row> {
  const noun = table === 'deposits' ? 'deposit' : 'withdrawal';
  const [found] = await tx.query<Row>(`SELECT * FROM ${table} WHERE reference = $1`, [
    reference.trim(),
  ]);
  if (!found) throw new OperatorError(`No ${noun} with reference ${reference}`);
  await lockUser(tx, found.user_id);
  const [row] = await tx.query<Row>(`SELECT * FROM ${table} WHERE id = $1 FOR UPDATE`, [found.id]);
  if (!row) throw new OperatorError(`No ${noun} with reference ${reference}`);
  if (row.status !== 'pending') {
    throw new OperatorError(`The ${noun} ${reference} is already ${row.status}`);
  }
  await tx.query(
    `UPDATE ${table} SET status = $2, decided_at = COALESCE($3::timestamptz, now()) WHERE id = $1`,
    [row.id, decision, at ?? null],
  );
  return row;
}

/** What a decision reads of a deposit or withdrawal (and its notification tells). */
interface DecidedRecord {
  id: string;
  user_id: string;
  status: RecordStatus;
  reference: string;
  amount: string;
}

/**
 * Each decision notifies the owner in its own transaction (the outbox, SPEC §12.4): told once,
 * exactly when the decision commits.
 */
export function approveDeposit(db: Database, reference: string, at?: Date): Promise<void> {
  return db.transaction(async (tx) => {
    const deposit = await decide<DecidedRecord>(tx, 'deposits', reference, 'approved', at);
    await postLedgerEntry(tx, {
      userId: deposit.user_id,
      kind: 'deposit',
      amount: deposit.amount,
      reason: 'Deposit approved',
      reference: deposit.reference,
      at,
    });
    await notify(
      tx,
      deposit.user_id,
      {
        kind: 'deposit_approved',
        details: { reference: deposit.reference, amount: deposit.amount },
      },
      { at },
    );
  });
}

/** Failing a deposit or a withdrawal moves no money: the record is decided, its owner told. */
function failRecord(
  db: Database,
  table: 'deposits' | 'withdrawals',
  reference: string,
  at: Date | undefined,
): Promise<void> {
  return db.transaction(async (tx) => {
    const record = await decide<DecidedRecord>(tx, table, reference, 'failed', at);
    await notify(
      tx,
      record.user_id,
      {
        kind: table === 'deposits' ? 'deposit_failed' : 'withdrawal_failed',
        details: { reference: record.reference, amount: record.amount },
      },
      { at },
    );
  });
}

export function failDeposit(db: Database, reference: string, at?: Date): Promise<void> {
  return failRecord(db, 'deposits', reference, at);
}

/**
 * Pays a withdrawal out of cash (SPEC §12.0): two ledger entries that sum to −amount, the net
 * payout and the fee kept. Refused if the cash no longer covers it (a later trade loss, say).
 */
export function approveWithdrawal(db: Database, reference: string, at?: Date): Promise<void> {
  return db.transaction(async (tx) => {
    const withdrawal = await decide<DecidedRecord & { asset: string }>(
      tx,
      'withdrawals',
      reference,
      'approved',
      at,
    );
    const [money] = await tx.query<{ fee: string; net: string; covered: boolean; percent: string }>(
      `SELECT (-round(w.amount * w.charges, 2))::text            AS fee,
              (-(w.amount - round(w.amount * w.charges, 2)))::text AS net,
              (w.charges * 100)::numeric(5,2)::text              AS percent,
              w.amount <= COALESCE((SELECT cash FROM ledger_totals WHERE user_id = w.user_id), 0)
                                                                 AS covered
         FROM withdrawals w WHERE w.id = $1`,
      [withdrawal.id],
    );
    if (!money) throw new Error('withdrawal vanished inside its transaction');
    if (!money.covered) {
      throw new OperatorError(`The cash no longer covers withdrawal ${reference}; fail it instead`);
    }
    const entries: { kind: LedgerKind; amount: string; reason: string }[] = [
      {
        kind: 'withdrawal',
        amount: money.net,
        reason: `Withdrawal of ${withdrawal.asset} paid out`,
      },
      { kind: 'withdrawal_fee', amount: money.fee, reason: `Withdrawal fee (${money.percent}%)` },
    ];
    for (const entry of entries) {
      if (Number(entry.amount) === 0) continue;
      await postLedgerEntry(tx, {
        ...entry,
        userId: withdrawal.user_id,
        reference: withdrawal.reference,
        at,
      });
    }
    await notify(
      tx,
      withdrawal.user_id,
      {
        kind: 'withdrawal_approved',
        details: {
          reference: withdrawal.reference,
          amount: withdrawal.amount,
          asset: withdrawal.asset,
        },
      },
      { at },
    );
  });
}

export function failWithdrawal(db: Database, reference: string, at?: Date): Promise<void> {
  return failRecord(db, 'withdrawals', reference, at);
}
