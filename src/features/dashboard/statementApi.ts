import { api, LIST, TAG } from '../../api/api';
import type { AllDepositsResponse, StatementResponse } from '../../api/types';

export interface StatementRange {
  /** `YYYY-MM-DD`, inclusive, UTC. */
  from: string;
  to: string;
}

/**
 * What "How is this calculated?" reads: the ledger as a JSON statement (SPEC §11.2) for the
 * ledger-backed cards, and the pending deposits for Pending Balance, which the ledger does not
 * hold until a deposit is approved.
 */
export const statementApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    getLedgerStatement: build.query<StatementResponse, StatementRange>({
      query: ({ from, to }) => ({ url: '/statements', params: { format: 'json', from, to } }),
      providesTags: [TAG.user],
    }),
    getPendingDeposits: build.query<AllDepositsResponse, void>({
      query: () => ({ url: '/transaction/all', params: { status: 'pending' } }),
      providesTags: [{ type: TAG.transactions, id: LIST }],
    }),
  }),
});

export const { useGetLedgerStatementQuery, useGetPendingDepositsQuery } = statementApi;
