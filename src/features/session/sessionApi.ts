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
  RegisterRequest,
  RegisterResponse,
  UserDetails,
} from '../../api/types';

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
    editPassword: build.mutation<EditPasswordResponse, EditPasswordRequest>({
      query: (body) => ({ url: '/auth/edit-password', method: 'PUT', body }),
      extraOptions: publicEndpoint,
    }),
    /**
     * Ends the session on the server (SPEC §11.1). The token is an argument because the client
     * forgets it before this call goes out (Logout clears the session first). Marked public so
     * its answer never reads as "this session is over": a 401 here only means the token had
     * already ended, and it must not show the session-expired message to someone who just
     * logged out.
     */
    logout: build.mutation<void, string>({
      query: (token) => ({
        url: '/auth/logout',
        method: 'POST',
        headers: { Authorization: `Bearer ${token}` },
        // Logout is often followed at once by a reload or a closed tab; the request must
        // outlive the page, or the token would stay valid on the server.
        keepalive: true,
      }),
      extraOptions: publicEndpoint,
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
  useEditPasswordMutation,
  useGetUserQuery,
  useEditUserMutation,
} = sessionApi;
