import { FakeSocket } from '../../test/fakeSocket';
import { backoffDelay, connectTickerStream, DEFAULT_STREAM_TIMING } from '../marketStream';
import { binanceTickerAdapter, coinbaseTickerAdapter } from '../tickerAdapters';
import type { MarketStreamStatus, TickerUpdate } from '../types';

function setup() {
  const sockets: FakeSocket[] = [];
  const statuses: MarketStreamStatus[] = [];
  const ticks: TickerUpdate[] = [];
  const connection = connectTickerStream({
    url: 'ws://feed.test/stream',
    adapter: binanceTickerAdapter,
    createSocket: (url) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket;
    },
    onTicks: (updates) => ticks.push(...updates),
    onStatus: (status) => statuses.push(status),
  });
  const latest = () => sockets[sockets.length - 1]!;
  return { sockets, statuses, ticks, connection, latest };
}

const tick = (s: string, c: string, E = Date.now()) => ({ e: '24hrMiniTicker', s, c, E });

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('connectTickerStream', () => {
  it('is connecting until the first ticker, then live, and delayed when messages stop', () => {
    const { statuses, ticks, latest, connection } = setup();
    expect(statuses).toEqual(['connecting']);
    expect(latest().url).toBe('ws://feed.test/stream');

    latest().receive(tick('BTCUSDT', '67012.3', 1_700_000_000_000));
    expect(ticks).toEqual([{ symbol: 'BTCUSDT', price: 67012.3, time: 1_700_000_000_000 }]);
    expect(statuses).toEqual(['connecting', 'live']);

    jest.advanceTimersByTime(DEFAULT_STREAM_TIMING.staleAfterMs - 1);
    expect(statuses.at(-1)).toBe('live');
    jest.advanceTimersByTime(1);
    expect(statuses.at(-1)).toBe('delayed');

    latest().receive(tick('BTCUSDT', '67020'));
    expect(statuses.at(-1)).toBe('live');
    connection.close();
  });

  it('ignores messages that are not tickers without breaking the stream', () => {
    const { statuses, ticks, latest, connection } = setup();
    latest().onmessage?.({ data: 'not json' });
    latest().receive({ result: null, id: 1 });
    expect(ticks).toEqual([]);
    expect(statuses).toEqual(['connecting']);
    connection.close();
  });

  it('reconnects with exponential backoff, capped, and reports unavailable after repeated failures', () => {
    const { sockets, statuses, latest, connection } = setup();
    latest().receive(tick('ETHUSDT', '3100'));
    latest().close(); // the server dropped the connection
    expect(statuses.at(-1)).toBe('delayed');

    // 1 s, 2 s, 4 s, 8 s, 16 s, then capped at 30 s.
    const expectedDelays = [1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000];
    expectedDelays.forEach((delay, index) => {
      const before = sockets.length;
      jest.advanceTimersByTime(delay - 1);
      expect(sockets).toHaveLength(before);
      jest.advanceTimersByTime(1);
      expect(sockets).toHaveLength(before + 1);
      if (index === 2) expect(statuses.at(-1)).toBe('delayed');
      latest().close(); // this attempt fails too
    });
    expect(statuses.at(-1)).toBe('unavailable');

    // A later attempt that delivers data is live again and resets the backoff.
    jest.advanceTimersByTime(30_000);
    latest().receive(tick('ETHUSDT', '3101'));
    expect(statuses.at(-1)).toBe('live');
    latest().close();
    const before = sockets.length;
    jest.advanceTimersByTime(1_000);
    expect(sockets).toHaveLength(before + 1);
    connection.close();
  });

  it('treats a socket that cannot even be created as a failed attempt', () => {
    const statuses: MarketStreamStatus[] = [];
    let attempts = 0;
    const connection = connectTickerStream({
      url: 'not a url',
      adapter: binanceTickerAdapter,
      createSocket: () => {
        attempts += 1;
        throw new SyntaxError('invalid URL');
      },
      onTicks: () => undefined,
      onStatus: (status) => statuses.push(status),
      timing: { unavailableAfterFailures: 2 },
    });
    expect(attempts).toBe(1);
    jest.advanceTimersByTime(1_000);
    expect(attempts).toBe(2);
    expect(statuses).toEqual(['connecting', 'unavailable']);
    connection.close();
  });

  it('stops for good when closed: no reconnect, no status after close', () => {
    const { sockets, statuses, latest, connection } = setup();
    latest().receive(tick('BTCUSDT', '1'));
    connection.close();
    expect(latest().closed).toBe(true);
    jest.advanceTimersByTime(120_000);
    expect(sockets).toHaveLength(1);
    expect(statuses).toEqual(['connecting', 'live']);
  });

  it('computes the backoff schedule', () => {
    expect([1, 2, 3, 6, 7, 50].map((n) => backoffDelay(n, DEFAULT_STREAM_TIMING))).toEqual([
      1_000, 2_000, 4_000, 30_000, 30_000, 30_000,
    ]);
  });
});

describe('ticker adapters', () => {
  it('reads Binance tickers, mini-ticker arrays and combined-stream envelopes', () => {
    const one = { s: 'btcusdt', c: '67012.30', E: 1 };
    expect(binanceTickerAdapter.parse(one)).toEqual([
      { symbol: 'BTCUSDT', price: 67012.3, time: 1 },
    ]);
    expect(binanceTickerAdapter.parse([one, { s: 'ETHUSDT', c: '3000', E: 2 }])).toHaveLength(2);
    expect(binanceTickerAdapter.parse({ stream: 'btcusdt@ticker', data: one })).toHaveLength(1);
    expect(binanceTickerAdapter.parse({ s: 'X', c: 'abc', E: 1 })).toEqual([]);
    expect(binanceTickerAdapter.parse({ s: 'X', c: '0', E: 1 })).toEqual([]);
    expect(binanceTickerAdapter.parse(null)).toEqual([]);
  });

  it('reads Coinbase ticker messages into the same shape', () => {
    expect(
      coinbaseTickerAdapter.parse({
        type: 'ticker',
        product_id: 'BTC-USD',
        price: '67000.5',
        time: '2023-11-14T22:13:20.000Z',
      }),
    ).toEqual([{ symbol: 'BTCUSD', price: 67000.5, time: 1_700_000_000_000 }]);
    expect(coinbaseTickerAdapter.parse({ type: 'heartbeat' })).toEqual([]);
  });
});
