import assert from 'node:assert/strict';
import crypto, { randomUUID } from 'node:crypto';
import { test, type TestContext } from 'node:test';
import { Secret, TOTP } from 'otpauth';
import type {
  EnableTwoFactorResponse,
  LoginResponse,
  TwoFactorChallenge,
  TwoFactorSetupResponse,
} from '../../src/api/types';
import { buildApp } from '../src/app';
import type { AppConfig } from '../src/config';
import { allowWithdrawals, postTradeResult } from '../src/operator/commands';
import { hashQueue, SERVER_BUSY, type HashQueue } from '../src/security/hashQueue';
import {
  assertError,
  createUser,
  registration,
  startAnotherInstance,
  testServerForFile,
  type ApiResponse,
  type TestServer,
  type TestUser,
  userIdOf,
} from './helpers';

/**
 * Issue 26, findings 1 and 2: every attempt at a secret (a password, a sign-in code, a code on
 * a signed-in call) is used up before the secret is checked, atomically and — on PostgreSQL —
 * shared by every instance, so requests sent in parallel cannot slip past the limit.
 */

/** The server's TOTP clock; each test moves it on a time step before it needs a fresh code. */
let clock = Date.UTC(2026, 10, 23, 12, 0, 10);
const STEP_MS = 30_000;

const server = testServerForFile({ now: () => clock });

/** Secrets checked by the instances of `instancesFor` (each check is one scrypt verification). */
let passwordChecks = 0;
/** Hashes made by the instances of `instancesFor` (each one scrypt). */
let hashesMade = 0;

/**
 * The instances a test talks to: two on one PostgreSQL (they must count together), or one on
 * the embedded database (one process is all it admits). Each test gets its own, with its own
 * limits, on the file's database; they close when the test ends.
 */
async function instancesFor(t: TestContext, overrides: Partial<AppConfig>): Promise<TestServer[]> {
  const count = server.db.kind === 'postgres' ? 2 : 1;
  const started: TestServer[] = [];
  for (let i = 0; i < count; i += 1) {
    const queue = hashQueue(server.config.hashing);
    const counting: HashQueue = {
      ...queue,
      hash: (secret, cost) => {
        hashesMade += 1;
        return queue.hash(secret, cost);
      },
      verify: (secret, stored) => {
        passwordChecks += 1;
        return queue.verify(secret, stored);
      },
    };
    started.push(await startAnotherInstance(server, overrides, counting));
  }
  t.after(() => Promise.all(started.map((instance) => instance.close())));
  return started;
}

/** `count` requests sent at once, spread over the instances in turn. */
function inParallel<Body>(
  instances: TestServer[],
  count: number,
  send: (instance: TestServer, index: number) => Promise<ApiResponse<Body>>,
): Promise<ApiResponse<Body>[]> {
  return Promise.all(
    Array.from({ length: count }, (_, index) =>
      send(instances[index % instances.length] as TestServer, index),
    ),
  );
}

const statusCount = (answers: ApiResponse<unknown>[], status: number) =>
  answers.filter((answer) => answer.status === status).length;

async function failedSignIns(instance: TestServer, user: TestUser): Promise<number> {
  const [row] = await instance.db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM sign_in_attempts WHERE user_id = $1 AND NOT success',
    [await userIdOf(instance, user)],
  );
  return row?.n ?? 0;
}

const LIMIT = 10;
const signInLimit = { accountSignInLimit: { maxAttempts: LIMIT, windowMs: 15 * 60_000 } };
const WRONG_PASSWORD = 'Wrong@12345';

test('30 parallel wrong passwords for one account: the limit get a password check, the rest 429', async (t) => {
  const instances = await instancesFor(t, signInLimit);
  const user = await createUser(instances[0] as TestServer);
  passwordChecks = 0;
  const answers = await inParallel(instances, 30, (instance) =>
    instance.request('POST', '/auth/login', {
      body: { email: user.email, password: WRONG_PASSWORD },
    }),
  );
  assert.equal(passwordChecks, LIMIT, 'passwords checked');
  assert.equal(statusCount(answers, 401), LIMIT, answers.map((a) => a.status).join(' '));
  assert.equal(statusCount(answers, 429), 30 - LIMIT);
  for (const answer of answers.filter((a) => a.status === 429)) {
    assertError(answer, 429, /^Too many failed sign-in attempts for this account\. Please wait/);
  }
  assert.equal(await failedSignIns(server, user), LIMIT, 'the login history shows each check');
});

