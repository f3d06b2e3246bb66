import { api, TAG } from '../../api/api';
import type {
  ExecuteRequest,
  HoldingsResponse,
  PricesResponse,
  Quote,
  QuoteRequest,
  TradeResponse,
  TradesPage,
  TradesQuery,
} from '../../api/types';

/**
 * Spot trading (SPEC §12.1–12.3): the prices the server trades at, quote → execute, the trade
 * history and the holdings. An executed trade moves cash, holdings and the user's figures, so
 * it refreshes all three.
 */
export const tradingApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    getPrices: build.query<PricesResponse, void>({
      query: () => ({ url: '/prices' }),
      providesTags: [TAG.trading],
    }),
    getHoldings: build.query<HoldingsResponse, void>({
      query: () => ({ url: '/holdings' }),
      providesTags: [TAG.trading],
    }),
    getTrades: build.query<TradesPage, TradesQuery>({
      query: (params) => ({ url: '/trades', params }),
      providesTags: [TAG.trading],
    }),
    requestQuote: build.mutation<Quote, QuoteRequest>({
      query: (body) => ({ url: '/trade/quote', method: 'POST', body }),
    }),
    executeQuote: build.mutation<TradeResponse, ExecuteRequest>({
      query: (body) => ({ url: '/trade/execute', method: 'POST', body }),
      invalidatesTags: [TAG.trading, TAG.user],
    }),
  }),
});

export const {
  useGetPricesQuery,
  useGetHoldingsQuery,
  useGetTradesQuery,
  useRequestQuoteMutation,
  useExecuteQuoteMutation,
} = tradingApi;
