import { randomUUID } from 'node:crypto';
import type { LoginAttempt, SessionInfo, SessionsResponse } from '../../../src/api/contract';
import { serverIdleWindowSeconds } from '../../../src/config/idleTimeout';
import type { Database, Queryable } from '../db/database';
import { isUuid } from '../db/uuid';
import { DomainError } from '../domainError';
import { deviceNames } from './device';
import type { UserRow } from './users';

/**
 * Server-side sessions and sign-in attempts (SPEC §11.1). All state lives in the database,
 * so a session ended on one instance is refused by every other at its next call.
 */

/** Where a request came from, as recorded on sessions and sign-in attempts. */
export interface ClientInfo {
  ip: string;
  userAgent: string;
}

/** A User-Agent is for display only; a client cannot make us store an unbounded string. */
const USER_AGENT_MAX = 512;

export function clientInfo(request: {
  ip: string;
  headers: { 'user-agent'?: string | undefined };
}): ClientInfo {
  return {
    ip: request.ip,
    userAgent: (request.headers['user-agent'] ?? '').slice(0, USER_AGENT_MAX),
  };
}

/** How many sign-in attempts an account keeps; older ones are deleted as new ones arrive. */
export const LOGIN_HISTORY_SIZE = 50;

/** Ended or expired sessions are kept this long for support questions, then deleted. */
const ENDED_SESSION_RETENTION = '30 days';

export interface SessionRow {
  id: string;
  user_id: string;
  created_at: Date;
  last_seen_at: Date;
  ip: string;
  user_agent: string;
}

/** How long a new session may last, and stay unused (AppConfig's settings of the same names). */
export interface SessionLifetime {
  tokenTtlSeconds: number;
  idleTimeoutMinutes: number;
}

/**
 * A session that can still be used: not ended, not past its absolute lifetime, and used within
 * its idle window. `s` is the sessions table's alias.
 */
const IS_ACTIVE = `s.ended_at IS NULL AND s.expires_at > now()
  AND s.last_seen_at >= now() - make_interval(secs => s.idle_timeout_seconds)`;

/** An active session and its user, as the bearer guard finds them. */
export interface SignedIn {
  user: UserRow;
  session: SessionRow;
}

export async function createSession(
  db: Queryable,
  userId: string,
  client: ClientInfo,
  lifetime: SessionLifetime,
): Promise<SessionRow> {
  // Housekeeping rides on sign-in, so the table stays proportional to active use.
  await db.query(
    `DELETE FROM sessions
      WHERE user_id = $1
        AND COALESCE(ended_at, expires_at) < now() - $2::interval`,
    [userId, ENDED_SESSION_RETENTION],
  );
  const [row] = await db.query<SessionRow>(
    `INSERT INTO sessions (id, user_id, expires_at, idle_timeout_seconds, ip, user_agent)
     VALUES ($1, $2, now() + make_interval(secs => $3), $4, $5, $6)
     RETURNING id, user_id, created_at, last_seen_at, ip, user_agent`,
    [
      randomUUID(),
      userId,
      lifetime.tokenTtlSeconds,
      serverIdleWindowSeconds(lifetime.idleTimeoutMinutes),
      client.ip,
      client.userAgent,
    ],
  );
  if (!row) throw new Error('INSERT … RETURNING returned no session');
  return row;
}

/** A value PostgreSQL will accept as a session id (a uuid). */
export const isSessionId = isUuid;

type SessionWithUser = UserRow & {
  session_id: string;
  session_created_at: Date;
  session_last_seen_at: Date;
  session_ip: string;
  session_user_agent: string;
  session_seen_long_ago: boolean;
};

/**
 * The session a token names, with its user, when it is neither ended, expired nor idle for
 * longer than its window — one round trip per bearer call. Records `last_seen_at` at most once
 * a minute: most calls only read, and the UPDATE's own condition keeps concurrent calls from
 * writing twice. A background call (`touch: false`, e.g. polling) records nothing, so it
 * cannot keep an unattended session alive.
 */
export async function findActiveSession(
  db: Queryable,
  userId: string,
  sessionId: string,
  { touch }: { touch: boolean },
): Promise<SignedIn | null> {
  if (!isSessionId(sessionId)) return null;
  const [row] = await db.query<SessionWithUser>(
    `SELECT u.*,
            s.id AS session_id, s.created_at AS session_created_at,
            s.last_seen_at AS session_last_seen_at, s.ip AS session_ip,
            s.user_agent AS session_user_agent,
            s.last_seen_at < now() - interval '1 minute' AS session_seen_long_ago
       FROM sessions s JOIN users u ON u.id = s.user_id
      WHERE s.id = $1 AND s.user_id = $2 AND ${IS_ACTIVE}`,
    [sessionId, userId],
  );
  if (!row) return null;
  const {
    session_id,
    session_created_at,
    session_last_seen_at,
    session_ip,
    session_user_agent,
    session_seen_long_ago,
    ...user
  } = row;
  let lastSeenAt = session_last_seen_at;
  if (touch && session_seen_long_ago) {
    const [touched] = await db.query<{ last_seen_at: Date }>(
      `UPDATE sessions SET last_seen_at = now()
        WHERE id = $1 AND last_seen_at < now() - interval '1 minute'
       RETURNING last_seen_at`,
      [session_id],
    );
    lastSeenAt = touched?.last_seen_at ?? lastSeenAt;
  }
  return {
    user,
    session: {
      id: session_id,
      user_id: user.id,
      created_at: session_created_at,
      last_seen_at: lastSeenAt,
      ip: session_ip,
      user_agent: session_user_agent,
    },
  };
}

