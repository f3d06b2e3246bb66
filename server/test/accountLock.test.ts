/**
 * SPEC §12.5 "Lock my account": by the button and by the single-use link of a security e-mail,
 * what a lock refuses, racing a withdrawal, and unlocking (the user's password and seed phrase,
 * or the operator) with withdrawals waiting UNLOCK_DELAY_HOURS. Real HTTP on PGlite, and on
 * PostgreSQL with DATABASE_URL (where the race runs on two instances with real concurrency).
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type {
  AddWithdrawalRequest,
  LoginHistoryResponse,
  LoginSuccessResponse,
  UnlockResponse,
} from '../../src/api/contract';
import { lockAccount } from '../src/accounts/accountLock';
import { sendDueMail, smtpTransport } from '../src/mail/mailSender';
import { DEFAULT_MAIL_FROM, DEFAULT_SMTP_TIMEOUTS } from '../src/mail/mailSettings';
import { allowWithdrawals, postTradeResult } from '../src/operator/commands';
import { runOperatorCommand } from '../src/operator/dispatch';
import {
  assertError,
  createUser,
  fetchDetails,
  plainRows,
  startAnotherInstance,
  startTestServer,
  userIdOf,
  type TestServer,
  type TestUser,
} from './helpers';
import { startTestSmtp, type TestSmtp } from './support/smtp';

let server: TestServer;
let other: TestServer;
let smtp: TestSmtp;

before(async () => {
  smtp = await startTestSmtp();
  server = await startTestServer({ addressHoldHours: 0 });
  other = await startAnotherInstance(server);
});
after(async () => {
  await other.close();
  await server.close();
  await smtp.stop();
});

const LOCKED = /Your account is locked\. Unlock it with your password and seed phrase/;
const HOUR_MS = 3_600_000;
const BTC_ADDRESS = 'bc1qcoldwallet000000000000000000000';

function withdrawal(overrides: Partial<AddWithdrawalRequest> = {}): AddWithdrawalRequest {
  return {
    amount: 10,
    charges: 0,
    walletAddress: BTC_ADDRESS,
    email: 'payout@example.com',
    exchange: 'Binance',
    asset: 'BTC',
    ...overrides,
  };
}

async function fundedUser(): Promise<TestUser> {
  const user = await createUser(server);
  await postTradeResult(server.db, user.email, '1000', 'BTC swing trade');
  await allowWithdrawals(server.db, user.email, true);
  return user;
}

const login = (user: TestUser, body: Record<string, unknown> = {}, on = server) =>
  on.request<LoginSuccessResponse>('POST', '/auth/login', {
    body: { email: user.email, password: user.password, ...body },
  });

const lock = (user: TestUser) => server.request('POST', '/auth/lock', { token: user.token });

/**
 * Signs in from a browser the account has not used, sends the outbox as the mail job does (to a
 * real SMTP server on loopback; the link is issued as the e-mail is sent), and returns the
 * e-mailed lock link's token.
 */
async function lockTokenFromNewBrowserMail(user: TestUser): Promise<string> {
  const signedIn = await login(user, { deviceId: `browser-${Math.random()}` });
  assert.equal(signedIn.status, 200, signedIn.text);
  const quiet = () => undefined;
  await sendDueMail({
    db: server.db,
    transport: smtpTransport(smtp.url, DEFAULT_SMTP_TIMEOUTS),
    from: DEFAULT_MAIL_FROM,
    maxAttempts: 3,
    now: () => new Date(),
    log: { warn: quiet, error: quiet },
    lockLinks: server.config,
  });
  const mail = smtp.messages
    .filter(
      ({ to, parsed }) =>
        to.includes(user.email) && parsed.subject === 'New sign-in to your account',
    )
    .at(-1);
  const token = /\/lock-account#token=([A-Za-z0-9_-]+)/.exec(mail?.parsed.text ?? '')?.[1];
  assert.ok(token, `no lock link in ${mail?.parsed.text}`);
  return token;
}

const lockByLink = (token: string) =>
  server.request('POST', '/auth/lock/link', { body: { token } });

const unlock = (user: TestUser, overrides: Record<string, string> = {}) =>
  server.request<UnlockResponse>('POST', '/auth/unlock', {
    body: { email: user.email, password: user.password, seedPhrase: user.seedPhrase, ...overrides },
  });

async function lockedAt(user: TestUser): Promise<Date | null> {
  const [row] = await server.db.query<{ locked_at: Date | null }>(
    'SELECT locked_at FROM users WHERE email = $1',
    [user.email],
  );
  return row?.locked_at ?? null;
}

