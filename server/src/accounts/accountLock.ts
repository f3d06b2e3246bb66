import type { UnlockRequest, UnlockResponse } from '../../../src/api/contract';
import type { AppConfig } from '../config';
import type { Database, Queryable } from '../db/database';
import { DomainError } from '../domainError';
import { notify } from '../notifications/notify';
import { formatUtc } from '../notifications/render';
import { normalizeSeedPhrase } from '../security/seedPhrase';
import { spendLockToken } from './lockTokens';
import { insertSecurityEvent, securityContext } from './securityEvents';
import { endAllSessions, type ClientInfo } from './sessions';
import type { SecretVerifier } from './signIn';
import { findUserByEmail } from './users';

/**
 * "Lock my account" (SPEC §12.5): for the moment a user suspects someone else is in. Locking
 * ends every session and pending sign-in and, until an unlock, refuses sign-in (after the
 * password, so nobody without it learns the account is locked), withdrawals and new addresses.
 * The user unlocks with the password and the seed phrase, or the operator does (`unlock`);
 * withdrawals then wait UNLOCK_DELAY_HOURS. Each step is recorded in the security history and
 * e-mailed.
 *
 * A lock and a withdrawal serialize on the user's row: the lock updates it, a withdrawal or a
 * new address reads it FOR UPDATE (lockUser) and checks it inside its own transaction — so a
 * withdrawal racing a lock is recorded before the lock or refused, never half.
 */

/** The refusal of anything a locked account may not do: 403 `account_locked`. */
export const accountLockedError = () => new DomainError('forbidden', 'account_locked');

/** Whether the account is locked: every sign-in path refuses it once both factors are right. */
export async function isAccountLocked(db: Queryable, userId: string): Promise<boolean> {
  const [row] = await db.query<{ locked: boolean }>(
    'SELECT locked_at IS NOT NULL AS locked FROM users WHERE id = $1',
    [userId],
  );
  return row?.locked === true;
}

/** What a withdrawal reads from the user's locked row (lockUser). */
export interface LockState {
  locked: boolean;
  /** Set while withdrawals still wait after an unlock. */
  withdrawals_wait_until: Date | null;
}

/**
 * Refuses a withdrawal while the account is locked (`account_locked`) or while withdrawals wait
 * after an unlock (`withdrawals_reopen_later`, 403, with the time). Call with the row locked.
 */
export function assertWithdrawalsOpen(state: LockState): void {
  if (state.locked) throw accountLockedError();
  if (state.withdrawals_wait_until) {
    throw new DomainError('forbidden', 'withdrawals_reopen_later', {
      values: { time: formatUtc(state.withdrawals_wait_until.toISOString()) },
    });
  }
}

/** The app's page where a locked account is unlocked; named in the e-mail. */
const unlockUrl = (config: Pick<AppConfig, 'appUrl'>) => `${config.appUrl}/unlock`;

/**
 * Locks the account in the caller's transaction: sets locked_at (kept from the first lock when
 * already locked), ends every session and pending sign-in, records and e-mails the lock.
 */
export async function lockAccount(
  tx: Queryable,
  userId: string,
  via: 'button' | 'link',
  { client, config }: { client: ClientInfo; config: Pick<AppConfig, 'appUrl'> },
): Promise<void> {
  const [locked] = await tx.query(
    `UPDATE users SET locked_at = clock_timestamp(), updated_at = now()
      WHERE id = $1 AND locked_at IS NULL RETURNING id`,
    [userId],
  );
  await endAllSessions(tx, userId);
  // Locked already (a second link, or the button after a link): nothing new to tell.
  if (!locked) return;
  const at = await insertSecurityEvent(tx, userId, client, {
    kind: 'account_locked',
    detail: { via },
  });
  await notify(tx, userId, {
    kind: 'security',
    details: {
      event: 'account_locked',
      unlockUrl: unlockUrl(config),
      context: securityContext(client, at),
    },
  });
}

