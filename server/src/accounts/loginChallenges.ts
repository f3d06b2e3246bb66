import { createHash, randomBytes } from 'node:crypto';
import {
  TWO_FACTOR_CHALLENGE_MINUTES,
  TWO_FACTOR_CHALLENGE_TRIES,
} from '../../../src/api/contract/constants';
import type { Queryable } from '../db/database';

/**
 * The step between a right password and a session when 2FA is on (SPEC §11.4). A challenge is
 * a random 256-bit value handed to the client that typed the password; it names one account,
 * lives TWO_FACTOR_CHALLENGE_MINUTES, allows TWO_FACTOR_CHALLENGE_TRIES codes and completes
 * one sign-in. Stored as its SHA-256 (a fast hash is enough for 256 random bits).
 */

const hashChallenge = (challenge: string) =>
  createHash('sha256').update(challenge).digest('base64url');

/** A challenge is 43 base64url characters; anything else is not one of ours. */
const CHALLENGE_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export async function createLoginChallenge(
  db: Queryable,
  userId: string,
  /** The browser's hashed device id (knownDevices.ts), for the step that completes it. */
  deviceHash: string | null = null,
): Promise<string> {
  const challenge = randomBytes(32).toString('base64url');
  // Housekeeping rides on creation, so the table holds only challenges still worth keeping.
  await db.query(
    `DELETE FROM login_challenges
      WHERE user_id = $1 AND (used_at IS NOT NULL OR expires_at < clock_timestamp())`,
    [userId],
  );
  await db.query(
    `INSERT INTO login_challenges (challenge_hash, user_id, expires_at, tries_left, device_hash)
     VALUES ($1, $2, clock_timestamp() + make_interval(mins => $3), $4, $5)`,
    [
      hashChallenge(challenge),
      userId,
      TWO_FACTOR_CHALLENGE_MINUTES,
      TWO_FACTOR_CHALLENGE_TRIES,
      deviceHash,
    ],
  );
  return challenge;
}

/**
 * The e-mail address of the account a live challenge is for, read without a lock: a code
 * is counted against that account's sign-in attempts before the challenge is locked and the
 * code checked. Null when the challenge is not one, or no longer one, that can be completed.
 */
export async function liveChallengeEmail(db: Queryable, challenge: string): Promise<string | null> {
  if (!CHALLENGE_PATTERN.test(challenge)) return null;
  const [row] = await db.query<{ email: string }>(
    `SELECT u.email FROM login_challenges c JOIN users u ON u.id = c.user_id
      WHERE c.challenge_hash = $1 AND c.used_at IS NULL AND c.tries_left > 0
        AND c.expires_at > clock_timestamp()`,
    [hashChallenge(challenge)],
  );
  return row?.email ?? null;
}

/** A live challenge, locked for the rest of the transaction so its tries are counted exactly. */
export interface LiveChallenge {
  challengeHash: string;
  userId: string;
  triesLeft: number;
  /** The hashed device id the password step was sent with; null when none was. */
  deviceHash: string | null;
}

/** The challenge when it is known, unused, unexpired and has tries left; else null. */
export async function lockLiveChallenge(
  tx: Queryable,
  challenge: string,
): Promise<LiveChallenge | null> {
  if (!CHALLENGE_PATTERN.test(challenge)) return null;
  const [row] = await tx.query<{
    challenge_hash: string;
    user_id: string;
    tries_left: number;
    device_hash: string | null;
  }>(
    `SELECT challenge_hash, user_id, tries_left, device_hash FROM login_challenges
      WHERE challenge_hash = $1 AND used_at IS NULL AND tries_left > 0
        AND expires_at > clock_timestamp()
      FOR UPDATE`,
    [hashChallenge(challenge)],
  );
  return row
    ? {
        challengeHash: row.challenge_hash,
        userId: row.user_id,
        triesLeft: row.tries_left,
        deviceHash: row.device_hash,
      }
    : null;
}

/** One try used by a wrong code; returns the tries left. */
export async function spendChallengeTry(tx: Queryable, challengeHash: string): Promise<number> {
  const [row] = await tx.query<{ tries_left: number }>(
    `UPDATE login_challenges SET tries_left = tries_left - 1
      WHERE challenge_hash = $1 RETURNING tries_left`,
    [challengeHash],
  );
  return row?.tries_left ?? 0;
}

/** The sign-in it stood for is complete; the challenge never works again. */
export async function completeChallenge(tx: Queryable, challengeHash: string): Promise<void> {
  await tx.query(
    'UPDATE login_challenges SET used_at = clock_timestamp() WHERE challenge_hash = $1',
    [challengeHash],
  );
}
