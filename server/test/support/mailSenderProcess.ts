/**
 * One sweep of the mail sender in a process of its own, on the PostgreSQL in DATABASE_URL and
 * the SMTP server in SMTP_URL — for the test that kills a sender halfway (mailOutbox.test.ts).
 */
import { openPostgresDatabase } from '../../src/db/postgresDatabase';
import { sendDueMail, smtpTransport } from '../../src/mail/mailSender';
import { DEFAULT_MAIL_FROM, DEFAULT_SMTP_TIMEOUTS } from '../../src/mail/mailSettings';

async function main(): Promise<void> {
  const { DATABASE_URL, SMTP_URL } = process.env;
  if (!DATABASE_URL || !SMTP_URL) throw new Error('DATABASE_URL and SMTP_URL are required');
  const db = await openPostgresDatabase(DATABASE_URL);
  try {
    await sendDueMail({
      db,
      transport: smtpTransport(SMTP_URL, DEFAULT_SMTP_TIMEOUTS),
      from: DEFAULT_MAIL_FROM,
      maxAttempts: 8,
      now: () => new Date(),
      log: { warn: () => {}, error: () => {} },
    });
  } finally {
    await db.close();
  }
}

void main();
