import { http, HttpResponse } from 'msw';
import { setupStore } from '../../app/store';
import { server, marketUrl } from '../../test/server';
import { marketApi } from '../market';
import { FakeSocket } from '../../test/fakeSocket';
import { setMarketSocketFactory } from '../marketStream';

beforeEach(() => {
  FakeSocket.opened = [];
  setMarketSocketFactory((url) => new FakeSocket(url));
});
afterEach(() => setMarketSocketFactory());

describe('REST market data', () => {
  it('asks for sparklines and 24h/7d changes, and reuses the cached answer', async () => {
    const requests: URL[] = [];
    server.use(
      http.get(marketUrl('/coins/markets'), ({ request }) => {
        requests.push(new URL(request.url));
        return HttpResponse.json([{ id: 'bitcoin', current_price: 1 }]);
      }),
    );
    const store = setupStore();
    const first = await store.dispatch(
      marketApi.endpoints.getMarketOverview.initiate({ perPage: 50 }),
    );
    const second = await store.dispatch(
      marketApi.endpoints.getMarketOverview.initiate({ perPage: 50 }),
    );
    expect(first.data).toEqual([{ id: 'bitcoin', current_price: 1 }]);
    expect(second.data).toBe(first.data);
    expect(requests).toHaveLength(1);
    expect(Object.fromEntries(requests[0]!.searchParams)).toEqual({
      vs_currency: 'usd',
      order: 'market_cap_desc',
      per_page: '50',
      page: '1',
      sparkline: 'true',
      price_change_percentage: '24h,7d',
    });
  });

  it('joins OHLC candles with market-chart volumes', async () => {
    const day = 86_400_000;
    server.use(
      http.get(marketUrl('/coins/bitcoin/ohlc'), ({ request }) => {
        expect(new URL(request.url).searchParams.get('days')).toBe('365');
        return HttpResponse.json([
          [day, 10, 12, 9, 11],
          [2 * day, 11, 13, 10, 12],
        ]);
      }),
      http.get(marketUrl('/coins/bitcoin/market_chart'), () =>
        HttpResponse.json({
          prices: [],
          market_caps: [],
          total_volumes: [
            [day, 500],
            [2 * day, 700],
          ],
        }),
      ),
    );
    const store = setupStore();
    const result = await store.dispatch(
      marketApi.endpoints.getCandles.initiate({ coinId: 'bitcoin', days: 365 }),
    );
    expect(result.data).toEqual([
      { time: day, open: 10, high: 12, low: 9, close: 11, volume: 500 },
      { time: 2 * day, open: 11, high: 13, low: 10, close: 12, volume: 700 },
    ]);
  });

  it('keeps the candles when only the volume call fails, and fails when the candles do', async () => {
    server.use(
      http.get(marketUrl('/coins/ethereum/ohlc'), () => HttpResponse.json([[1, 1, 2, 0.5, 1.5]])),
      http.get(
        marketUrl('/coins/ethereum/market_chart'),
        () => new HttpResponse(null, { status: 429 }),
      ),
      http.get(marketUrl('/coins/litecoin/ohlc'), () => new HttpResponse(null, { status: 503 })),
      http.get(marketUrl('/coins/litecoin/market_chart'), () =>
        HttpResponse.json({ prices: [], market_caps: [], total_volumes: [] }),
      ),
    );
    const store = setupStore();
    const eth = await store.dispatch(
      marketApi.endpoints.getCandles.initiate({ coinId: 'ethereum', days: 30 }),
    );
    expect(eth.data).toEqual([{ time: 1, open: 1, high: 2, low: 0.5, close: 1.5, volume: null }]);
    const ltc = await store.dispatch(
      marketApi.endpoints.getCandles.initiate({ coinId: 'litecoin', days: 30 }),
    );
    expect(ltc.isError).toBe(true);
    expect(ltc.error).toMatchObject({ status: 503 });
  });
});

describe('real-time stream cache entry', () => {
  const streamState = (store: ReturnType<typeof setupStore>) =>
    marketApi.endpoints.getTickerStream.select()(store.getState()).data;

  it('opens one socket for every subscriber and writes tracked tickers into the cache', async () => {
    const store = setupStore();
    const a = store.dispatch(marketApi.endpoints.getTickerStream.initiate());
    const b = store.dispatch(marketApi.endpoints.getTickerStream.initiate());
    await a;
    await b;
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(FakeSocket.opened).toHaveLength(1);
    expect(FakeSocket.opened[0]!.url).toBe('wss://stream.binance.com:9443/ws/!miniTicker@arr');
    expect(streamState(store)?.status).toBe('connecting');

    FakeSocket.opened[0]!.receive([
      { s: 'BTCUSDT', c: '67000', E: 1_000 },
      { s: 'SHIBUSDT', c: '0.00001', E: 1_000 },
    ]);
    FakeSocket.opened[0]!.receive({ s: 'BTCUSDT', c: '67010.5', E: 2_000 });
    // An older update arriving late never moves the price back.
    FakeSocket.opened[0]!.receive({ s: 'BTCUSDT', c: '1', E: 1_500 });

    const state = streamState(store)!;
    expect(state.status).toBe('live');
    expect(state.latest).toEqual({ BTCUSDT: { symbol: 'BTCUSDT', price: 67010.5, time: 2_000 } });
    expect(state.history.BTCUSDT).toEqual([
      { time: 1_000, price: 67000 },
      { time: 2_000, price: 67010.5 },
    ]);
    a.unsubscribe();
    b.unsubscribe();
  });

  it('closes the socket once the last subscriber has gone', async () => {
    jest.useFakeTimers();
    try {
      const store = setupStore();
      const subscription = store.dispatch(marketApi.endpoints.getTickerStream.initiate());
      await jest.advanceTimersByTimeAsync(0);
      expect(FakeSocket.opened).toHaveLength(1);
      subscription.unsubscribe();
      await jest.advanceTimersByTimeAsync(5_000);
      expect(FakeSocket.opened[0]!.closed).toBe(true);
      // Closed on purpose: no reconnect follows.
      await jest.advanceTimersByTimeAsync(60_000);
      expect(FakeSocket.opened).toHaveLength(1);
    } finally {
      jest.useRealTimers();
    }
  });

  it('reports the stream unavailable when it cannot connect, with no invented prices', async () => {
    jest.useFakeTimers();
    try {
      const store = setupStore();
      const subscription = store.dispatch(marketApi.endpoints.getTickerStream.initiate());
      await jest.advanceTimersByTimeAsync(0);
      // Four attempts in a row fail (1 s, 2 s, 4 s apart).
      FakeSocket.opened[0]!.close();
      for (const delay of [1_000, 2_000, 4_000]) {
        await jest.advanceTimersByTimeAsync(delay);
        FakeSocket.opened.at(-1)!.close();
      }
      expect(FakeSocket.opened).toHaveLength(4);
      expect(streamState(store)).toEqual({ status: 'unavailable', latest: {}, history: {} });
      subscription.unsubscribe();
    } finally {
      jest.useRealTimers();
    }
  });
});
