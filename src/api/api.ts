import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import type { BaseQueryFn, FetchArgs, FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { config } from '../config/config';
import { currentLanguage } from '../i18n/languageStore';
import { UNREADABLE_ANSWER_MESSAGE } from '../lib/apiError';
import { withNetworkRetry } from './networkRetry';
import { sessionExpired, type StateWithToken } from './sessionEvents';

/**
 * How an endpoint authenticates, declared on its own definition (`extraOptions`) so it moves
 * with the endpoint: renaming or adding an endpoint can never silently change whether it
 * carries the user's token. Bearer is the default, so a new call is authenticated unless it
 * says otherwise.
 */
interface ApiExtraOptions {
  auth?: 'bearer' | 'none';
}

/**
 * Spread into a public call of SPEC §8 (`extraOptions: publicEndpoint`): it sends no
 * Authorization header, and its 401 is an answer about the request (a wrong password, say),
 * never the end of the session.
 */
export const publicEndpoint = { auth: 'none' } as const satisfies ApiExtraOptions;

// fetchBaseQuery hands prepareHeaders the endpoint's extraOptions untyped.
function isPublic(extraOptions: unknown): boolean {
  return (
    typeof extraOptions === 'object' &&
    extraOptions !== null &&
    'auth' in extraOptions &&
    extraOptions.auth === publicEndpoint.auth
  );
}

const rawBaseQuery = withNetworkRetry(
  fetchBaseQuery({
    baseUrl: config.apiUrl,
    prepareHeaders: (headers, { getState, extraOptions }) => {
      // The server writes its messages (a refused form's) in the language the user chose.
      headers.set('Accept-Language', currentLanguage());
      const { token } = (getState() as StateWithToken).session;
      if (token && !isPublic(extraOptions)) {
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
const baseQuery: BaseQueryFn<
  string | FetchArgs,
  unknown,
  FetchBaseQueryError,
  ApiExtraOptions
> = async (args, api, extraOptions) => {
  const result = await rawBaseQuery(args, api, extraOptions);
  if (result.error?.status === 401 && !isPublic(extraOptions)) {
    api.dispatch(sessionExpired());
  }
  return result;
};

export const TAG = {
  user: 'User',
  transactions: 'Transactions',
  withdrawals: 'Withdrawals',
  /** Holdings, trades and the prices they are valued at (SPEC §12.1–12.3). */
  trading: 'Trading',
  /** The watchlist, price alerts, inbox and e-mail switches (SPEC §12.4). */
  watchlist: 'Watchlist',
  alerts: 'Alerts',
  notifications: 'Notifications',
  notificationSettings: 'NotificationSettings',
} as const;

/** The id of a whole list's tag: adding a record invalidates it, so the list refetches. */
export const LIST = 'LIST';

/**
 * The one slice for the Meridian API. It holds no endpoints: each feature injects its own
 * beside its pages (`features/<feature>/<feature>Api.ts`), and every feature's module loads
 * its endpoints before anything of that feature can call them.
 */
/**
 * For a query a page asks for with its first data while the section that shows it mounts a
 * moment later (the dashboard's Performance and holdings, drawn after the first paint): an
 * answer this fresh is the one just asked for, so the section reuses it instead of asking the
 * server twice. Anything older is asked again on mount, as every query is.
 */
export const JUST_ASKED_SECONDS = 10;

export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: [
    TAG.user,
    TAG.transactions,
    TAG.withdrawals,
    TAG.trading,
    TAG.watchlist,
    TAG.alerts,
    TAG.notifications,
    TAG.notificationSettings,
  ],
  // History lists must be fresh whenever they are shown (SPEC §5).
  refetchOnMountOrArgChange: true,
  // An answer that fails its endpoint's `responseSchema` is an error of the query, shown by the
  // screen with its Retry (SPEC §12.0); the `{ message }` reads like a server's refusal.
  catchSchemaFailure: (): FetchBaseQueryError => ({
    status: 'CUSTOM_ERROR',
    error: UNREADABLE_ANSWER_MESSAGE,
    data: { message: UNREADABLE_ANSWER_MESSAGE },
  }),
  // Left for whoever reads the console: which endpoint answered what, and why it was refused.
  onSchemaFailure: (failure, { endpoint }) => {
    console.error(`The answer to ${endpoint} could not be read`, failure.issues, failure.value);
  },
  endpoints: () => ({}),
});
