/**
 * SPEC §12.1 and §12.7: the price job on the job queue, `GET /prices`, and what a broken source
 * leaves behind (nothing: the last price grows stale). On PGlite, and on PostgreSQL with
 * DATABASE_URL — where two instances share one queue and refresh once per slot.
 */
import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { inspect } from 'node:util';
import { after, before, describe, test } from 'node:test';
import type { PricesResponse } from '../../src/api/contract';
import {
  PRICE_REPLAY_STEP_MS,
  recordedMarketData,
  replayedPrice,
} from '../../fixtures/market/recordedFeed';
import type { Database } from '../src/db/database';
import { JOB_QUEUE_SCHEMA, startJobQueue, type JobLog } from '../src/jobs/jobQueue';
import { PRICE_REFRESH_JOB, refreshPrices, type PriceRefresh } from '../src/prices/priceJob';
import {
  coinIdsBySymbol,
  httpPriceSource,
  offlineFeedPriceSource,
} from '../src/prices/priceSource';
import { readPriceSettings } from '../src/prices/priceSettings';
import { dailyCloses } from '../src/prices/priceStore';
import { sourcePrice } from '../src/prices/sourcePrice';
import {
  openTestDatabase,
  plainRows,
  startAnotherInstance,
  startTestServer,
  testServerForFile,
  type TestServer,
} from './helpers';

/** Log lines a job wrote, by level. */
function recordingLog() {
  const lines: { level: 'warn' | 'error'; message: string }[] = [];
  const log: JobLog = {
    warn: (_details, message) => lines.push({ level: 'warn', message }),
    error: (_details, message) => lines.push({ level: 'error', message }),
  };
  return { log, lines };
}

