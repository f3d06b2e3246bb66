import assert from 'node:assert/strict';
import { test } from 'node:test';
import type {
  AddWithdrawalRequest,
  AddWithdrawalResponse,
  AllWithdrawalsResponse,
  Withdrawal,
} from '../../src/api/types';
import {
  allowWithdrawals,
  approveDeposit,
  approveWithdrawal,
  failWithdrawal,
  postReferralBonus,
  postTradeResult,
  setWithdrawalFee,
  setWithdrawalHold,
} from '../src/operator/commands';
import { runOperatorCommand } from '../src/operator/dispatch';
import {
  assertError,
  assertNoSecretsLeaked,
  countRows,
  createUser,
  fetchDetails,
  testServerForFile,
  type TestUser,
  plainRows,
} from './helpers';

const server = testServerForFile();

function form(overrides: Partial<AddWithdrawalRequest> = {}): AddWithdrawalRequest {
  return {
    amount: 100,
    charges: 0.025,
    walletAddress: 'bc1qexampleaddress000000000000000000',
    email: 'payout@example.com',
    exchange: 'Binance',
    asset: 'BTC',
    ...overrides,
  };
}

function withdraw(user: TestUser, body: unknown) {
  return server.request<AddWithdrawalResponse>('POST', '/withdrawal/add', {
    token: user.token,
    body,
  });
}

const details = (user: TestUser) => fetchDetails(server, user);

const OVER_CASH = /^Withdrawal amount must not exceed your available cash$/;

/** A user with cash from an operator trade result, withdrawals allowed and a 2.5 % fee. */
async function fundedUser(profit = '1000'): Promise<TestUser> {
  const user = await createUser(server);
  await postTradeResult(server.db, user.email, profit, 'BTC swing trade');
  await setWithdrawalFee(server.db, user.email, '2.5');
  await allowWithdrawals(server.db, user.email, true);
  return user;
}

test('a valid withdrawal is recorded pending with the account’s charges', async () => {
  const user = await fundedUser();
  const response = await withdraw(user, form({ amount: 120.5 }));
  assert.equal(response.status, 201, response.text);
  const record = response.body.withdrawal;
  assert.deepEqual(Object.keys(record).sort(), [
    '_id',
    'amount',
    'asset',
    'charges',
    'createdAt',
    'email',
    'exchange',
    'reference',
    'status',
    'walletAddress',
  ]);
  assert.equal(record.amount, 120.5);
  assert.equal(record.charges, 0.025);
  assert.equal(record.status, 'pending');
  assert.match(record.reference, /^WDR-/);
  // A pending withdrawal reserves cash; trade profit never moves for a withdrawal.
  const figures = await details(user);
  assert.equal(figures.tradeProfit, 1000);
  assert.equal(figures.availableCash, 879.5);
});

test('a hold without a reason is refused with 403 and the default reason, in the user’s language', async () => {
  const user = await fundedUser();
  await allowWithdrawals(server.db, user.email, false);
  const before = await countRows(server.db, 'withdrawals');
  assertError(
    await withdraw(user, form()),
    403,
    /^Withdrawals are on hold: Your account is not yet cleared for withdrawals$/,
  );
  const german = await server.request('POST', '/withdrawal/add', {
    token: user.token,
    body: form(),
    headers: { 'accept-language': 'de' },
  });
  assertError(
    german,
    403,
    /^Auszahlungen sind ausgesetzt: Ihr Konto ist für Auszahlungen noch nicht freigegeben$/,
  );
  assert.equal(await countRows(server.db, 'withdrawals'), before);
  const me = await details(user);
  assert.equal(me.userCanWithdraw, false);
  assert.equal(me.withdrawalHoldReason, null);
});

test('a hold with the operator’s reason says it, and lifting the hold lets the same request through', async () => {
  const user = await fundedUser();
  await setWithdrawalHold(server.db, user.email, true, '  Your identity is not verified yet ');
  const before = await countRows(server.db, 'withdrawals');
  assertError(
    await withdraw(user, form()),
    403,
    /^Withdrawals are on hold: Your identity is not verified yet$/,
  );
  const spanish = await server.request('POST', '/withdrawal/add', {
    token: user.token,
    body: form(),
    headers: { 'accept-language': 'es' },
  });
  assertError(spanish, 403, /^Las retiradas están en pausa: Your identity is not verified yet$/);
  assert.equal(await countRows(server.db, 'withdrawals'), before);
  const held = await details(user);
  assert.equal(held.userCanWithdraw, false);
  assert.equal(held.withdrawalHoldReason, 'Your identity is not verified yet');

  await setWithdrawalHold(server.db, user.email, false, '');
  const lifted = await details(user);
  assert.equal(lifted.userCanWithdraw, true);
  assert.equal(lifted.withdrawalHoldReason, null);
  assert.equal((await withdraw(user, form())).status, 201);
});