test('an address with no account is counted and refused exactly like one with', async (t) => {
  const instances = await instancesFor(t, signInLimit);
  const known = await createUser(instances[0] as TestServer);
  const unknown = `nobody-${randomUUID().slice(0, 8)}@example.com`;
  const attempts = (email: string) =>
    inParallel(instances, 15, (instance) =>
      instance.request('POST', '/auth/login', { body: { email, password: WRONG_PASSWORD } }),
    );
  passwordChecks = 0;
  const [forKnown, forUnknown] = await Promise.all([attempts(known.email), attempts(unknown)]);
  assert.equal(passwordChecks, 2 * LIMIT, 'passwords checked (against a decoy for no account)');
  for (const answers of [forKnown, forUnknown]) {
    assert.equal(statusCount(answers, 401), LIMIT);
    assert.equal(statusCount(answers, 429), 15 - LIMIT);
  }
  const refusal = (answers: ApiResponse[]) => answers.find((a) => a.status === 429)?.text;
  assert.equal(refusal(forUnknown), refusal(forKnown), 'the same words for both');
  assert.match(refusal(forKnown) ?? '', /Please wait 15 minutes and try again\./);
});

test('the throttle is a finite block: attempts during it do not lengthen it, then the right password gets in', async (t) => {
  const instances = await instancesFor(t, {
    accountSignInLimit: { maxAttempts: 3, windowMs: 60_000 },
  });
  const user = await createUser(instances[0] as TestServer);
  // The limiters read Date.now(), on either engine: a controlled clock instead of waiting.
  t.mock.timers.enable({ apis: ['Date'], now: Date.now() });
  let turn = 0;
  const login = (password: string) =>
    (instances[(turn += 1) % instances.length] as TestServer).request('POST', '/auth/login', {
      body: { email: user.email, password },
    });
  for (let i = 0; i < 3; i += 1) assertError(await login(WRONG_PASSWORD), 401);
  const refused = await login(user.password);
  assertError(refused, 429, /Please wait 1 minute and try again\.$/);
  assert.equal(refused.headers.get('retry-after'), '60');

  t.mock.timers.tick(59_000);
  const stillRefused = await login(user.password);
  assertError(stillRefused, 429, /Please wait 1 second and try again\.$/);
  assert.equal(stillRefused.headers.get('retry-after'), '1');

  t.mock.timers.tick(1_000);
  const back = await login(user.password);
  assert.equal(back.status, 200, back.text);
});

// ——— Codes ———

function codeFor(secret: string, timestamp = clock): string {
  return new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp });
}

/** The code of two minutes ago: well formed, and outside the steps the server accepts. */
const staleCode = (secret: string) => codeFor(secret, clock - 4 * STEP_MS);

async function userWithTwoFactor(instance: TestServer): Promise<TestUser & { secret: string }> {
  const user = await createUser(instance);
  const setup = await instance.request<TwoFactorSetupResponse>('POST', '/auth/2fa/setup', {
    token: user.token,
  });
  assert.equal(setup.status, 200, setup.text);
  const { secret } = setup.body;
  clock += STEP_MS;
  const enabled = await instance.request<EnableTwoFactorResponse>('POST', '/auth/2fa/enable', {
    token: user.token,
    body: { code: codeFor(secret) },
  });
  assert.equal(enabled.status, 200, enabled.text);
  return { ...user, secret };
}

test('sign-in codes sent in parallel, to any instance, use up the account’s attempts before they are checked', async (t) => {
  const instances = await instancesFor(t, signInLimit);
  const user = await userWithTwoFactor(instances[0] as TestServer);
  // Someone who knows the password: each challenge costs one of the account's attempts.
  const challenges: string[] = [];
  for (let i = 0; i < 5; i += 1) {
    const instance = instances[i % instances.length] as TestServer;
    const answer = await instance.request<LoginResponse>('POST', '/auth/login', {
      body: { email: user.email, password: user.password },
    });
    assert.equal(answer.status, 200, answer.text);
    challenges.push((answer.body as TwoFactorChallenge).challenge);
  }
  const answers = await inParallel(instances, 10, (instance, index) =>
    instance.request('POST', '/auth/login/2fa', {
      body: { challenge: challenges[index % challenges.length], code: staleCode(user.secret) },
    }),
  );
  assert.equal(statusCount(answers, 401), LIMIT - 5, answers.map((a) => a.status).join(' '));
  assert.equal(statusCount(answers, 429), 5);
  assert.equal(await failedSignIns(server, user), LIMIT - 5, 'each checked code is in the history');
});

test('30 parallel wrong codes on a signed-in call, to any instance: 10 are checked, the rest 429', async (t) => {
  const instances = await instancesFor(t, {});
  const user = await userWithTwoFactor(instances[0] as TestServer);
  await postTradeResult(server.db, user.email, '1000', 'BTC swing trade');
  await allowWithdrawals(server.db, user.email, true);
  const answers = await inParallel(instances, 30, (instance) =>
    instance.request('POST', '/withdrawal/add', {
      token: user.token,
      body: {
        amount: 100,
        charges: 0,
        walletAddress: 'bc1qexampleaddress000000000000000000',
        email: 'payout@example.com',
        exchange: 'Binance',
        asset: 'BTC',
        code: staleCode(user.secret),
      },
    }),
  );
  assert.equal(statusCount(answers, 403), 10, answers.map((a) => a.status).join(' '));
  assert.equal(statusCount(answers, 429), 20);
  for (const answer of answers.filter((a) => a.status === 429)) {
    assertError(answer, 429, /^Too many wrong codes\. Please wait 15 minutes and try again\.$/);
  }
});

