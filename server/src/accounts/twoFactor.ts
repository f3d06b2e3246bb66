import type { PasskeyAssertion, TwoFactorSetupResponse } from '../../../src/api/contract';
import { TOTP_DIGITS } from '../../../src/api/contract/constants';
import type { Database, Queryable } from '../db/database';
import { DomainError } from '../domainError';
import { notify } from '../notifications/notify';
import {
  generateRecoveryCodes,
  hashRecoveryCode,
  normalizeRecoveryCode,
  recoveryCodeHashes,
} from '../security/recoveryCodes';
import { keyRing, open, seal, type KeyRing } from '../security/secretBox';
import { matchingTotpStep, newTotpSecret } from '../security/totp';
import type { AttemptLimiter } from './attemptLimiter';
import {
  recordCounterRegression,
  usePasskeyAnswer,
  type PasskeyAnswerContext,
  type UsedPasskey,
} from './passkeys';
import type { ClientInfo } from './sessions';
import { securityContextNow } from './securityEvents';

/**
 * Two-factor authentication (SPEC §11.4): setting it up, turning it on and off, and checking a
 * code wherever one is asked. A code is a TOTP code (each time step accepted once) or one of
 * the recovery codes (each accepted once).
 */

/**
 * The keys of 2FA at rest, derived once from ENCRYPTION_KEY (or TOKEN_SECRET), with those of
 * ENCRYPTION_KEY_PREVIOUS still accepted for reading.
 */
export interface TwoFactorKeys {
  /** Seal TOTP secrets (AES-256-GCM). */
  secrets: KeyRing;
  /** Key the recovery-code hashes (HMAC-SHA256). */
  recoveryCodes: KeyRing;
  /** Seal anti-phishing phrases (antiPhishingPhrase.ts), re-sealed with the TOTP secrets. */
  phrases: KeyRing;
}

/** The settings the keys come from (the server's config, or the operator CLI's environment). */
export interface AtRestKeySettings {
  encryptionKey?: string | undefined;
  previousEncryptionKeys?: readonly string[] | undefined;
  tokenSecret: string;
}

export function twoFactorKeys(settings: AtRestKeySettings): TwoFactorKeys {
  const current = settings.encryptionKey ?? settings.tokenSecret;
  const previous = settings.previousEncryptionKeys ?? [];
  return {
    secrets: keyRing(current, previous, 'totp-secret-v1'),
    recoveryCodes: keyRing(current, previous, 'recovery-code-hash-v1'),
    phrases: keyRing(current, previous, 'anti-phishing-phrase-v1'),
  };
}

/** What checking a code needs besides the database: the keys and the time. */
export interface CodeContext {
  keys: TwoFactorKeys;
  /** Milliseconds since the epoch (injectable, so tests can step the TOTP clock). */
  now: number;
}

export type SecondFactorCode =
  { kind: 'totp'; digits: string } | { kind: 'recovery'; normalized: string };

const TOTP_PATTERN = new RegExp(`^\\d{${TOTP_DIGITS}}$`);

const malformedCode = () => new DomainError('invalid', 'two_factor_code_malformed');

/**
 * A typed code, or `invalid` when it cannot be one (5 or 7 digits, letters, …). A malformed
 * code is refused before anything is checked, so it never uses up a try or a code.
 */
export function parseSecondFactorCode(value: string): SecondFactorCode {
  const typed = value.trim();
  if (TOTP_PATTERN.test(typed)) return { kind: 'totp', digits: typed };
  const normalized = normalizeRecoveryCode(typed);
  if (normalized) return { kind: 'recovery', normalized };
  throw malformedCode();
}

/** A request's `code` field was left out (or empty): refused like a wrong code. */
export const isMissingCode = (value: string | undefined): value is undefined =>
  value === undefined || value.trim() === '';

interface TwoFactorRow {
  secret: string | null;
  pending_secret: string | null;
  last_used_step: string | null;
}

async function readTwoFactor(
  db: Queryable,
  userId: string,
  { forUpdate = false } = {},
): Promise<TwoFactorRow | null> {
  const [row] = await db.query<TwoFactorRow>(
    `SELECT secret, pending_secret, last_used_step
       FROM two_factor WHERE user_id = $1${forUpdate ? ' FOR UPDATE' : ''}`,
    [userId],
  );
  return row ?? null;
}

export async function isTwoFactorEnabled(db: Queryable, userId: string): Promise<boolean> {
  const [row] = await db.query<{ on: boolean }>(
    'SELECT EXISTS (SELECT 1 FROM two_factor WHERE user_id = $1 AND secret IS NOT NULL) AS on',
    [userId],
  );
  return row?.on === true;
}

/**
 * A new secret waiting for its first code. Calling it again replaces a pending secret (a
 * restarted setup), never one in force.
 */