test('set-withdrawal-hold: on needs a reason; allow-withdrawals on ends the hold and its reason', async () => {
  const user = await fundedUser();
  const run = (...args: string[]) => runOperatorCommand(server.db, args);
  await assert.rejects(run('set-withdrawal-hold', user.email, 'on', '  '), /A reason is required/);
  await assert.rejects(run('set-withdrawal-hold', user.email, 'maybe', 'x'), /on or off/);
  await assert.rejects(run('set-withdrawal-hold', user.email, 'on'), /Usage: set-withdrawal-hold/);
  assert.equal((await details(user)).userCanWithdraw, true, 'a refused command changes nothing');

  assert.equal(
    await run('set-withdrawal-hold', user.email, 'on', 'Source', 'of', 'funds', 'under', 'review'),
    `Withdrawals for ${user.email} on hold: Source of funds under review`,
  );
  assert.match(
    await run('list-users'),
    new RegExp(`${user.email}.*withdrawals=off \\("Source of funds under review"\\)`),
  );
  assertError(
    await withdraw(user, form()),
    403,
    /^Withdrawals are on hold: Source of funds under review$/,
  );
  await run('allow-withdrawals', user.email, 'on');
  const me = await details(user);
  assert.equal(me.userCanWithdraw, true);
  assert.equal(me.withdrawalHoldReason, null);
  // The plain switch off again: a hold with no reason, worded by default.
  await run('allow-withdrawals', user.email, 'off');
  assertError(await withdraw(user, form()), 403, /not yet cleared for withdrawals$/);
});

test('exactly the available cash is accepted, one cent more is refused with the SPEC message', async () => {
  const user = await fundedUser('100');
  // Every kind of cash counts (SPEC §12.3), not only trade profit: a bonus and a deposit.
  await postReferralBonus(server.db, user.email, '500', 'Referred a friend');
  const deposit = await server.request<{ transaction: { reference: string } }>(
    'POST',
    '/transaction/add',
    { token: user.token, body: { amount: 250 } },
  );
  await approveDeposit(server.db, deposit.body.transaction.reference);
  assert.equal((await details(user)).availableCash, 850);
  const before = await countRows(server.db, 'withdrawals');
  assertError(await withdraw(user, form({ amount: 850.01 })), 400, OVER_CASH);
  assert.equal(await countRows(server.db, 'withdrawals'), before);
  assert.equal((await withdraw(user, form({ amount: 850 }))).status, 201);
  assert.equal((await details(user)).availableCash, 0);
});

test('charges other than the account’s own percent / 100 are refused', async () => {
  const user = await fundedUser();
  for (const charges of [0, 0.02, 2.5, 0.25, -0.025]) {
    assertError(await withdraw(user, form({ charges })), 400, /^charges must equal .*2\.5%/);
  }
  assertError(
    await withdraw(user, form({ charges: '0.025' as unknown as number })),
    400,
    /^charges must be a number$/,
  );
  const zeroFee = await fundedUser();
  await setWithdrawalFee(server.db, zeroFee.email, '0');
  assert.equal((await withdraw(zeroFee, form({ charges: 0 }))).status, 201);
});

test('missing or wrong-typed fields get a 400 naming the field and write nothing', async () => {
  const user = await fundedUser();
  const before = await countRows(server.db, 'withdrawals');
  const cases: [Record<string, unknown>, RegExp][] = [
    [{ amount: undefined }, /^amount is required$/],
    [{ amount: '100' }, /^amount must be a number$/],
    [{ amount: 0 }, /^amount must be greater than 0$/],
    [{ amount: -10 }, /^amount must be greater than 0$/],
    [{ amount: 10.123 }, /^amount must be a number with at most 13 digits and 2 decimal places$/],
    [{ charges: undefined }, /^charges is required$/],
    [{ walletAddress: '' }, /^walletAddress is required$/],
    [{ walletAddress: 7 }, /^walletAddress must be a string$/],
    [{ email: undefined }, /^email is required$/],
    [{ email: 'nope' }, /^email must be a valid email address$/],
    [{ exchange: '  ' }, /^exchange is required$/],
    [{ asset: undefined }, /^asset is required$/],
  ];
  for (const [change, message] of cases) {
    assertError(await withdraw(user, { ...form(), ...change }), 400, message);
  }
  assert.equal(await countRows(server.db, 'withdrawals'), before);
});

