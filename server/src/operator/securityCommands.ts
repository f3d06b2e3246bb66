import type { SavedAddress } from '../../../src/api/contract';
import { unlockByOperator } from '../accounts/accountLock';
import { listSavedAddresses } from '../accounts/addressBook';
import { removeTwoFactor, twoFactorState } from '../accounts/twoFactor';
import type { AppConfig } from '../config';
import type { Database, Queryable } from '../db/database';
import { notify } from '../notifications/notify';
import { OperatorError, requireUser } from './commands';

/**
 * Support commands about a user's account protection (SPEC §11.4): what protects it, and a
 * 2FA reset for someone who lost their authenticator and their recovery codes — after an
 * identity check, and recorded in the append-only audit_events table.
 */

export interface AccountProtection {
  email: string;
  twoFactorEnabled: boolean;
  twoFactorEnabledAt: Date | null;
  recoveryCodesLeft: number;
  addresses: SavedAddress[];
}

export async function accountProtection(db: Queryable, email: string): Promise<AccountProtection> {
  const user = await requireUser(db, email);
  const state = await twoFactorState(db, user.id);
  return {
    email: user.email,
    twoFactorEnabled: state.enabled,
    twoFactorEnabledAt: state.enabledAt,
    recoveryCodesLeft: state.recoveryCodesLeft,
    addresses: await listSavedAddresses(db, user.id),
  };
}

export const TWO_FACTOR_RESET_ACTION = 'two_factor_reset';

/**
 * Turns the user's 2FA off. `identityCheck` says how the person was verified (ticket, what was
 * checked); it is stored with the reset, in the same transaction, so no reset goes unrecorded.
 */
export async function resetTwoFactor(
  db: Database,
  email: string,
  identityCheck: string,
  actor: string,
): Promise<void> {
  const reason = identityCheck.trim();
  if (!reason) {
    throw new OperatorError(
      'Say how the identity was checked: --confirm-identity "<ticket and what was verified>"',
    );
  }
  const user = await requireUser(db, email);
  await db.transaction(async (tx) => {
    if (!(await twoFactorState(tx, user.id)).enabled) {
      throw new OperatorError(`Two-factor authentication is not on for ${user.email}`);
    }
    await removeTwoFactor(tx, user.id);
    await tx.query(
      'INSERT INTO audit_events (user_id, action, reason, actor) VALUES ($1, $2, $3, $4)',
      [user.id, TWO_FACTOR_RESET_ACTION, reason, actor],
    );
    await notify(tx, user.id, { kind: 'security', details: { event: 'two_factor_off' } });
  });
}

/**
 * `unlock <email>`: for a user who cannot unlock themselves (a lost seed phrase), after the
 * operator has checked who they are. Withdrawals wait UNLOCK_DELAY_HOURS, as after the user's
 * own unlock; the unlock is in the security history (IP "operator") and e-mailed.
 */
export async function unlockAccountOf(
  db: Database,
  email: string,
  config: Pick<AppConfig, 'unlockDelayHours'>,
): Promise<Date> {
  const user = await requireUser(db, email);
  const opensAt = await unlockByOperator(db, user.id, config);
  if (!opensAt) throw new OperatorError(`The account of ${user.email} is not locked`);
  return opensAt;
}

export interface AuditEvent {
  at: Date;
  action: string;
  reason: string;
  actor: string;
}

export async function listAuditEvents(db: Queryable, email: string): Promise<AuditEvent[]> {
  const user = await requireUser(db, email);
  return db.query<AuditEvent>(
    'SELECT at, action, reason, actor FROM audit_events WHERE user_id = $1 ORDER BY id DESC',
    [user.id],
  );
}
