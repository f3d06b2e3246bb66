import { randomUUID } from 'node:crypto';
import type { LoginAttempt, SessionInfo } from '../../../src/api/types';
import type { Queryable } from '../db/database';
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

/** An active session and its user, as the bearer guard finds them. */
export interface SignedIn {
  user: UserRow;
  session: SessionRow;
}

export async function createSession(
  db: Queryable,
  userId: string,
  client: ClientInfo,
  ttlSeconds: number,
): Promise<SessionRow> {
  // Housekeeping rides on sign-in, so the table stays proportional to active use.
  await db.query(
    `DELETE FROM sessions
      WHERE user_id = $1
        AND COALESCE(ended_at, expires_at) < now() - $2::interval`,
    [userId, ENDED_SESSION_RETENTION],
  );
  const [row] = await db.query<SessionRow>(
    `INSERT INTO sessions (id, user_id, expires_at, ip, user_agent)
     VALUES ($1, $2, now() + make_interval(secs => $3), $4, $5)
     RETURNING id, user_id, created_at, last_seen_at, ip, user_agent`,
    [randomUUID(), userId, ttlSeconds, client.ip, client.userAgent],
  );
  if (!row) throw new Error('INSERT … RETURNING returned no session');
  return row;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A value PostgreSQL will accept as a uuid; anything else would be a 500 from the cast. */
export const isSessionId = (value: string) => UUID.test(value);

type SessionWithUser = UserRow & {
  session_id: string;
  session_created_at: Date;
  session_last_seen_at: Date;
  session_ip: string;
  session_user_agent: string;
  session_seen_long_ago: boolean;
};

/**
 * The session a token names, with its user, when it is neither ended nor expired — one
 * round trip per bearer call. Records `last_seen_at` at most once a minute: most calls only
 * read, and the UPDATE's own condition keeps concurrent calls from writing twice.
 */
export async function findActiveSession(
  db: Queryable,
  userId: string,
  sessionId: string,
): Promise<SignedIn | null> {
  if (!isSessionId(sessionId)) return null;
  const [row] = await db.query<SessionWithUser>(
    `SELECT u.*,
            s.id AS session_id, s.created_at AS session_created_at,
            s.last_seen_at AS session_last_seen_at, s.ip AS session_ip,
            s.user_agent AS session_user_agent,
            s.last_seen_at < now() - interval '1 minute' AS session_seen_long_ago
       FROM sessions s JOIN users u ON u.id = s.user_id
      WHERE s.id = $1 AND s.user_id = $2 AND s.ended_at IS NULL AND s.expires_at > now()`,
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
  if (session_seen_long_ago) {
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

export async function listActiveSessions(db: Queryable, userId: string): Promise<SessionRow[]> {
  return db.query<SessionRow>(
    `SELECT id, user_id, created_at, last_seen_at, ip, user_agent
       FROM sessions
      WHERE user_id = $1 AND ended_at IS NULL AND expires_at > now()
      ORDER BY created_at DESC, id`,
    [userId],
  );
}

export function toSessionInfo(row: SessionRow, currentSessionId: string): SessionInfo {
  return {
    id: row.id,
    createdAt: row.created_at.toISOString(),
    lastSeenAt: row.last_seen_at.toISOString(),
    ip: row.ip,
    userAgent: row.user_agent,
    current: row.id === currentSessionId,
  };
}

/** Ends one of the user's active sessions; false when there is no such session. */
export async function endSession(
  db: Queryable,
  userId: string,
  sessionId: string,
): Promise<boolean> {
  if (!isSessionId(sessionId)) return false;
  const ended = await db.query(
    `UPDATE sessions SET ended_at = now()
      WHERE id = $1 AND user_id = $2 AND ended_at IS NULL AND expires_at > now()
     RETURNING id`,
    [sessionId, userId],
  );
  return ended.length > 0;
}

/** Ends every active session of the user; returns how many were ended. */
export async function endAllSessions(db: Queryable, userId: string): Promise<number> {
  const ended = await db.query(
    `UPDATE sessions SET ended_at = now()
      WHERE user_id = $1 AND ended_at IS NULL AND expires_at > now()
     RETURNING id`,
    [userId],
  );
  return ended.length;
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
    success: row.success,
  }));
}
