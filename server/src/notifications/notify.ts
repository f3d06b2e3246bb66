import type { NotificationKind } from '../../../src/api/contract';
import { ALWAYS_EMAILED_KINDS } from '../../../src/api/contract/constants';
import { isLanguage } from '../../../src/i18n/languages';
import type { Queryable } from '../db/database';
import { queueEmails } from '../mail/mailOutbox';
import { renderNotification, type NewNotification } from './render';

export { renderNotification } from './render';
export type {
  NewNotification,
  NotificationDetails,
  SecurityContext,
  SecurityNotice,
} from './render';

/**
 * The notification outbox (SPEC §12.4): a notification is inserted in the caller's transaction,
 * the one that records the event it reports — so it commits with the event or not at all, and
 * an event that is recorded once is told once. Its e-mail, when the user wants that kind by
 * e-mail, is queued in the same transaction (the mail outbox, server/src/mail).
 */

export interface Addressed {
  userId: string;
  notification: NewNotification;
  /**
   * When the event happened, for the demo's sample history only (server/src/demo): the
   * notification is dated then, and not e-mailed — an e-mail tells of an event as it happens,
   * and a past one would only fill the inbox with old news. Else the database clock, e-mailed.
   */
  at?: Date;
}

/** The phrase-changed e-mail shows no phrase, so a phrase is never e-mailed by itself. */
const showsPhrase = ({ kind, details }: NewNotification) =>
  !(kind === 'security' && details.event === 'phrase_changed');

/**
 * Security e-mails carry a link that locks the account (SPEC §12.5), issued when the e-mail is
 * sent (mail/mailSender.ts) — all but the ones telling of a lock or an unlock, where it would
 * make no sense. Never in the inbox: the link is a token.
 */
const offersLock = ({ kind, details }: NewNotification) =>
  kind === 'security' && details.event !== 'account_locked' && details.event !== 'account_unlocked';

/**
 * Queues the e-mail of each notification whose user wants its kind by e-mail (the switch is on,
 * as it is by default, or the kind is always e-mailed), worded in the user's language — one
 * query for all the users, one insert for all the e-mails.
 */
async function queueWantedEmails(tx: Queryable, notifications: readonly Addressed[]) {
  const wanted = await tx.query<{ position: string; language: string }>(
    `SELECT n.position::text AS position, u.language
       FROM unnest($1::uuid[], $2::text[]) WITH ORDINALITY AS n(user_id, kind, position)
       JOIN users u ON u.id = n.user_id
       LEFT JOIN notification_email_settings s ON s.user_id = n.user_id AND s.kind = n.kind
      WHERE n.kind = ANY($3::text[]) OR COALESCE(s.email, true)`,
    [
      notifications.map(({ userId }) => userId),
      notifications.map(({ notification }) => notification.kind),
      [...ALWAYS_EMAILED_KINDS],
    ],
  );
  await queueEmails(
    tx,
    wanted.flatMap(({ position, language }) => {
      const addressed = notifications[Number(position) - 1];
      if (!addressed) return [];
      const inLanguage = isLanguage(language) ? language : 'en';
      const { title, body } = renderNotification(addressed.notification, inLanguage);
      return [
        {
          userId: addressed.userId,
          kind: addressed.notification.kind,
          title,
          body,
          language: inLanguage,
          showPhrase: showsPhrase(addressed.notification),
          offersLock: offersLock(addressed.notification),
        },
      ];
    }),
  );
}

/**
 * Writes several notifications in one statement (an alert refresh fires many at once), and the
 * e-mails of those their users want by e-mail.
 */
export async function notifyAll(tx: Queryable, notifications: readonly Addressed[]): Promise<void> {
  if (notifications.length === 0) return;
  const current = notifications.filter(({ at }) => at === undefined);
  if (current.length > 0) await queueWantedEmails(tx, current);
  await tx.query(
    `INSERT INTO notifications (user_id, kind, details, created_at)
     SELECT user_id, kind, details, COALESCE(at, clock_timestamp())
       FROM unnest($1::uuid[], $2::text[], $3::jsonb[], $4::timestamptz[])
         AS n(user_id, kind, details, at)`,
    [
      notifications.map(({ userId }) => userId),
      notifications.map(({ notification }) => notification.kind),
      notifications.map(({ notification }) => JSON.stringify(notification.details)),
      notifications.map(({ at }) => at?.toISOString() ?? null),
    ],
  );
}

/** When the event happened (the demo's sample history). */
export type NotifyOptions = Pick<Addressed, 'at'>;

/** Writes one notification for `userId` inside `tx`, the transaction of its event. */
export const notify = (
  tx: Queryable,
  userId: string,
  notification: NewNotification,
  options: NotifyOptions = {},
) => notifyAll(tx, [{ userId, notification, ...options }]);

/** Security e-mails cannot be switched off (SPEC §12.4). */
export const alwaysEmailed = (kind: NotificationKind) =>
  (ALWAYS_EMAILED_KINDS as readonly string[]).includes(kind);