export async function startTwoFactorSetup(
  db: Queryable,
  user: { id: string; email: string },
  keys: TwoFactorKeys,
): Promise<TwoFactorSetupResponse> {
  const setup = newTotpSecret(user.email);
  const sealed = seal(setup.secret, keys.secrets, user.id);
  const saved = await db.query(
    `INSERT INTO two_factor (user_id, pending_secret) VALUES ($1, $2)
     ON CONFLICT (user_id) DO UPDATE
       SET pending_secret = EXCLUDED.pending_secret, updated_at = clock_timestamp()
       WHERE two_factor.secret IS NULL
     RETURNING user_id`,
    [user.id, sealed],
  );
  if (saved.length === 0) throw new DomainError('conflict', 'two_factor_already_on');
  return setup;
}

const wrongCode = () => new DomainError('forbidden', 'two_factor_wrong_code');

/**
 * Puts the pending secret in force once `code` proves the user's app holds it, and hands out
 * fresh recovery codes (their hashes replace any old ones). A wrong code changes nothing.
 */
export async function enableTwoFactor(
  db: Database,
  userId: string,
  code: SecondFactorCode,
  { keys, now }: CodeContext,
  /** Who turned it on: the e-mail says when, on which browser and from where. */
  client: ClientInfo,
): Promise<string[]> {
  return db.transaction(async (tx) => {
    const row = await readTwoFactor(tx, userId, { forUpdate: true });
    if (row?.secret) throw new DomainError('conflict', 'two_factor_already_on');
    if (!row?.pending_secret) throw new DomainError('conflict', 'two_factor_not_set_up');
    // Only the authenticator can confirm it: there are no recovery codes yet.
    const step =
      code.kind === 'totp'
        ? matchingTotpStep(open(row.pending_secret, keys.secrets, userId), code.digits, now)
        : null;
    if (step === null) throw wrongCode();
    await tx.query(
      `UPDATE two_factor
          SET secret = pending_secret, pending_secret = NULL, last_used_step = $2,
              enabled_at = clock_timestamp(), updated_at = clock_timestamp()
        WHERE user_id = $1`,
      [userId, step],
    );
    const recoveryCodes = generateRecoveryCodes();
    await tx.query('DELETE FROM recovery_codes WHERE user_id = $1', [userId]);
    await tx.query(
      `INSERT INTO recovery_codes (user_id, code_hash)
       SELECT $1, unnest($2::text[])`,
      [
        userId,
        recoveryCodes.map((typed) =>
          hashRecoveryCode(normalizeRecoveryCode(typed) ?? '', keys.recoveryCodes.current),
        ),
      ],
    );
    await notify(tx, userId, {
      kind: 'security',
      details: { event: 'two_factor_on', context: await securityContextNow(tx, client) },
    });
    return recoveryCodes;
  });
}

/**
 * Whether `code` is a right, unused code of the user's 2FA in force — and if so, uses it up:
 * its TOTP step (and every older one) or the recovery code is spent. The single UPDATE decides
 * a race between instances: one of two requests with the same code wins.
 */
export async function useSecondFactorCode(
  db: Queryable,
  userId: string,
  code: SecondFactorCode,
  { keys, now }: CodeContext,
): Promise<boolean> {
  if (code.kind === 'recovery') {
    const used = await db.query(
      `UPDATE recovery_codes SET used_at = clock_timestamp()
        WHERE user_id = $1 AND code_hash = ANY($2::text[]) AND used_at IS NULL
       RETURNING user_id`,
      [userId, recoveryCodeHashes(code.normalized, keys.recoveryCodes)],
    );
    return used.length > 0;
  }
  const row = await readTwoFactor(db, userId);
  if (!row?.secret) return false;
  const step = matchingTotpStep(open(row.secret, keys.secrets, userId), code.digits, now);
  if (step === null) return false;
  const accepted = await db.query(
    `UPDATE two_factor SET last_used_step = $2
      WHERE user_id = $1 AND (last_used_step IS NULL OR last_used_step < $2)
     RETURNING user_id`,
    [userId, step],
  );
  return accepted.length > 0;
}

/** What a signed-in call's second-factor check needs: the keys, the time, the attempts. */
export interface SecondFactorGate extends CodeContext {
  /** The user's code attempts (10 in 15 minutes, see attemptLimits.ts); a passkey uses one too. */
  attempts: AttemptLimiter;
  /** A passkey's answer must be to a challenge of this session (SPEC §12.5). */
  passkeys: PasskeyAnswerContext;
  /** Who made the call, for the security event of a refused passkey. */
  client: ClientInfo;
}

/** What a request sends where a second factor is asked: a code, or a passkey in its place. */
export interface SecondFactorAnswer {
  code?: string | undefined;
  passkey?: PasskeyAssertion | undefined;
}

/** Checks a signed-in call's second factor inside the call's transaction (see withSecondFactor). */
export type CheckCode = (tx: Queryable) => Promise<void>;

