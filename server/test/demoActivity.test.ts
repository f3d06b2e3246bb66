import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import type {
  AlertsResponse,
  HoldingsResponse,
  LoginSuccessResponse,
  NotificationsPage,
  PortfolioHistoryResponse,
  SavedAddress,
  TradesPage,
  UserDetails,
} from '../../src/api/types';
import { DEMO_EMAIL, DEMO_PASSWORD, ensureDemoAccount } from '../src/accounts/demoAccount';
import { addDeposit } from '../src/accounts/deposits';
import { findTotalsMismatches } from '../src/accounts/totals';
import { findUserByEmail } from '../src/accounts/users';
import type { Database } from '../src/db/database';
import { demoPriceHistory, DEMO_ASSETS, priceText } from '../src/demo/priceHistory';
import { DEMO_SEED } from '../src/demo/plan';
import { seedDemoActivity } from '../src/demo/seedDemoActivity';
import { recordPrices } from '../src/prices/priceStore';
import { readServerEnv } from '../src/serverEnv';
import {
  countRows,
  createUser,
  fetchDetails,
  startAnotherInstance,
  startTestServer,
  TEST_SCRYPT_COST,
  type TestServer,
} from './helpers';

/** One moment for every run of this file, so two runs plan the same year. */
const NOW = new Date();
const DAY_MS = 86_400_000;

const cents = (value: string | number) => Math.round(Number(value) * 100);
const sum = (values: readonly (string | number)[]) =>
  values.reduce<number>((a, v) => a + cents(v), 0);

interface StatementEntry {
  date: string;
  type: string;
  reference: string;
  description: string;
  amount: string;
  balance: string;
}
interface Statement {
  openingBalance: string;
  closingBalance: string;
  entries: StatementEntry[];
}

/** What the price job keeps today: the feed's current price (the recorded history's last close). */
async function recordTodaysPrices(db: Database, now: Date) {
  const history = demoPriceHistory();
  await recordPrices(
    db,
    DEMO_ASSETS.map((asset) => ({
      asset,
      price: priceText(history.daysAgo(asset, 0).close),
      observedAt: now,
    })),
  );
}

/** Every ledger entry of the demo account, without the random references. */
async function ledgerOf(db: Database) {
  return db.query<{ kind: string; amount: string; reason: string; at: string }>(
    `SELECT e.kind, e.amount::text AS amount, e.reason, e.created_at::text AS at
       FROM ledger_entries e JOIN users u ON u.id = e.user_id
      WHERE u.email = $1 ORDER BY e.created_at, e.id`,
    [DEMO_EMAIL],
  );
}

let server: TestServer | undefined;
after(() => server?.close());

let firstRun: Awaited<ReturnType<typeof ledgerOf>> = [];

