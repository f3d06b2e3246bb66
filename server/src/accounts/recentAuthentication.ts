import { RECENT_SIGN_IN_MINUTES } from '../../../src/api/contract/constants';
import type { Queryable } from '../db/database';
import { DomainError } from '../domainError';
import { verifySecret } from '../security/hashing';
import type { SignedIn } from './sessions';

/**
 * Step-up (SPEC §12.5): a security change — turning 2FA on or off now; passkeys and the
 * anti-phishing phrase later — needs the person, not only their token. A password or passkey
 * sign-in within RECENT_SIGN_IN_MINUTES counts; otherwise the call must carry the password.
 */

/** Wrong step-up passwords a session may type before it is ended. */
export const MAX_REAUTH_FAILURES = 5;

/** Both refusals answer `code: "reauth_required"`, which the app acts on, each with its message. */
const reauthRequired = (message: 'reauth_required' | 'reauth_wrong_password') =>
  new DomainError('forbidden', message, { answerCode: 'reauth_required' });

/**
 * Passes when the session proved who it is within RECENT_SIGN_IN_MINUTES, or when `password`
 * (sent with the call) is the account's (which then counts as a fresh proof). Otherwise
 * `forbidden` with `code: "reauth_required"` — for a missing password and a wrong one alike,
 * so the app asks (again) in both cases; never `unauthenticated`, which ends the session in
 * the app.
 *
 * A stolen token must not turn this into a password oracle: each session may type
 * MAX_REAUTH_FAILURES wrong passwords, and a try is used up before the password is checked,
 * so parallel guesses on any number of instances cannot outrun the count; then the session
 * ends. Call it before anything the change spends (a one-time code), so a refusal here
 * costs the user nothing.
 */
export async function requireRecentAuthentication(
  db: Queryable,
  { user, session }: SignedIn,
  password: string | undefined,
): Promise<void> {
  if (password === undefined || password === '') {
    const [row] = await db.query<{ recent: boolean }>(
      `SELECT authenticated_at > clock_timestamp() - make_interval(mins => $2) AS recent
         FROM sessions WHERE id = $1`,
      [session.id, RECENT_SIGN_IN_MINUTES],
    );
    if (row?.recent) return;
    throw reauthRequired('reauth_required');
  }
  const [attempt] = await db.query<{ reauth_failures: number }>(
    `UPDATE sessions SET reauth_failures = reauth_failures + 1
      WHERE id = $1 AND reauth_failures < $2
     RETURNING reauth_failures`,
    [session.id, MAX_REAUTH_FAILURES],
  );
  if (!attempt) throw await endForGuessing(db, session.id);
  if (await verifySecret(password, user.password_hash)) {
    await db.query(
      `UPDATE sessions SET authenticated_at = clock_timestamp(), reauth_failures = 0
        WHERE id = $1`,
      [session.id],
    );
    return;
  }
  // That was the last try: end the session now rather than at the next guess.
  if (attempt.reauth_failures >= MAX_REAUTH_FAILURES) throw await endForGuessing(db, session.id);
  throw reauthRequired('reauth_wrong_password');
}

/** Ends the session whose step-up tries are used up; returns the refusal to answer with. */
async function endForGuessing(db: Queryable, sessionId: string): Promise<DomainError> {
  await db.query('UPDATE sessions SET ended_at = now() WHERE id = $1 AND ended_at IS NULL', [
    sessionId,
  ]);
  // Said with the 401; the app shows its own expiry message.
  return new DomainError('unauthenticated', 'session_ended_wrong_passwords');
}
