/**
 * SPEC §12.4: e-mail through a real SMTP server on loopback (test/support/smtp.ts), from the
 * outbox a transaction writes to the sender that claims, sends and marks each row. The sender
 * is driven here sweep by sweep with a clock the tests move on (mailJob.test.ts runs it on the
 * job queue). On PGlite, and on PostgreSQL with DATABASE_URL.
 */
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { afterEach, beforeEach, test } from 'node:test';
import type { Transporter } from 'nodemailer';
import type { JobLog } from '../src/jobs/jobQueue';
import { queueEmail, type QueuedEmail } from '../src/mail/mailOutbox';
import {
  claimDueMail,
  deliverMail,
  MAIL_CLAIM_LEASE_MS,
  retryDelayMs,
  sendDueMail,
  smtpTransport,
  type MailSweep,
} from '../src/mail/mailSender';
import { DEFAULT_SMTP_TIMEOUTS, DEFAULT_MAIL_FROM } from '../src/mail/mailSettings';
import {
  createUser,
  plainRows,
  testServerForFile,
  TYPESCRIPT_NODE_ARGS,
  userIdOf,
  type TestUser,
} from './helpers';
import { startTestSmtp, type TestSmtp } from './support/smtp';

const server = testServerForFile();
let smtp: TestSmtp;
/** The sender's clock: real time plus what a test skipped over. */
let skipped = 0;
const now = () => new Date(Date.now() + skipped);
const later = (ms: number) => (skipped += ms);

function recordingLog() {
  const lines: string[] = [];
  const log: JobLog = {
    warn: (_details, message) => lines.push(message),
    error: (_details, message) => lines.push(message),
  };
  return { log, lines };
}

function sweeper(overrides: Partial<MailSweep> = {}): MailSweep {
  return {
    db: server.db,
    transport: smtpTransport(smtp.url, DEFAULT_SMTP_TIMEOUTS),
    from: DEFAULT_MAIL_FROM,
    maxAttempts: 8,
    now,
    log: recordingLog().log,
    ...overrides,
  };
}

async function user(): Promise<{ user: TestUser; id: string }> {
  const created = await createUser(server);
  return { user: created, id: await userIdOf(server, created) };
}

function mailTo(userId: string, overrides: Partial<QueuedEmail> = {}): QueuedEmail {
  return {
    userId,
    kind: 'deposit_approved',
    title: 'Deposit approved',
    body: 'Your deposit of $5,000.00 was approved.',
    language: 'en',
    ...overrides,
  };
}

async function queue(...emails: QueuedEmail[]): Promise<void> {
  await server.db.transaction(async (tx) => {
    for (const email of emails) await queueEmail(tx, email);
  });
}

interface OutboxRow {
  id: string;
  status: string;
  attempts: number;
  last_error: string | null;
  next_attempt_at: Date;
}

async function outbox(): Promise<OutboxRow[]> {
  return plainRows(
    await server.db.query<OutboxRow>(
      'SELECT id, status, attempts, last_error, next_attempt_at FROM mail_outbox ORDER BY seq',
    ),
  );
}

beforeEach(async () => {
  smtp = await startTestSmtp();
  skipped = 0;
  await server.db.query('DELETE FROM mail_outbox');
});

afterEach(async () => {
  await smtp.stop();
});