test('the seeded demo account reconciles over real HTTP: totals, statement, holdings and Performance agree and are non-zero', async () => {
  // The jobs stay off: the price job would keep the feed's replayed price instead of the
  // recorded close this test values the holdings at, kept fresh just before the calls.
  server = await startTestServer();
  const { db } = server;
  await ensureDemoAccount(db, TEST_SCRYPT_COST);
  assert.equal(await seedDemoActivity(db, server.config, { now: NOW }), true);
  firstRun = await ledgerOf(db);
  assert.equal(await countRows(db, 'mail_outbox'), 0, 'nothing of the past year is e-mailed now');
  await recordTodaysPrices(db, new Date());

  const login = await server.request<LoginSuccessResponse>('POST', '/auth/login', {
    body: { email: DEMO_EMAIL, password: DEMO_PASSWORD },
  });
  assert.equal(login.status, 200, login.text);
  const token = login.body.token;
  const get = async <Body>(path: string) => {
    const response = await server!.request<Body>('GET', path, { token });
    assert.equal(response.status, 200, `${path}: ${response.text}`);
    return response.body;
  };

  const user = await get<UserDetails>('/transaction/token-user');
  const holdings = await get<HoldingsResponse>('/holdings');
  const from = new Date(NOW.getTime() - 4 * 365 * DAY_MS).toISOString().slice(0, 10);
  const to = NOW.toISOString().slice(0, 10);
  const statement = await get<Statement>(`/statements?from=${from}&to=${to}&format=json`);
  const history = await get<PortfolioHistoryResponse>('/portfolio/history?range=1Y');
  const trades = await get<TradesPage>('/trades?limit=100');
  const { allTransactions: deposits } = await get<{
    allTransactions: { amount: number; status: string }[];
  }>('/transaction/all');
  const { allWithdrawals: withdrawals } = await get<{
    allWithdrawals: { amount: number; status: string }[];
  }>('/withdrawal/all');

  // Labelled: the demo account, and no other.
  assert.equal(user.demo, true);
  const someone = await createUser(server);
  assert.equal((await fetchDetails(server, someone)).demo, false);

  // At least 50 ledger entries of at least 5 kinds, over the last 12 months.
  const { entries } = statement;
  assert.ok(entries.length >= 50, `${entries.length} entries`);
  const kinds = new Set(entries.map((entry) => entry.type));
  for (const kind of [
    'deposit',
    'trade_result',
    'referral_bonus',
    'withdrawal',
    'withdrawal_fee',
    'trade_buy',
    'trade_sell',
    'trade_fee',
  ]) {
    assert.ok(kinds.has(kind), `a ${kind} entry`);
  }
  const months = new Set(entries.map((entry) => entry.date.slice(0, 7)));
  assert.ok(months.size >= 12, `entries in ${months.size} months`);
  const first = new Date(entries[0]!.date).getTime();
  assert.ok(NOW.getTime() - first <= 366 * DAY_MS && NOW.getTime() - first >= 330 * DAY_MS);
  assert.ok(entries.every((entry) => new Date(entry.date).getTime() < NOW.getTime()));

  // The statement's running cash balance adds up, and closes at the holdings' cash.
  let running = cents(statement.openingBalance);
  for (const entry of entries) {
    running += cents(entry.amount);
    assert.equal(cents(entry.balance), running, `balance after ${entry.reference}`);
  }
  assert.equal(cents(statement.closingBalance), running);
  assert.equal(cents(holdings.cash), running);

  // Every dashboard figure is non-zero and is the sum of the entries behind it.
  const ofKind = (kind: string) => entries.filter((e) => e.type === kind).map((e) => e.amount);
  const realized = trades.trades.flatMap((t) => (t.realizedPnl === null ? [] : [t.realizedPnl]));
  assert.equal(trades.total, trades.trades.length, 'every trade on one page');
  assert.equal(cents(user.totalDeposit), sum(ofKind('deposit')));
  assert.equal(cents(user.tradeProfit), sum(ofKind('trade_result')) + sum(realized));
  assert.equal(cents(user.referralBonus), sum(ofKind('referral_bonus')));
  const pendingWithdrawals = sum(
    withdrawals.filter((w) => w.status === 'pending').map((w) => w.amount),
  );
  assert.ok(pendingWithdrawals > 0, 'a withdrawal is pending');
  assert.equal(cents(user.availableCash), running - pendingWithdrawals);
  assert.equal(cents(holdings.availableCash), cents(user.availableCash));
  assert.equal(
    cents(user.pendBalance),
    sum(deposits.filter((d) => d.status === 'pending').map((d) => d.amount)),
  );
  assert.ok(holdings.holdingsValue !== null && cents(holdings.holdingsValue) > 0);
  assert.equal(
    sum(holdings.holdings.map((h) => h.value ?? Number.NaN)),
    cents(holdings.holdingsValue),
  );
  assert.ok(user.totalEquity !== null);
  assert.equal(cents(user.totalEquity), running + cents(holdings.holdingsValue));
  assert.equal(cents(holdings.totalEquity!), cents(user.totalEquity));
  for (const figure of [
    user.totalDeposit,
    user.tradeProfit,
    user.referralBonus,
    user.availableCash,
    user.pendBalance,
    user.totalEquity,
  ]) {
    assert.notEqual(cents(figure), 0);
  }

  // Performance: its last point is today's figures, and the year is not a flat line.
  const points = history.points;
  const last = points[points.length - 1]!;
  assert.equal(last.date, to);
  assert.equal(cents(last.balance), cents(user.totalEquity));
  assert.equal(cents(last.netDeposits), cents(user.totalDeposit));
  assert.equal(cents(last.tradeProfit), cents(user.tradeProfit));
  assert.ok(points.length >= 360, `${points.length} points`);
  assert.ok(new Set(points.map((p) => p.balance)).size > 100, 'the balance moves through the year');

  // The records behind them: every status, three assets bought and sold.
  assert.deepEqual(
    new Set(deposits.map((d) => d.status)),
    new Set(['approved', 'pending', 'failed']),
  );
  assert.deepEqual(
    new Set(withdrawals.map((w) => w.status)),
    new Set(['approved', 'pending', 'failed']),
  );
  assert.deepEqual(new Set(trades.trades.map((t) => t.asset)), new Set(DEMO_ASSETS));
  assert.deepEqual(new Set(trades.trades.map((t) => t.side)), new Set(['buy', 'sell']));
  assert.ok(holdings.holdings.length >= 2);

  // The rest of a lived-in account.
  const { assets } = await get<{ assets: string[] }>('/watchlist');
  assert.ok(assets.length >= 3);
  const { alerts } = await get<AlertsResponse>('/alerts');
  assert.equal(alerts.length, 2);
  assert.equal(alerts.filter((a) => a.active).length, 1, 'one alert waits');
  const fired = alerts.find((a) => !a.active)!;
  assert.ok(fired.firedAt && fired.firedPrice !== null);
  assert.ok(Number(fired.firedPrice) >= Number(fired.price));
  const inbox = await get<NotificationsPage>('/notifications?limit=100');
  assert.ok(inbox.unread > 0, 'some notifications unread');
  assert.ok(
    inbox.notifications.some((n) => n.readAt !== null),
    'some read',
  );
  assert.ok(inbox.notifications.some((n) => n.kind === 'price_alert'));
  const { addresses } = await get<{ addresses: SavedAddress[] }>('/withdrawal/addresses');
  assert.equal(addresses.length, 1);
  assert.ok(new Date(addresses[0]!.usableFrom).getTime() < NOW.getTime(), 'past its hold');

  // The kept totals (per user and per day) agree with the entries they sum.
  assert.deepEqual(await findTotalsMismatches(db), []);
});

