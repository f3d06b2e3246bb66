import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { api, publicEndpoint, TAG } from '../../api/api';
import type {
  EditPasswordRequest,
  EditPasswordResponse,
  EditUserRequest,
  EditUserResponse,
  LoginRequest,
  LoginResponse,
  LoginSuccessResponse,
  LoginTwoFactorRequest,
  PasskeyLoginRequest,
  RegisterRequest,
  RegisterResponse,
  UserDetails,
} from '../../api/types';

/**
 * Tokens of sessions being ended, from the moment the store forgets them until their logout
 * call takes them: each `endSessionOnServer` adds one and starts one logout, which takes the
 * oldest, so the two stay paired.
 */
const tokensToEnd: string[] = [];

/**
 * The calls whose answers the session keeps (token, user details, the one-time seed phrase).
 * They live with the session, not with the screens that call them, because the session slice
 * matches them: keeping them here means the slice never imports another feature, and they are
 * injected before the slice reads `endpoints`.
 */
export const sessionApi = api.injectEndpoints({
  // Two features injecting one name would silently share a definition; fail loudly instead.
  overrideExisting: 'throw',
  endpoints: (build) => ({
    register: build.mutation<RegisterResponse, RegisterRequest>({
      query: (body) => ({ url: '/auth/register', method: 'POST', body }),
      extraOptions: publicEndpoint,
    }),
    /** Signs in, or, with two-factor authentication on, answers with a challenge instead. */
    login: build.mutation<LoginResponse, LoginRequest>({
      query: (body) => ({ url: '/auth/login', method: 'POST', body }),
      extraOptions: publicEndpoint,
    }),
    /**
     * Sign-in's second step (SPEC §11.4). Public: its 401 is a wrong code or an expired
     * challenge, shown on the form, never the end of a session.
     */
    loginWithCode: build.mutation<LoginSuccessResponse, LoginTwoFactorRequest>({
      query: (body) => ({ url: '/auth/login/2fa', method: 'POST', body }),
      extraOptions: publicEndpoint,
    }),
    /**
     * A passkey sign-in (SPEC §12.5), both factors at once. Public: its 401/403 is a passkey
     * the server refused, shown on the sign-in page, never the end of a session.
     */
    loginWithPasskey: build.mutation<LoginSuccessResponse, PasskeyLoginRequest>({
      query: (body) => ({ url: '/auth/passkeys/login', method: 'POST', body }),
      extraOptions: publicEndpoint,
    }),
    editPassword: build.mutation<EditPasswordResponse, EditPasswordRequest>({
      query: (body) => ({ url: '/auth/edit-password', method: 'PUT', body }),
      extraOptions: publicEndpoint,
    }),
    /**
     * Ends a session on the server (SPEC §11.1); called through `endSessionOnServer`, which
     * hands it the token outside the store. The client forgets the token before this call goes
     * out (Logout clears the session first), and as an argument it would sit in the action and
     * the store — readable in Redux DevTools. Marked public so its answer never reads as "this
     * session is over": a 401 here only means the token had already ended, and it must not
     * show the session-expired message to someone who just logged out.
     */
    logout: build.mutation<null, void>({
      queryFn: async (_arg, _api, _extraOptions, baseQuery) => {
        const token = tokensToEnd.shift();
        if (!token) return { data: null };
        const result = await baseQuery({
          url: '/auth/logout',
          method: 'POST',
          headers: { Authorization: `Bearer ${token}` },
          // Logout is often followed at once by a reload or a closed tab; the request must
          // outlive the page, or the token would stay valid on the server.
          keepalive: true,
        });
        return result.error ? { error: result.error } : { data: null };
      },
      extraOptions: publicEndpoint,
    }),
    /**
     * The person is using the dashboard (IdleSignOut reports input at most once a minute): the
     * server's idle expiry starts again, though the page may make no other call for a while.
     */
    reportActivity: build.mutation<void, void>({
      query: () => ({ url: '/auth/sessions/current/activity', method: 'POST' }),
    }),
    getUser: build.query<UserDetails, void>({
      query: () => '/transaction/token-user',
      providesTags: [TAG.user],
    }),
    editUser: build.mutation<EditUserResponse, EditUserRequest>({
      query: (body) => ({ url: '/auth/edit-user', method: 'PUT', body }),
      invalidatesTags: [TAG.user],
    }),
  }),
});

export const {
  useRegisterMutation,
  useLoginMutation,
  useLoginWithCodeMutation,
  useLoginWithPasskeyMutation,
  useEditPasswordMutation,
  useGetUserQuery,
  useEditUserMutation,
} = sessionApi;

type BackgroundCall = ThunkAction<void, unknown, unknown, UnknownAction>;

/**
 * Ends `token`'s session on the server in the background. The logout's actions carry no
 * argument and leave no entry in the store (`track: false`), so no token reaches DevTools.
 */
export const endSessionOnServer =
  (token: string): BackgroundCall =>
  (dispatch) => {
    tokensToEnd.push(token);
    void dispatch(sessionApi.endpoints.logout.initiate(undefined, { track: false }));
  };

/** Tells the server the person is at the keyboard; nothing is kept in the store. */
export const reportActivity = (): BackgroundCall => (dispatch) => {
  void dispatch(sessionApi.endpoints.reportActivity.initiate(undefined, { track: false }));
};