test('an e-mail arrives with an HTML and a plain-text part, in the language it was queued in', async () => {
  const { user: ada, id } = await user();
  await queue(
    mailTo(id, {
      language: 'es',
      title: 'Depósito <aprobado>',
      body: 'Tu depósito de 5.000,00 $ fue aprobado.\n\nGracias & hasta pronto.',
    }),
  );

  assert.deepEqual(await sendDueMail(sweeper()), { sent: 1, retry: 0, unreachable: 0, failed: 0 });

  const [mail] = await smtp.waitForMessages(1);
  assert.ok(mail);
  assert.deepEqual(mail.to, [ada.email]);
  assert.equal(mail.parsed.subject, 'Depósito <aprobado>');
  assert.equal(mail.parsed.from?.text, DEFAULT_MAIL_FROM.replace('Meridian', '"Meridian"'));
  const { text = '', html } = mail.parsed;
  assert.ok(typeof html === 'string');
  assert.match(text, /^Hola:$/m);
  assert.match(text, /Tu depósito de 5\.000,00 \$ fue aprobado\./);
  assert.match(text, /Cuenta → Notificaciones/);
  assert.match(html, /<html lang="es">/);
  // The given text is escaped, never markup of its own.
  assert.match(html, /Depósito &lt;aprobado&gt;/);
  assert.match(html, /Gracias &amp; hasta pronto\./);
  assert.doesNotMatch(html, /<aprobado>/);
  // The address is the envelope's, never in the message's text.
  assert.ok(!text.includes(ada.email) && !html.includes(ada.email));
  const [row] = await outbox();
  assert.equal(row?.status, 'sent');
  assert.equal(mail.parsed.messageId, `<${row?.id}@meridian.localhost>`);
});

test('an e-mail queued in a transaction that rolls back is never sent', async () => {
  const { id } = await user();
  await assert.rejects(
    server.db.transaction(async (tx) => {
      await queueEmail(tx, mailTo(id));
      throw new Error('the event failed');
    }),
    /the event failed/,
  );
  assert.deepEqual(await outbox(), []);
  assert.equal((await sendDueMail(sweeper())).sent, 0);
  assert.equal(smtp.messages.length, 0);
});

test('with the mail server down the e-mails wait; once it is back each arrives exactly once', async () => {
  const [{ id: first }, { id: second }] = [await user(), await user()];
  await smtp.stop();
  await queue(mailTo(first), mailTo(second), mailTo(first, { title: 'Withdrawal sent' }));
  const { log, lines } = recordingLog();
  const sweep = sweeper({ log });

  // The first refused connection ends the sweep: the others are not each tried against it.
  assert.deepEqual(await sendDueMail(sweep), { sent: 0, retry: 0, unreachable: 1, failed: 0 });
  const waiting = await outbox();
  assert.deepEqual(
    waiting.map(({ status, attempts }) => [status, attempts]),
    [
      ['pending', 1],
      ['pending', 0],
      ['pending', 0],
    ],
  );
  assert.match(waiting[0]?.last_error ?? '', /ECONNREFUSED|connect/i);
  assert.deepEqual(lines, ['could not send an e-mail; it will be retried']);

  await smtp.start();
  // The retried row waits out its backoff; the untried ones go now.
  assert.equal((await sendDueMail(sweep)).sent, 2);
  later(retryDelayMs(1));
  assert.equal((await sendDueMail(sweep)).sent, 1);
  later(retryDelayMs(8));
  assert.equal((await sendDueMail(sweep)).sent, 0);

  const mails = await smtp.waitForMessages(3);
  assert.equal(mails.length, 3);
  const rows = await outbox();
  assert.deepEqual(
    rows.map(({ status }) => status),
    ['sent', 'sent', 'sent'],
  );
  assert.deepEqual(
    new Set(mails.map(({ parsed }) => parsed.messageId)),
    new Set(rows.map(({ id }) => `<${id}@meridian.localhost>`)),
  );
});

test('retries back off from 30 seconds, doubling, to at most an hour', () => {
  assert.deepEqual(
    [1, 2, 3, 4, 7, 8, 20].map(retryDelayMs),
    [30_000, 60_000, 120_000, 240_000, 1_920_000, 3_600_000, 3_600_000],
  );
});

test('an e-mail that keeps failing is marked failed after MAIL_MAX_ATTEMPTS and kept', async () => {
  const { id } = await user();
  await smtp.stop();
  await queue(mailTo(id));
  const sweep = sweeper({ maxAttempts: 3 });
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    await sendDueMail(sweep);
    later(retryDelayMs(attempt));
  }
  const [row] = await outbox();
  assert.equal(row?.status, 'failed');
  assert.equal(row?.attempts, 3);
  assert.ok(row?.last_error);

  await smtp.start();
  later(retryDelayMs(8));
  assert.equal((await sendDueMail(sweep)).sent, 0);
  assert.equal(smtp.messages.length, 0);
});

