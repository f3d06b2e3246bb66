import type {
  LoginHistoryResponse,
  SecurityEvent,
  SecurityEventDetails,
  SecurityEventKind,
} from '../../../src/api/contract';
import type { Queryable } from '../db/database';
import {
  notify,
  type NotifyOptions,
  type SecurityContext,
  type SecurityNotice,
} from '../notifications/notify';
import { describeDevice, deviceNames } from './device';
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

/** When, on which browser and from where: what every security e-mail says (SPEC §12.5). */
export function securityContext(client: ClientInfo, at: Date): SecurityContext {
  return { at: at.toISOString(), device: describeDevice(client.userAgent), ip: client.ip };
}

/** securityContext at the database's clock now: for an e-mail told without a history entry. */
export async function securityContextNow(
  tx: Queryable,
  client: ClientInfo,
): Promise<SecurityContext> {
  const [now] = await tx.query<{ at: Date }>('SELECT clock_timestamp() AS at');
  return securityContext(client, now?.at ?? new Date());
}

/**
 * Records the event in the history only; the caller tells the user (notify) in its own words —
 * an event whose notice carries more than its detail (the unlock page, the reopening time).
 */
export async function insertSecurityEvent(
  tx: Queryable,
  userId: string,
  client: ClientInfo,
  event: NewSecurityEvent,
  /** Backdated: an event of the demo's sample history (server/src/demo); else the DB clock. */
  at?: Date,
): Promise<Date> {
  const [inserted] = await tx.query<{ at: Date }>(
    `INSERT INTO security_events (user_id, kind, ip, user_agent, detail, at)
     VALUES ($1, $2, $3, $4, $5::jsonb, COALESCE($6::timestamptz, clock_timestamp()))
     RETURNING at`,
    [userId, event.kind, client.ip, client.userAgent, JSON.stringify(event.detail), at ?? null],
  );
  if (!inserted) throw new Error('INSERT … RETURNING returned no security event');
  await tx.query(
    `DELETE FROM security_events
      WHERE user_id = $1
        AND id < (SELECT id FROM security_events WHERE user_id = $1
                   ORDER BY id DESC OFFSET $2 LIMIT 1)`,
    [userId, SECURITY_HISTORY_SIZE - 1],
  );
  return inserted.at;
}

/** The events told in the words of their detail alone (the others carry more: see callers). */
type ToldEvent = Extract<
  NewSecurityEvent,
  { kind: 'address_added' | 'address_removed' | `passkey_${string}` }
>;

/**
 * Records an address book or passkey change and tells the user, in the transaction of the
 * change (`options.at`: backdated, the demo's sample history).
 */
export async function recordSecurityEvent(
  tx: Queryable,
  userId: string,
  client: ClientInfo,
  event: ToldEvent,
  options: NotifyOptions = {},
): Promise<void> {
  const at = await insertSecurityEvent(tx, userId, client, event, options.at);
  // Told in the inbox (and by e-mail) in the same transaction; the detail is already masked.
  await notify(
    tx,
    userId,
    { kind: 'security', details: { ...noticeOf(event), context: securityContext(client, at) } },
    options,
  );
}

/** The notification's record of an event: its kind and its detail, side by side. */
function noticeOf(event: ToldEvent): SecurityNotice {
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
  // Only insertSecurityEvent writes the table, and its type pairs each kind with its detail;
  // the row's two columns cannot say so to the compiler.
  return rows.map(
    (row) =>
      ({
        id: row.id,
        kind: row.kind,
        at: row.at.toISOString(),
        ip: row.ip,
        userAgent: row.user_agent,
        device: deviceNames(row.user_agent),
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
