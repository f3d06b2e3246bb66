import { api, LIST } from '../../api/api';
import type { LoginHistoryResponse, SessionsResponse } from '../../api/types';

/** Tags of the Security section's lists; the base API knows only the tags of SPEC §8. */
const SESSIONS_TAG = 'Sessions';

/**
 * The Security section's calls (SPEC §11.1). Signing a session out invalidates the sessions
 * list, so it refetches and the row goes whatever the server answered: a 404 means the session
 * had already ended, and the fresh list shows exactly that.
 */
export const securityApi = api.enhanceEndpoints({ addTagTypes: [SESSIONS_TAG] }).injectEndpoints({
  // Two features injecting one name would silently share a definition; fail loudly instead.
  overrideExisting: 'throw',
  endpoints: (build) => ({
    getActiveSessions: build.query<SessionsResponse, void>({
      query: () => '/auth/sessions',
      providesTags: [{ type: SESSIONS_TAG, id: LIST }],
    }),
    getLoginHistory: build.query<LoginHistoryResponse, void>({
      query: () => '/auth/login-history',
    }),
    signOutSession: build.mutation<void, string>({
      query: (id) => ({ url: `/auth/sessions/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: [{ type: SESSIONS_TAG, id: LIST }],
    }),
    signOutAllDevices: build.mutation<void, void>({
      query: () => ({ url: '/auth/logout-all', method: 'POST' }),
    }),
    /** Every session but this one, and any sign-in waiting for its code (SPEC §12.5). */
    signOutOtherSessions: build.mutation<void, void>({
      query: () => ({ url: '/auth/logout-others', method: 'POST' }),
      invalidatesTags: [{ type: SESSIONS_TAG, id: LIST }],
    }),
  }),
});

export const {
  useGetActiveSessionsQuery,
  useGetLoginHistoryQuery,
  useSignOutSessionMutation,
  useSignOutAllDevicesMutation,
  useSignOutOtherSessionsMutation,
} = securityApi;