test('a recipient the server refuses fails after one attempt; the others are delivered', async () => {
  const [{ user: refused, id: refusedId }, { user: other, id: otherId }] = [
    await user(),
    await user(),
  ];
  smtp.refuseRecipient(refused.email);
  await queue(mailTo(refusedId), mailTo(otherId));

  assert.deepEqual(await sendDueMail(sweeper()), { sent: 1, retry: 0, unreachable: 0, failed: 1 });
  later(retryDelayMs(8));
  assert.equal((await sendDueMail(sweeper())).failed, 0);

  // Rows queued in one transaction may share a timestamp: told apart by their user.
  const rows = plainRows(
    await server.db.query<{
      user_id: string;
      status: string;
      attempts: number;
      last_error: string | null;
    }>('SELECT user_id, status, attempts, last_error FROM mail_outbox'),
  );
  const refusedRow = rows.find(({ user_id }) => user_id === refusedId);
  const otherRow = rows.find(({ user_id }) => user_id === otherId);
  assert.deepEqual([refusedRow?.status, refusedRow?.attempts], ['failed', 1]);
  assert.deepEqual([otherRow?.status, otherRow?.attempts], ['sent', 1]);
  assert.match(refusedRow?.last_error ?? '', /550/);
  assert.deepEqual(
    smtp.messages.map(({ to }) => to),
    [[other.email]],
  );
});

test('a slow mail server delays the mail, never the transaction that queues one', async () => {
  const { id } = await user();
  await queue(mailTo(id, { title: 'First' }));
  const held = smtp.holdGreetings();
  const sweeping = sendDueMail(sweeper());
  await held.connected;

  // The sender is mid-conversation with the server, holding no transaction or lock: queueing
  // (and any request) goes on as usual — on PGlite's single connection too.
  await queue(mailTo(id, { title: 'Second' }));
  const health = await fetch(`${server.baseUrl}/health/ready`);
  assert.equal(health.status, 200);
  assert.equal(smtp.messages.length, 0);

  held.release();
  assert.equal((await sweeping).sent, 2);
  const mails = await smtp.waitForMessages(2);
  assert.deepEqual(
    mails.map(({ parsed }) => parsed.subject),
    ['First', 'Second'],
  );
});

test('a server that never greets times out into a retry, and the mail goes once it answers', async () => {
  const { id } = await user();
  await queue(mailTo(id));
  const held = smtp.holdGreetings();
  const impatient = smtpTransport(smtp.url, { ...DEFAULT_SMTP_TIMEOUTS, greetingMs: 300 });

  assert.equal((await sendDueMail(sweeper({ transport: impatient }))).unreachable, 1);
  const [waiting] = await outbox();
  assert.equal(waiting?.status, 'pending');
  assert.match(waiting?.last_error ?? '', /greeting/i);

  held.release();
  later(retryDelayMs(1));
  assert.equal((await sendDueMail(sweeper({ transport: impatient }))).sent, 1);
  assert.equal((await smtp.waitForMessages(1)).length, 1);
});

test('a sweep claims nothing more once the server is stopping or its time is spent', async () => {
  const { id } = await user();
  await queue(mailTo(id), mailTo(id), mailTo(id));

  assert.equal((await sendDueMail(sweeper({ budgetMs: 0 }))).sent, 0);
  const stopping = () => smtp.messages.length >= 1;
  assert.equal((await sendDueMail(sweeper({ stopping }))).sent, 1);
  assert.deepEqual(
    (await outbox()).map(({ status, attempts }) => [status, attempts]),
    [
      ['sent', 1],
      ['pending', 0],
      ['pending', 0],
    ],
  );
  assert.equal((await sendDueMail(sweeper())).sent, 2);
});

