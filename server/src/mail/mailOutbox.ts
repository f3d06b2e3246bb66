import { randomUUID } from 'node:crypto';
import type { NotificationKind } from '../../../src/api/contract';
import type { Language } from '../../../src/i18n/languages';
import type { Queryable } from '../db/database';

export interface QueuedEmail {
  userId: string;
  kind: NotificationKind;
  /** Written by the caller for the user, in `language`: never a password, code or token. */
  title: string;
  body: string;
  language: Language;
}

/**
 * Queues one e-mail to a user in the caller's transaction (`tx`), so the event it reports and
 * the e-mail commit together or not at all. Nothing is sent here — the mail job does that
 * (mailJob.ts), so a slow or absent mail server never holds up the request. The address is read
 * from the user's row when the e-mail is sent.
 */
export async function queueEmail(tx: Queryable, email: QueuedEmail): Promise<void> {
  await tx.query(
    `INSERT INTO mail_outbox (id, user_id, kind, language, title, body)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [randomUUID(), email.userId, email.kind, email.language, email.title, email.body],
  );
}
