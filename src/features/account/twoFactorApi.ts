import { api, TAG } from '../../api/api';
import type {
  DisableTwoFactorRequest,
  EnableTwoFactorResponse,
  TwoFactorCodeRequest,
  TwoFactorSetupResponse,
} from '../../api/types';

/**
 * Turning two-factor authentication on and off (SPEC §11.4). The answers hold secrets (the
 * setup key, the recovery codes): they live only in these mutations' results, which the
 * dialogs reset or unmount when they close, so nothing keeps them afterwards. No
 * `fixedCacheKey` on purpose — that would keep a result after its component is gone.
 */
export const twoFactorApi = api.injectEndpoints({
  // Two features injecting one name would silently share a definition; fail loudly instead.
  overrideExisting: 'throw',
  endpoints: (build) => ({
    startTwoFactorSetup: build.mutation<TwoFactorSetupResponse, void>({
      query: () => ({ url: '/auth/2fa/setup', method: 'POST' }),
    }),
    // Both change `twoFactorEnabled` in the user details, so the status chip refetches.
    enableTwoFactor: build.mutation<EnableTwoFactorResponse, TwoFactorCodeRequest>({
      query: (body) => ({ url: '/auth/2fa/enable', method: 'POST', body }),
      invalidatesTags: [TAG.user],
    }),
    disableTwoFactor: build.mutation<void, DisableTwoFactorRequest>({
      query: (body) => ({ url: '/auth/2fa/disable', method: 'POST', body }),
      invalidatesTags: [TAG.user],
    }),
  }),
});

export const {
  useStartTwoFactorSetupMutation,
  useEnableTwoFactorMutation,
  useDisableTwoFactorMutation,
} = twoFactorApi;
