import { api, TAG } from '../../api/api';
import type { StatementResponse } from '../../api/types';
import type { DayRange } from '../../lib/dateRange';
import { statementResponseSchema } from './statementSchema';

/**
 * The ledger as a JSON statement (SPEC §11.2): every entry in the range with its running
 * balance. The CSV of Download statement is fetched apart (fetchStatement.ts), as a file.
 */
export const statementApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    getStatement: build.query<StatementResponse, DayRange>({
      query: ({ from, to }) => ({ url: '/statements', params: { format: 'json', from, to } }),
      responseSchema: statementResponseSchema,
      // A new ledger entry changes the user's figures; the statement behind them with it.
      providesTags: [TAG.user],
    }),
  }),
});

export const { useGetStatementQuery } = statementApi;
