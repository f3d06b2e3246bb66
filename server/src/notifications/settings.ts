import type { NotificationSettings } from '../../../src/api/contract';
import { NOTIFICATION_KINDS } from '../../../src/api/contract/constants';
import type { Language } from '../../../src/i18n/languages';
import type { Queryable } from '../db/database';
import { DomainError } from '../domainError';
import { alwaysEmailed } from './notify';
import { rememberLanguage } from './userLanguage';

/**
 * Account → Notifications (SPEC §12.4): an e-mail switch per kind, on unless switched off.
 * Security e-mails cannot be switched off: asking for that is refused (400), not silently
 * ignored, so a client never shows a switch state the server does not keep.
 */
export async function emailSettings(db: Queryable, userId: string): Promise<NotificationSettings> {
  const rows = await db.query<{ kind: string; email: boolean }>(
    'SELECT kind, email FROM notification_email_settings WHERE user_id = $1',
    [userId],
  );
  const stored = new Map(rows.map((row) => [row.kind, row.email]));
  const email = Object.fromEntries(
    NOTIFICATION_KINDS.map((kind) => [kind, alwaysEmailed(kind) || (stored.get(kind) ?? true)]),
  ) as NotificationSettings['email'];
  return { email };
}

/** Stores every switch, and the request's language as the one the user's e-mails are written in. */
export async function setEmailSettings(
  db: Queryable,
  userId: string,
  settings: NotificationSettings,
  language: Language,
): Promise<NotificationSettings> {
  const refused = NOTIFICATION_KINDS.filter((kind) => alwaysEmailed(kind) && !settings.email[kind]);
  if (refused.length > 0) throw new DomainError('invalid', 'security_email_always_on');
  const switchable = NOTIFICATION_KINDS.filter((kind) => !alwaysEmailed(kind));
  await db.query(
    `INSERT INTO notification_email_settings AS s (user_id, kind, email)
     SELECT $1, kind, email FROM unnest($2::text[], $3::boolean[]) AS k(kind, email)
     ON CONFLICT (user_id, kind) DO UPDATE SET email = EXCLUDED.email`,
    [userId, switchable, switchable.map((kind) => settings.email[kind])],
  );
  await rememberLanguage(db, userId, language);
  return emailSettings(db, userId);
}
