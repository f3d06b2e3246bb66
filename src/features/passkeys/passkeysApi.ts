import { api, LIST, publicEndpoint, TAG } from '../../api/api';
import type {
  PasskeyCeremony,
  PasskeyRegisterOptionsRequest,
  PasskeyRegisterRequest,
  PasskeyRemoveRequest,
  PasskeyRenameRequest,
  PasskeyResponse,
  PasskeysResponse,
} from '../../api/types';

/** The passkeys list's tag; the base API knows only the tags of SPEC §8. */
const PASSKEYS_TAG = 'Passkeys';

/**
 * Passkeys (SPEC §12.5). Adding or removing one invalidates the list and the user's details
 * (`hasPasskey` decides whether "Use a passkey instead" is offered); a rename only the list.
 * The passkey sign-in itself lives with the session, which keeps its answer.
 */
export const passkeysApi = api.enhanceEndpoints({ addTagTypes: [PASSKEYS_TAG] }).injectEndpoints({
  // Two features injecting one name would silently share a definition; fail loudly instead.
  overrideExisting: 'throw',
  endpoints: (build) => ({
    getPasskeys: build.query<PasskeysResponse, void>({
      query: () => '/auth/passkeys',
      providesTags: [{ type: PASSKEYS_TAG, id: LIST }],
    }),
    startPasskeyRegistration: build.mutation<PasskeyCeremony, PasskeyRegisterOptionsRequest>({
      query: (body) => ({ url: '/auth/passkeys/register/options', method: 'POST', body }),
    }),
    registerPasskey: build.mutation<PasskeyResponse, PasskeyRegisterRequest>({
      query: (body) => ({ url: '/auth/passkeys/register', method: 'POST', body }),
      invalidatesTags: [{ type: PASSKEYS_TAG, id: LIST }, TAG.user],
    }),
    renamePasskey: build.mutation<PasskeyResponse, { id: string } & PasskeyRenameRequest>({
      query: ({ id, ...body }) => ({
        url: `/auth/passkeys/${encodeURIComponent(id)}`,
        method: 'PUT',
        body,
      }),
      invalidatesTags: [{ type: PASSKEYS_TAG, id: LIST }],
    }),
    removePasskey: build.mutation<void, { id: string } & PasskeyRemoveRequest>({
      // The password goes in the body, never the URL; without one the DELETE carries no body.
      query: ({ id, ...body }) => ({
        url: `/auth/passkeys/${encodeURIComponent(id)}`,
        method: 'DELETE',
        ...(body.password === undefined ? {} : { body }),
      }),
      invalidatesTags: [{ type: PASSKEYS_TAG, id: LIST }, TAG.user],
    }),
    /** A challenge for confirming one action (a withdrawal, an address, 2FA off) with a passkey. */
    startPasskeyVerification: build.mutation<PasskeyCeremony, void>({
      query: () => ({ url: '/auth/passkeys/verify/options', method: 'POST' }),
    }),
    /** A challenge for a passkey sign-in: no e-mail asked (discoverable credentials). */
    startPasskeySignIn: build.mutation<PasskeyCeremony, void>({
      query: () => ({ url: '/auth/passkeys/login/options', method: 'POST' }),
      extraOptions: publicEndpoint,
    }),
  }),
});

export const {
  useGetPasskeysQuery,
  useStartPasskeyRegistrationMutation,
  useRegisterPasskeyMutation,
  useRenamePasskeyMutation,
  useRemovePasskeyMutation,
  useStartPasskeyVerificationMutation,
  useStartPasskeySignInMutation,
} = passkeysApi;