test('the button locks: every session ends, sign-in is refused only with the right password, and it is in the history', async () => {
  const user = await createUser(server);
  const second = await login(user, {}, other);
  assert.equal(second.status, 200, second.text);

  assert.equal((await lock(user)).status, 204);
  assert.ok(await lockedAt(user));
  // Both sessions are over, on both instances.
  assertError(await server.request('GET', '/transaction/token-user', { token: user.token }), 401);
  assertError(
    await other.request('GET', '/transaction/token-user', { token: second.body.token }),
    401,
  );
  // A wrong password learns nothing about the lock.
  const wrong = await login(user, { password: 'Not-the@password1' });
  assertError(wrong, 401);
  assert.doesNotMatch(wrong.text, /locked/i);
  // The right one is told how to unlock.
  const refused = await login(user);
  assertError(refused, 403, LOCKED);
  assert.match(refused.text, /"code":"account_locked"/);
  // Both tries are in the owner's sign-in history as refused: someone has the password.
  const tries = await server.db.query<{ success: boolean }>(
    `SELECT a.success FROM sign_in_attempts a JOIN users u ON u.id = a.user_id
      WHERE u.email = $1 ORDER BY a.id DESC LIMIT 3`,
    [user.email],
  );
  assert.deepEqual(
    tries.map((attempt) => attempt.success),
    [false, false, true],
  );

  const [row] = await server.db.query<{ kind: string; detail: unknown }>(
    `SELECT kind, detail FROM security_events e JOIN users u ON u.id = e.user_id
      WHERE u.email = $1 ORDER BY e.id DESC LIMIT 1`,
    [user.email],
  );
  assert.deepEqual(plainRows(row), { kind: 'account_locked', detail: { via: 'button' } });
});

test('a locked account can neither withdraw nor save an address, even with a session opened before', async () => {
  const user = await fundedUser();
  const userId = await userIdOf(server, user);
  // Locked behind the session's back (as another instance's lock would be, mid-request).
  await server.db.query('UPDATE users SET locked_at = clock_timestamp() WHERE id = $1', [userId]);
  assertError(
    await server.request('POST', '/withdrawal/add', { token: user.token, body: withdrawal() }),
    403,
    LOCKED,
  );
  assertError(
    await server.request('POST', '/withdrawal/addresses', {
      token: user.token,
      body: { label: 'Cold', asset: 'BTC', address: BTC_ADDRESS },
    }),
    403,
    LOCKED,
  );
  const [count] = await server.db.query<{ n: number }>(
    `SELECT (SELECT count(*) FROM withdrawals WHERE user_id = $1)
          + (SELECT count(*) FROM saved_addresses WHERE user_id = $1) AS n`,
    [userId],
  );
  assert.equal(Number(count?.n), 0);
});

test('the link locks the account it was issued for — only that one — once, without a session', async () => {
  const owner = await createUser(server);
  const bystander = await createUser(server);
  const token = await lockTokenFromNewBrowserMail(owner);

  assert.equal((await lockByLink(token)).status, 204);
  assert.ok(await lockedAt(owner));
  assert.equal(await lockedAt(bystander), null);
  assertError(await server.request('GET', '/auth/sessions', { token: owner.token }), 401);
  assert.equal(
    (await server.request('GET', '/auth/sessions', { token: bystander.token })).status,
    200,
  );

  // Used once: a second use is refused, naming no account.
  const reused = await lockByLink(token);
  assertError(reused, 400, /already used, has expired, or is incomplete/);
  assert.doesNotMatch(reused.text, new RegExp(owner.email));
});

test('an expired or tampered link is refused and locks nobody', async () => {
  const user = await createUser(server);
  const token = await lockTokenFromNewBrowserMail(user);
  const tampered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
  assertError(await lockByLink(tampered), 400, /is incomplete/);
  assertError(await lockByLink('not-a-token'), 400);

  await server.db.query(
    `UPDATE lock_tokens SET expires_at = clock_timestamp() - interval '1 second'
      WHERE user_id = $1`,
    [await userIdOf(server, user)],
  );
  assertError(await lockByLink(token), 400, /has expired/);
  assert.equal(await lockedAt(user), null);
  assert.equal((await fetchDetails(server, user)).withdrawalsOpenAt, null);
});

test('a lock racing withdrawal requests on two instances: each withdrawal is recorded before the lock or refused, never half', async () => {
  for (let round = 0; round < 3; round += 1) {
    const user = await fundedUser();
    const userId = await userIdOf(server, user);
    const requests = Array.from({ length: 6 }, (_, i) =>
      (i % 2 ? other : server).request('POST', '/withdrawal/add', {
        token: user.token,
        body: withdrawal({ amount: 10 + i }),
      }),
    );
    const [locked, ...answers] = await Promise.all([
      other.request('POST', '/auth/lock', { token: user.token }),
      ...requests,
    ]);
    // The lock itself may come after a withdrawal it waited for; it always ends locked.
    assert.equal(locked.status, 204, locked.text);
    const recorded = answers.filter((answer) => answer.status === 201).length;
    for (const answer of answers) {
      assert.ok([201, 401, 403].includes(answer.status), answer.text);
      if (answer.status === 403) assert.match(answer.text, /account_locked/);
    }
    // Never half: a withdrawal is recorded exactly when it was answered 201. (Which side of the
    // lock each falls on is the next test's, where the order is forced.)
    const [row] = await server.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM withdrawals WHERE user_id = $1',
      [userId],
    );
    assert.equal(row?.n, recorded, 'every recorded withdrawal was answered 201');
  }
});