/** Polls `check` until it holds (a job runs on its own schedule), failing after `timeoutMs`. */
async function eventually<T>(check: () => Promise<T | undefined>, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) assert.fail(`not reached within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * The offline feed's price of `asset` at `at` (ms), in the JSON number's shortest form: where
 * its replay stands then for a coin the recorded stream carries, its recorded price otherwise.
 */
function feedPrice(asset: string, at: number): string {
  const data = recordedMarketData();
  const coin = data.coins.find((c) => c.symbol.toUpperCase() === asset);
  assert.ok(coin, `the feed has ${asset}`);
  return String(replayedPrice(data, asset, at) ?? coin.current_price);
}

const DEFAULT_ASSETS = ['BTC', 'ETH', 'SOL', 'BNB', 'LTC', 'TRX'];

describe('a price as the source states it', () => {
  test('is kept as its shortest decimal, cut (never rounded) to 8 places', () => {
    assert.equal(sourcePrice(67012.5), '67012.5');
    assert.equal(sourcePrice(93388.41), '93388.41');
    assert.equal(sourcePrice(0.282764), '0.282764');
    assert.equal(sourcePrice(0.123456789), '0.12345678');
    assert.equal(sourcePrice(1.100000009), '1.1');
    assert.equal(sourcePrice(3000), '3000');
  });

  test('is refused when it is no usable price', () => {
    for (const junk of [
      0,
      -0,
      -5,
      0.000000001,
      1e-7,
      1e21,
      Infinity,
      NaN,
      '67000',
      null,
      undefined,
      {},
    ]) {
      assert.equal(sourcePrice(junk), null, `${inspect(junk)} is refused`);
    }
  });
});

describe('price settings', () => {
  test('default to the SPEC and read what is given', () => {
    assert.deepEqual(readPriceSettings({}), {
      tradableAssets: DEFAULT_ASSETS,
      priceRefreshSeconds: 15,
      priceMaxAgeSeconds: 60,
      marketDataUrl: 'https://api.coingecko.com/api/v3',
    });
    assert.deepEqual(
      readPriceSettings({
        TRADABLE_ASSETS: ' btc, DOGE ',
        PRICE_REFRESH_SECONDS: '5',
        PRICE_MAX_AGE_SECONDS: '30',
        MARKET_DATA: 'fixtures',
      }),
      {
        tradableAssets: ['BTC', 'DOGE'],
        priceRefreshSeconds: 5,
        priceMaxAgeSeconds: 30,
        marketDataUrl: null,
      },
    );
  });

  test('refuse bad values with a message naming the setting', () => {
    const refusals: [NodeJS.ProcessEnv, RegExp][] = [
      [{ TRADABLE_ASSETS: 'BTC,NOPE' }, /TRADABLE_ASSETS .*unknown: "NOPE"/],
      [{ TRADABLE_ASSETS: 'BTC,,ETH' }, /TRADABLE_ASSETS .*unknown: ""/],
      [{ TRADABLE_ASSETS: 'BTC,btc' }, /TRADABLE_ASSETS lists a symbol twice/],
      [{ PRICE_REFRESH_SECONDS: '0' }, /PRICE_REFRESH_SECONDS must be a whole number/],
      [{ PRICE_REFRESH_SECONDS: '1.5' }, /PRICE_REFRESH_SECONDS must be a whole number/],
      [{ PRICE_MAX_AGE_SECONDS: 'soon' }, /PRICE_MAX_AGE_SECONDS must be a whole number/],
      [{ PRICE_MAX_AGE_SECONDS: '15' }, /PRICE_MAX_AGE_SECONDS \(15\) must be more than/],
      [{ MARKET_DATA_URL: 'ftp://feed' }, /MARKET_DATA_URL must be an http\(s\) URL/],
    ];
    for (const [env, message] of refusals) assert.throws(() => readPriceSettings(env), message);
  });
});

describe('GET /prices and what the job stores', () => {
  let clock = Date.parse('2026-11-27T10:00:00Z');
  const server = testServerForFile({
    tradableAssets: ['BTC', 'ETH', 'XRP'],
    priceMaxAgeSeconds: 60,
    now: () => clock,
  });
  const refresh = (overrides: Partial<PriceRefresh> = {}) =>
    refreshPrices({
      db: server.db,
      source: offlineFeedPriceSource(() => clock),
      assets: ['BTC', 'ETH'],
      coinIds: coinIdsBySymbol(),
      now: () => new Date(clock),
      log: recordingLog().log,
      ...overrides,
    });
  const prices = async () => {
    const response = await server.request<PricesResponse>('GET', '/prices');
    assert.equal(response.status, 200);
    // This server reads the offline feed: every answer says its prices are synthetic.
    assert.equal(response.body.synthetic, true);
    return response.body.prices;
  };

  test('says whether its prices are synthetic: not when they come from a market source', async () => {
    const market = await startTestServer({ priceSource: httpPriceSource('http://127.0.0.1:9') });
    try {
      const response = await market.request<PricesResponse>('GET', '/prices');
      assert.equal(response.body.synthetic, false);
    } finally {
      await market.close();
    }
  });

  test('lists every tradable asset in order; one never observed has no price and is stale', async () => {
    assert.deepEqual(await prices(), [
      { asset: 'BTC', price: null, asOf: null, stale: true },
      { asset: 'ETH', price: null, asOf: null, stale: true },
      { asset: 'XRP', price: null, asOf: null, stale: true },
    ]);
    await refresh();
    const asOf = new Date(clock).toISOString();
    assert.deepEqual(await prices(), [
      { asset: 'BTC', price: feedPrice('BTC', clock), asOf, stale: false },
      { asset: 'ETH', price: feedPrice('ETH', clock), asOf, stale: false },
      { asset: 'XRP', price: null, asOf: null, stale: true },
    ]);
  });

  test('a price goes stale after PRICE_MAX_AGE_SECONDS and a refresh makes it fresh again', async () => {
    const observedAt = clock;
    clock += 60_000;
    assert.deepEqual(
      (await prices()).map(({ asset, stale }) => ({ asset, stale })),
      [
        { asset: 'BTC', stale: false },
        { asset: 'ETH', stale: false },
        { asset: 'XRP', stale: true },
      ],
    );
    clock += 1;
    const stale = await prices();
    assert.deepEqual(
      stale.slice(0, 2).map(({ price, asOf, stale }) => ({ price, asOf, stale })),
      [
        {
          price: feedPrice('BTC', observedAt),
          asOf: new Date(observedAt).toISOString(),
          stale: true,
        },
        {
          price: feedPrice('ETH', observedAt),
          asOf: new Date(observedAt).toISOString(),
          stale: true,
        },
      ],
    );
    await refresh();
    assert.equal((await prices())[0]?.stale, false);
  });

  test("keeps the UTC day's close and runs the after-refresh steps with what it stored", async () => {
    const seen: string[][] = [];
    const { log, lines } = recordingLog();
    const stored = await refresh({
      log,
      afterRefresh: [
        (_db, observations) => {
          seen.push(observations.map(({ asset, price }) => `${asset} ${price}`));
          return Promise.reject(new Error('a step that fails'));
        },
        (_db, observations) => {
          seen.push(observations.map(({ asset }) => asset));
          return Promise.resolve();
        },
      ],
    });
    assert.deepEqual(seen, [
      [`BTC ${feedPrice('BTC', clock)}`, `ETH ${feedPrice('ETH', clock)}`],
      ['BTC', 'ETH'],
    ]);
    // A failing step is logged; the refresh stands.
    assert.deepEqual(
      lines.map(({ level, message }) => ({ level, message })),
      [{ level: 'error', message: 'a step after the price refresh failed' }],
    );
    assert.equal(stored.length, 2);
    const day = new Date(clock).toISOString().slice(0, 10);
    assert.deepEqual(plainRows(await dailyCloses(server.db, ['BTC', 'ETH'], day, day)), [
      { asset: 'BTC', day, price: feedPrice('BTC', clock) },
      { asset: 'ETH', day, price: feedPrice('ETH', clock) },
    ]);
  });

  describe('a source that gives no usable price stores nothing, and the old price goes stale', () => {
    let source: Server;
    let sourceUrl = '';
    let answer: (respond: (status: number, body: string) => void) => void = () => undefined;

    before(async () => {
      source = createServer((request, response) => {
        answer((status, body) => response.writeHead(status).end(body));
      });
      await new Promise<void>((resolve) => source.listen(0, '127.0.0.1', resolve));
      sourceUrl = `http://127.0.0.1:${(source.address() as AddressInfo).port}/api/v3`;
    });
    after(async () => {
      source.closeAllConnections();
      await new Promise((resolve) => source.close(resolve));
    });

    const failures: [string, (respond: (status: number, body: string) => void) => void][] = [
      ['answering 500', (respond) => respond(500, '{"message":"upstream"}')],
      ['answering junk', (respond) => respond(200, '<html>busy</html>')],
      ['answering JSON that is no price list', (respond) => respond(200, '[1,2]')],
      ['answering a price of 0', (respond) => respond(200, '{"bitcoin":{"usd":0}}')],
      ['answering a negative price', (respond) => respond(200, '{"bitcoin":{"usd":-67000}}')],
      ['answering an absurd exponent', (respond) => respond(200, '{"bitcoin":{"usd":1e400}}')],
      ['answering a price as a string', (respond) => respond(200, '{"bitcoin":{"usd":"67000"}}')],
      ['leaving the asset out', (respond) => respond(200, '{"ethereum":{"usd":3000}}')],
      ['never answering (timeout)', () => undefined],
    ];

    for (const [how, behave] of failures) {
      test(`the source ${how}`, async () => {
        clock += 1_000;
        await refresh({ assets: ['BTC'] });
        const before = (await prices())[0];
        assert.equal(before?.stale, false);

        answer = behave;
        clock += 1_000;
        const { log, lines } = recordingLog();
        const stored = await refresh({
          assets: ['BTC'],
          source: httpPriceSource(sourceUrl),
          timeoutMs: 200,
          log,
        });
        assert.deepEqual(stored, []);
        assert.equal(lines.length, 1, 'one warning');
        assert.equal(lines[0]?.level, 'warn');
        assert.deepEqual((await prices())[0], before, 'the kept price is unchanged');
        clock += 60_000;
        assert.equal((await prices())[0]?.stale, true, 'and grows stale');
      });
    }

    test('the source down', async () => {
      const { log, lines } = recordingLog();
      // A port nothing listens on: the connection is refused.
      const closed = createServer();
      await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
      const port = (closed.address() as AddressInfo).port;
      await new Promise((resolve) => closed.close(resolve));
      const stored = await refresh({ source: httpPriceSource(`http://127.0.0.1:${port}`), log });
      assert.deepEqual(stored, []);
      assert.deepEqual(
        lines.map(({ level }) => level),
        ['warn'],
      );
      assert.match(lines[0]?.message ?? '', /could not be reached/);
    });

    test('one asset priced and another not: the priced one is stored', async () => {
      answer = (respond) => respond(200, '{"bitcoin":{"usd":0},"ethereum":{"usd":3000.5}}');
      clock += 120_000;
      const { log, lines } = recordingLog();
      await refresh({ source: httpPriceSource(sourceUrl), log });
      const [btc, eth] = await prices();
      assert.equal(btc?.stale, true);
      assert.deepEqual(eth, {
        asset: 'ETH',
        price: '3000.5',
        asOf: new Date(clock).toISOString(),
        stale: false,
      });
      assert.equal(lines.length, 1);
      assert.match(lines[0]?.message ?? '', /no usable price for BTC/);
    });
  });
});

