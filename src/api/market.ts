import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import { config } from '../config/config';
import { connectTickerStream, currentSocketFactory } from './marketStream';
import {
  applyTickerUpdates,
  candlesFromOhlc,
  initialTickerStreamState,
  type TickerStreamState,
} from './marketTransforms';
import { ACTIVE_TICKER_ADAPTER } from './tickerAdapters';
import type {
  Candle,
  GlobalMarket,
  GlobalMarketResponse,
  MarketChartResponse,
  MarketCoin,
  MarketCoinWithSparkline,
  OhlcTuple,
} from './types';

/**
 * How often widgets refresh REST market data. The public CoinGecko tier allows a few dozen calls
 * a minute per IP; one refresh of each query every two minutes stays far below that.
 */
export const MARKET_POLL_INTERVAL_MS = 120_000;

/** Exchange symbols the stream keeps (an exchange-wide feed carries hundreds). */
const TRACKED_STREAM_SYMBOLS: ReadonlySet<string> = new Set([
  'BTCUSDT',
  'ETHUSDT',
  'LTCUSDT',
  'SOLUSDT',
  'XRPUSDT',
  'BNBUSDT',
  'DOGEUSDT',
  'ADAUSDT',
  'TRXUSDT',
  'LINKUSDT',
  'AVAXUSDT',
  'DOTUSDT',
]);

/**
 * The third-party market feed (CoinGecko-shaped) lives in its own slice: it has another host,
 * no bearer token, and must never receive the user's session.
 */
export const marketApi = createApi({
  reducerPath: 'marketApi',
  baseQuery: fetchBaseQuery({ baseUrl: config.marketDataUrl }),
  // The public feed is rate limited; two minutes of reuse keeps navigation cheap.
  keepUnusedDataFor: 120,
  endpoints: (build) => ({
    getCoinMarkets: build.query<MarketCoin[], { perPage?: number } | void>({
      query: (args) => ({
        url: '/coins/markets',
        params: { vs_currency: 'usd', per_page: args?.perPage ?? 50, page: 1 },
      }),
    }),
    /** Market-wide totals (market cap, volume, coin count, dominance) for the home page tiles. */
    getGlobalMarket: build.query<GlobalMarket, void>({
      query: () => '/global',
      transformResponse: (response: GlobalMarketResponse) => response.data,
    }),
    /** Coins by market cap with 7-day sparklines and 24h/7d changes, for tables and tapes. */
    getMarketOverview: build.query<MarketCoinWithSparkline[], { perPage: number; page?: number }>({
      query: ({ perPage, page = 1 }) => ({
        url: '/coins/markets',
        params: {
          vs_currency: 'usd',
          order: 'market_cap_desc',
          per_page: perPage,
          page,
          sparkline: true,
          price_change_percentage: '24h,7d',
        },
      }),
    }),
    /**
     * Price history as candles: `/ohlc` joined with `/market_chart` volumes. Volumes are optional
     * (a failed volume call leaves them null); the candles are not.
     */
    getCandles: build.query<Candle[], { coinId: string; days: number }>({
      async queryFn({ coinId, days }, _api, _extra, baseQuery) {
        const params = { vs_currency: 'usd', days };
        const [ohlc, chart] = await Promise.all([
          baseQuery({ url: `/coins/${encodeURIComponent(coinId)}/ohlc`, params }),
          baseQuery({ url: `/coins/${encodeURIComponent(coinId)}/market_chart`, params }),
        ]);
        if (ohlc.error) return { error: ohlc.error };
        const volumes = chart.error ? null : (chart.data as MarketChartResponse);
        return { data: candlesFromOhlc(ohlc.data as OhlcTuple[], volumes) };
      },
      // Daily history changes slowly; ten minutes of reuse spares the rate limit.
      keepUnusedDataFor: 600,
    }),
    /**
     * The real-time ticker stream as a cache entry: one WebSocket shared by every subscribed
     * widget, opened with the first subscriber and closed shortly after the last one leaves.
     */
    getTickerStream: build.query<TickerStreamState, void>({
      queryFn: () => ({ data: initialTickerStreamState() }),
      keepUnusedDataFor: 5,
      async onCacheEntryAdded(_arg, { updateCachedData, cacheDataLoaded, cacheEntryRemoved }) {
        try {
          await cacheDataLoaded;
        } catch {
          return; // The entry was removed before it loaded: nothing to stream into.
        }
        const connection = connectTickerStream({
          url: config.marketStreamUrl,
          adapter: ACTIVE_TICKER_ADAPTER,
          createSocket: currentSocketFactory(),
          onStatus: (status) =>
            updateCachedData((draft) => {
              draft.status = status;
            }),
          onTicks: (updates) =>
            updateCachedData((draft) => applyTickerUpdates(draft, updates, TRACKED_STREAM_SYMBOLS)),
        });
        await cacheEntryRemoved;
        connection.close();
      },
    }),
  }),
});

export const {
  useGetCoinMarketsQuery,
  useGetGlobalMarketQuery,
  useGetMarketOverviewQuery,
  useGetCandlesQuery,
  useGetTickerStreamQuery,
} = marketApi;
