import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { allowWithdrawals, postTradeResult } from '../src/operator/commands';
import {
  assertError,
  countRows,
  createUser,
  startTestServer,
  type TestServer,
  type TestUser,
} from './helpers';

/** SPEC §11.5: limits that never get in a real user's way, each answered with { message }. */

describe('sign-in throttle per account, next to the per-IP one', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer({
      accountSignInLimit: { maxAttempts: 3, windowMs: 60_000 },
      // Each attempt below claims another client address, so only the account limit applies.
      trustProxy: ['127.0.0.1'],
    });
  });
  after(() => server.close());

  let address = 0;
  const login = (user: TestUser, password: string) =>
    server.request('POST', '/auth/login', {
      body: { email: user.email, password },
      headers: { 'x-forwarded-for': `203.0.113.${(address += 1)}` },
    });

  test('after the failures allowed, the account refuses even the right password, from any IP', async () => {
    const user = await createUser(server);
    for (let i = 0; i < 3; i += 1) assertError(await login(user, 'Wrong@12345'), 401);
    assertError(
      await login(user, user.password),
      429,
      /^Too many failed sign-in attempts for this account\. Please wait 1 minute and try again\.$/,
    );
    const other = await createUser(server);
    assert.equal((await login(other, other.password)).status, 200, 'other accounts unaffected');
  });

  test('a successful sign-in starts the count again', async () => {
    const user = await createUser(server);
    for (let i = 0; i < 2; i += 1) assertError(await login(user, 'Wrong@12345'), 401);
    assert.equal((await login(user, user.password)).status, 200);
    for (let i = 0; i < 2; i += 1) assertError(await login(user, 'Wrong@12345'), 401);
    assert.equal((await login(user, user.password)).status, 200);
  });
});

describe('money endpoints: 120 requests a minute per user, then 429', () => {
  let server: TestServer;
  before(async () => {
    // The production default, not the helpers' high test limit.
    server = await startTestServer({ moneyRateLimit: { max: 120, windowMs: 60_000 } });
  });
  after(() => server.close());

  test('the 121st money call in a minute is refused; other users are not', async () => {
    const user = await createUser(server);
    const calls = Array.from({ length: 120 }, (_, i) =>
      i % 2 === 0
        ? server.request('GET', '/transaction/all', { token: user.token })
        : server.request('GET', '/withdrawal/all', { token: user.token }),
    );
    for (const response of await Promise.all(calls)) assert.equal(response.status, 200);
    assertError(
      await server.request('POST', '/transaction/add', { token: user.token, body: { amount: 5 } }),
      429,
      /^Too many requests\. Please wait/,
    );
    const other = await createUser(server);
    const theirs = await server.request('GET', '/transaction/all', { token: other.token });
    assert.equal(theirs.status, 200);
  });

  test('an unauthenticated caller gets 401, not a share of anyone’s budget', async () => {
    assertError(await server.request('GET', '/transaction/all'), 401);
  });
});

describe('at most 100 pending deposits and 100 pending withdrawals per user', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer();
  });
  after(() => server.close());

  test('the 101st pending deposit is refused with 409', async () => {
    const user = await createUser(server);
    for (let amount = 1; amount <= 100; amount += 1) {
      const response = await server.request('POST', '/transaction/add', {
        token: user.token,
        body: { amount },
      });
      assert.equal(response.status, 201, response.text);
    }
    assertError(
      await server.request('POST', '/transaction/add', {
        token: user.token,
        body: { amount: 101 },
      }),
      409,
      /^You already have 100 pending deposits/,
    );
    assert.equal(await countRows(server.db, 'deposits'), 100);
  });

  test('the 101st pending withdrawal is refused with 409', async () => {
    const user = await createUser(server);
    await postTradeResult(server.db, user.email, '100000', 'Profit');
    await allowWithdrawals(server.db, user.email, true);
    const withdraw = (amount: number) =>
      server.request('POST', '/withdrawal/add', {
        token: user.token,
        body: {
          amount,
          charges: 0,
          walletAddress: 'bc1qexample',
          email: user.email,
          exchange: 'Binance',
          asset: 'BTC',
        },
      });
    for (let amount = 1; amount <= 100; amount += 1) {
      const response = await withdraw(amount);
      assert.equal(response.status, 201, response.text);
    }
    assertError(await withdraw(101), 409, /^You already have 100 pending withdrawals/);
    assert.equal(await countRows(server.db, 'withdrawals'), 100);
  });
});
