import { api, TAG } from '../../api/api';
import { HISTORY_PAGE_SIZE } from '../../api/historyPaging';
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

/** What the trade history filters by: the part of the query a user chooses. */
export type TradeFilters = Pick<TradesQuery, 'asset' | 'side' | 'from' | 'to'>;

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
    // The trade history one 25-row page at a time, as the §11.2 lists; the cursor is the page.
    getTradeHistory: build.infiniteQuery<TradesPage, TradeFilters, string | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (lastPage) => lastPage.nextCursor,
      },
      query: ({ queryArg, pageParam }) => ({
        url: '/trades',
        params: { ...queryArg, limit: HISTORY_PAGE_SIZE, ...(pageParam && { cursor: pageParam }) },
      }),
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
  useGetTradeHistoryInfiniteQuery,
  useRequestQuoteMutation,
  useExecuteQuoteMutation,
} = tradingApi;
