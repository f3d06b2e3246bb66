import type { FastifyInstance, FastifyRequest } from 'fastify';
import type {
  AllDepositsResponse,
  AllWithdrawalsResponse,
  DepositsPageResponse,
  WithdrawalsPageResponse,
} from '../../../src/api/types';
import { toApiDeposit } from '../accounts/deposits';
import { listRecords, pageRecords } from '../accounts/history';
import { historyCursors } from '../accounts/historyCursor';
import { parseHistoryQuery, type ParsedHistoryQuery } from '../accounts/historyQuery';
import { toApiWithdrawal } from '../accounts/withdrawals';
import type { Database } from '../db/database';

const queryOf = (request: FastifyRequest) =>
  parseHistoryQuery((request.query ?? {}) as Record<string, unknown>);

const isPaged = (query: ParsedHistoryQuery): query is ParsedHistoryQuery & { limit: number } =>
  query.limit !== undefined;

/**
 * The signed-in user's deposit and withdrawal history (SPEC §8, §11.2) — never anyone
 * else's: every query is scoped to `request.user` and every cursor is bound to that user.
 * Registered inside `bearerScope`. With `limit` the answer is one page; without it the
 * whole (filtered) list, as before paging existed.
 */
export function historyRoutes(db: Database, tokenSecret: string) {
  const cursors = historyCursors(tokenSecret);
  return async function register(app: FastifyInstance) {
    app.get('/transaction/all', async (request) => {
      const userId = request.user.id;
      const query = queryOf(request);
      if (isPaged(query)) {
        const page = await pageRecords(db, cursors, 'deposits', userId, query);
        const response: DepositsPageResponse = {
          allTransactions: page.rows.map(toApiDeposit),
          nextCursor: page.nextCursor,
          total: page.total,
        };
        return response;
      }
      const response: AllDepositsResponse = {
        allTransactions: (await listRecords(db, 'deposits', userId, query.filters)).map(
          toApiDeposit,
        ),
      };
      return response;
    });

    app.get('/withdrawal/all', async (request) => {
      const userId = request.user.id;
      const query = queryOf(request);
      if (isPaged(query)) {
        const page = await pageRecords(db, cursors, 'withdrawals', userId, query);
        const response: WithdrawalsPageResponse = {
          allWithdrawals: page.rows.map(toApiWithdrawal),
          nextCursor: page.nextCursor,
          total: page.total,
        };
        return response;
      }
      const response: AllWithdrawalsResponse = {
        allWithdrawals: (await listRecords(db, 'withdrawals', userId, query.filters)).map(
          toApiWithdrawal,
        ),
      };
      return response;
    });
  };
}
