import type { FastifyInstance, FastifyRequest } from 'fastify';
import type {
  AllDepositsResponse,
  AllWithdrawalsResponse,
  DepositsPageResponse,
  WithdrawalsPageResponse,
} from '../../../src/api/types';
import { toApiDeposit } from '../accounts/deposits';
import { listRecords, pageRecords, type HistoryRow } from '../accounts/history';
import { historyCursors, type HistoryCursors, type HistoryList } from '../accounts/historyCursor';
import { parseHistoryQuery, type ParsedHistoryQuery } from '../accounts/historyQuery';
import { toApiWithdrawal } from '../accounts/withdrawals';
import type { Database } from '../db/database';

const queryOf = (request: FastifyRequest) =>
  parseHistoryQuery((request.query ?? {}) as Record<string, unknown>);

const isPaged = (query: ParsedHistoryQuery): query is ParsedHistoryQuery & { limit: number } =>
  query.limit !== undefined;

type Handler<Response> = (request: FastifyRequest) => Promise<Response>;
type WholeList<Key extends string, Item> = Record<Key, Item[]>;
type ListPage<Key extends string, Item> = WholeList<Key, Item> & {
  nextCursor: string | null;
  total: number;
};

/**
 * One history endpoint: the list's records in the API's shape under `key` (the §8 field name),
 * one page with `limit`, else the whole filtered list. Deposits and withdrawals differ only in
 * table, field name and record shape, so both share this one answer.
 */
function historyHandler<List extends HistoryList, Key extends string, Item>(
  db: Database,
  cursors: HistoryCursors,
  list: List,
  key: Key,
  toApi: (row: HistoryRow<List>) => Item,
) {
  const handle: Handler<WholeList<Key, Item> | ListPage<Key, Item>> = async (request) => {
    const userId = request.user.id;
    const query = queryOf(request);
    if (isPaged(query)) {
      const page = await pageRecords(db, cursors, list, userId, query);
      // A computed key widens to `string`; `key` is exactly Key, so the cast only restores it.
      return {
        [key]: page.rows.map(toApi),
        nextCursor: page.nextCursor,
        total: page.total,
      } as ListPage<Key, Item>;
    }
    const rows = await listRecords(db, list, userId, query.filters);
    return { [key]: rows.map(toApi) } as WholeList<Key, Item>;
  };
  return handle;
}

/**
 * The signed-in user's deposit and withdrawal history (SPEC §8, §11.2) — never anyone
 * else's: every query is scoped to `request.user` and every cursor is bound to that user.
 * Registered inside `bearerScope`. With `limit` the answer is one page; without it the
 * whole (filtered) list, as before paging existed.
 */
export function historyRoutes(db: Database, tokenSecret: string) {
  const cursors = historyCursors(tokenSecret);
  // Typed with the API's response types, so the shared handler is checked against the contract.
  const deposits: Handler<AllDepositsResponse | DepositsPageResponse> = historyHandler(
    db,
    cursors,
    'deposits',
    'allTransactions',
    toApiDeposit,
  );
  const withdrawals: Handler<AllWithdrawalsResponse | WithdrawalsPageResponse> = historyHandler(
    db,
    cursors,
    'withdrawals',
    'allWithdrawals',
    toApiWithdrawal,
  );
  return async function register(app: FastifyInstance) {
    app.get('/transaction/all', deposits);
    app.get('/withdrawal/all', withdrawals);
  };
}
