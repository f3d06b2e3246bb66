import { createHash, randomBytes } from 'node:crypto';
import { LOCK_LINK_HOURS } from '../../../src/api/contract/constants';
import type { AppConfig } from '../config';
import type { Queryable } from '../db/database';

/**
 * The "Wasn't you? Lock your account" links of security e-mails (SPEC §12.5): a random token,
 * single use, valid LOCK_LINK_HOURS, bound to one account, stored only as its SHA-256. The
 * link opens the app's /lock-account page, which posts the token to POST /auth/lock/link; the
 * token sits after `#`, so it never reaches a server's access log.
 */

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Creates a token for `userId` and returns the link that carries it. */
export async function issueLockLink(
  tx: Queryable,
  userId: string,
  config: Pick<AppConfig, 'appUrl'>,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  // Housekeeping rides on creation, as with sign-in challenges.
  await tx.query(
    `DELETE FROM lock_tokens
      WHERE user_id = $1 AND (used_at IS NOT NULL OR expires_at < clock_timestamp())`,
    [userId],
  );
  await tx.query(
    `INSERT INTO lock_tokens (token_hash, user_id, expires_at)
     VALUES ($1, $2, clock_timestamp() + make_interval(hours => $3))`,
    [hashToken(token), userId, LOCK_LINK_HOURS],
  );
  return `${config.appUrl}/lock-account#token=${token}`;
}

/**
 * Uses up `token` and returns its account, or null when it is not a live token (unknown,
 * tampered, used or expired — the caller says the same for all). Call in the transaction that
 * locks the account, so a token is spent only on a lock.
 */
export async function spendLockToken(tx: Queryable, token: string): Promise<string | null> {
  if (!TOKEN_PATTERN.test(token)) return null;
  const [row] = await tx.query<{ user_id: string }>(
    `UPDATE lock_tokens SET used_at = clock_timestamp()
      WHERE token_hash = $1 AND used_at IS NULL AND expires_at > clock_timestamp()
     RETURNING user_id`,
    [hashToken(token)],
  );
  return row?.user_id ?? null;
}
