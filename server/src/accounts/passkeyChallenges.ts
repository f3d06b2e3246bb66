import { randomUUID } from 'node:crypto';
import { PASSKEY_CHALLENGE_MINUTES } from '../../../src/api/contract/constants';
import type { Queryable } from '../db/database';
import { isUuid } from '../db/uuid';

/**
 * The challenges of WebAuthn ceremonies (migration 018): a random value the authenticator signs,
 * named to the client by an opaque id. Like a 2FA sign-in challenge (loginChallenges.ts) it
 * lives a few minutes and completes one thing; unlike one it is no secret — the browser shows
 * it to the authenticator — so it is kept as it is and needs no tries: a signature cannot be
 * guessed.
 */

/**
 * What a challenge is for. 'register' (adding a passkey) and 'verify' (a passkey answering
 * where a 2FA code is asked) belong to the session that asked; 'login' to no one.
 */
export type ChallengePurpose =
  { purpose: 'register' | 'verify'; sessionId: string } | { purpose: 'login' };

const sessionOf = (owner: ChallengePurpose) => ('sessionId' in owner ? owner.sessionId : null);

/**
 * Keeps `challenge` (base64url, the random value the ceremony's options carry) for `owner`;
 * returns the id that names it to the client.
 */
export async function createPasskeyChallenge(
  db: Queryable,
  owner: ChallengePurpose,
  challenge: string,
): Promise<string> {
  const challengeId = randomUUID();
  // Housekeeping rides on creation, so the table holds only challenges still worth keeping.
  await db.query(
    'DELETE FROM webauthn_challenges WHERE used_at IS NOT NULL OR expires_at < clock_timestamp()',
  );
  await db.query(
    `INSERT INTO webauthn_challenges (id, purpose, challenge, session_id, expires_at)
     VALUES ($1, $2, $3, $4, clock_timestamp() + make_interval(mins => $5))`,
    [challengeId, owner.purpose, challenge, sessionOf(owner), PASSKEY_CHALLENGE_MINUTES],
  );
  return challengeId;
}

/**
 * Uses up the challenge `challengeId` when it was issued for `owner`, is unused and unexpired:
 * its value, or null. One UPDATE decides, so of two requests with one challenge, on any
 * instances, one gets it. Inside a transaction that rolls back, the challenge stays usable.
 */
export async function consumePasskeyChallenge(
  db: Queryable,
  challengeId: string,
  owner: ChallengePurpose,
): Promise<string | null> {
  if (!isUuid(challengeId)) return null;
  const [row] = await db.query<{ challenge: string }>(
    `UPDATE webauthn_challenges SET used_at = clock_timestamp()
      WHERE id = $1 AND purpose = $2 AND session_id IS NOT DISTINCT FROM $3::uuid
        AND used_at IS NULL AND expires_at > clock_timestamp()
     RETURNING challenge`,
    [challengeId, owner.purpose, sessionOf(owner)],
  );
  return row?.challenge ?? null;
}
