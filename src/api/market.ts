import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import { config } from '../app/config';
import type { GlobalMarket, GlobalMarketResponse, MarketCoin } from './types';

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
  }),
});

export const { useGetCoinMarketsQuery, useGetGlobalMarketQuery } = marketApi;
