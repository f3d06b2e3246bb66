import { api, publicEndpoint } from '../../api/api';
import type { LockByLinkRequest, UnlockRequest, UnlockResponse } from '../../api/types';

/**
 * The account lock's public calls (SPEC §12.5): a locked account has no session, and the link
 * in a security e-mail works without one. Public, so a 401 is an answer about the request (a
 * wrong password), never "your session has expired".
 */
export const unlockApi = api.injectEndpoints({
  // Two features injecting one name would silently share a definition; fail loudly instead.
  overrideExisting: 'throw',
  endpoints: (build) => ({
    lockAccountByLink: build.mutation<void, LockByLinkRequest>({
      query: (body) => ({ url: '/auth/lock/link', method: 'POST', body }),
      extraOptions: publicEndpoint,
    }),
    unlockAccount: build.mutation<UnlockResponse, UnlockRequest>({
      query: (body) => ({ url: '/auth/unlock', method: 'POST', body }),
      extraOptions: publicEndpoint,
    }),
  }),
});

export const { useLockAccountByLinkMutation, useUnlockAccountMutation } = unlockApi;
