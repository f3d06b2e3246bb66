import type {
  AppNotification,
  NotificationsPage,
  NotificationsQuery,
} from '../../../src/api/contract';
import type { Language } from '../../../src/i18n/languages';
import { CURSOR_POSITION_SQL, type HistoryCursors } from '../accounts/historyCursor';
import type { Queryable } from '../db/database';
import { renderNotification, type NewNotification } from './render';

const DEFAULT_LIMIT = 20;

type NotificationRow = NewNotification & {
  id: string;
  created_at: Date;
  read_at: Date | null;
  position: string;
};

const toApi = (row: NotificationRow, language: Language): AppNotification => ({
  id: row.id,
  kind: row.kind,
  ...renderNotification(row, language),
  createdAt: row.created_at.toISOString(),
  readAt: row.read_at?.toISOString() ?? null,
});

/**
 * `GET /notifications` (SPEC §12.4): one page of the inbox, newest first, by keyset on
 * (created_at, id) like the histories — `limit + 1` entries of the page index wherever the page
 * starts — and the unread count from the partial index of unread rows. Worded in `language`, the
 * request's. The bell polls this: two index reads, nothing written.
 */
export async function notificationsPage(
  db: Queryable,
  cursors: HistoryCursors,
  userId: string,
  query: NotificationsQuery,
  language: Language,
): Promise<NotificationsPage> {
  const limit = query.limit ?? DEFAULT_LIMIT;
  const after = query.cursor ? cursors.decode('notifications', userId, query.cursor) : undefined;
  const params: unknown[] = [userId, limit + 1];
  let keyset = '';
  if (after) {
    params.push(after.createdAt, after.id);
    keyset = 'AND (created_at, id) < ($3::timestamptz, $4::uuid)';
  }
  const [found, [counted]] = await Promise.all([
    db.query<NotificationRow>(
      `SELECT id, kind, details, created_at, read_at, ${CURSOR_POSITION_SQL} AS position
         FROM notifications WHERE user_id = $1 ${keyset}
        ORDER BY created_at DESC, id DESC LIMIT $2`,
      params,
    ),
    db.query<{ unread: number }>(
      'SELECT count(*)::int AS unread FROM notifications WHERE user_id = $1 AND read_at IS NULL',
      [userId],
    ),
  ]);
  const rows = found.slice(0, limit);
  const last = rows[rows.length - 1];
  return {
    notifications: rows.map((row) => toApi(row, language)),
    nextCursor:
      found.length > limit && last
        ? cursors.encode('notifications', userId, { createdAt: last.position, id: last.id })
        : null,
    unread: counted?.unread ?? 0,
  };
}

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Marks the user's own notifications among `ids` read; others' and unknown ids change nothing. */
export async function markRead(db: Queryable, userId: string, ids: readonly string[]) {
  const own = ids.filter((id) => UUID_PATTERN.test(id));
  if (own.length === 0) return;
  await db.query(
    `UPDATE notifications SET read_at = clock_timestamp()
      WHERE user_id = $1 AND id = ANY($2::uuid[]) AND read_at IS NULL`,
    [userId, own],
  );
}
