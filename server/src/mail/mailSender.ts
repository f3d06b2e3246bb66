import { createTransport, type Transporter } from 'nodemailer';
import type { NotificationKind } from '../../../src/api/contract';
import type { Language } from '../../../src/i18n/languages';
import type { Database } from '../db/database';
import type { JobLog } from '../jobs/jobQueue';
import type { SmtpTimeouts } from './mailSettings';
import { openPhrase } from '../accounts/antiPhishingPhrase';
import { issueLockLink } from '../accounts/lockTokens';
import type { AppConfig } from '../config';
import { serverMessage } from '../i18n/serverMessages';
import type { KeyRing } from '../security/secretBox';
import { renderMail } from './templates/layout';

/**
 * Sending the outbox (SPEC §12.4). A row is claimed in a statement of its own — `FOR UPDATE SKIP
 * LOCKED`, so two senders never take one row — and the claim moves its next_attempt_at a lease
 * ahead and counts the attempt. The e-mail is then sent with no transaction open, and the row
 * marked sent, failed, or due again after a backoff. A sender that dies between claim and mark
 * leaves the row to come due when its lease ends, and it is sent again: delivery is at least
 * once, as SMTP allows no better (an accepted message cannot be taken back, nor can a sender
 * learn it was accepted if the process died before reading the answer). Every attempt of one row
 * carries the same Message-ID, so a mail client can tell such a copy for what it is.
 */

/** Longer than a send can take with the SMTP timeouts, so a live sender keeps its claim. */
export const MAIL_CLAIM_LEASE_MS = 5 * 60_000;
/**
 * How long one sweep goes on claiming: a backlog (a price crossing many users' alerts) drains
 * sweep after sweep — and on several instances at once, each claiming its own rows — while no
 * job runs for long.
 */
export const MAIL_SWEEP_BUDGET_MS = 60_000;
const FIRST_RETRY_MS = 30_000;
const LONGEST_RETRY_MS = 60 * 60_000;
const ERROR_MAX_LENGTH = 500;

/** Wait before the try after `attempts` failed ones: 30 s, doubling, at most an hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), LONGEST_RETRY_MS);
}

export function smtpTransport(smtpUrl: string, timeouts: SmtpTimeouts): Transporter {
  return createTransport({
    url: smtpUrl,
    connectionTimeout: timeouts.connectionMs,
    greetingTimeout: timeouts.greetingMs,
    socketTimeout: timeouts.socketMs,
    // The SMTP conversation (addresses included) stays out of the logs.
    logger: false,
    debug: false,
  });
}

export interface ClaimedMail {
  id: string;
  kind: NotificationKind;
  language: Language;
  title: string;
  body: string;
  /** This attempt's number, counted at the claim. */
  attempts: number;
  /** The user's address now. */
  email: string;
  userId: string;
  /** Whether this e-mail shows the user's anti-phishing phrase (not the phrase-changed one). */
  showPhrase: boolean;
  /** The user's phrase now, sealed (antiPhishingPhrase.ts); null when none is set. */
  sealedPhrase: string | null;
  /** Whether this e-mail offers a link that locks the account (a security e-mail). */
  offersLock: boolean;
  /** Whether the account is locked now: then no link to lock it is issued. */
  locked: boolean;
}

/** Claims the longest-due row, or null when none is due (or every due one is claimed). */
export async function claimDueMail(
  db: Database,
  now: Date,
  leaseMs = MAIL_CLAIM_LEASE_MS,
): Promise<ClaimedMail | null> {
  const [row] = await db.query<ClaimedMail>(
    `UPDATE mail_outbox AS o
        SET attempts = o.attempts + 1, next_attempt_at = $2
       FROM users AS u
      WHERE u.id = o.user_id
        AND o.id = (SELECT id FROM mail_outbox
                     WHERE status = 'pending' AND next_attempt_at <= $1
                     ORDER BY next_attempt_at, seq
                     LIMIT 1
                     FOR UPDATE SKIP LOCKED)
      RETURNING o.id, o.kind, o.language, o.title, o.body, o.attempts, u.email,
                o.user_id AS "userId", o.show_phrase AS "showPhrase",
                u.anti_phishing_phrase AS "sealedPhrase", o.offers_lock AS "offersLock",
                (u.locked_at IS NOT NULL) AS locked`,
    [now, new Date(now.getTime() + leaseMs)],
  );
  return row ?? null;
}

/**
 * The user's anti-phishing phrase as it is when the e-mail is sent (so a phrase set after an
 * e-mail was queued shows in it), when this e-mail shows one.
 */
function phraseOf(mail: ClaimedMail, keys: KeyRing | undefined): string | undefined {
  if (!mail.showPhrase || mail.sealedPhrase === null || !keys) return undefined;
  try {
    return openPhrase(mail.sealedPhrase, keys, mail.userId);
  } catch {
    // Sealed under a key no longer configured: the e-mail, a security one maybe, still goes.
    return undefined;
  }
}

