import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import Fastify, { type FastifyInstance } from 'fastify';
import WebSocket from 'ws';
import { installErrorHandlers } from '../src/http/errors';
import { feedNoticeMessage, loadRecordedMarketData } from '../../fixtures/market/recordedFeed';
import {
  MARKET_REST_PREFIX,
  MARKET_STREAM_PATH,
  marketFixtureRoutes,
  marketFixturesEnabled,
} from '../src/market/fixtureRoutes';
import { startTestServer } from './helpers';

describe('market fixture routes (MARKET_DATA=fixtures)', () => {
  let app: FastifyInstance;
  let baseUrl: string;
  const fixtures = loadRecordedMarketData();
  // A short replay keeps the loop test fast; the routes replay whatever data set they are given.
  const replayed = fixtures.stream.slice(0, 5);

  before(async () => {
    app = Fastify();
    installErrorHandlers(app);
    await app.register(
      marketFixtureRoutes({ replayIntervalMs: 5, data: { ...fixtures, stream: replayed } }),
    );
    baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  });
  after(() => app.close());

  const get = async (path: string) => {
    const response = await fetch(`${baseUrl}${MARKET_REST_PREFIX}${path}`);
    return { status: response.status, body: (await response.json()) as unknown };
  };

  test('the fixture set is the documented size', () => {
    assert.ok(fixtures.coins.length >= 50);
    for (const id of ['bitcoin', 'ethereum', 'litecoin']) {
      assert.ok(fixtures.candles.get(id)!.length >= 300, id);
    }
    assert.ok(fixtures.stream.length > 0);
  });

  test('/coins/markets pages the coins and adds sparklines only when asked', async () => {
    const first = await get('/coins/markets?vs_currency=usd&per_page=10&page=1&sparkline=true');
    const coins = first.body as Array<Record<string, unknown>>;
    assert.equal(first.status, 200);
    assert.equal(coins.length, 10);
    assert.equal(coins[0]!.id, 'bitcoin');
    assert.equal(coins[0]!.market_cap_rank, 1);
    assert.equal((coins[0]!.sparkline_in_7d as { price: number[] }).price.length, 168);
    assert.match(
      String(coins[0]!.image),
      /^http:\/\/127\.0\.0\.1:\d+\/market\/api\/v3\/images\/btc\.svg$/,
    );

    const second = (await get('/coins/markets?vs_currency=usd&per_page=10&page=2')).body as Array<
      Record<string, unknown>
    >;
    assert.equal(second[0]!.market_cap_rank, 11);
    assert.equal(second[0]!.sparkline_in_7d, undefined);
  });

  test('every JSON answer says the data is synthetic and its as-of date, readable cross-origin', async () => {
    for (const path of [
      '/global',
      '/coins/markets?vs_currency=usd',
      '/coins/markets?vs_currency=eur',
    ]) {
      const response = await fetch(`${baseUrl}${MARKET_REST_PREFIX}${path}`, {
        headers: { origin: 'http://localhost:8080' },
      });
      assert.equal(response.headers.get('x-market-data'), 'synthetic-fixtures', path);
      assert.equal(response.headers.get('x-market-data-as-of'), fixtures.meta.asOf, path);
      // A browser hides non-safelisted headers from another origin's script unless exposed.
      const exposed = (response.headers.get('access-control-expose-headers') ?? '')
        .split(',')
        .map((name) => name.trim().toLowerCase());
      assert.ok(exposed.includes('x-market-data'), path);
      assert.ok(exposed.includes('x-market-data-as-of'), path);
    }
    assert.ok(!Number.isNaN(Date.parse(fixtures.meta.asOf)));
    assert.match(fixtures.meta.description, /SYNTHETIC/);
  });

  test('bad parameters are answered 400 with a message', async () => {
    const wrongCurrency = await get('/coins/markets?vs_currency=eur');
    assert.equal(wrongCurrency.status, 400);
    assert.deepEqual(wrongCurrency.body, {
      message: 'The fixture feed quotes vs_currency=usd only',
    });
    assert.equal((await get('/coins/markets?vs_currency=usd&per_page=0')).status, 400);
    assert.equal((await get('/coins/bitcoin/ohlc?vs_currency=usd')).status, 400);
  });

  test('/global returns the market-wide figures in CoinGecko shape', async () => {
    const { status, body } = await get('/global');
    assert.equal(status, 200);
    const data = (body as { data: Record<string, Record<string, number>> }).data;
    assert.ok(data.total_market_cap!.usd! > 0);
    assert.ok(data.market_cap_percentage!.btc! > 0);
  });

  test('/coins/{id}/ohlc returns [time, o, h, l, c] for the last N days', async () => {
    const { status, body } = await get('/coins/ethereum/ohlc?vs_currency=usd&days=30');
    const candles = body as number[][];
    assert.equal(status, 200);
    assert.equal(candles.length, 30);
    for (const [, open, high, low, close] of candles) {
      assert.ok(high! >= Math.max(open!, close!) && low! <= Math.min(open!, close!));
    }
    const all = (await get('/coins/bitcoin/ohlc?vs_currency=usd&days=max')).body as number[][];
    assert.equal(all.length, fixtures.candles.get('bitcoin')!.length);
    assert.equal((await get('/coins/dogecoin/ohlc?vs_currency=usd&days=30')).status, 404);
  });

  test('/coins/{id}/market_chart returns prices and USD volumes', async () => {
    const { body } = await get('/coins/litecoin/market_chart?vs_currency=usd&days=7');
    const chart = body as { prices: number[][]; total_volumes: number[][] };
    assert.equal(chart.prices.length, 7);
    assert.equal(chart.total_volumes.length, 7);
    assert.ok(chart.total_volumes.every(([, volume]) => volume! > 0));
  });

  test('coin logos are generated SVGs, not third-party images', async () => {
    const response = await fetch(`${baseUrl}${MARKET_REST_PREFIX}/images/btc.svg`);
    assert.equal(response.status, 200);
    assert.equal(response.headers.get('content-type'), 'image/svg+xml');
    assert.match(await response.text(), /<svg[^>]*>.*BTC/);
  });

  test('the stream replays the recorded messages in order and in a loop, stamped with send time', async () => {
    const socket = new WebSocket(`${baseUrl.replace('http', 'ws')}${MARKET_STREAM_PATH}`);
    const wanted = replayed.length + 3;
    const messages: Array<Record<string, unknown>> = [];
    const startedAt = Date.now();
    let notice: unknown;
    await new Promise<void>((resolve, reject) => {
      socket.on('message', (data) => {
        // ws hands a message over as one Buffer (its default binaryType, 'nodebuffer').
        const message = JSON.parse((data as Buffer).toString()) as Record<string, unknown>;
        // The first message says the replay is synthetic; the ticks follow it.
        if (notice === undefined) notice = message;
        else messages.push(message);
        if (messages.length === wanted) resolve();
      });
      socket.on('error', reject);
    });
    socket.close();
    assert.deepEqual(notice, {
      e: 'meridian.feedNotice',
      data: 'synthetic-fixtures',
      asOf: fixtures.meta.asOf,
    });
    assert.deepEqual(notice, feedNoticeMessage(fixtures));
    assert.deepEqual(
      messages.slice(0, replayed.length).map(({ s, c }) => [s, c]),
      replayed.map(({ s, c }) => [s, c]),
    );
    // After the last recorded message the replay starts again from the first.
    assert.equal(messages[replayed.length]!.c, replayed[0]!.c);
    assert.ok(Number(messages[0]!.E) >= startedAt);
  });
});

