import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type {
  AddDepositResponse,
  AddWithdrawalResponse,
  LoginSuccessResponse,
} from '../../src/api/types';
import { buildApp } from '../src/app';
import { OperatorError } from '../src/operator/commands';
import { runOperatorCommand } from '../src/operator/dispatch';
import { OPERATOR_SECRET_HEADER } from '../src/operator/operatorClient';
import {
  assertError,
  countRows,
  createUser,
  fetchDetails,
  testServerForFile,
  type TestUser,
  plainRows,
} from './helpers';

const OPERATOR_SECRET = 'operator-secret-for-tests-0123456789abcdef';

const server = testServerForFile({ operatorSecret: OPERATOR_SECRET });

const run = (...args: string[]) => runOperatorCommand(server.db, args);

async function refused(args: string[], message: RegExp) {
  await assert.rejects(run(...args), (error: unknown) => {
    assert.ok(error instanceof OperatorError, `expected OperatorError, got ${String(error)}`);
    assert.match(error.message, message);
    return true;
  });
}

const details = (user: TestUser) => fetchDetails(server, user);

async function deposit(user: TestUser, amount: number) {
  return (
    await server.request<AddDepositResponse>('POST', '/transaction/add', {
      token: user.token,
      body: { amount },
    })
  ).body.transaction;
}

async function withdraw(user: TestUser, amount: number, charges: number) {
  const response = await server.request<AddWithdrawalResponse>('POST', '/withdrawal/add', {
    token: user.token,
    body: {
      amount,
      charges,
      walletAddress: `wallet-${amount}`,
      email: 'payout@example.com',
      exchange: 'Kraken',
      asset: 'ETH',
    },
  });
  assert.equal(response.status, 201, response.text);
  return response.body.withdrawal;
}

describe('account commands', () => {
  test('verify-user, set-notification, set-plan and set-signal-strength', async () => {
    const user = await createUser(server);
    assert.match(await run('verify-user', user.email.toUpperCase()), /verified/);
    await run('set-notification', user.email, 'Your', 'KYC', 'documents', 'were', 'accepted');
    await run('set-plan', user.email, 'Premium', '-', 'Gold');
    await run('set-signal-strength', user.email, '72.5');
    let figures = await details(user);
    assert.equal(figures.verified, true);
    assert.equal(figures.notification, 'Your KYC documents were accepted');
    assert.equal(figures.plan, 'Premium - Gold');
    assert.equal(figures.tradingProgress, 72.5);
    assert.match(await run('set-notification', user.email, ''), /cleared/);
    figures = await details(user);
    assert.equal(figures.notification, '');
  });

  test('set-withdrawal-fee, allow-withdrawals and set-deposit-address', async () => {
    const user = await createUser(server);
    await run('set-withdrawal-fee', user.email, '3.75');
    await run('allow-withdrawals', user.email, 'on');
    await run('set-deposit-address', user.email, 'bitcoin', 'bc1quser');
    await run('set-deposit-address', user.email, 'ethereum', '0xuser');
    await run('set-deposit-address', user.email, 'usdt', 'TUser');
    let figures = await details(user);
    assert.equal(figures.withdrawalCharges, 3.75);
    assert.equal(figures.userCanWithdraw, true);
    assert.deepEqual(
      [figures.bitcoinAddress, figures.ethereumAddress, figures.usdtAddress],
      ['bc1quser', '0xuser', 'TUser'],
    );
    await run('allow-withdrawals', user.email, 'off');
    figures = await details(user);
    assert.equal(figures.userCanWithdraw, false);
  });

  test('bad input is refused with a clear message and changes nothing', async () => {
    const user = await createUser(server);
    await refused(['set-withdrawal-fee', user.email, '101'], /from 0 to 100/);
    await refused(['set-withdrawal-fee', user.email, 'abc'], /from 0 to 100/);
    await refused(['set-signal-strength', user.email, '-1'], /from 0 to 100/);
    await refused(['allow-withdrawals', user.email, 'yes'], /on or off/);
    await refused(
      ['set-deposit-address', user.email, 'dogecoin', 'D123'],
      /bitcoin, ethereum, usdt/,
    );
    await refused(['verify-user', 'ghost@example.com'], /No user with email ghost@example.com/);
    await refused(['verify-user'], /^Usage: verify-user <email>$/);
    await refused(['verify-user', 'a@b.co', 'extra'], /^Usage: verify-user <email>$/);
    await refused(['set-balance', user.email, '1000000'], /Unknown command "set-balance"/);
    const figures = await details(user);
    assert.equal(figures.withdrawalCharges, 0);
    assert.equal(figures.userCanWithdraw, false);
    assert.equal(figures.verified, false);
  });

  test('help prints the usage', async () => {
    assert.match(await run('help'), /approve-deposit <reference>/);
  });
});

