import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import type {
  AddDepositResponse,
  HoldingsResponse,
  PortfolioHistoryResponse,
  Quote,
  TradeResponse,
  TradesPage,
} from '../../src/api/types';
import { findTotalsMismatches } from '../src/accounts/totals';
import { approveDeposit } from '../src/operator/commands';
import { runOperatorCommand } from '../src/operator/dispatch';
import { recordPrices } from '../src/prices/priceStore';
import {
  assertError,
  countRows,
  createUser,
  fetchDetails,
  startAnotherInstance,
  startTestServer,
  userIdOf,
  type TestServer,
  type TestUser,
} from './helpers';

/**
 * Quotes and market orders (SPEC §12.2) and holdings (§12.3) over real HTTP, on PGlite and on
 * PostgreSQL (DATABASE_URL). Time is the app's clock (`config.now`), moved by the tests: a
 * quote expires and a price goes stale without a real wait.
 */

// Starts at the real time (a whole second): rows are stamped with the database's own clock,
// and the two must name the same day whenever the suite runs. A fixed date turned stale.
let clock = Math.floor(Date.now() / 1000) * 1000;
let server: TestServer;
const TTL_SECONDS = 15;
const MAX_AGE_SECONDS = 60;

before(async () => {
  server = await startTestServer({
    now: () => clock,
    quoteTtlSeconds: TTL_SECONDS,
    priceMaxAgeSeconds: MAX_AGE_SECONDS,
    tradeFeePercent: '0.5',
  });
});
after(() => server.close());

/** Moves the app's clock on and records `prices` as observed at that moment. */
async function pricesNow(prices: Record<string, string>, advanceMs = 1000): Promise<void> {
  clock += advanceMs;
  await recordPrices(
    server.db,
    Object.entries(prices).map(([asset, price]) => ({
      asset,
      price,
      observedAt: new Date(clock),
    })),
  );
}

/** A deposit of `amount` dollars, approved by the operator: cash in the ledger. */
async function fund(user: TestUser, amount: number): Promise<void> {
  const added = await server.request<AddDepositResponse>('POST', '/transaction/add', {
    token: user.token,
    body: { amount },
  });
  assert.equal(added.status, 201, added.text);
  await approveDeposit(server.db, added.body.transaction.reference);
}

const quote = (user: TestUser, body: unknown, on: TestServer = server) =>
  on.request<Quote>('POST', '/trade/quote', { token: user.token, body });

const execute = (user: TestUser, quoteId: string, on: TestServer = server) =>
  on.request<TradeResponse>('POST', '/trade/execute', { token: user.token, body: { quoteId } });

const holdings = async (user: TestUser) => {
  const response = await server.request<HoldingsResponse>('GET', '/holdings', {
    token: user.token,
  });
  assert.equal(response.status, 200, response.text);
  return response.body;
};

/** Quotes and executes; returns the trade. */
async function trade(user: TestUser, side: 'buy' | 'sell', asset: string, amount: string) {
  const quoted = await quote(user, { side, asset, amount });
  assert.equal(quoted.status, 200, quoted.text);
  const executed = await execute(user, quoted.body.quoteId);
  assert.equal(executed.status, 201, executed.text);
  return executed.body.trade;
}

