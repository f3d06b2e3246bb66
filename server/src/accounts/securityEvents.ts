import type {
  LoginHistoryResponse,
  SecurityEvent,
  SecurityEventDetails,
  SecurityEventKind,
} from '../../../src/api/contract';
import type { Queryable } from '../db/database';
import { notify, type SecurityNotice } from '../notifications/notify';
import { listSignInAttempts, type ClientInfo } from './sessions';

/**
 * The security history (migration 011): changes to what protects an account or where its money
 * may go, shown to the user beside their sign-ins. Record an event inside the transaction of
 * the change, so the two commit or roll back together.
 */

/** How many events an account keeps; older ones are deleted as new ones arrive. */
export const SECURITY_HISTORY_SIZE = 100;

/** What happened, with the detail its kind carries. */
export type NewSecurityEvent = {
  [K in SecurityEventKind]: { kind: K; detail: SecurityEventDetails[K] };
}[SecurityEventKind];

const MASK = '…';

/**
 * An address as the history shows it: the first 6 and last 4 characters, enough to recognise
 * one's own address and too little to reuse it. A short address shows less, so that at least
 * half of it is always hidden.
 */
export function maskAddress(address: string): string {
  const head = Math.min(6, Math.floor(address.length / 4));
  const tail = Math.min(4, Math.floor(address.length / 4));
  return `${address.slice(0, head)}${MASK}${tail > 0 ? address.slice(-tail) : ''}`;
}

export async function recordSecurityEvent(
  tx: Queryable,
  userId: string,
  client: ClientInfo,
  event: NewSecurityEvent,
): Promise<void> {
  await tx.query(
    `INSERT INTO security_events (user_id, kind, ip, user_agent, detail)
     VALUES ($1, $2, $3, $4, $5::jsonb)`,
    [userId, event.kind, client.ip, client.userAgent, JSON.stringify(event.detail)],
  );
  await tx.query(
    `DELETE FROM security_events
      WHERE user_id = $1
        AND id < (SELECT id FROM security_events WHERE user_id = $1
                   ORDER BY id DESC OFFSET $2 LIMIT 1)`,
    [userId, SECURITY_HISTORY_SIZE - 1],
  );
  // Told in the inbox (and by e-mail) in the same transaction; the detail is already masked.
  await notify(tx, userId, { kind: 'security', details: noticeOf(event) });
}

/** The notification's record of an event: its kind and its detail, side by side. */
function noticeOf(event: NewSecurityEvent): SecurityNotice {
  switch (event.kind) {
    case 'address_added':
    case 'address_removed':
      return { event: event.kind, ...event.detail };
    case 'passkey_added':
    case 'passkey_removed':
    case 'passkey_counter_regressed':
      return { event: event.kind, ...event.detail };
  }
}

interface SecurityEventRow {
  id: string;
  kind: SecurityEventKind;
  at: Date;
  ip: string;
  user_agent: string;
  detail: SecurityEventDetails[SecurityEventKind];
}

/** The account's newest SECURITY_HISTORY_SIZE events, newest first. */
export async function listSecurityEvents(db: Queryable, userId: string): Promise<SecurityEvent[]> {
  const rows = await db.query<SecurityEventRow>(
    // Ordered by the table's bigint id, not the text it is sent as ('99' > '100').
    `SELECT e.id::text AS id, e.kind, e.at, e.ip, e.user_agent, e.detail FROM security_events e
      WHERE e.user_id = $1 ORDER BY e.id DESC LIMIT $2`,
    [userId, SECURITY_HISTORY_SIZE],
  );
  // Only recordSecurityEvent writes the table, and its type pairs each kind with its detail;
  // the row's two columns cannot say so to the compiler.
  return rows.map(
    (row) =>
      ({
        id: row.id,
        kind: row.kind,
        at: row.at.toISOString(),
        ip: row.ip,
        userAgent: row.user_agent,
        detail: row.detail,
      }) as SecurityEvent,
  );
}

/** The account's sign-ins and security changes, each newest first (`GET /auth/login-history`). */
export async function securityHistory(
  db: Queryable,
  userId: string,
): Promise<LoginHistoryResponse> {
  return {
    logins: await listSignInAttempts(db, userId),
    events: await listSecurityEvents(db, userId),
  };
}