test(
  'withdrawals in flight while a lock commits are refused, not recorded (PostgreSQL: real concurrency)',
  {
    skip: process.env.DATABASE_URL
      ? false
      : 'needs DATABASE_URL: PGlite runs one transaction at a time',
  },
  async () => {
    const user = await fundedUser();
    const userId = await userIdOf(server, user);
    const client = { ip: '127.0.0.1', userAgent: '' };
    let answers: Promise<{ status: number; text: string }[]> = Promise.resolve([]);
    // The lock is made and held uncommitted while the withdrawals arrive: they pass the session
    // check, then wait on the user's row; when the lock commits each must see it.
    await server.db.transaction(async (tx) => {
      await lockAccount(tx, userId, 'button', { client, config: server.config });
      answers = Promise.all(
        [server, other, server, other].map((instance, i) =>
          instance.request('POST', '/withdrawal/add', {
            token: user.token,
            body: withdrawal({ amount: 20 + i }),
          }),
        ),
      );
      for (;;) {
        const [row] = await server.db.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM pg_stat_activity
            WHERE wait_event_type = 'Lock' AND query LIKE '%FOR UPDATE%'`,
        );
        if ((row?.n ?? 0) >= 4) break;
        await new Promise((resolve) => setImmediate(resolve));
      }
    });
    for (const answer of await answers) {
      assert.equal(answer.status, 403, answer.text);
      assert.match(answer.text, /account_locked/);
    }
    const [row] = await server.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM withdrawals WHERE user_id = $1',
      [userId],
    );
    assert.equal(row?.n, 0);
  },
);

test('unlocking needs the password and the seed phrase; withdrawals then wait UNLOCK_DELAY_HOURS', async () => {
  const user = await fundedUser();
  assert.equal((await lock(user)).status, 204);

  // Wrong seed phrase, wrong password, unknown e-mail: one 401 that tells nothing.
  const wrongSeed = await unlock(user, { seedPhrase: 'abandon '.repeat(11) + 'about' });
  assertError(wrongSeed, 401, /Email, password or seed phrase is incorrect/);
  assertError(await unlock(user, { password: 'Not-the@password1' }), 401);
  assertError(await unlock(user, { email: 'nobody-here@example.com' }), 401);
  assert.ok(await lockedAt(user));

  const before = Date.now();
  const unlocked = await unlock(user, { seedPhrase: user.seedPhrase.toUpperCase() });
  assert.equal(unlocked.status, 200, unlocked.text);
  const opensAt = Date.parse(unlocked.body.withdrawalsOpenAt);
  assert.ok(Math.abs(opensAt - (before + 24 * HOUR_MS)) < 60_000, unlocked.body.withdrawalsOpenAt);
  assert.equal(await lockedAt(user), null);
  // Not locked now: the same details say so.
  assertError(await unlock(user), 400, /This account is not locked/);

  const signedIn = await login(user);
  assert.equal(signedIn.status, 200, signedIn.text);
  const session: TestUser = { ...user, token: signedIn.body.token };
  assert.equal(
    (await fetchDetails(server, session)).withdrawalsOpenAt,
    unlocked.body.withdrawalsOpenAt,
  );
  const early = await server.request('POST', '/withdrawal/add', {
    token: session.token,
    body: withdrawal(),
  });
  assertError(early, 403);
  assert.equal((early.body as { code: string }).code, 'withdrawals_reopen_later');
  // Said as a time a person reads ("2026-11-28 10:30 UTC"), not the raw ISO string.
  assert.match(
    String((early.body as { message: string }).message),
    new RegExp(`${unlocked.body.withdrawalsOpenAt.slice(0, 16).replace('T', ' ')} UTC\\.$`),
  );

  // The delay has passed (moved in the database, not waited for).
  await server.db.query(
    `UPDATE users SET withdrawals_open_at = clock_timestamp() - interval '1 second' WHERE email = $1`,
    [user.email],
  );
  assert.equal((await fetchDetails(server, session)).withdrawalsOpenAt, null);
  const allowed = await server.request('POST', '/withdrawal/add', {
    token: session.token,
    body: withdrawal(),
  });
  assert.equal(allowed.status, 201, allowed.text);

  const history = await server.request<LoginHistoryResponse>('GET', '/auth/login-history', {
    token: session.token,
  });
  assert.deepEqual(
    history.body.events.slice(0, 2).map((event) => event.kind),
    ['account_unlocked', 'account_locked'],
  );
});

test('the operator unlocks with the same delay, and says when an account is not locked', async () => {
  const user = await createUser(server);
  assert.equal((await lock(user)).status, 204);
  const before = Date.now();
  const said = await runOperatorCommand(server.db, ['unlock', user.email], {
    unlockDelayHours: 24,
  });
  assert.match(said, /unlocked; withdrawals open again at/);
  assert.equal(await lockedAt(user), null);
  const [row] = await server.db.query<{ opens: Date }>(
    'SELECT withdrawals_open_at AS opens FROM users WHERE email = $1',
    [user.email],
  );
  assert.ok(Math.abs((row?.opens.getTime() ?? 0) - (before + 24 * HOUR_MS)) < 60_000);
  await assert.rejects(runOperatorCommand(server.db, ['unlock', user.email], {}), /is not locked/);
});
