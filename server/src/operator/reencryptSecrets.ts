import type { TwoFactorKeys } from '../accounts/twoFactor';
import { resealPhrases } from '../accounts/antiPhishingPhrase';
import type { Database } from '../db/database';
import { isSealedWithCurrentKey, open, seal } from '../security/secretBox';
import { OperatorError } from './commands';

/**
 * The last step of rotating ENCRYPTION_KEY (README, "Rotating ENCRYPTION_KEY"): every stored
 * TOTP secret — in force or waiting for its first code — is re-sealed under the current key,
 * so the previous key can then be dropped. Each user's row is re-sealed in its own
 * transaction under a row lock, so a user enabling 2FA at that moment never loses a secret.
 */

/** The sealed columns of two_factor. */
const SEALED_COLUMNS = ['secret', 'pending_secret'] as const;
type SealedColumn = (typeof SEALED_COLUMNS)[number];

export interface ReencryptReport {
  /** The id of the key everything is sealed under now (as the server logs it at start). */
  keyId: string;
  resealed: number;
  alreadyCurrent: number;
  /** Values no configured key opens: those users need an operator `reset-2fa`. */
  unreadable: Array<{ email: string; column: SealedColumn }>;
  /** Unused recovery codes hashed under a previous key: they work while it is configured. */
  recoveryCodesUnderPreviousKeys: { codes: number; users: number };
  /** Anti-phishing phrases re-sealed, and the users whose phrase no configured key opens. */
  phrases: { resealed: number; unreadable: string[] };
}

type SealedRow = Record<SealedColumn, string | null>;

export async function reencryptSecrets(
  db: Database,
  keys: TwoFactorKeys,
): Promise<ReencryptReport> {
  const ring = keys.secrets;
  const report: ReencryptReport = {
    keyId: ring.current.id,
    resealed: 0,
    alreadyCurrent: 0,
    unreadable: [],
    recoveryCodesUnderPreviousKeys: { codes: 0, users: 0 },
    phrases: { resealed: 0, unreadable: [] },
  };
  const owners = await db.query<{ user_id: string; email: string }>(
    `SELECT t.user_id, u.email FROM two_factor t JOIN users u ON u.id = t.user_id
      ORDER BY u.email`,
  );
  for (const { user_id: userId, email } of owners) {
    await db.transaction(async (tx) => {
      const [row] = await tx.query<SealedRow>(
        'SELECT secret, pending_secret FROM two_factor WHERE user_id = $1 FOR UPDATE',
        [userId],
      );
      if (!row) return;
      const resealed: SealedRow = { ...row };
      for (const column of SEALED_COLUMNS) {
        const sealed = row[column];
        if (sealed === null) continue;
        try {
          if (isSealedWithCurrentKey(sealed, ring)) {
            report.alreadyCurrent += 1;
            continue;
          }
          resealed[column] = seal(open(sealed, ring, userId), ring, userId);
          report.resealed += 1;
        } catch {
          report.unreadable.push({ email, column });
        }
      }
      if (resealed.secret !== row.secret || resealed.pending_secret !== row.pending_secret) {
        await tx.query(
          'UPDATE two_factor SET secret = $2, pending_secret = $3 WHERE user_id = $1',
          [userId, resealed.secret, resealed.pending_secret],
        );
      }
    });
  }
  const [codes] = await db.query<{ codes: number; users: number }>(
    `SELECT count(*)::int AS codes, count(DISTINCT user_id)::int AS users FROM recovery_codes
      WHERE used_at IS NULL AND code_hash NOT LIKE $1`,
    [`${keys.recoveryCodes.current.id}:%`],
  );
  if (codes) report.recoveryCodesUnderPreviousKeys = codes;
  report.phrases = await resealPhrases(db, keys.phrases);
  return report;
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** The report as the CLI prints it; unreadable secrets make it an error (exit code 1). */
export function formatReencryptReport(report: ReencryptReport): string {
  const { codes, users } = report.recoveryCodesUnderPreviousKeys;
  const lines = [
    `Re-sealed ${plural(report.resealed, 'TOTP secret')} under key ${report.keyId}; ` +
      `${report.alreadyCurrent} already were.`,
    codes === 0
      ? 'No unused recovery code depends on a previous key.'
      : `${plural(codes, 'unused recovery code')} of ${plural(users, 'user')} ` +
        'are hashed under a previous key: they work while that key stays in ' +
        'ENCRYPTION_KEY_PREVIOUS (a hash cannot be re-keyed; new codes come with turning 2FA ' +
        'off and on again).',
    `Re-sealed ${plural(report.phrases.resealed, 'anti-phishing phrase')}.`,
    ...(report.phrases.unreadable.length > 0
      ? [
          `${plural(report.phrases.unreadable.length, 'anti-phishing phrase')} open with no ` +
            `configured key (e-mails go without it until the user sets it again): ` +
            report.phrases.unreadable.join(', '),
        ]
      : []),
  ];
  if (report.unreadable.length > 0) {
    const who = report.unreadable.map(({ email, column }) => `  ${email} (${column})`);
    throw new OperatorError(
      [
        ...lines,
        `${plural(report.unreadable.length, 'secret')} open with no configured key ` +
          '(is the old key missing from ENCRYPTION_KEY_PREVIOUS?):',
        ...who,
      ].join('\n'),
    );
  }
  return lines.join('\n');
}