/** The domain of MAIL_FROM, for Message-IDs: `Meridian <no-reply@x.test>` → `x.test`. */
function fromDomain(from: string): string {
  return /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'meridian.localhost';
}

export async function deliverMail(
  transport: Transporter,
  from: string,
  mail: ClaimedMail,
  phraseKeys?: KeyRing,
  /** The link that locks the account, when this e-mail offers one. */
  lockUrl?: string,
): Promise<void> {
  const body = lockUrl
    ? `${mail.body}\n\n${serverMessage(mail.language, 'mail_lock_link', { url: lockUrl })}`
    : mail.body;
  const { subject, text, html } = renderMail({
    ...mail,
    body,
    phrase: phraseOf(mail, phraseKeys),
  });
  await transport.sendMail({
    from,
    to: mail.email,
    subject,
    text,
    html,
    messageId: `<${mail.id}@${fromDomain(from)}>`,
  });
}

/** An SMTP answer: 5xx refuses for good (the address does not exist, the message is refused). */
function responseCodeOf(error: unknown): number | undefined {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' ? code : undefined;
}

/** `unreachable`: to be retried, the server having given no answer (down, or too slow). */
export type SendOutcome = 'sent' | 'retry' | 'unreachable' | 'failed';

export interface MailSweep {
  db: Database;
  transport: Transporter;
  from: string;
  maxAttempts: number;
  now: () => Date;
  log: JobLog;
  leaseMs?: number;
  /** Real time (not `now`, which tests move on) after which the sweep claims nothing more. */
  budgetMs?: number;
  /** Open the users' anti-phishing phrases; without them no e-mail shows one. */
  phraseKeys?: KeyRing;
  /** Where lock links point (APP_URL); without it no e-mail carries one. */
  lockLinks?: Pick<AppConfig, 'appUrl'>;
  /** Asked before each claim: true once the server is stopping, so no new send starts. */
  stopping?: () => boolean;
}

/** Sends one claimed row and records the outcome. */
export async function sendClaimedMail(sweep: MailSweep, mail: ClaimedMail): Promise<SendOutcome> {
  const { db, transport, from, maxAttempts, log } = sweep;
  try {
    // Issued for this attempt: valid LOCK_LINK_HOURS from now, when the user can read it.
    const lockUrl =
      mail.offersLock && !mail.locked && sweep.lockLinks
        ? await issueLockLink(db, mail.userId, sweep.lockLinks)
        : undefined;
    await deliverMail(transport, from, mail, sweep.phraseKeys, lockUrl);
  } catch (error) {
    const responseCode = responseCodeOf(error);
    const permanent = responseCode !== undefined && responseCode >= 500;
    const giveUp = permanent || mail.attempts >= maxAttempts;
    const message = (error instanceof Error ? error.message : String(error)).slice(
      0,
      ERROR_MAX_LENGTH,
    );
    const details = {
      mailId: mail.id,
      attempts: mail.attempts,
      code: (error as { code?: unknown } | null)?.code,
      responseCode,
    };
    if (giveUp) {
      await db.query(`UPDATE mail_outbox SET status = 'failed', last_error = $2 WHERE id = $1`, [
        mail.id,
        message,
      ]);
      log.error(
        details,
        permanent
          ? 'the mail server refused an e-mail; marked failed'
          : 'an e-mail failed too often; marked failed',
      );
      return 'failed';
    }
    const due = new Date(sweep.now().getTime() + retryDelayMs(mail.attempts));
    await db.query(`UPDATE mail_outbox SET next_attempt_at = $2, last_error = $3 WHERE id = $1`, [
      mail.id,
      due,
      message,
    ]);
    log.warn(details, 'could not send an e-mail; it will be retried');
    return responseCode === undefined ? 'unreachable' : 'retry';
  }
  await db.query(
    `UPDATE mail_outbox SET status = 'sent', sent_at = $2, last_error = NULL WHERE id = $1`,
    [mail.id, sweep.now()],
  );
  return 'sent';
}

/**
 * One sweep: claims and sends due rows one by one, until none is due or its budget is spent. A
 * failure with no SMTP answer
 * (refused connection, timeout) ends the sweep — the server is down or slow, and the other rows
 * wait for the next sweep rather than each waiting out the timeout; a refused recipient does not.
 */
export async function sendDueMail(sweep: MailSweep): Promise<Record<SendOutcome, number>> {
  const counts: Record<SendOutcome, number> = { sent: 0, retry: 0, unreachable: 0, failed: 0 };
  const deadline = performance.now() + (sweep.budgetMs ?? MAIL_SWEEP_BUDGET_MS);
  while (performance.now() < deadline && !sweep.stopping?.()) {
    const mail = await claimDueMail(sweep.db, sweep.now(), sweep.leaseMs);
    if (!mail) break;
    const outcome = await sendClaimedMail(sweep, mail);
    counts[outcome] += 1;
    if (outcome === 'unreachable') break;
  }
  return counts;
}
