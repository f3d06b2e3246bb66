import type { Database } from '../db/database';
import type { JobLog, JobQueue } from '../jobs/jobQueue';
import { sendDueMail, smtpTransport } from './mailSender';
import type { MailConfig } from './mailSettings';
import type { KeyRing } from '../security/secretBox';

export const MAIL_SEND_JOB = 'mail.send';

/**
 * The mail job (SPEC §12.4, §12.7): every MAIL_SWEEP_SECONDS one instance — whichever claims
 * that slot's job on the shared queue, as with the price job — sends the due rows of the outbox
 * (mailSender.ts). Each row is also claimed with `FOR UPDATE SKIP LOCKED`, so a sweep that
 * outlasts its slot and the next slot's sweep never send one row twice. Returns the function
 * that stops offering and starting sends; the queue's own stop then waits for the send in hand.
 */
export async function startMailJob(
  queue: JobQueue,
  {
    db,
    mail,
    now,
    log,
    phraseKeys,
    appUrl,
  }: {
    db: Database;
    mail: MailConfig;
    now: () => Date;
    log: JobLog;
    phraseKeys: KeyRing;
    /** Where the lock links of security e-mails point (APP_URL). */
    appUrl: string;
  },
): Promise<() => void> {
  const { smtpUrl, sweepSeconds } = mail;
  if (smtpUrl === undefined) {
    log.warn(
      {},
      'SMTP_URL is not set: e-mails are queued in the database and sent once a server with SMTP_URL runs',
    );
    return () => {};
  }
  const transport = smtpTransport(smtpUrl, mail.timeouts);
  let stopping = false;
  await queue.work(
    MAIL_SEND_JOB,
    { pollingIntervalSeconds: Math.max(0.5, Math.min(2, sweepSeconds / 2)) },
    async () => {
      await sendDueMail({
        db,
        transport,
        from: mail.from,
        maxAttempts: mail.maxAttempts,
        phraseKeys,
        lockLinks: { appUrl },
        now,
        log,
        stopping: () => stopping,
      }).catch((error: unknown) => log.error({ err: error }, 'the mail job failed'));
    },
  );
  const offer = () =>
    queue
      .sendOncePerSlot(MAIL_SEND_JOB, {}, sweepSeconds)
      .catch((error: unknown) => log.error({ err: error }, 'could not queue the mail job'));
  await offer();
  const timer = setInterval(() => void offer(), (sweepSeconds * 1000) / 2);
  return () => {
    stopping = true;
    clearInterval(timer);
  };
}