describe('session commands (support)', () => {
  const signIn = async (user: TestUser, userAgent: string) => {
    const response = await server.request<LoginSuccessResponse>('POST', '/auth/login', {
      body: { email: user.email, password: user.password },
      headers: { 'user-agent': userAgent },
    });
    assert.equal(response.status, 200, response.text);
    return response.body.token;
  };

  test('list-sessions shows the active sessions, newest first', async () => {
    const user = await createUser(server);
    await signIn(user, 'Support Test Laptop');
    const phone = await signIn(user, 'Support Test Phone');
    await server.request('POST', '/auth/logout', { token: phone });
    const lines = (await run('list-sessions', user.email.toUpperCase())).split('\n');
    assert.equal(lines.length, 2, 'the logged-out session is not listed');
    assert.match(
      lines[0] ?? '',
      /^[0-9a-f-]{36} {2}signed in \S+Z {2}last seen \S+Z {2}127\.0\.0\.1 {2}"Support Test Laptop"$/,
    );
    const other = await createUser(server);
    await run('end-sessions', other.email);
    assert.equal(await run('list-sessions', other.email), 'No active sessions');
  });

  test('end-sessions signs the user out everywhere, and no one else', async () => {
    const user = await createUser(server);
    const laptop = await signIn(user, 'Laptop');
    const bystander = await createUser(server);
    assert.equal(await run('end-sessions', user.email), `Ended 2 sessions of ${user.email}`);
    for (const token of [user.token, laptop]) {
      assertError(await server.request('GET', '/transaction/token-user', { token }), 401);
    }
    assert.equal((await details(bystander)).email, bystander.email);
    assert.equal(await run('end-sessions', user.email), `Ended 0 sessions of ${user.email}`);
  });

  test('an unknown email or a missing argument is refused', async () => {
    await refused(['list-sessions', 'ghost@example.com'], /No user with email ghost@example.com/);
    await refused(['end-sessions'], /^Usage: end-sessions <email>$/);
  });

  test('help lists them', async () => {
    assert.match(await run('help'), /list-sessions <email>/);
    assert.match(await run('help'), /end-sessions <email>/);
  });
});

describe('ledger postings', () => {
  test('trade results and referral bonuses become ledger entries with a reason', async () => {
    const user = await createUser(server);
    assert.match(await run('post-trade-result', user.email, '250.75', 'BTC', 'long'), /TRD-/);
    await run('post-trade-result', user.email, '-50.25', 'ETH short stopped out');
    await run('post-referral-bonus', user.email, '20', 'Referred jane@example.com');
    const figures = await details(user);
    assert.equal(figures.tradeProfit, 200.5);
    assert.equal(figures.referralBonus, 20);
    assert.equal(figures.totalEquity, 220.5);
    const ledger = await server.db.query<{ kind: string; amount: string; reason: string }>(
      `SELECT kind, amount::text, reason FROM ledger_entries l JOIN users u ON u.id = l.user_id
        WHERE u.email = $1 ORDER BY l.id`,
      [user.email],
    );
    assert.deepEqual(plainRows(ledger), [
      { kind: 'trade_result', amount: '250.75', reason: 'BTC long' },
      { kind: 'trade_result', amount: '-50.25', reason: 'ETH short stopped out' },
      { kind: 'referral_bonus', amount: '20.00', reason: 'Referred jane@example.com' },
    ]);
  });

  test('amounts and reasons are validated', async () => {
    const user = await createUser(server);
    const before = await countRows(server.db, 'ledger_entries');
    await refused(['post-trade-result', user.email, '0', 'nothing'], /must not be zero/);
    await refused(['post-trade-result', user.email, '1.234', 'x'], /2 decimal places/);
    await refused(['post-trade-result', user.email, 'lots', 'x'], /must be a number/);
    await refused(['post-trade-result', user.email, '10', '  '], /A reason is required/);
    await refused(['post-trade-result', user.email, '10'], /^Usage: post-trade-result/);
    await refused(['post-referral-bonus', user.email, '-5', 'clawback'], /greater than 0/);
    await refused(['post-referral-bonus', 'ghost@example.com', '5', 'x'], /No user/);
    assert.equal(await countRows(server.db, 'ledger_entries'), before);
  });
});

