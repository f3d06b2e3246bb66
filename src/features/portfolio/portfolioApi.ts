import { api, TAG } from '../../api/api';
import type { PortfolioHistoryResponse, PortfolioRange } from '../../api/types';

/**
 * `GET /portfolio/history` (SPEC §11.3). Tagged with the user's figures, so whatever refreshes
 * the wallet cards (a deposit approved, a withdrawal made) refreshes the chart as well.
 */
export const portfolioApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    getPortfolioHistory: build.query<PortfolioHistoryResponse, PortfolioRange>({
      query: (range) => ({ url: '/portfolio/history', params: { range } }),
      providesTags: [TAG.user],
    }),
  }),
});

export const { useGetPortfolioHistoryQuery } = portfolioApi;