test('the same seed writes the same entries; another seed other ones', async () => {
  assert.ok(firstRun.length >= 50);
  await server?.close();
  server = await startTestServer();
  await ensureDemoAccount(server.db, TEST_SCRYPT_COST);
  assert.equal(await seedDemoActivity(server.db, server.config, { now: NOW }), true);
  assert.deepEqual(await ledgerOf(server.db), firstRun);

  await server.close();
  server = await startTestServer();
  await ensureDemoAccount(server.db, TEST_SCRYPT_COST);
  assert.equal(
    await seedDemoActivity(server.db, server.config, { now: NOW, seed: DEMO_SEED + 1 }),
    true,
  );
  assert.notDeepEqual(await ledgerOf(server.db), firstRun);
});

test('two instances starting together on one database: one seeds, the other does not; a restart seeds nothing', async () => {
  await server?.close();
  server = await startTestServer();
  const other = await startAnotherInstance(server);
  try {
    await Promise.all([
      ensureDemoAccount(server.db, TEST_SCRYPT_COST),
      ensureDemoAccount(other.db, TEST_SCRYPT_COST),
    ]);
    const seeded = await Promise.all([
      seedDemoActivity(server.db, server.config, { now: NOW }),
      seedDemoActivity(other.db, other.config, { now: NOW }),
    ]);
    assert.deepEqual(seeded.filter(Boolean), [true], 'exactly one instance seeds');
    const entries = await countRows(server.db, 'ledger_entries');
    assert.equal(await seedDemoActivity(server.db, server.config, { now: NOW }), false);
    assert.equal(await countRows(server.db, 'ledger_entries'), entries, 'a restart adds nothing');
  } finally {
    await other.close();
  }
});

test('an account that already has activity is never seeded', async () => {
  await server?.close();
  server = await startTestServer();
  await ensureDemoAccount(server.db, TEST_SCRYPT_COST);
  const demo = await findUserByEmail(server.db, DEMO_EMAIL);
  await addDeposit(
    server.db,
    demo!.id,
    { amount: 100 },
    { duplicateWindowSeconds: 10, maxPending: 100 },
  );
  assert.equal(await seedDemoActivity(server.db, server.config, { now: NOW }), false);
  assert.equal(await countRows(server.db, 'deposits'), 1);
  assert.equal(await countRows(server.db, 'ledger_entries'), 0);
  assert.equal((await findUserByEmail(server.db, DEMO_EMAIL))!.sample_activity_at, null);
});

test('sample activity is refused in production', () => {
  assert.throws(
    () =>
      readServerEnv({
        NODE_ENV: 'production',
        DEMO_ACTIVITY: 'on',
        TOKEN_SECRET: 'x'.repeat(40),
        ENCRYPTION_KEY: 'y'.repeat(40),
      }),
    /DEMO_ACTIVITY=on .* refused with NODE_ENV=production/,
  );
  assert.equal(readServerEnv({ DEMO_ACTIVITY: 'on' }).demoActivity, true);
  assert.equal(readServerEnv({}).demoActivity, false);
});