/** `POST /auth/lock`: the signed-in user locks their own account. */
export function lockOwnAccount(
  db: Database,
  userId: string,
  services: { client: ClientInfo; config: Pick<AppConfig, 'appUrl'> },
): Promise<void> {
  return db.transaction((tx) => lockAccount(tx, userId, 'button', services));
}

/**
 * `POST /auth/lock/link`: locks the account the token was issued for — whichever account that
 * is, and only that one. An unknown, tampered, used or expired token is one refusal (400) that
 * names no account.
 */
export async function lockByLink(
  db: Database,
  token: string,
  services: { client: ClientInfo; config: Pick<AppConfig, 'appUrl'> },
): Promise<void> {
  await db.transaction(async (tx) => {
    const userId = await spendLockToken(tx, token);
    if (!userId) throw new DomainError('invalid', 'lock_link_invalid');
    await lockAccount(tx, userId, 'link', services);
  });
}

/**
 * Unlocks in the caller's transaction and sets when withdrawals reopen; null when the account
 * was not locked.
 */
async function unlockAccount(
  tx: Queryable,
  userId: string,
  via: 'seed_phrase' | 'operator',
  { client, config }: { client: ClientInfo; config: Pick<AppConfig, 'unlockDelayHours'> },
): Promise<Date | null> {
  const [row] = await tx.query<{ withdrawals_open_at: Date }>(
    `UPDATE users SET locked_at = NULL, updated_at = now(),
            withdrawals_open_at = clock_timestamp() + make_interval(hours => $2)
      WHERE id = $1 AND locked_at IS NOT NULL
     RETURNING withdrawals_open_at`,
    [userId, config.unlockDelayHours],
  );
  if (!row) return null;
  const withdrawalsOpenAt = row.withdrawals_open_at.toISOString();
  const at = await insertSecurityEvent(tx, userId, client, {
    kind: 'account_unlocked',
    detail: { via, withdrawalsOpenAt },
  });
  await notify(tx, userId, {
    kind: 'security',
    details: { event: 'account_unlocked', withdrawalsOpenAt, context: securityContext(client, at) },
  });
  return row.withdrawals_open_at;
}

/**
 * `POST /auth/unlock` (no session): the password and the seed phrase both, each checked against
 * a decoy when the account is unknown, so a miss of any kind is one 401 that tells nothing. Only
 * then does an account that is not locked say so (400).
 */
export async function unlockWithSeedPhrase(
  db: Database,
  request: UnlockRequest,
  { secrets, config, client }: { secrets: SecretVerifier; config: AppConfig; client: ClientInfo },
): Promise<UnlockResponse> {
  const user = await findUserByEmail(db, request.email);
  const [passwordMatches, phraseMatches] = await Promise.all([
    secrets(request.password, user?.password_hash),
    secrets(normalizeSeedPhrase(request.seedPhrase), user?.seed_phrase_hash),
  ]);
  if (!user || !passwordMatches || !phraseMatches) {
    throw new DomainError('unauthenticated', 'unlock_details_wrong');
  }
  const opensAt = await db.transaction((tx) =>
    unlockAccount(tx, user.id, 'seed_phrase', { client, config }),
  );
  if (!opensAt) throw new DomainError('invalid', 'account_not_locked');
  return { withdrawalsOpenAt: opensAt.toISOString() };
}

/** What the operator's `unlock` is recorded as in the security history (no browser). */
export const OPERATOR_CLIENT: ClientInfo = { ip: 'operator', userAgent: '' };

/** The operator's `unlock <email>`: the same unlock and delay; null when it was not locked. */
export function unlockByOperator(
  db: Database,
  userId: string,
  config: Pick<AppConfig, 'unlockDelayHours'>,
): Promise<Date | null> {
  return db.transaction((tx) =>
    unlockAccount(tx, userId, 'operator', { client: OPERATOR_CLIENT, config }),
  );
}
