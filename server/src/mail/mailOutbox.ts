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
  /** False for the one e-mail that must not show the anti-phishing phrase; true by default. */
  showPhrase?: boolean;
  /** Sent with a link that locks the account (a security e-mail, SPEC §12.5); false by default. */
  offersLock?: boolean;
}

/**
 * Queues e-mails to users in the caller's transaction (`tx`), so the event they report and the
 * e-mails commit together or not at all — one statement however many (an alert refresh can fire
 * thousands). Nothing is sent here — the mail job does that (mailJob.ts), so a slow or absent
 * mail server never holds up the request. The address is read from the user's row when the
 * e-mail is sent.
 */
export async function queueEmails(tx: Queryable, emails: readonly QueuedEmail[]): Promise<void> {
  if (emails.length === 0) return;
  await tx.query(
    `INSERT INTO mail_outbox (id, user_id, kind, language, title, body, show_phrase, offers_lock)
     SELECT * FROM unnest($1::uuid[], $2::uuid[], $3::text[], $4::text[], $5::text[], $6::text[],
                          $7::boolean[], $8::boolean[])`,
    [
      emails.map(() => randomUUID()),
      emails.map((email) => email.userId),
      emails.map((email) => email.kind),
      emails.map((email) => email.language),
      emails.map((email) => email.title),
      emails.map((email) => email.body),
      emails.map((email) => email.showPhrase ?? true),
      emails.map((email) => email.offersLock ?? false),
    ],
  );
}

/** Queues one e-mail to a user in the caller's transaction (see queueEmails). */
export const queueEmail = (tx: Queryable, email: QueuedEmail): Promise<void> =>
  queueEmails(tx, [email]);