describe('the job queue', () => {
  let db: Database;
  before(async () => {
    db = await openTestDatabase();
  });
  after(() => db.close());

  test('keeps one job per slot whichever instance sends it', async () => {
    const { log, lines } = recordingLog();
    const one = await startJobQueue(db, log);
    const another = await startJobQueue(db, log);
    try {
      const first = await one.sendOncePerSlot(PRICE_REFRESH_JOB, {}, 3600);
      const second = await another.sendOncePerSlot(PRICE_REFRESH_JOB, {}, 3600);
      assert.equal(typeof first, 'string');
      assert.equal(second, null);
      assert.deepEqual(lines, []);
    } finally {
      await one.stop();
      await another.stop();
    }
  });

  test('stops: nothing of it reaches the database afterwards', async () => {
    let statements = 0;
    const counted: Database = {
      ...db,
      query: (sql, params) => ((statements += 1), db.query(sql, params)),
      script: (sql) => ((statements += 1), db.script(sql)),
    };
    const queue = await startJobQueue(counted, recordingLog().log);
    await queue.work(PRICE_REFRESH_JOB, { pollingIntervalSeconds: 0.5 }, () => Promise.resolve());
    const polling = statements;
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    assert.ok(statements > polling, 'a running worker polls');
    await queue.stop();
    const stopped = statements;
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    assert.equal(statements, stopped);
  });
});