describe('pending records', () => {
  test('list-pending, approve-deposit and fail-deposit', async () => {
    const user = await createUser(server);
    const a = await deposit(user, 300);
    const b = await deposit(user, 45);
    const pending = await run('list-pending');
    assert.match(pending, new RegExp(`deposit\\s+${a.reference}\\s+${user.email}\\s+300\\.00`));
    assert.match(pending, new RegExp(b.reference));

    assert.equal(await run('approve-deposit', a.reference), `Deposit ${a.reference} approved`);
    assert.equal(await run('fail-deposit', b.reference), `Deposit ${b.reference} failed`);
    await refused(['approve-deposit', a.reference], /already approved/);
    await refused(['approve-deposit', b.reference], /already failed/);
    await refused(['fail-deposit', 'DEP-NOPE'], /No deposit with reference DEP-NOPE/);

    const figures = await details(user);
    assert.equal(figures.totalDeposit, 300);
    assert.equal(figures.pendBalance, 0);
    assert.doesNotMatch(await run('list-pending'), new RegExp(a.reference));
    assert.match(await run('list-users'), new RegExp(`${user.email}.*deposits=300\\.00`));
  });

  test('approve-withdrawal and fail-withdrawal', async () => {
    const user = await createUser(server);
    await run('post-trade-result', user.email, '1000', 'Quarterly result');
    await run('set-withdrawal-fee', user.email, '10');
    await run('allow-withdrawals', user.email, 'on');
    const paid = await withdraw(user, 300, 0.1);
    const refusedOne = await withdraw(user, 100, 0.1);
    assert.match(
      await run('list-pending'),
      new RegExp(`withdrawal\\s+${paid.reference}.*ETH to wallet-300 \\(Kraken\\)`),
    );
    await run('approve-withdrawal', paid.reference);
    await run('fail-withdrawal', refusedOne.reference);
    await refused(['approve-withdrawal', refusedOne.reference], /already failed/);
    await refused(['fail-withdrawal', 'WDR-NOPE'], /No withdrawal with reference WDR-NOPE/);
    // The paid withdrawal leaves cash (SPEC §12.0), the failed one frees what it reserved;
    // neither touches trade profit.
    const figures = await details(user);
    assert.equal(figures.tradeProfit, 1000);
    assert.equal(figures.totalEquity, 700);
    assert.equal(figures.availableCash, 700);
    const entries = await server.db.query<{ kind: string; amount: string }>(
      'SELECT kind, amount::text FROM ledger_entries WHERE reference = $1 ORDER BY kind',
      [paid.reference],
    );
    assert.deepEqual(plainRows(entries), [
      { kind: 'withdrawal', amount: '-270.00' },
      { kind: 'withdrawal_fee', amount: '-30.00' },
    ]);
  });

  test('a withdrawal no longer covered after a trade loss cannot be approved', async () => {
    const user = await createUser(server);
    await run('post-trade-result', user.email, '100', 'Win');
    await run('allow-withdrawals', user.email, 'on');
    const request = await withdraw(user, 80, 0);
    await run('post-trade-result', user.email, '-50', 'Loss');
    await refused(['approve-withdrawal', request.reference], /no longer covers/);
    const [row] = await server.db.query<{ status: string }>(
      'SELECT status FROM withdrawals WHERE reference = $1',
      [request.reference],
    );
    assert.equal(row?.status, 'pending', 'the refused approval rolled back');
  });

  test('a withdrawal of cash that is not profit is paid (SPEC §12.0)', async () => {
    const user = await createUser(server);
    await run('post-referral-bonus', user.email, '100', 'Referral');
    await run('allow-withdrawals', user.email, 'on');
    const request = await withdraw(user, 80, 0);
    await run('approve-withdrawal', request.reference);
    const figures = await details(user);
    assert.equal(figures.totalEquity, 20);
    assert.equal(figures.availableCash, 20);
    assert.equal(figures.tradeProfit, 0);
  });
});

describe('operator endpoint (used by the CLI while the server holds the database)', () => {
  const call = (secret: string | undefined, body: unknown) =>
    server.request<{ output?: string; message?: string }>('POST', '/operator/run', {
      body,
      headers: secret ? { [OPERATOR_SECRET_HEADER]: secret } : {},
    });

  test('runs a command with the right secret', async () => {
    const user = await createUser(server);
    const response = await call(OPERATOR_SECRET, { args: ['verify-user', user.email] });
    assert.equal(response.status, 200);
    assert.equal(response.body.output, `${user.email} verified`);
    assert.equal((await details(user)).verified, true);
  });

  test('refuses a missing or wrong secret', async () => {
    const user = await createUser(server);
    assertError(await call(undefined, { args: ['verify-user', user.email] }), 401);
    assertError(
      await call('x'.repeat(OPERATOR_SECRET.length), { args: ['verify-user', user.email] }),
      401,
    );
    assertError(await call('short', { args: ['verify-user', user.email] }), 401);
    assert.equal((await details(user)).verified, false);
  });

  test('bad commands come back as 400 { message }', async () => {
    assertError(await call(OPERATOR_SECRET, { args: ['set-balance'] }), 400, /Unknown command/);
    assertError(await call(OPERATOR_SECRET, { args: 'list-users' }), 400, /array of strings/);
  });

  test('behind a trusted proxy, a request forwarded from elsewhere does not find it', async () => {
    const proxied = await buildApp({
      db: server.db,
      config: { ...server.config, trustProxy: 1 },
    });
    try {
      const baseUrl = await proxied.listen({ port: 0, host: '127.0.0.1' });
      const response = await fetch(`${baseUrl}/operator/run`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-forwarded-for': '203.0.113.9',
          [OPERATOR_SECRET_HEADER]: OPERATOR_SECRET,
        },
        body: JSON.stringify({ args: ['list-users'] }),
      });
      assert.equal(response.status, 404);
    } finally {
      await proxied.close();
    }
  });
});
