import { api } from '../../api/api';
import type { AntiPhishingPhraseResponse, SetAntiPhishingPhraseRequest } from '../../api/types';

/** The phrase's tag; the base API knows only the tags of SPEC §8. */
const PHRASE_TAG = 'AntiPhishingPhrase';

/**
 * Account → Security's anti-phishing phrase and "Lock my account" (SPEC §12.5). Setting or
 * removing the phrase invalidates it, so the section shows what the server now holds.
 */
export const accountLockApi = api.enhanceEndpoints({ addTagTypes: [PHRASE_TAG] }).injectEndpoints({
  // Two features injecting one name would silently share a definition; fail loudly instead.
  overrideExisting: 'throw',
  endpoints: (build) => ({
    getAntiPhishingPhrase: build.query<AntiPhishingPhraseResponse, void>({
      query: () => '/auth/anti-phishing-phrase',
      providesTags: [PHRASE_TAG],
    }),
    /** Behind a step-up: `password` only when the server asked for it (useRecentSignIn). */
    setAntiPhishingPhrase: build.mutation<void, SetAntiPhishingPhraseRequest>({
      query: (body) => ({ url: '/auth/anti-phishing-phrase', method: 'PUT', body }),
      invalidatesTags: [PHRASE_TAG],
    }),
    /** Ends every session of the account, this one included. */
    lockAccount: build.mutation<void, void>({
      query: () => ({ url: '/auth/lock', method: 'POST' }),
    }),
  }),
});

export const {
  useGetAntiPhishingPhraseQuery,
  useSetAntiPhishingPhraseMutation,
  useLockAccountMutation,
} = accountLockApi;