test('a pending withdrawal reserves its amount: available cash drops, cash does not', async () => {
  const user = await fundedUser('300');
  assert.equal((await withdraw(user, form({ amount: 200 }))).status, 201);
  const me = await details(user);
  assert.equal(me.availableCash, 100);
  assert.equal(me.totalEquity, 300, 'nothing has left the account yet');
  assertError(await withdraw(user, form({ amount: 150 })), 400, OVER_CASH);
  assert.equal((await withdraw(user, form({ amount: 100 }))).status, 201);
});

test('a failed withdrawal frees its amount again', async () => {
  const user = await fundedUser('100');
  const first = await withdraw(user, form({ amount: 100 }));
  await failWithdrawal(server.db, first.body.withdrawal.reference);
  assert.equal((await withdraw(user, form({ amount: 90 }))).status, 201);
});

test('20 concurrent withdrawals cannot exceed the available cash', async () => {
  const user = await fundedUser('1000');
  const responses = await Promise.all(
    Array.from({ length: 20 }, (_, i) =>
      // Different wallets so none is treated as a duplicate submit.
      withdraw(user, form({ amount: 150, walletAddress: `wallet-${i}` })),
    ),
  );
  const accepted = responses.filter((r) => r.status === 201);
  const refused = responses.filter((r) => r.status === 400);
  assert.equal(accepted.length, 6, '6 × 150 = 900 fits in 1000, a 7th would not');
  assert.equal(refused.length, 14);
  for (const r of refused) assertError(r, 400, OVER_CASH);
  const [sum] = await server.db.query<{ total: string }>(
    `SELECT COALESCE(SUM(w.amount), 0)::text AS total FROM withdrawals w
       JOIN users u ON u.id = w.user_id WHERE u.email = $1`,
    [user.email],
  );
  assert.equal(Number(sum?.total), 900);
});

test('an identical submit within the window returns the first record', async () => {
  const user = await fundedUser('1000');
  const responses = await Promise.all([withdraw(user, form()), withdraw(user, form())]);
  const ids = new Set(responses.map((r) => r.body.withdrawal._id));
  assert.equal(ids.size, 1);
  assert.deepEqual(responses.map((r) => r.status).sort(), [200, 201]);
  const list = await server.request<AllWithdrawalsResponse>('GET', '/withdrawal/all', {
    token: user.token,
  });
  assert.equal(list.body.allWithdrawals.length, 1);
});

test('approval takes the amount out of cash, not out of trade profit: net payout plus fee', async () => {
  const user = await fundedUser('1000');
  const record = (await withdraw(user, form({ amount: 200 }))).body.withdrawal;
  await approveWithdrawal(server.db, record.reference);
  const figures = await details(user);
  assert.equal(figures.tradeProfit, 1000);
  assert.equal(figures.totalEquity, 800);
  assert.equal(figures.availableCash, 800);
  const ledger = await server.db.query<{ kind: string; amount: string }>(
    `SELECT kind, amount::text FROM ledger_entries l JOIN users u ON u.id = l.user_id
      WHERE u.email = $1 AND l.reference = $2 ORDER BY kind`,
    [user.email, record.reference],
  );
  assert.deepEqual(plainRows(ledger), [
    { kind: 'withdrawal', amount: '-195.00' },
    { kind: 'withdrawal_fee', amount: '-5.00' },
  ]);
  const list = await server.request<AllWithdrawalsResponse>('GET', '/withdrawal/all', {
    token: user.token,
  });
  assert.equal(list.body.allWithdrawals[0]?.status, 'approved');
});

test('GET /withdrawal/all lists only the caller’s withdrawals, newest first', async () => {
  const alice = await fundedUser('1000');
  const bob = await fundedUser('1000');
  const created: Withdrawal[] = [];
  for (const amount of [1, 2, 3]) {
    created.push((await withdraw(alice, form({ amount }))).body.withdrawal);
  }
  await withdraw(bob, form({ amount: 9 }));
  const list = await server.request<AllWithdrawalsResponse>('GET', '/withdrawal/all', {
    token: alice.token,
  });
  assert.equal(list.status, 200);
  assert.deepEqual(Object.keys(list.body), ['allWithdrawals']);
  // Every field of every record, as the call that created it answered.
  assert.deepEqual(list.body.allWithdrawals, created.reverse());
  const bobs = await server.request<AllWithdrawalsResponse>('GET', '/withdrawal/all', {
    token: bob.token,
  });
  assert.deepEqual(
    bobs.body.allWithdrawals.map((w) => w.amount),
    [9],
  );
  // Bob's withdrawal does not touch Alice's available cash, nor the reverse.
  assert.equal((await details(alice)).availableCash, 1000 - 1 - 2 - 3);
  assert.equal((await details(bob)).availableCash, 1000 - 9);
});

test('no response leaked a secret', () => {
  assertNoSecretsLeaked(server.responses, ['Secret@123']);
});