describe('mounting', () => {
  test('MARKET_DATA=fixtures is the only switch', () => {
    assert.equal(marketFixturesEnabled({ MARKET_DATA: 'fixtures' }), true);
    assert.equal(marketFixturesEnabled({}), false);
    assert.equal(marketFixturesEnabled({ MARKET_DATA: 'live' }), false);
  });

  test('the reference API mounts the feed only when MARKET_DATA=fixtures', async () => {
    const previous = process.env.MARKET_DATA;
    try {
      delete process.env.MARKET_DATA;
      const plain = await startTestServer();
      const off = await fetch(`${plain.baseUrl}${MARKET_REST_PREFIX}/global`);
      assert.equal(off.status, 404);
      await plain.close();

      process.env.MARKET_DATA = 'fixtures';
      const origin = 'http://localhost:8080';
      const withFixtures = await startTestServer({ corsOrigins: [origin] });
      const on = await fetch(`${withFixtures.baseUrl}${MARKET_REST_PREFIX}/global`, {
        headers: { origin },
      });
      assert.equal(on.status, 200);
      // Behind the app's CORS plugin, the SPA's origin may read the synthetic-data headers.
      assert.equal(on.headers.get('access-control-allow-origin'), origin);
      assert.match(on.headers.get('access-control-expose-headers') ?? '', /x-market-data-as-of/);
      assert.equal(on.headers.get('x-market-data'), 'synthetic-fixtures');
      await withFixtures.close();
    } finally {
      if (previous === undefined) delete process.env.MARKET_DATA;
      else process.env.MARKET_DATA = previous;
    }
  });
});
