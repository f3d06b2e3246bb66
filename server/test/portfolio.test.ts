import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { test } from 'node:test';
import type {
  AddWithdrawalResponse,
  PortfolioHistoryResponse,
  PortfolioPoint,
  PortfolioRange,
} from '../../src/api/types';
import { portfolioHistory, rangeStartDay } from '../src/accounts/portfolio';
import {
  allowWithdrawals,
  approveWithdrawal,
  failWithdrawal,
  setWithdrawalFee,
} from '../src/operator/commands';
import {
  assertError,
  createUser,
  fetchDetails,
  testServerForFile,
  type TestUser,
  userIdOf,
  plainRows,
} from './helpers';

const server = testServerForFile();

const DAY_MS = 24 * 60 * 60 * 1000;
const isoDay = (date: Date) => date.toISOString().slice(0, 10);
/** The UTC day `days` before today, `YYYY-MM-DD`. */
const daysAgo = (days: number) => isoDay(new Date(Date.now() - days * DAY_MS));

/** Moves the account's creation back, as if it had been opened on `day` (noon UTC). */
async function openedOn(user: TestUser, day: string): Promise<void> {
  await server.db.query('UPDATE users SET created_at = $2 WHERE email = $1', [
    user.email,
    `${day}T12:00:00Z`,
  ]);
}

/**
 * A ledger entry written at a chosen moment of the past. The ledger accepts only inserts, and
 * its totals trigger follows them, so token-user stays consistent with these back-dated rows.
 */
async function entryAt(user: TestUser, kind: string, amount: string, at: string): Promise<void> {
  await server.db.query(
    `INSERT INTO ledger_entries (user_id, kind, amount, reason, reference, created_at)
     VALUES ($1, $2, $3, 'test entry', $4, $5)`,
    [await userIdOf(server, user), kind, amount, `TEST-${randomUUID()}`, at],
  );
}

/** A deposit recorded and approved at `at`: its record and its ledger entry, as approval writes them. */
async function depositApprovedAt(user: TestUser, amount: string, at: string): Promise<void> {
  const reference = `DEP-${randomUUID()}`;
  await server.db.query(
    `INSERT INTO deposits (id, user_id, amount, reference, status, created_at, decided_at)
     VALUES ($1, $2, $3, $4, 'approved', $5, $5)`,
    [randomUUID(), await userIdOf(server, user), amount, reference, at],
  );
  await server.db.query(
    `INSERT INTO ledger_entries (user_id, kind, amount, reason, reference, created_at)
     VALUES ($1, 'deposit', $2, 'Deposit approved', $3, $4)`,
    [await userIdOf(server, user), amount, reference, at],
  );
}

function history(user: TestUser, range: string) {
  return server.request<PortfolioHistoryResponse>(
    'GET',
    `/portfolio/history?range=${encodeURIComponent(range)}`,
    { token: user.token },
  );
}

async function points(user: TestUser, range: PortfolioRange): Promise<PortfolioPoint[]> {
  const response = await history(user, range);
  assert.equal(response.status, 200, response.text);
  assert.equal(response.body.range, range);
  return response.body.points;
}

/** A day without holdings: its balance is its cash. */
const point = (date: string, balance: string, netDeposits: string, tradeProfit: string) => ({
  date,
  balance,
  holdingsValue: '0.00',
  netDeposits,
  tradeProfit,
});

function withdraw(user: TestUser, amount: number) {
  return server.request<AddWithdrawalResponse>('POST', '/withdrawal/add', {
    token: user.token,
    body: {
      amount,
      charges: 0.025,
      walletAddress: 'bc1qexampleaddress000000000000000000',
      email: 'payout@example.com',
      exchange: 'Binance',
      asset: 'BTC',
    },
  });
}

