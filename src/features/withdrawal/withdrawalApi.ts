import { api, LIST, TAG } from '../../api/api';
import type {
  AddWithdrawalRequest,
  AddWithdrawalResponse,
  AllWithdrawalsResponse,
} from '../../api/types';

export const withdrawalApi = api.injectEndpoints({
  // Two features injecting one name would silently share a definition; fail loudly instead.
  overrideExisting: 'throw',
  endpoints: (build) => ({
    getWithdrawals: build.query<AllWithdrawalsResponse, void>({
      query: () => '/withdrawal/all',
      providesTags: [{ type: TAG.withdrawals, id: LIST }],
    }),
    addWithdrawal: build.mutation<AddWithdrawalResponse, AddWithdrawalRequest>({
      query: (body) => ({ url: '/withdrawal/add', method: 'POST', body }),
      // A withdrawal changes the balances shown from the user details too.
      invalidatesTags: [{ type: TAG.withdrawals, id: LIST }, TAG.user],
    }),
  }),
});

export const { useGetWithdrawalsQuery, useAddWithdrawalMutation } = withdrawalApi;