/**
 * A signed-in call that needs a second factor when 2FA is on (withdrawals, the address book,
 * turning 2FA off). `work` runs the call's transaction and calls `checkCode(tx)` in it: nothing
 * when 2FA is off, else `forbidden` for a missing, wrong or reused code or passkey answer and
 * `invalid` for a malformed code — and a right code (or a passkey's challenge) is spent only
 * when what it authorises is recorded.
 *
 * A passkey (a PasskeyAssertion to a 'verify' challenge of this session) answers in place of
 * the code. Its counter going backwards is refused, and recorded as a security event (so
 * e-mailed) after the call's transaction has rolled back.
 *
 * An answer uses up one of the user's attempts first (`too_many` when none are left), outside
 * the transaction: its rollback cannot erase the count, and requests sent at once, to any
 * instance, each find the attempts the others used. Nothing is used when 2FA is off or no
 * answer came; a malformed code is refused before it costs one. A right answer starts the
 * count afresh.
 */
export async function withSecondFactor<T>(
  db: Database,
  userId: string,
  answer: SecondFactorAnswer,
  gate: SecondFactorGate,
  work: (checkCode: CheckCode) => Promise<T>,
): Promise<T> {
  const answered = answer.passkey !== undefined || !isMissingCode(answer.code);
  const counted = answered && (await isTwoFactorEnabled(db, userId));
  if (counted) {
    if (answer.passkey === undefined && answer.code !== undefined) {
      parseSecondFactorCode(answer.code);
    }
    await gate.attempts.consume(userId);
  }
  let accepted = false;
  const refused: { regressed?: UsedPasskey } = {};
  let result: T;
  try {
    result = await work(async (tx) => {
      await requireSecondFactor(tx, userId, answer, gate, (passkey) => {
        refused.regressed = passkey;
      });
      accepted = true;
    });
  } catch (error) {
    const { regressed } = refused;
    if (regressed) {
      await db.transaction((tx) => recordCounterRegression(tx, regressed, gate.client));
    }
    throw error;
  }
  if (counted && accepted) await gate.attempts.reset(userId);
  return result;
}

async function requireSecondFactor(
  tx: Queryable,
  userId: string,
  answer: SecondFactorAnswer,
  gate: SecondFactorGate,
  onRegressed: (passkey: UsedPasskey) => void,
): Promise<void> {
  const row = await readTwoFactor(tx, userId, { forUpdate: true });
  if (!row?.secret) return;
  if (answer.passkey !== undefined) {
    await usePasskeyAnswer(tx, userId, answer.passkey, gate.passkeys, onRegressed);
    return;
  }
  if (isMissingCode(answer.code)) {
    throw new DomainError('forbidden', 'two_factor_code_required');
  }
  const code = parseSecondFactorCode(answer.code);
  if (!(await useSecondFactorCode(tx, userId, code, gate))) throw wrongCode();
}

/**
 * Turns 2FA off with a code (TOTP or recovery) or a passkey: the secret, recovery codes and
 * challenges go.
 */
export async function disableTwoFactor(
  db: Database,
  userId: string,
  answer: SecondFactorAnswer,
  gate: SecondFactorGate,
): Promise<void> {
  await withSecondFactor(db, userId, answer, gate, (checkCode) =>
    db.transaction(async (tx) => {
      if (!(await isTwoFactorEnabled(tx, userId))) {
        throw new DomainError('conflict', 'two_factor_not_on');
      }
      await checkCode(tx);
      await removeTwoFactor(tx, userId);
      await notify(tx, userId, {
        kind: 'security',
        details: { event: 'two_factor_off', context: await securityContextNow(tx, gate.client) },
      });
    }),
  );
}

/** Everything of a user's 2FA, for turning it off or an operator's reset. */
export async function removeTwoFactor(tx: Queryable, userId: string): Promise<void> {
  await tx.query('DELETE FROM two_factor WHERE user_id = $1', [userId]);
  await tx.query('DELETE FROM recovery_codes WHERE user_id = $1', [userId]);
  await tx.query('DELETE FROM login_challenges WHERE user_id = $1', [userId]);
}

/** For the operator: whether 2FA is on and how many recovery codes are left. */
export async function twoFactorState(
  db: Queryable,
  userId: string,
): Promise<{ enabled: boolean; enabledAt: Date | null; recoveryCodesLeft: number }> {
  const [row] = await db.query<{
    enabled_at: Date | null;
    secret: string | null;
    codes_left: number;
  }>(
    `SELECT t.enabled_at, t.secret,
            (SELECT count(*)::int FROM recovery_codes r
              WHERE r.user_id = $1 AND r.used_at IS NULL) AS codes_left
       FROM (SELECT $1::uuid AS user_id) u
       LEFT JOIN two_factor t ON t.user_id = u.user_id`,
    [userId],
  );
  const enabled = Boolean(row?.secret);
  return {
    enabled,
    enabledAt: enabled ? (row?.enabled_at ?? null) : null,
    recoveryCodesLeft: enabled ? (row?.codes_left ?? 0) : 0,
  };
}