test('each day of 1W is the end-of-day figures of a hand-computed ledger, the last one token-user', async () => {
  const user = await createUser(server);
  await openedOn(user, daysAgo(40));
  await depositApprovedAt(user, '1000.00', `${daysAgo(20)}T09:00:00Z`); // before the range
  await depositApprovedAt(user, '500.00', `${daysAgo(4)}T23:59:59Z`); // approved mid-range
  await entryAt(user, 'trade_result', '300.00', `${daysAgo(2)}T00:00:00Z`);
  await entryAt(user, 'trade_result', '-120.50', `${daysAgo(1)}T15:30:00Z`); // a loss
  // Today, through the API: one withdrawal approved (100 = 97.50 paid + 2.50 fee), one failed.
  await setWithdrawalFee(server.db, user.email, '2.5');
  await allowWithdrawals(server.db, user.email, true);
  const paid = await withdraw(user, 100);
  assert.equal(paid.status, 201, paid.text);
  const refused = await withdraw(user, 50);
  assert.equal(refused.status, 201, refused.text);
  await approveWithdrawal(server.db, paid.body.withdrawal.reference);
  await failWithdrawal(server.db, refused.body.withdrawal.reference);

  assert.deepEqual(await points(user, '1W'), [
    point(daysAgo(6), '1000.00', '1000.00', '0.00'),
    point(daysAgo(5), '1000.00', '1000.00', '0.00'),
    point(daysAgo(4), '1500.00', '1500.00', '0.00'),
    point(daysAgo(3), '1500.00', '1500.00', '0.00'),
    point(daysAgo(2), '1800.00', '1500.00', '300.00'),
    point(daysAgo(1), '1679.50', '1500.00', '179.50'),
    // The failed withdrawal never counts; the approved one takes 100 (payout and fee) out of
    // cash, and none out of trade profit (SPEC §12.0).
    point(daysAgo(0), '1579.50', '1500.00', '179.50'),
  ]);
  const details = await fetchDetails(server, user);
  assert.ok(details.totalEquity !== null, 'no holdings, so nothing is priced and equity is known');
  const today = (await points(user, 'ALL')).at(-1);
  assert.ok(details.totalEquity !== null, 'no holdings: nothing to price');
  // token-user sends its figures as JSON numbers; the history keeps exact decimal strings.
  assert.deepEqual(today, {
    date: daysAgo(0),
    balance: details.totalEquity.toFixed(2),
    holdingsValue: '0.00',
    netDeposits: details.totalDeposit.toFixed(2),
    tradeProfit: details.tradeProfit.toFixed(2),
  });
});

test('every range runs from its first day to today; ALL starts on the day the account opened', async () => {
  const user = await createUser(server);
  await openedOn(user, '2015-06-01');
  const today = new Date();
  for (const range of ['1W', '1M', '3M', 'YTD', '1Y'] as const) {
    const days = await points(user, range);
    assert.equal(days[0]?.date, rangeStartDay(range, today), range);
    assert.equal(days.at(-1)?.date, isoDay(today), range);
    // One point per day, none missing, none repeated.
    const span = (Date.parse(isoDay(today)) - Date.parse(days[0]?.date ?? '')) / DAY_MS + 1;
    assert.equal(days.length, span, range);
  }
  assert.equal((await points(user, '1W')).length, 7);
  assert.equal((await points(user, 'YTD'))[0]?.date, `${today.getUTCFullYear()}-01-01`);
  const all = await points(user, 'ALL');
  assert.equal(all[0]?.date, '2015-06-01');
  assert.ok(all.every((day) => day.balance === '0.00' && day.netDeposits === '0.00'));
});

test('range start days on a fixed clock: 7 days for 1W, the day after the same date a period back', () => {
  const now = new Date('2026-03-31T18:45:00Z');
  assert.equal(rangeStartDay('1W', now), '2026-03-25');
  // March 31 less a month is February 28 (clamped); the range is the days after it.
  assert.equal(rangeStartDay('1M', now), '2026-03-01');
  assert.equal(rangeStartDay('3M', now), '2026-01-01');
  assert.equal(rangeStartDay('YTD', now), '2026-01-01');
  assert.equal(rangeStartDay('1Y', now), '2025-04-01');
  assert.equal(rangeStartDay('ALL', now), null);
  const newYear = new Date('2027-01-01T00:00:00Z');
  assert.equal(rangeStartDay('YTD', newYear), '2027-01-01');
  assert.equal(rangeStartDay('1W', newYear), '2026-12-26');
  assert.equal(rangeStartDay('1M', new Date('2026-11-23T10:00:00Z')), '2026-10-24');
});