// ——— Keys of the per-client limit ———

test('IPv6 clients share one /auth budget per /64; another /64, and IPv4, count apart', async (t) => {
  const instances = await instancesFor(t, {
    authRateLimit: { max: 3, windowMs: 60_000 },
    // Each request names its client, as the proxy in front would.
    trustProxy: ['127.0.0.1'],
  });
  let turn = 0;
  const from = (address: string) =>
    (instances[(turn += 1) % instances.length] as TestServer).request('POST', '/auth/login', {
      body: { email: 'nobody@example.com', password: WRONG_PASSWORD },
      headers: { 'x-forwarded-for': address },
    });
  // Four addresses of one host's /64, written three ways.
  assertError(await from('2001:db8:1:2::a'), 401);
  assertError(await from('2001:db8:1:2:ffff:ffff:ffff:fffe'), 401);
  assertError(await from('2001:0db8:0001:0002:0000:0000:0000:0003'), 401);
  assertError(await from('2001:db8:1:2::4'), 429, /^Too many requests\. Please wait/);
  assertError(await from('2001:db8:1:3::a'), 401);
  // An IPv4 client reported as IPv4-mapped IPv6 is that IPv4 client.
  for (let i = 0; i < 3; i += 1) assertError(await from('203.0.113.9'), 401);
  assertError(await from('::ffff:203.0.113.9'), 429);
});

// ——— Hashing ———

test('a full hashing queue answers 503 at once and gives the attempt back; health checks still answer', async (t) => {
  const hashing = hashQueue({ concurrency: 1, queueLimit: 1 });
  const app = await buildApp({
    db: server.db,
    config: { ...server.config, ...signInLimit },
    hashing,
  });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  t.after(() => app.close());
  const post = (path: string, body: unknown) =>
    fetch(`${url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const user = await createUser(server);
  // A turn of our own: it comes once the app's start-up hash (the decoy) is done.
  await hashing.run(() => Promise.resolve());

  // One hash running and one waiting: the queue is full until they end.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const turns = [hashing.run(() => held), hashing.run(() => Promise.resolve())];
  for (let i = 0; i < LIMIT + 2; i += 1) {
    const busy = await post('/auth/login', { email: user.email, password: WRONG_PASSWORD });
    assert.equal(busy.status, 503);
    assert.deepEqual(await busy.json(), { code: 'server_busy', message: SERVER_BUSY });
    assert.equal(busy.headers.get('retry-after'), '1');
  }
  const signUp = await post('/auth/register', registration());
  assert.equal(signUp.status, 503);
  await signUp.text();
  for (const probe of ['/health/live', '/health/ready']) {
    assert.equal((await fetch(`${url}${probe}`)).status, 200, probe);
  }
  release();
  await Promise.all(turns);

  // No password was checked while busy, so every attempt is still there to use.
  for (let i = 0; i < LIMIT; i += 1) {
    const answer = await post('/auth/login', { email: user.email, password: WRONG_PASSWORD });
    assert.equal(answer.status, 401);
    await answer.text();
  }
  const throttled = await post('/auth/login', { email: user.email, password: user.password });
  assert.equal(throttled.status, 429);
  await throttled.text();
});

test('every scrypt the /auth routes run goes through the queue, the decoy for unknown addresses too', async (t) => {
  const scrypt = t.mock.method(crypto, 'scrypt');
  passwordChecks = 0;
  hashesMade = 0;
  const instances = await instancesFor(t, {});
  const [instance] = instances;
  const user = await createUser(instance as TestServer);
  const signIn = (email: string) =>
    (instance as TestServer).request('POST', '/auth/login', {
      body: { email, password: WRONG_PASSWORD },
    });
  assertError(await signIn(user.email), 401);
  assertError(await signIn(`nobody-${randomUUID().slice(0, 8)}@example.com`), 401);
  const reset = await (instance as TestServer).request('PUT', '/auth/edit-password', {
    body: { email: user.email, password: 'Another@123', seedPhrase: user.seedPhrase },
  });
  assert.equal(reset.status, 200, reset.text);
  // Sign-up 2, its sign-in 1, two wrong passwords 2, the reset 3, and each instance's decoy.
  assert.equal(passwordChecks + hashesMade, 8 + instances.length);
  assert.equal(scrypt.mock.callCount(), passwordChecks + hashesMade, 'no scrypt beside the queue');
});