describe('a quote refuses what it cannot honour', () => {
  let user: TestUser;
  before(async () => {
    user = await createUser(server);
    await fund(user, 1000);
    await pricesNow({ BTC: '50000', ETH: '2500' });
  });

  test('malformed, non-positive, over-precise and oversized amounts → 400, never rounded', async () => {
    const cases: [side: string, amount: unknown, message: RegExp][] = [
      ['buy', '-5', /greater than 0/],
      ['buy', -5, /greater than 0/],
      ['buy', '0', /greater than 0/],
      ['buy', 0, /greater than 0/],
      ['sell', '0.00000000', /greater than 0/],
      ['buy', 'NaN', /plain decimal/],
      ['buy', 'abc', /plain decimal/],
      ['buy', '1e3', /plain decimal/],
      ['buy', 1e21, /plain decimal/],
      ['sell', 1e-7, /plain decimal/],
      ['buy', '', /plain decimal/],
      ['buy', ' 10', /plain decimal/],
      ['buy', '12345678901234567890', /at most 13 digits/],
      ['sell', '12345678901234567890', /at most 13 digits/],
      ['buy', '10.001', /at most 2 decimal places/],
      ['buy', 0.1 + 0.2, /at most 2 decimal places/],
      ['sell', '0.123456789', /at most 8 decimal places/],
    ];
    for (const [side, amount, message] of cases) {
      const response = await quote(user, { side, asset: 'BTC', amount });
      assertError(response, 400, message);
    }
    // The contract refuses what is not even a string or a number.
    assertError(await quote(user, { side: 'buy', asset: 'BTC', amount: null }), 400);
    assertError(await quote(user, { side: 'buy', asset: 'BTC', amount: true }), 400);
    assertError(await quote(user, { side: 'hold', asset: 'BTC', amount: '1' }), 400);
    assert.equal(await countRows(server.db, 'quotes'), 0, 'nothing was quoted');
  });

  test('an asset that is not tradable → 400 naming the tradable ones', async () => {
    const response = await quote(user, { side: 'buy', asset: 'DOGE', amount: '10' });
    assertError(response, 400, /^DOGE cannot be traded here\. Tradable assets: BTC, ETH/);
    assertError(await quote(user, { side: 'buy', asset: 'btc!', amount: '10' }), 400);
  });

  test('a stale or missing price → 503 with the SPEC sentence', async () => {
    // SOL is tradable but was never priced.
    assertError(
      await quote(user, { side: 'buy', asset: 'SOL', amount: '10' }),
      503,
      /^Prices are unavailable right now\. Try again in a minute\.$/,
    );
    clock += (MAX_AGE_SECONDS + 1) * 1000;
    assertError(await quote(user, { side: 'buy', asset: 'BTC', amount: '10' }), 503);
    await pricesNow({ BTC: '50000', ETH: '2500' });
    assert.equal((await quote(user, { side: 'buy', asset: 'BTC', amount: '10' })).status, 200);
  });

  test('a buy above the available cash, a sell above the holding → 400', async () => {
    assertError(
      await quote(user, { side: 'buy', asset: 'BTC', amount: '1000.01' }),
      400,
      /^Not enough cash$/,
    );
    assertError(
      await quote(user, { side: 'sell', asset: 'BTC', amount: '0.00000001' }),
      400,
      /^Not enough BTC$/,
    );
    // An amount worth less than 1e-8 of the asset buys nothing.
    await pricesNow({ BTC: '2000000' });
    assertError(await quote(user, { side: 'buy', asset: 'BTC', amount: '0.01' }), 400, /too small/);
    await pricesNow({ BTC: '50000' });
  });

  test('messages follow the request language', async () => {
    const response = await server.request('POST', '/trade/quote', {
      token: user.token,
      headers: { 'accept-language': 'de' },
      body: { side: 'buy', asset: 'BTC', amount: '5000' },
    });
    assertError(response, 400, /^Nicht genug Guthaben$/);
  });
});