test('on a fixed clock, entries after that day are not counted and the days end at UTC midnight', async () => {
  const user = await createUser(server);
  await openedOn(user, '2026-01-01');
  await entryAt(user, 'deposit', '250.00', '2026-02-10T23:59:59.999Z');
  await entryAt(user, 'referral_bonus', '5.00', '2026-02-11T00:00:00Z');
  await entryAt(user, 'deposit', '999.00', '2026-02-13T00:00:00Z'); // after "today"
  const days = await portfolioHistory(
    server.db,
    await userIdOf(server, user),
    '1W',
    new Date('2026-02-12T08:00:00Z'),
  );
  assert.deepEqual(plainRows(days.slice(-3)), [
    point('2026-02-10', '250.00', '250.00', '0.00'),
    // A referral bonus is in the balance, neither in deposits nor in trade profit.
    point('2026-02-11', '255.00', '250.00', '0.00'),
    point('2026-02-12', '255.00', '250.00', '0.00'),
  ]);
  assert.equal(days.length, 7);
});

test('a range reaching back before the account opened starts on its creation day', async () => {
  const user = await createUser(server);
  await openedOn(user, daysAgo(3));
  await entryAt(user, 'deposit', '40.00', `${daysAgo(3)}T13:00:00Z`);
  for (const range of ['1M', 'ALL'] as const) {
    assert.deepEqual(await points(user, range), [
      point(daysAgo(3), '40.00', '40.00', '0.00'),
      point(daysAgo(2), '40.00', '40.00', '0.00'),
      point(daysAgo(1), '40.00', '40.00', '0.00'),
      point(daysAgo(0), '40.00', '40.00', '0.00'),
    ]);
  }
});

test('a new account has one point for today, all zero', async () => {
  const user = await createUser(server);
  assert.deepEqual(await points(user, '3M'), [point(daysAgo(0), '0.00', '0.00', '0.00')]);
});

test('another user’s entries never show in anyone’s history', async () => {
  const first = await createUser(server);
  const second = await createUser(server);
  await openedOn(first, daysAgo(10));
  await openedOn(second, daysAgo(10));
  await entryAt(first, 'deposit', '70.00', `${daysAgo(5)}T10:00:00Z`);
  await entryAt(second, 'deposit', '9000.00', `${daysAgo(8)}T10:00:00Z`);
  await entryAt(second, 'trade_result', '-30.00', `${daysAgo(2)}T10:00:00Z`);
  const firstDays = await points(first, 'ALL');
  assert.equal(firstDays.length, 11);
  assert.deepEqual(firstDays.at(-1), point(daysAgo(0), '70.00', '70.00', '0.00'));
  assert.ok(firstDays.every((day) => day.balance === '0.00' || day.balance === '70.00'));
  assert.deepEqual(
    (await points(second, '1W')).at(-1),
    point(daysAgo(0), '8970.00', '9000.00', '-30.00'),
  );
});

test('a missing or unknown range is refused with 400 and a message; no token is 401', async () => {
  const user = await createUser(server);
  for (const range of ['', '1w', '2W', 'all', 'YTD ', 'MAX']) {
    assertError(await history(user, range), 400, /range must be one of 1W, 1M, 3M, YTD, 1Y, ALL/);
  }
  assertError(
    await server.request('GET', '/portfolio/history', { token: user.token }),
    400,
    /range/,
  );
  assertError(
    await server.request('GET', '/portfolio/history?range=1W&range=1M', { token: user.token }),
    400,
  );
  assertError(await server.request('GET', '/portfolio/history?range=1W'), 401);
});
