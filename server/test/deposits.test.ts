import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { AddDepositResponse, AllDepositsResponse, Deposit } from '../../src/api/types';
import { approveDeposit, failDeposit } from '../src/operator/commands';
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

async function deposit(user: TestUser, amount: unknown) {
  return server.request<AddDepositResponse>('POST', '/transaction/add', {
    token: user.token,
    body: { amount },
  });
}

const details = (user: TestUser) => fetchDetails(server, user);

test('POST /transaction/add records a pending deposit owned by the user', async () => {
  const user = await createUser(server);
  const response = await deposit(user, 250);
  assert.equal(response.status, 201);
  const record: Deposit = response.body.transaction;
  assert.deepEqual(Object.keys(record).sort(), ['_id', 'amount', 'date', 'reference', 'status']);
  assert.equal(record.amount, 250);
  assert.equal(record.status, 'pending');
  assert.match(record.reference, /^DEP-[0-9A-Z]{10}$/);
  assert.ok(!Number.isNaN(Date.parse(record.date)));
  const figures = await details(user);
  assert.equal(figures.pendBalance, 250);
  assert.equal(figures.totalDeposit, 0, 'a pending deposit is not yet money');
});

test('an identical deposit submitted twice within the window is recorded once', async () => {
  const user = await createUser(server);
  const first = await deposit(user, 75);
  const second = await deposit(user, 75);
  assert.equal(first.status, 201);
  assert.equal(second.status, 200);
  assert.equal(second.body.transaction._id, first.body.transaction._id);
  const list = await server.request<AllDepositsResponse>('GET', '/transaction/all', {
    token: user.token,
  });
  assert.equal(list.body.allTransactions.length, 1);
});

test('deposit amounts must be whole numbers above zero', async () => {
  const user = await createUser(server);
  const before = await countRows(server.db, 'deposits');
  const cases: [unknown, RegExp][] = [
    [0, /^amount must be greater than 0$/],
    [-5, /^amount must be greater than 0$/],
    [12.5, /^amount must be a whole number$/],
    ['100', /^amount must be a number$/],
    [null, /^amount must be a number$/],
    [1e20, /^amount must be a number with at most 13 digits/],
  ];
  for (const [amount, message] of cases) assertError(await deposit(user, amount), 400, message);
  assertError(
    await server.request('POST', '/transaction/add', { token: user.token, body: {} }),
    400,
    /^amount is required$/,
  );
  assert.equal(await countRows(server.db, 'deposits'), before);
});

test('GET /transaction/all lists only the caller’s deposits, newest first', async () => {
  const alice = await createUser(server);
  const bob = await createUser(server);
  const created: Deposit[] = [];
  for (const amount of [10, 20, 30]) created.push((await deposit(alice, amount)).body.transaction);
  await deposit(bob, 999);
  const list = await server.request<AllDepositsResponse>('GET', '/transaction/all', {
    token: alice.token,
  });
  assert.equal(list.status, 200);
  assert.deepEqual(Object.keys(list.body), ['allTransactions']);
  // Every field of every record, as the call that created it answered (the list query names
  // its columns, so this catches one left out).
  assert.deepEqual(list.body.allTransactions, created.reverse());
  const bobs = await server.request<AllDepositsResponse>('GET', '/transaction/all', {
    token: bob.token,
  });
  assert.deepEqual(
    bobs.body.allTransactions.map((d) => d.amount),
    [999],
  );
});

test('approving a deposit moves it from pending into totalDeposit via the ledger', async () => {
  const user = await createUser(server);
  const approved = (await deposit(user, 500)).body.transaction;
  const failed = (await deposit(user, 40)).body.transaction;
  await approveDeposit(server.db, approved.reference);
  await failDeposit(server.db, failed.reference);
  const figures = await details(user);
  assert.equal(figures.totalDeposit, 500);
  assert.equal(figures.pendBalance, 0);
  assert.equal(figures.totalEquity, 500);
  assert.equal(figures.tradeProfit, 0);
  const list = await server.request<AllDepositsResponse>('GET', '/transaction/all', {
    token: user.token,
  });
  assert.deepEqual(
    list.body.allTransactions.map((d) => [d.amount, d.status]),
    [
      [40, 'failed'],
      [500, 'approved'],
    ],
  );
  const ledger = await server.db.query<{ kind: string; amount: string; reference: string }>(
    `SELECT kind, amount::text, reference FROM ledger_entries l JOIN users u ON u.id = l.user_id
      WHERE u.email = $1`,
    [user.email],
  );
  assert.deepEqual(plainRows(ledger), [
    { kind: 'deposit', amount: '500.00', reference: approved.reference },
  ]);
});

test('no response leaked a secret', () => {
  assertNoSecretsLeaked(server.responses, ['Secret@123']);
});
