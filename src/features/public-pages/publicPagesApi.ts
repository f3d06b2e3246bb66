import { api, publicEndpoint } from '../../api/api';

export const publicPagesApi = api.injectEndpoints({
  // Two features injecting one name would silently share a definition; fail loudly instead.
  overrideExisting: 'throw',
  endpoints: (build) => ({
    /** Fire-and-forget wake-up ping (a sleeping host starts while the visitor reads); ignored. */
    wakeUp: build.query<null, void>({
      query: () => ({ url: '/', responseHandler: 'text' }),
      transformResponse: () => null,
      extraOptions: publicEndpoint,
    }),
  }),
});

export const { useWakeUpQuery } = publicPagesApi;
