/**
 * SPEC §12.4, §12.7: the mail job on the shared job queue, in servers started as main.ts starts
 * them (`jobs: true`), sending to a real SMTP server on loopback. On PGlite, and on PostgreSQL
 * with DATABASE_URL.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { AppConfig } from '../src/config';
import { queueEmail } from '../src/mail/mailOutbox';
import { DEFAULT_MAIL_CONFIG } from '../src/mail/mailSettings';
import {
  createUser,
  startAnotherInstance,
  startTestServer,
  userIdOf,
  type TestServer,
} from './helpers';
import { startTestSmtp, type TestSmtp } from './support/smtp';

function mailSettings(smtp: TestSmtp | undefined): Partial<AppConfig> {
  return {
    jobs: true,
    mail: { ...DEFAULT_MAIL_CONFIG, smtpUrl: smtp?.url, sweepSeconds: 1 },
  };
}

async function queueFor(server: TestServer, count: number): Promise<string> {
  const user = await createUser(server);
  const userId = await userIdOf(server, user);
  await server.db.transaction(async (tx) => {
    for (let index = 0; index < count; index += 1) {
      await queueEmail(tx, {
        userId,
        kind: 'trade_executed',
        title: `Trade ${index} executed`,
        body: 'You bought 0.01 BTC.',
        language: 'de',
      });
    }
  });
  return user.email;
}

async function statuses(server: TestServer): Promise<string[]> {
  const rows = await server.db.query<{ status: string }>(
    'SELECT status FROM mail_outbox ORDER BY seq',
  );
  return rows.map(({ status }) => status);
}

/** Polls `check` until it holds (the job runs on its own schedule), failing after `timeoutMs`. */
async function eventually(check: () => Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) assert.fail(`not reached within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

test('two instances running the mail job send each queued e-mail once', async () => {
  const smtp = await startTestSmtp();
  const first = await startTestServer(mailSettings(smtp));
  const second = await startAnotherInstance(first);
  try {
    const address = await queueFor(first, 10);
    await eventually(async () => (await statuses(first)).every((status) => status === 'sent'));
    // Every row is marked sent only after the server accepted it: nothing else is on its way.
    assert.equal(smtp.messages.length, 10);
    assert.equal(new Set(smtp.messages.map(({ parsed }) => parsed.messageId)).size, 10);
    assert.ok(smtp.messages.every(({ to }) => to.length === 1 && to[0] === address));
    assert.ok(smtp.messages.every(({ parsed }) => parsed.text?.startsWith('Hallo,')));
  } finally {
    await second.close();
    await first.close();
    await smtp.stop();
  }
});

test('without SMTP_URL the outbox fills, nothing is sent, and one warning says so', async () => {
  const lines: string[] = [];
  const server = await startTestServer({
    ...mailSettings(undefined),
    logger: { level: 'warn', stream: { write: (line: string) => void lines.push(line) } },
  });
  try {
    await queueFor(server, 2);
    assert.deepEqual(await statuses(server), ['pending', 'pending']);
    const warnings = lines.filter((line) => line.includes('SMTP_URL is not set'));
    assert.equal(warnings.length, 1);
  } finally {
    await server.close();
  }
});

test('stopping an instance (SIGTERM) lets the e-mail it is sending finish', async () => {
  const smtp = await startTestSmtp();
  const owner = await startTestServer();
  const sender = await startAnotherInstance(owner, mailSettings(smtp));
  try {
    const held = smtp.holdGreetings();
    await queueFor(owner, 1);
    await held.connected;
    const stopped = sender.close();
    // Released once the stop is under way (an ordering, not a speed: the stop must wait).
    setTimeout(held.release, 300);
    await stopped;
    assert.deepEqual(await statuses(owner), ['sent']);
    assert.equal(smtp.messages.length, 1);
  } finally {
    await owner.close();
    await smtp.stop();
  }
});
