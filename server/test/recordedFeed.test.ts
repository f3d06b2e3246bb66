import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import {
  answerMarketRequest,
  recordedFeedMeta,
  recordedMarketData,
  replayedTick,
  type RecordedMarketData,
} from '../../fixtures/market/recordedFeed';

// The feed module alone, without an HTTP server: market.test.ts covers the Fastify adapter and
// the jest suites the MSW one, so what the feed answers is pinned down once, here.
const data = recordedMarketData();
const ask = (path: string, baseUrl?: string) => {
  const url = new URL(path, 'http://feed.invalid');
  return answerMarketRequest(url.pathname, url.searchParams, baseUrl ? { baseUrl } : {});
};
type Row = Record<string, unknown>;

describe('the recorded market feed', () => {
  test('reads the data set once and describes it in its metadata', () => {
    assert.equal(recordedMarketData(), data);
    const meta = recordedFeedMeta();
    assert.match(meta.description, /SYNTHETIC/);
    assert.equal(new Date(meta.asOf).toISOString(), meta.asOf);
    assert.equal(data.coins.length, meta.coins);
    assert.equal(data.stream.length, meta.streamMessages);
    assert.deepEqual([...data.candles.keys()], meta.candleCoins);
    for (const candles of data.candles.values()) assert.equal(candles.length, meta.candlesPerCoin);
  });

  test('/coins/markets pages the coins by market cap, 100 to a page by default', () => {
    const all = ask('/coins/markets?vs_currency=usd');
    assert.equal(all.status, 200);
    assert.equal(all.headers['content-type'], 'application/json; charset=utf-8');
    assert.equal(all.headers['x-market-data'], 'synthetic-fixtures');
    assert.deepEqual(
      (all.body as Row[]).map((coin) => coin.id),
      data.coins.map((coin) => coin.id),
    );
    const third = ask('/coins/markets?vs_currency=USD&per_page=20&page=3').body as Row[];
    assert.deepEqual(
      third.map((coin) => coin.market_cap_rank),
      data.coins.slice(40, 60).map((coin) => coin.market_cap_rank),
    );
    const chosen = ask('/coins/markets?vs_currency=usd&ids=litecoin,%20bitcoin,').body as Row[];
    assert.deepEqual(
      chosen.map((coin) => coin.id),
      ['bitcoin', 'litecoin'],
    );
  });

  test('/coins/markets adds the 7-day sparkline only when asked', () => {
    const [plain] = ask('/coins/markets?vs_currency=usd&per_page=1').body as Row[];
    assert.equal(plain!.sparkline_in_7d, undefined);
    const [withLine] = ask('/coins/markets?vs_currency=usd&per_page=1&sparkline=true')
      .body as Row[];
    assert.deepEqual(withLine!.sparkline_in_7d, data.coins[0]!.sparkline_in_7d);
  });

  test('coin logos point back at the feed they were served from', () => {
    const base = 'http://localhost:4000/market/api/v3';
    const [bitcoin] = ask('/coins/markets?vs_currency=usd&per_page=1', base).body as Row[];
    assert.equal(bitcoin!.image, `${base}/images/btc.svg`);
    const [relative] = ask('/coins/markets?vs_currency=usd&per_page=1').body as Row[];
    assert.equal(relative!.image, '/images/btc.svg');

    const logo = ask('/images/btc.svg');
    assert.equal(logo.status, 200);
    assert.equal(logo.headers['content-type'], 'image/svg+xml');
    assert.match(String(logo.body), /^<svg[^>]*>.*>BTC<\/text><\/svg>$/);
  });

  test('/global is the recorded market-wide figures', () => {
    assert.deepEqual(ask('/global').body, data.global);
  });

  test('/coins/{id}/ohlc is the last N days of candles as [time, o, h, l, c]', () => {
    const candles = data.candles.get('ethereum')!;
    const { status, body } = ask('/coins/ethereum/ohlc?vs_currency=usd&days=30');
    assert.equal(status, 200);
    assert.deepEqual(
      body,
      candles.slice(-30).map((candle) => candle.slice(0, 5)),
    );
    assert.equal(
      (ask('/coins/bitcoin/ohlc?vs_currency=usd&days=max').body as unknown[]).length,
      data.candles.get('bitcoin')!.length,
    );
  });

  test('/coins/{id}/market_chart derives prices, caps and USD volumes from the candles', () => {
    const candles = data.candles.get('litecoin')!.slice(-7);
    const litecoin = data.coins.find((coin) => coin.id === 'litecoin')!;
    const chart = ask('/coins/litecoin/market_chart?vs_currency=usd&days=7').body as {
      prices: number[][];
      market_caps: number[][];
      total_volumes: number[][];
    };
    assert.deepEqual(
      chart.prices,
      candles.map(([time, , , , close]) => [time, close]),
    );
    assert.deepEqual(
      chart.total_volumes,
      candles.map(([time, , , , close, volume]) => [time, Math.round(close * volume)]),
    );
    const [, lastCap] = chart.market_caps.at(-1)!;
    const supply = litecoin.market_cap / litecoin.current_price;
    assert.equal(lastCap, Math.round(candles.at(-1)![4] * supply));
  });

  test('bad parameters are 400s and unknown coins or paths 404s, each with a message', () => {
    const cases: Array<[path: string, status: number, message: string]> = [
      ['/coins/markets?vs_currency=eur', 400, 'The fixture feed quotes vs_currency=usd only'],
      ['/coins/markets', 400, 'The fixture feed quotes vs_currency=usd only'],
      [
        '/coins/markets?vs_currency=usd&per_page=0',
        400,
        'per_page must be a whole number from 1 to 250',
      ],
      [
        '/coins/markets?vs_currency=usd&per_page=251',
        400,
        'per_page must be a whole number from 1 to 250',
      ],
      [
        '/coins/markets?vs_currency=usd&page=1.5',
        400,
        'page must be a whole number from 1 to 10000',
      ],
      ['/coins/bitcoin/ohlc?vs_currency=usd', 400, 'days is required'],
      [
        '/coins/bitcoin/market_chart?vs_currency=usd&days=-1',
        400,
        'days must be a positive number',
      ],
      [
        '/coins/dogecoin/ohlc?vs_currency=usd&days=30',
        404,
        'No fixture history for coin "dogecoin"',
      ],
      ['/coins/list', 404, 'The market feed has no /coins/list'],
      ['/images/btc.png', 404, 'The market feed has no /images/btc.png'],
    ];
    for (const [path, status, message] of cases) {
      const answer = ask(path);
      assert.equal(answer.status, status, path);
      assert.deepEqual(answer.body, { message }, path);
    }
  });

  test('answers from another data set when given one', () => {
    const other: RecordedMarketData = { ...data, coins: data.coins.slice(2, 3) };
    const answer = answerMarketRequest(
      '/coins/markets',
      new URLSearchParams({ vs_currency: 'usd' }),
      { data: other },
    );
    assert.deepEqual(
      (answer.body as Row[]).map((coin) => coin.id),
      [data.coins[2]!.id],
    );
  });

  test('the stream replays the recorded messages in a loop, stamped with their send time', () => {
    const length = data.stream.length;
    assert.deepEqual(replayedTick(1, 42), { ...data.stream[1]!, E: 42 });
    assert.deepEqual(replayedTick(length + 1, 43), { ...data.stream[1]!, E: 43 });
    // The recording itself is not altered by stamping.
    assert.notEqual(data.stream[1]!.E, 42);
  });
});