test('two senders at once send every e-mail exactly once', async () => {
  const { id } = await user();
  const emails = Array.from({ length: 20 }, (_, index) => mailTo(id, { title: `Mail ${index}` }));
  await queue(...emails);

  const counts = await Promise.all([sendDueMail(sweeper()), sendDueMail(sweeper())]);
  assert.equal(counts[0].sent + counts[1].sent, 20);

  const mails = await smtp.waitForMessages(20);
  assert.equal(mails.length, 20);
  assert.equal(new Set(mails.map(({ parsed }) => parsed.subject)).size, 20);
  assert.ok((await outbox()).every(({ status, attempts }) => status === 'sent' && attempts === 1));
});

test('a sender that dies holding a claim leaves it to be sent after the lease, once', async () => {
  const { id } = await user();
  await queue(mailTo(id));
  // Claimed, then the process is gone before it sends: nothing else may take the row meanwhile…
  assert.ok(await claimDueMail(server.db, now()));
  assert.equal((await sendDueMail(sweeper())).sent, 0);

  // …until its lease runs out.
  later(MAIL_CLAIM_LEASE_MS);
  assert.equal((await sendDueMail(sweeper())).sent, 1);
  later(MAIL_CLAIM_LEASE_MS);
  assert.equal((await sendDueMail(sweeper())).sent, 0);

  assert.equal((await smtp.waitForMessages(1)).length, 1);
  const [row] = await outbox();
  assert.equal(row?.status, 'sent');
  assert.equal(row?.attempts, 2);
});

test(
  'a sender process killed between claim and mark leaves the e-mail to be retried, once',
  // Another process needs a database it can share: PostgreSQL.
  { skip: process.env.DATABASE_URL ? false : 'needs DATABASE_URL (a second process)' },
  async () => {
    const { id } = await user();
    await queue(mailTo(id));
    const held = smtp.holdGreetings();
    const sender = spawn(
      process.execPath,
      [...TYPESCRIPT_NODE_ARGS, path.join(__dirname, 'support/mailSenderProcess.ts')],
      { env: { ...process.env, SMTP_URL: smtp.url }, stdio: 'inherit' },
    );
    const exited = once(sender, 'exit');
    // The row is claimed and the sender is mid-send: killed now, it never marks the row.
    await held.connected;
    sender.kill('SIGKILL');
    await exited;
    held.release();

    const [claimed] = await outbox();
    assert.equal(claimed?.status, 'pending');
    assert.equal(claimed?.attempts, 1);
    assert.equal((await sendDueMail(sweeper())).sent, 0, 'still leased to the dead sender');
    later(MAIL_CLAIM_LEASE_MS);
    assert.equal((await sendDueMail(sweeper())).sent, 1);
    later(MAIL_CLAIM_LEASE_MS);
    assert.equal((await sendDueMail(sweeper())).sent, 0);

    assert.equal((await smtp.waitForMessages(1)).length, 1);
    assert.deepEqual(
      (await outbox()).map(({ status, attempts }) => [status, attempts]),
      [['sent', 2]],
    );
  },
);

test('a sender that dies after the server accepted the mail sends it again with the same Message-ID', async () => {
  const { id } = await user();
  await queue(mailTo(id));
  const transport: Transporter = smtpTransport(smtp.url, DEFAULT_SMTP_TIMEOUTS);
  const claimed = await claimDueMail(server.db, now());
  assert.ok(claimed);
  // Accepted by the server, then the process is gone before the row is marked sent: SMTP
  // offers no way to learn that afterwards, so the retry sends a copy (at least once)…
  await deliverMail(transport, DEFAULT_MAIL_FROM, claimed);
  later(MAIL_CLAIM_LEASE_MS);
  assert.equal((await sendDueMail(sweeper())).sent, 1);

  // …which the reader's mail client can recognise: both carry the row's Message-ID.
  const mails = await smtp.waitForMessages(2);
  assert.equal(mails.length, 2);
  assert.equal(mails[0]?.parsed.messageId, mails[1]?.parsed.messageId);
});
