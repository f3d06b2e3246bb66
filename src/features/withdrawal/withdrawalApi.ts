import { api, LIST, TAG } from '../../api/api';
import { historyPageParams, historyPaging, type HistoryFilters } from '../../api/historyPaging';
import type {
  AddWithdrawalRequest,
  AddWithdrawalResponse,
  AllWithdrawalsResponse,
  WithdrawalsPageResponse,
} from '../../api/types';
import { allWithdrawalsSchema } from './pendingWithdrawalsSchema';

export const withdrawalApi = api.injectEndpoints({
  // Two features injecting one name would silently share a definition; fail loudly instead.
  overrideExisting: 'throw',
  endpoints: (build) => ({
    // One 25-row page at a time (SPEC §11.2); a new withdrawal refetches every visited page.
    getWithdrawalHistory: build.infiniteQuery<
      WithdrawalsPageResponse,
      HistoryFilters,
      string | null
    >({
      infiniteQueryOptions: historyPaging,
      query: ({ queryArg, pageParam }) => ({
        url: '/withdrawal/all',
        params: historyPageParams(queryArg, pageParam),
      }),
      providesTags: [{ type: TAG.withdrawals, id: LIST }],
    }),
    // The withdrawals still pending, whole: what the dashboard's Cash holds back (SPEC §12.3).
    getPendingWithdrawals: build.query<AllWithdrawalsResponse, void>({
      query: () => ({ url: '/withdrawal/all', params: { status: 'pending' } }),
      responseSchema: allWithdrawalsSchema,
      providesTags: [{ type: TAG.withdrawals, id: LIST }],
    }),
    addWithdrawal: build.mutation<AddWithdrawalResponse, AddWithdrawalRequest>({
      query: (body) => ({ url: '/withdrawal/add', method: 'POST', body }),
      // A withdrawal changes the balances shown from the user details too.
      invalidatesTags: [{ type: TAG.withdrawals, id: LIST }, TAG.user],
    }),
  }),
});

export const {
  useGetWithdrawalHistoryInfiniteQuery,
  useGetPendingWithdrawalsQuery,
  useAddWithdrawalMutation,
} = withdrawalApi;
