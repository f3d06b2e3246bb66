import { api, LIST, TAG } from '../../api/api';
import type { AddDepositRequest, AddDepositResponse, AllDepositsResponse } from '../../api/types';

export const depositApi = api.injectEndpoints({
  // Two features injecting one name would silently share a definition; fail loudly instead.
  overrideExisting: 'throw',
  endpoints: (build) => ({
    getTransactions: build.query<AllDepositsResponse, void>({
      query: () => '/transaction/all',
      providesTags: [{ type: TAG.transactions, id: LIST }],
    }),
    addTransaction: build.mutation<AddDepositResponse, AddDepositRequest>({
      query: (body) => ({ url: '/transaction/add', method: 'POST', body }),
      // A deposit changes the pending balance shown from the user details too.
      invalidatesTags: [{ type: TAG.transactions, id: LIST }, TAG.user],
    }),
  }),
});

export const { useGetTransactionsQuery, useAddTransactionMutation } = depositApi;
