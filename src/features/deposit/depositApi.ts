import { api, LIST, TAG } from '../../api/api';
import { historyPageParams, historyPaging, type HistoryFilters } from '../../api/historyPaging';
import type {
  AddDepositRequest,
  AddDepositResponse,
  AllDepositsResponse,
  DepositsPageResponse,
} from '../../api/types';
import { allDepositsSchema } from './pendingDepositsSchema';

export const depositApi = api.injectEndpoints({
  // Two features injecting one name would silently share a definition; fail loudly instead.
  overrideExisting: 'throw',
  endpoints: (build) => ({
    // One 25-row page at a time (SPEC §11.2); a new deposit refetches every visited page.
    getDepositHistory: build.infiniteQuery<DepositsPageResponse, HistoryFilters, string | null>({
      infiniteQueryOptions: historyPaging,
      query: ({ queryArg, pageParam }) => ({
        url: '/transaction/all',
        params: historyPageParams(queryArg, pageParam),
      }),
      providesTags: [{ type: TAG.transactions, id: LIST }],
    }),
    // The deposits awaiting approval, whole: what the dashboard's Pending Balance adds up.
    getPendingDeposits: build.query<AllDepositsResponse, void>({
      query: () => ({ url: '/transaction/all', params: { status: 'pending' } }),
      responseSchema: allDepositsSchema,
      providesTags: [{ type: TAG.transactions, id: LIST }],
    }),
    addTransaction: build.mutation<AddDepositResponse, AddDepositRequest>({
      query: (body) => ({ url: '/transaction/add', method: 'POST', body }),
      // A deposit changes the pending balance shown from the user details too.
      invalidatesTags: [{ type: TAG.transactions, id: LIST }, TAG.user],
    }),
  }),
});

export const {
  useGetDepositHistoryInfiniteQuery,
  useGetPendingDepositsQuery,
  useAddTransactionMutation,
} = depositApi;