describe('quote → execute', () => {
  let user: TestUser;
  before(async () => {
    user = await createUser(server);
    await fund(user, 1000);
    await pricesNow({ BTC: '67000' });
  });

  test('a buy is quoted to the cent and 8 places, executed once at the quoted price', async () => {
    const quoted = await quote(user, { side: 'buy', asset: 'BTC', amount: '100.00' });
    assert.equal(quoted.status, 200, quoted.text);
    const { quoteId, expiresAt, ...figures } = quoted.body;
    assert.deepEqual(figures, {
      side: 'buy',
      asset: 'BTC',
      price: '67000',
      quantity: '0.00148507',
      subtotal: '99.50',
      feePercent: '0.5',
      fee: '0.50',
      total: '100.00',
    });
    assert.equal(expiresAt, new Date(clock + TTL_SECONDS * 1000).toISOString());

    // The price moves before the user confirms: the trade is at the quoted price.
    await pricesNow({ BTC: '70000' });
    const executed = await execute(user, quoteId);
    assert.equal(executed.status, 201, executed.text);
    const { _id, reference, createdAt, ...trade } = executed.body.trade;
    assert.match(reference, /^ORD-[0-9A-Z]{10}$/);
    assert.ok(_id && createdAt);
    assert.deepEqual(trade, {
      side: 'buy',
      asset: 'BTC',
      price: '67000',
      quantity: '0.00148507',
      subtotal: '99.50',
      fee: '0.50',
      total: '100.00',
      realizedPnl: null,
    });

    const userId = await userIdOf(server, user);
    const entries = await server.db.query<{ kind: string; amount: string; reference: string }>(
      `SELECT kind, amount::text AS amount, reference FROM ledger_entries
        WHERE user_id = $1 AND kind LIKE 'trade_%' ORDER BY kind`,
      [userId],
    );
    assert.deepEqual(
      entries.map(({ kind, amount, reference: ref }) => [kind, amount, ref === reference]),
      [
        ['trade_buy', '-99.50', true],
        ['trade_fee', '-0.50', true],
      ],
    );
    const [asset] = await server.db.query<{ quantity: string }>(
      'SELECT quantity::text AS quantity FROM asset_ledger WHERE user_id = $1',
      [userId],
    );
    assert.equal(asset?.quantity, '0.00148507');
    const details = await fetchDetails(server, user);
    assert.equal(details.availableCash, 900);

    // The same quote again: the same trade, 200, nothing moved.
    const again = await execute(user, quoteId);
    assert.equal(again.status, 200, again.text);
    assert.deepEqual(again.body, executed.body);
    assert.equal((await fetchDetails(server, user)).availableCash, 900);
    assert.equal((await holdings(user)).holdings[0]?.quantity, '0.00148507');
  });

  test('a quote expires after QUOTE_TTL_SECONDS → 409, nothing moved', async () => {
    const quoted = await quote(user, { side: 'buy', asset: 'BTC', amount: '10.00' });
    assert.equal(quoted.status, 200, quoted.text);
    clock += (TTL_SECONDS - 1) * 1000;
    const before = await holdings(user);
    clock += 1000;
    assertError(
      await execute(user, quoted.body.quoteId),
      409,
      /^This quote has expired\. Get a new quote\.$/,
    );
    assert.equal((await holdings(user)).cash, before.cash);
    await pricesNow({ BTC: '70000' });
  });

  test("another user's quote, an unknown quote or a malformed id → 404", async () => {
    const quoted = await quote(user, { side: 'buy', asset: 'BTC', amount: '10.00' });
    const stranger = await createUser(server);
    assertError(await execute(stranger, quoted.body.quoteId), 404, /^No such quote$/);
    assertError(await execute(user, randomUUID()), 404);
    assertError(await execute(user, 'not-a-quote'), 404);
    // The owner can still execute it.
    assert.equal((await execute(user, quoted.body.quoteId)).status, 201);
  });

  test('the same quote executed ten times at once makes one trade', async () => {
    const quoted = await quote(user, { side: 'buy', asset: 'BTC', amount: '20.00' });
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => execute(user, quoted.body.quoteId)),
    );
    assert.deepEqual(
      answers.map((a) => a.status).sort(),
      [200, 200, 200, 200, 200, 200, 200, 200, 200, 201],
    );
    const ids = new Set(answers.map((a) => a.body.trade._id));
    assert.equal(ids.size, 1);
    const [row] = await server.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM trades WHERE quote_id = $1',
      [quoted.body.quoteId],
    );
    assert.equal(row?.n, 1);
  });

  test('a retry after a lost answer trades once', async () => {
    const quoted = await quote(user, { side: 'buy', asset: 'BTC', amount: '5.00' });
    const cashBefore = (await holdings(user)).cash;
    // The first answer is lost on the way: the client gives up before reading it.
    const controller = new AbortController();
    const lost = fetch(`${server.baseUrl}/trade/execute`, {
      method: 'POST',
      headers: { authorization: `Bearer ${user.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ quoteId: quoted.body.quoteId }),
      signal: controller.signal,
    }).then((response) => response.status);
    controller.abort();
    await lost.catch(() => 'aborted');
    const retried = await execute(user, quoted.body.quoteId);
    assert.ok([200, 201].includes(retried.status), retried.text);
    const again = await execute(user, quoted.body.quoteId);
    assert.equal(again.status, 200);
    assert.equal(again.body.trade._id, retried.body.trade._id);
    const after = await holdings(user);
    assert.equal(Number(cashBefore) - Number(after.cash), 5);
  });

  test('cash and holding are checked again at execution', async () => {
    const { availableCash } = await holdings(user);
    const first = await quote(user, { side: 'buy', asset: 'BTC', amount: availableCash });
    const second = await quote(user, { side: 'buy', asset: 'BTC', amount: availableCash });
    assert.equal((await execute(user, first.body.quoteId)).status, 201);
    assertError(await execute(user, second.body.quoteId), 400, /^Not enough cash$/);

    const { holdings: held } = await holdings(user);
    const all = held[0]?.quantity ?? '0';
    const sellA = await quote(user, { side: 'sell', asset: 'BTC', amount: all });
    const sellB = await quote(user, { side: 'sell', asset: 'BTC', amount: all });
    assert.equal((await execute(user, sellA.body.quoteId)).status, 201);
    assertError(await execute(user, sellB.body.quoteId), 400, /^Not enough BTC$/);
    assert.deepEqual((await holdings(user)).holdings, [], 'a holding of 0 is not listed');
  });

  test('money and quantities come back exactly as sent', async () => {
    const roundTrip = await createUser(server);
    await fund(roundTrip, 5000);
    await pricesNow({ ETH: '3000' });
    const bought = await trade(roundTrip, 'buy', 'ETH', '1234.56');
    assert.equal(bought.total, '1234.56');
    const sold = await trade(roundTrip, 'sell', 'ETH', '0.12345678');
    assert.equal(sold.quantity, '0.12345678');
    // A JSON number is read as the decimal it was written as.
    const numeric = await trade(roundTrip, 'buy', 'ETH', 250.5 as unknown as string);
    assert.equal(numeric.total, '250.50');
  });
});

describe('holdings and profit on a worked example', () => {
  test('average cost with fees, value, unrealized and realized profit, checked by hand', async () => {
    const user = await createUser(server);
    await fund(user, 2000);
    await pricesNow({ BTC: '50000' });
    // $1000 at 50,000: fee 5.00, 995 / 50000 = 0.0199 BTC.
    assert.equal((await trade(user, 'buy', 'BTC', '1000')).quantity, '0.0199');
    await pricesNow({ BTC: '62500' });
    // $500 at 62,500: fee 2.50, 497.5 / 62500 = 0.00796 BTC.
    assert.equal((await trade(user, 'buy', 'BTC', '500.00')).quantity, '0.00796');

    await pricesNow({ BTC: '60000' });
    // 0.02786 BTC cost 1500.00 (fees included): average 53840.63173008; at 60,000 worth
    // 1671.60, unrealized +171.60; cash 500.00.
    assert.deepEqual(await holdings(user), {
      cash: '500.00',
      availableCash: '500.00',
      holdings: [
        {
          asset: 'BTC',
          quantity: '0.02786',
          averageCost: '53840.63173008',
          price: '60000',
          asOf: new Date(clock).toISOString(),
          value: '1671.60',
          unrealizedPnl: '171.60',
        },
      ],
      holdingsValue: '1671.60',
      totalEquity: '2171.60',
      // Nothing sold yet, so nothing realized.
      realized: [],
    });

    // Sell half at 60,000: 835.80 − fee 4.18 = 831.62; realized 831.62 − 750.00 = 81.62.
    const sold = await trade(user, 'sell', 'BTC', '0.01393');
    assert.deepEqual(
      [sold.subtotal, sold.fee, sold.total, sold.realizedPnl],
      ['835.80', '4.18', '831.62', '81.62'],
    );
    const after = await holdings(user);
    assert.equal(after.cash, '1331.62');
    assert.deepEqual(after.holdings[0], {
      asset: 'BTC',
      quantity: '0.01393',
      averageCost: '53840.63173008',
      price: '60000',
      asOf: new Date(clock).toISOString(),
      value: '835.80',
      unrealizedPnl: '85.80',
    });
    // What the sells realized, per asset: the Trade Profit breakdown's lines.
    assert.deepEqual(after.realized, [{ asset: 'BTC', realizedPnl: '81.62' }]);
    // Cash moved by trades is in token-user's figures, and the day's portfolio balance is
    // token-user's totalEquity (SPEC §11.3), trades included.
    const details = await fetchDetails(server, user);
    assert.equal(details.availableCash, 1331.62);
    const history = await server.request<PortfolioHistoryResponse>(
      'GET',
      '/portfolio/history?range=1W',
      { token: user.token },
    );
    assert.equal(history.body.points.at(-1)?.balance, details.totalEquity?.toFixed(2));
    const [kept] = await server.db.query<{ realized_pnl: string; cost_basis: string }>(
      `SELECT realized_pnl::text AS realized_pnl, cost_basis::text AS cost_basis
         FROM holdings WHERE user_id = $1 AND asset = 'BTC'`,
      [await userIdOf(server, user)],
    );
    assert.deepEqual({ ...kept }, { realized_pnl: '81.62', cost_basis: '750.00000000' });

    // A stale price values nothing: the holding's figures and the sums are null.
    clock += (MAX_AGE_SECONDS + 1) * 1000;
    const stale = await holdings(user);
    assert.equal(stale.cash, '1331.62');
    assert.deepEqual(
      [stale.holdings[0]?.price, stale.holdings[0]?.value, stale.holdings[0]?.unrealizedPnl],
      [null, null, null],
    );
    assert.equal(stale.holdingsValue, null);
    assert.equal(stale.totalEquity, null);
    // token-user values on the same app clock as GET /holdings, so it agrees: stale too.
    assert.equal((await fetchDetails(server, user)).totalEquity, null);
    // Executing needs no fresh price, only an unexpired quote (SPEC §12.2): quoted on a price
    // 55 s old, executed 10 s later when that price is stale.
    await pricesNow({ BTC: '60000' });
    clock += 55_000;
    const late = await quote(user, { side: 'sell', asset: 'BTC', amount: '0.001' });
    assert.equal(late.status, 200, late.text);
    clock += 10_000;
    assertError(await quote(user, { side: 'sell', asset: 'BTC', amount: '0.001' }), 503);
    assert.equal((await execute(user, late.body.quoteId)).status, 201);
  });

  test('pending withdrawals are reserved out of the available cash', async () => {
    const user = await createUser(server);
    await fund(user, 100);
    await server.db.query(
      `INSERT INTO withdrawals (id, user_id, amount, charges, wallet_address, email, exchange,
                                asset, reference)
       VALUES ($1, $2, 40, 0, 'addr', 'x@example.com', 'Binance', 'BTC', $3)`,
      [randomUUID(), await userIdOf(server, user), `WDR-${randomUUID().slice(0, 10)}`],
    );
    const figures = await holdings(user);
    assert.deepEqual([figures.cash, figures.availableCash], ['100.00', '60.00']);
    await pricesNow({ BTC: '50000' });
    assertError(await quote(user, { side: 'buy', asset: 'BTC', amount: '60.01' }), 400);
    assert.equal((await quote(user, { side: 'buy', asset: 'BTC', amount: '60.00' })).status, 200);
  });
});

describe('GET /trades', () => {
  let user: TestUser;
  before(async () => {
    user = await createUser(server);
    await fund(user, 10_000);
    await pricesNow({ BTC: '50000', ETH: '2000' });
    for (let i = 1; i <= 5; i++) await trade(user, 'buy', i % 2 ? 'BTC' : 'ETH', `${i}00.00`);
    await trade(user, 'sell', 'ETH', '0.01');
  });

  const page = (query: string, as: TestUser = user) =>
    server.request<TradesPage>('GET', `/trades${query}`, { token: as.token });

  test('pages newest first with a cursor and a total; filters by asset and side', async () => {
    const first = await page('?limit=4');
    assert.equal(first.status, 200, first.text);
    assert.equal(first.body.total, 6);
    assert.deepEqual(
      first.body.trades.map((t) => `${t.side} ${t.asset} ${t.total}`),
      ['sell ETH 19.90', 'buy BTC 500.00', 'buy ETH 400.00', 'buy BTC 300.00'],
    );
    assert.ok(first.body.nextCursor);
    const second = await page(`?limit=4&cursor=${first.body.nextCursor}`);
    assert.deepEqual(
      second.body.trades.map((t) => t.total),
      ['200.00', '100.00'],
    );
    assert.equal(second.body.nextCursor, null);

    const btc = await page('?asset=BTC');
    assert.deepEqual([btc.body.total, btc.body.trades.length], [3, 3]);
    const sells = await page('?side=sell&asset=ETH');
    assert.equal(sells.body.total, 1);
    // 0.2985 ETH cost 600.00; 0.01 of it takes 600 × 0.01 / 0.2985 = 20.10; sold for 19.90.
    assert.equal(sells.body.trades[0]?.realizedPnl, '-0.20');
    // The holdings sum each asset's sells: a loss on ETH is a line of its own.
    assert.deepEqual(
      (await holdings(user)).realized.find((line) => line.asset === 'ETH'),
      { asset: 'ETH', realizedPnl: '-0.20' },
    );
    // created_at is the database's clock, which the test does not move: today's real date.
    const today = new Date().toISOString().slice(0, 10);
    assert.equal((await page(`?from=${today}&to=${today}`)).body.total, 6);
    assert.equal((await page('?to=2000-01-01')).body.total, 0);
  });

  test('bad paging and filters → 400; another user sees none of them', async () => {
    assertError(await page('?limit=0'), 400);
    assertError(await page('?limit=101'), 400);
    assertError(await page('?side=hold'), 400);
    assertError(await page('?from=2026-02-02&to=2026-02-01'), 400);
    assertError(await page('?limit=2&cursor=forged'), 400);
    const first = await page('?limit=2');
    const stranger = await createUser(server);
    assertError(await page(`?limit=2&cursor=${first.body.nextCursor}`, stranger), 400);
    assert.equal((await page('', stranger)).body.total, 0);
  });

  test('list-trades and check-totals on the operator side', async () => {
    const listed = await runOperatorCommand(server.db, ['list-trades', user.email]);
    assert.match(listed, new RegExp(`^6 trades of ${user.email}:\\n`));
    assert.match(listed, /ORD-\w+ {2}sell 0\.01 ETH at 2000 {2}subtotal 20\.00 {2}fee 0\.10/);
    assert.deepEqual(await findTotalsMismatches(server.db), []);
    // A holding that disagrees with its asset ledger is named.
    const userId = await userIdOf(server, user);
    await server.db.query(
      `UPDATE holdings SET quantity = quantity + 1 WHERE user_id = $1 AND asset = 'BTC'`,
      [userId],
    );
    const mismatches = await findTotalsMismatches(server.db);
    assert.deepEqual(
      mismatches.map((m) => [m.email, m.figure]),
      [[user.email, 'holdings/BTC']],
    );
    await server.db.query(
      `UPDATE holdings SET quantity = quantity - 1 WHERE user_id = $1 AND asset = 'BTC'`,
      [userId],
    );
  });
});

describe('concurrent buys on two instances', () => {
  test('20 buys spending the same cash at once never overdraw', async () => {
    const other = await startAnotherInstance(server);
    try {
      const user = await createUser(server);
      await fund(user, 100);
      await pricesNow({ BTC: '50000' });
      const quotes = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          quote(user, { side: 'buy', asset: 'BTC', amount: '30.00' }, i % 2 ? other : server),
        ),
      );
      for (const q of quotes) assert.equal(q.status, 200, q.text);
      const answers = await Promise.all(
        quotes.map((q, i) => execute(user, q.body.quoteId, i % 2 ? server : other)),
      );
      const statuses = answers.map((a) => a.status);
      assert.equal(statuses.filter((s) => s === 201).length, 3, statuses.join());
      for (const refused of answers.filter((a) => a.status !== 201)) {
        assertError(refused, 400, /^Not enough cash$/);
      }
      const figures = await holdings(user);
      assert.equal(figures.cash, '10.00');
      const [spent] = await server.db.query<{ total: string }>(
        'SELECT SUM(total)::text AS total FROM trades WHERE user_id = $1',
        [await userIdOf(server, user)],
      );
      assert.equal(spent?.total, '90.00');
      assert.deepEqual(await findTotalsMismatches(server.db), []);
    } finally {
      await other.app.close();
    }
  });
});