describe('the price job on the queue', () => {
  let server: TestServer | undefined;
  let another: TestServer | undefined;
  after(async () => {
    await another?.close();
    await server?.close();
  });

  test('refreshes from the offline feed, once per slot across two instances', async () => {
    server = await startTestServer({ jobs: true, priceRefreshSeconds: 1 });
    another = await startAnotherInstance(server);
    const { db } = server;

    const listed = await eventually(async () => {
      const response = await server?.request<PricesResponse>('GET', '/prices');
      const prices = response?.body.prices ?? [];
      return prices.every((price) => !price.stale) ? prices : undefined;
    });
    // The feed is asked a moment after the observation time is taken; its replay moves every
    // PRICE_REPLAY_STEP_MS, so the price is the one replayed at that time or a step later.
    assert.deepEqual(
      listed.map(({ asset }) => asset),
      DEFAULT_ASSETS,
    );
    for (const { asset, price, asOf } of listed) {
      const at = Date.parse(asOf ?? '');
      assert.ok(
        [feedPrice(asset, at), feedPrice(asset, at + PRICE_REPLAY_STEP_MS)].includes(price ?? ''),
        `${asset} ${price} is the feed's price at ${asOf}`,
      );
    }

    // A few more slots, then: as many refreshes as slots that had a job, one job per slot.
    const refreshes = async () => {
      const [row] = await db.query<{ count: number }>(
        'SELECT count(DISTINCT observed_at)::int AS count FROM asset_price_observations',
      );
      return row?.count ?? 0;
    };
    await eventually(async () => ((await refreshes()) >= 4 ? true : undefined));
    await another.close();
    another = undefined;
    await server.app.close();

    const slots = await db.query<{ singleton_on: string; jobs: number; completed: number }>(
      `SELECT singleton_on::text, count(*)::int AS jobs,
              count(*) FILTER (WHERE state = 'completed')::int AS completed
         FROM ${JOB_QUEUE_SCHEMA}.job WHERE name = $1 GROUP BY singleton_on`,
      [PRICE_REFRESH_JOB],
    );
    assert.ok(slots.length >= 4, `${slots.length} slots`);
    for (const slot of slots) assert.equal(slot.jobs, 1, `one job in slot ${slot.singleton_on}`);
    const completed = slots.reduce((sum, slot) => sum + slot.completed, 0);
    assert.equal(await refreshes(), completed, 'one refresh per job run');
    const perRefresh = await db.query<{ rows: number }>(
      'SELECT count(*)::int AS rows FROM asset_price_observations GROUP BY observed_at',
    );
    for (const { rows } of perRefresh) assert.equal(rows, DEFAULT_ASSETS.length);
  });
});
