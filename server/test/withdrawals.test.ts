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
  approveWithdrawal,
  failWithdrawal,
  postReferralBonus,
  postTradeResult,
  setWithdrawalFee,
} from '../src/operator/commands';
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

/** A user with trade profit, withdrawals allowed and a 2.5 % fee. */
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
  // Pending withdrawals do not change the figures until approved.
  assert.equal((await details(user)).tradeProfit, 1000);
});

test('permission off is refused with 403 and the threshold message', async () => {
  const user = await fundedUser();
  await allowWithdrawals(server.db, user.email, false);
  const before = await countRows(server.db, 'withdrawals');
  assertError(
    await withdraw(user, form()),
    403,
    /^Your profit has not reached the minimum withdrawal threshold$/,
  );
  assert.equal(await countRows(server.db, 'withdrawals'), before);
});

test('an amount above the trade profit is refused', async () => {
  const user = await fundedUser('100');
  // Referral bonus and deposits are not trade profit.
  await postReferralBonus(server.db, user.email, '500', 'Referred a friend');
  assertError(
    await withdraw(user, form({ amount: 100.01 })),
    400,
    /^Withdrawal amount must not exceed total profits$/,
  );
  assert.equal((await withdraw(user, form({ amount: 100 }))).status, 201);
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

test('pending withdrawals count against the profit', async () => {
  const user = await fundedUser('300');
  assert.equal((await withdraw(user, form({ amount: 200 }))).status, 201);
  assertError(
    await withdraw(user, form({ amount: 150 })),
    400,
    /^Withdrawal amount must not exceed total profits$/,
  );
  assert.equal((await withdraw(user, form({ amount: 100 }))).status, 201);
});

test('a failed withdrawal frees its amount again', async () => {
  const user = await fundedUser('100');
  const first = await withdraw(user, form({ amount: 100 }));
  await failWithdrawal(server.db, first.body.withdrawal.reference);
  assert.equal((await withdraw(user, form({ amount: 90 }))).status, 201);
});

test('20 concurrent withdrawals cannot exceed the profit', async () => {
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
  for (const r of refused) assertError(r, 400, /must not exceed total profits/);
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

test('approval takes the amount out of trade profit: net payout plus fee', async () => {
  const user = await fundedUser('1000');
  const record = (await withdraw(user, form({ amount: 200 }))).body.withdrawal;
  await approveWithdrawal(server.db, record.reference);
  const figures = await details(user);
  assert.equal(figures.tradeProfit, 800);
  assert.equal(figures.totalEquity, 800);
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
  // Bob's withdrawal does not touch Alice's available profit, nor the reverse.
  assert.equal((await details(alice)).tradeProfit, 1000);
});

test('no response leaked a secret', () => {
  assertNoSecretsLeaked(server.responses, ['Secret@123']);
});
