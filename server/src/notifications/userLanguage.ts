import { isLanguage, type Language } from '../../../src/i18n/languages';
import type { Queryable } from '../db/database';

/**
 * The language a user last used the app in (`users.language`): learned from the request on
 * sign-in, registration and the notification settings, read when something is written to them
 * without a request (an e-mail).
 */
export async function rememberLanguage(db: Queryable, userId: string, language: Language) {
  await db.query('UPDATE users SET language = $2 WHERE id = $1 AND language <> $2', [
    userId,
    language,
  ]);
}

export async function rememberLanguageByEmail(db: Queryable, email: string, language: Language) {
  await db.query('UPDATE users SET language = $2 WHERE email = $1 AND language <> $2', [
    email.trim().toLowerCase(),
    language,
  ]);
}

export async function languageOfUser(db: Queryable, userId: string): Promise<Language> {
  const [row] = await db.query<{ language: string }>('SELECT language FROM users WHERE id = $1', [
    userId,
  ]);
  return isLanguage(row?.language) ? row.language : 'en';
}
