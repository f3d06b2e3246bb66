import {
  createApi,
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
  type FetchBaseQueryMeta,
} from '@reduxjs/toolkit/query/react';
import { useSelector } from 'react-redux';
import { config } from '../config/config';
import { feedNoticeFromHeaders, type SyntheticFeedNotice } from './marketFeedSource';
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

const feedBaseQuery = fetchBaseQuery({ baseUrl: config.marketDataUrl });

/** The cached answer of getFeedNotice: null until a feed says its data is synthetic. */
type FeedNoticeEntry = SyntheticFeedNotice | null;

interface MarketApiState {
  marketApi: ReturnType<typeof marketApi.reducer>;
}

/**
 * Records what the feed says about itself (its `x-market-data` headers) in the cache, once, so
 * every screen can label synthetic figures. Read from the answer the widget asked for anyway:
 * no extra request reaches a real third-party feed, and a real feed (no header) records nothing.
 */
function recordFeedNotice(
  notice: SyntheticFeedNotice | null,
  dispatch: (action: ReturnType<typeof marketApi.util.upsertQueryData>) => unknown,
  getState: () => unknown,
): void {
  if (!notice) return;
  const known = marketApi.endpoints.getFeedNotice.select()(getState() as MarketApiState).data;
  if (known?.asOf === notice.asOf) return;
  dispatch(marketApi.util.upsertQueryData('getFeedNotice', undefined, notice));
}

const marketBaseQuery: BaseQueryFn<
  string | FetchArgs,
  unknown,
  FetchBaseQueryError,
  object,
  FetchBaseQueryMeta
> = async (args, api, extraOptions) => {
  const result = await feedBaseQuery(args, api, extraOptions);
  recordFeedNotice(
    feedNoticeFromHeaders(result.meta?.response?.headers),
    api.dispatch,
    api.getState,
  );
  return result;
};

/**
 * The third-party market feed (CoinGecko-shaped) lives in its own slice: it has another host,
 * no bearer token, and must never receive the user's session.
 */
export const marketApi = createApi({
  reducerPath: 'marketApi',
  baseQuery: marketBaseQuery,
  // The public feed is rate limited; two minutes of reuse keeps navigation cheap.
  keepUnusedDataFor: 120,
  endpoints: (build) => ({
    /**
     * What the feed said about itself; written by the base query and the stream (upsert), never
     * fetched. Kept for the whole visit: the feed a build talks to does not change under it.
     */
    getFeedNotice: build.query<FeedNoticeEntry, void>({
      queryFn: () => ({ data: null }),
      keepUnusedDataFor: Infinity,
    }),
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
      async onCacheEntryAdded(_arg, lifecycle) {
        const { cacheDataLoaded, cacheEntryRemoved, dispatch } = lifecycle;
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
            lifecycle.updateCachedData((draft) => {
              draft.status = status;
            }),
          onFeedNotice: (notice) => recordFeedNotice(notice, dispatch, () => lifecycle.getState()),
          onTicks: (updates) =>
            lifecycle.updateCachedData((draft) =>
              applyTickerUpdates(draft, updates, TRACKED_STREAM_SYMBOLS),
            ),
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

const selectFeedNotice = marketApi.endpoints.getFeedNotice.select();

/**
 * Null for a real feed; otherwise the feed's own word that its figures are synthetic (and the
 * moment they stand for), which every market screen must show next to them.
 */
export function useMarketFeedNotice(): SyntheticFeedNotice | null {
  return useSelector((state: MarketApiState) => selectFeedNotice(state).data ?? null);
}
