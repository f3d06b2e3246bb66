import { api, LIST, TAG } from '../../api/api';
import { historyPageParams, historyPaging, type HistoryFilters } from '../../api/historyPaging';
import type {
  AddWithdrawalRequest,
  AddWithdrawalResponse,
  WithdrawalsPageResponse,
} from '../../api/types';

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
    addWithdrawal: build.mutation<AddWithdrawalResponse, AddWithdrawalRequest>({
      query: (body) => ({ url: '/withdrawal/add', method: 'POST', body }),
      // A withdrawal changes the balances shown from the user details too.
      invalidatesTags: [{ type: TAG.withdrawals, id: LIST }, TAG.user],
    }),
  }),
});

export const { useGetWithdrawalHistoryInfiniteQuery, useAddWithdrawalMutation } = withdrawalApi;