/**
 * The person is at the keyboard (the dashboard reports input while it makes no other calls):
 * the idle window starts again now. Written every time, unlike the once-a-minute touch of
 * ordinary calls, so the server's record is never older than the last report.
 */
export async function recordActivity(db: Queryable, sessionId: string): Promise<void> {
  await db.query('UPDATE sessions SET last_seen_at = now() WHERE id = $1', [sessionId]);
}

export async function listActiveSessions(db: Queryable, userId: string): Promise<SessionRow[]> {
  return db.query<SessionRow>(
    `SELECT s.id, s.user_id, s.created_at, s.last_seen_at, s.ip, s.user_agent
       FROM sessions s
      WHERE s.user_id = $1 AND ${IS_ACTIVE}
      ORDER BY s.created_at DESC, s.id`,
    [userId],
  );
}

function toSessionInfo(row: SessionRow, currentSessionId: string): SessionInfo {
  return {
    id: row.id,
    createdAt: row.created_at.toISOString(),
    lastSeenAt: row.last_seen_at.toISOString(),
    ip: row.ip,
    userAgent: row.user_agent,
    device: deviceNames(row.user_agent),
    current: row.id === currentSessionId,
  };
}

/** The user's active sessions, newest first, the caller's own marked `current`. */
export async function sessionList(
  db: Queryable,
  userId: string,
  currentSessionId: string,
): Promise<SessionsResponse> {
  const rows = await listActiveSessions(db, userId);
  return { sessions: rows.map((row) => toSessionInfo(row, currentSessionId)) };
}

/**
 * Ends one of the user's own active sessions, chosen from the list. Someone else's session id
 * is refused exactly like an unknown one (`not_found`): ids reveal nothing.
 */
export async function endChosenSession(
  db: Queryable,
  userId: string,
  sessionId: string,
): Promise<void> {
  if (!(await endSession(db, userId, sessionId))) {
    throw new DomainError('not_found', 'session_not_found');
  }
}

/** Ends one of the user's active sessions; false when there is no such session. */
export async function endSession(
  db: Queryable,
  userId: string,
  sessionId: string,
): Promise<boolean> {
  if (!isSessionId(sessionId)) return false;
  const ended = await db.query(
    `UPDATE sessions s SET ended_at = now()
      WHERE s.id = $1 AND s.user_id = $2 AND ${IS_ACTIVE}
     RETURNING s.id`,
    [sessionId, userId],
  );
  return ended.length > 0;
}

/**
 * Ends the user's open sessions but `keepSessionId` (null: all of them), and every sign-in
 * waiting for its second factor: a challenge is a session in waiting, and one taken before
 * "sign out everywhere" must not complete after it. Returns how many sessions were ended.
 */
async function endSessionsExcept(
  db: Queryable,
  userId: string,
  keepSessionId: string | null,
): Promise<number> {
  await db.query('DELETE FROM login_challenges WHERE user_id = $1', [userId]);
  const ended = await db.query(
    `UPDATE sessions SET ended_at = now()
      WHERE user_id = $1 AND ended_at IS NULL AND expires_at > now()
        AND id IS DISTINCT FROM $2::uuid
     RETURNING id`,
    [userId, keepSessionId],
  );
  return ended.length;
}

/**
 * Ends every session of the user and every pending 2FA sign-in; returns how many sessions
 * were ended. Run it in a transaction, so both go together.
 */
export const endAllSessions = (db: Queryable, userId: string) =>
  endSessionsExcept(db, userId, null);

/** Like endAllSessions, but the caller's own session stays ("Sign out other sessions"). */
export const endOtherSessions = (db: Queryable, userId: string, currentSessionId: string) =>
  endSessionsExcept(db, userId, currentSessionId);

/** "Sign out everywhere": every session and pending sign-in of the user, in one transaction. */
export async function signOutEverywhere(db: Database, userId: string): Promise<void> {
  await db.transaction((tx) => endAllSessions(tx, userId));
}

/** "Sign out other sessions", offered after a security change (SPEC §12.5). */
export async function signOutOtherSessions(
  db: Database,
  userId: string,
  currentSessionId: string,
): Promise<void> {
  await db.transaction((tx) => endOtherSessions(tx, userId, currentSessionId));
}

/**
 * Records one sign-in attempt on an existing account and keeps only the newest
 * LOGIN_HISTORY_SIZE, so the table never grows past 50 rows per account.
 */
export async function recordSignInAttempt(
  db: Queryable,
  userId: string,
  client: ClientInfo,
  success: boolean,
): Promise<void> {
  await db.query(
    'INSERT INTO sign_in_attempts (user_id, ip, user_agent, success) VALUES ($1, $2, $3, $4)',
    [userId, client.ip, client.userAgent, success],
  );
  await db.query(
    `DELETE FROM sign_in_attempts
      WHERE user_id = $1
        AND id < (SELECT id FROM sign_in_attempts WHERE user_id = $1
                   ORDER BY id DESC OFFSET $2 LIMIT 1)`,
    [userId, LOGIN_HISTORY_SIZE - 1],
  );
}

export async function listSignInAttempts(db: Queryable, userId: string): Promise<LoginAttempt[]> {
  const rows = await db.query<{ at: Date; ip: string; user_agent: string; success: boolean }>(
    `SELECT at, ip, user_agent, success FROM sign_in_attempts
      WHERE user_id = $1 ORDER BY id DESC LIMIT $2`,
    [userId, LOGIN_HISTORY_SIZE],
  );
  return rows.map((row) => ({
    at: row.at.toISOString(),
    ip: row.ip,
    userAgent: row.user_agent,
    device: deviceNames(row.user_agent),
    success: row.success,
  }));
}
