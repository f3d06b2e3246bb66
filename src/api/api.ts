import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import type { BaseQueryFn, FetchArgs, FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { config } from '../config/config';
import { withNetworkRetry } from './networkRetry';
import { sessionExpired, type StateWithToken } from './sessionEvents';
import type {
  AddDepositRequest,
  AddDepositResponse,
  AddWithdrawalRequest,
  AddWithdrawalResponse,
  AllDepositsResponse,
  AllWithdrawalsResponse,
  EditPasswordRequest,
  EditUserRequest,
  EditUserResponse,
  LoginRequest,
  LoginResponse,
  MessageResponse,
  RegisterRequest,
  RegisterResponse,
  UserDetails,
} from './types';

/** Endpoints of SPEC §8 that are called without a bearer token. */
const PUBLIC_ENDPOINTS: ReadonlySet<string> = new Set([
  'wakeUp',
  'register',
  'login',
  'editPassword',
]);

const rawBaseQuery = withNetworkRetry(
  fetchBaseQuery({
    baseUrl: config.apiUrl,
    prepareHeaders: (headers, { getState, endpoint }) => {
      const { token } = (getState() as StateWithToken).session;
      if (token && !PUBLIC_ENDPOINTS.has(endpoint)) {
        headers.set('Authorization', `Bearer ${token}`);
      }
      return headers;
    },
  }),
);

/**
 * GETs that never reached the server are retried first (networkRetry.ts). Then the one
 * cross-cutting rule of the contract: a bearer call answered 401 ends the session
 * (the guard then sends the browser to sign-in, where the expiry message is shown).
 */
const baseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (
  args,
  api,
  extraOptions,
) => {
  const result = await rawBaseQuery(args, api, extraOptions);
  if (result.error?.status === 401 && !PUBLIC_ENDPOINTS.has(api.endpoint)) {
    api.dispatch(sessionExpired());
  }
  return result;
};

export const TAG = {
  user: 'User',
  transactions: 'Transactions',
  withdrawals: 'Withdrawals',
} as const;

const LIST = 'LIST';

export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: [TAG.user, TAG.transactions, TAG.withdrawals],
  // History lists must be fresh whenever they are shown (SPEC §5).
  refetchOnMountOrArgChange: true,
  endpoints: (build) => ({
    /** Fire-and-forget wake-up ping; the answer is ignored. */
    wakeUp: build.query<null, void>({
      query: () => ({ url: '/', responseHandler: 'text' }),
      transformResponse: () => null,
    }),
    register: build.mutation<RegisterResponse, RegisterRequest>({
      query: (body) => ({ url: '/auth/register', method: 'POST', body }),
    }),
    login: build.mutation<LoginResponse, LoginRequest>({
      query: (body) => ({ url: '/auth/login', method: 'POST', body }),
    }),
    editPassword: build.mutation<MessageResponse, EditPasswordRequest>({
      query: (body) => ({ url: '/auth/edit-password', method: 'PUT', body }),
    }),
    editUser: build.mutation<EditUserResponse, EditUserRequest>({
      query: (body) => ({ url: '/auth/edit-user', method: 'PUT', body }),
      invalidatesTags: [TAG.user],
    }),
    getUser: build.query<UserDetails, void>({
      query: () => '/transaction/token-user',
      providesTags: [TAG.user],
    }),
    getTransactions: build.query<AllDepositsResponse, void>({
      query: () => '/transaction/all',
      providesTags: [{ type: TAG.transactions, id: LIST }],
    }),
    addTransaction: build.mutation<AddDepositResponse, AddDepositRequest>({
      query: (body) => ({ url: '/transaction/add', method: 'POST', body }),
      invalidatesTags: [{ type: TAG.transactions, id: LIST }, TAG.user],
    }),
    getWithdrawals: build.query<AllWithdrawalsResponse, void>({
      query: () => '/withdrawal/all',
      providesTags: [{ type: TAG.withdrawals, id: LIST }],
    }),
    addWithdrawal: build.mutation<AddWithdrawalResponse, AddWithdrawalRequest>({
      query: (body) => ({ url: '/withdrawal/add', method: 'POST', body }),
      invalidatesTags: [{ type: TAG.withdrawals, id: LIST }, TAG.user],
    }),
  }),
});

export const {
  useWakeUpQuery,
  useRegisterMutation,
  useLoginMutation,
  useEditPasswordMutation,
  useEditUserMutation,
  useGetUserQuery,
  useGetTransactionsQuery,
  useAddTransactionMutation,
  useGetWithdrawalsQuery,
  useAddWithdrawalMutation,
} = api;
