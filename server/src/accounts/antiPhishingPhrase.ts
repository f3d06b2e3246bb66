import type { AntiPhishingPhraseResponse } from '../../../src/api/contract';
import type { Database } from '../db/database';
import { notify } from '../notifications/notify';
import { isSealedWithCurrentKey, open, seal, type KeyRing } from '../security/secretBox';
import { requireRecentAuthentication } from './recentAuthentication';
import { insertSecurityEvent, securityContext } from './securityEvents';
import type { ClientInfo, SignedIn } from './sessions';
import { twoFactorKeys, type AtRestKeySettings } from './twoFactor';

/**
 * The anti-phishing phrase (SPEC §12.5): words the user chooses, shown at the top of every
 * e-mail Meridian sends them, so a phishing e-mail without it gives itself away. Sealed at rest
 * like a TOTP secret (secretBox.ts, bound to the user id) and read when each e-mail is sent
 * (mailSender.ts). Setting or removing it asks for a recent sign-in or the password, and is
 * e-mailed — without the new phrase: a phrase is never e-mailed by itself.
 */

/** The key ring of phrases: ENCRYPTION_KEY (or TOKEN_SECRET), with the previous ones read. */
export const phraseKeyRing = (settings: AtRestKeySettings): KeyRing =>
  twoFactorKeys(settings).phrases;

/**
 * Re-seals every phrase not sealed under the current key (`reencrypt-secrets`, after a key
 * rotation), each under its row lock; returns how many were re-sealed and the e-mails of the
 * users whose phrase no configured key opens.
 */
export async function resealPhrases(
  db: Database,
  keys: KeyRing,
): Promise<{ resealed: number; unreadable: string[] }> {
  const owners = await db.query<{ id: string; email: string }>(
    'SELECT id, email FROM users WHERE anti_phishing_phrase IS NOT NULL ORDER BY email',
  );
  const report = { resealed: 0, unreadable: [] as string[] };
  for (const { id, email } of owners) {
    await db.transaction(async (tx) => {
      const [row] = await tx.query<{ sealed: string | null }>(
        'SELECT anti_phishing_phrase AS sealed FROM users WHERE id = $1 FOR UPDATE',
        [id],
      );
      if (!row?.sealed || isSealedWithCurrentKey(row.sealed, keys)) return;
      try {
        const resealed = seal(open(row.sealed, keys, id), keys, id);
        await tx.query('UPDATE users SET anti_phishing_phrase = $2 WHERE id = $1', [id, resealed]);
        report.resealed += 1;
      } catch {
        report.unreadable.push(email);
      }
    });
  }
  return report;
}

export const openPhrase = (sealed: string, keys: KeyRing, userId: string): string =>
  open(sealed, keys, userId);

/** `GET /auth/anti-phishing-phrase`: the owner's phrase, or null. */
export async function readPhrase(
  db: Database,
  userId: string,
  keys: KeyRing,
): Promise<AntiPhishingPhraseResponse> {
  const [row] = await db.query<{ anti_phishing_phrase: string | null }>(
    'SELECT anti_phishing_phrase FROM users WHERE id = $1',
    [userId],
  );
  const sealed = row?.anti_phishing_phrase ?? null;
  return { phrase: sealed === null ? null : openPhrase(sealed, keys, userId) };
}

/** `PUT /auth/anti-phishing-phrase`: sets (or with null removes) the phrase, behind a step-up. */
export async function changePhrase(
  db: Database,
  signedIn: SignedIn,
  request: { phrase: string | null; password?: string | undefined },
  { keys, client }: { keys: KeyRing; client: ClientInfo },
): Promise<void> {
  await requireRecentAuthentication(db, signedIn, request.password);
  const userId = signedIn.user.id;
  const phrase = request.phrase?.trim() || null;
  await db.transaction(async (tx) => {
    await tx.query('UPDATE users SET anti_phishing_phrase = $2, updated_at = now() WHERE id = $1', [
      userId,
      phrase === null ? null : seal(phrase, keys, userId),
    ]);
    const at = await insertSecurityEvent(tx, userId, client, {
      kind: 'phrase_changed',
      detail: { removed: phrase === null },
    });
    await notify(tx, userId, {
      kind: 'security',
      details: { event: 'phrase_changed', context: securityContext(client, at) },
    });
  });
}
