import type { NotificationKind } from '../../../src/api/contract';
import { ALWAYS_EMAILED_KINDS } from '../../../src/api/contract/constants';
import type { Queryable } from '../db/database';
import type { NewNotification } from './render';

export { renderNotification } from './render';
export type { NewNotification, NotificationDetails, SecurityNotice } from './render';

/**
 * The notification outbox (SPEC §12.4): a notification is inserted in the caller's transaction,
 * the one that records the event it reports — so it commits with the event or not at all, and
 * an event that is recorded once is told once. (The e-mail of a notification joins the same
 * transaction here too.)
 */

export interface Addressed {
  userId: string;
  notification: NewNotification;
}

/** Writes several notifications in one statement (an alert refresh fires many at once). */
export async function notifyAll(tx: Queryable, notifications: readonly Addressed[]): Promise<void> {
  if (notifications.length === 0) return;
  await tx.query(
    `INSERT INTO notifications (user_id, kind, details)
     SELECT user_id, kind, details
       FROM unnest($1::uuid[], $2::text[], $3::jsonb[]) AS n(user_id, kind, details)`,
    [
      notifications.map(({ userId }) => userId),
      notifications.map(({ notification }) => notification.kind),
      notifications.map(({ notification }) => JSON.stringify(notification.details)),
    ],
  );
}

/** Writes one notification for `userId` inside `tx`, the transaction of its event. */
export const notify = (tx: Queryable, userId: string, notification: NewNotification) =>
  notifyAll(tx, [{ userId, notification }]);

const alwaysEmailed = (kind: NotificationKind) =>
  (ALWAYS_EMAILED_KINDS as readonly string[]).includes(kind);

/** Whether `kind` goes to `userId` by e-mail too: their switch is on (the default), or always. */
export async function emailWanted(
  db: Queryable,
  userId: string,
  kind: NotificationKind,
): Promise<boolean> {
  if (alwaysEmailed(kind)) return true;
  const [row] = await db.query<{ email: boolean }>(
    'SELECT email FROM notification_email_settings WHERE user_id = $1 AND kind = $2',
    [userId, kind],
  );
  return row?.email ?? true;
}

export { alwaysEmailed };
