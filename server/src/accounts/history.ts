import type {
  AllDepositsResponse,
  AllWithdrawalsResponse,
  DepositsPageResponse,
  HistoryQuery,
  WithdrawalsPageResponse,
} from '../../../src/api/contract';
import type { Queryable } from '../db/database';
import { toApiDeposit, type DepositRecord } from './deposits';
import {
  CURSOR_POSITION_SQL,
  type HistoryCursors,
  type HistoryList,
  type HistoryPosition,
} from './historyCursor';
import { historyQuery, type HistoryFilters, type ParsedHistoryQuery } from './historyQuery';
import { toApiWithdrawal, type WithdrawalRecord } from './withdrawals';

/**
 * The shown columns of each list, and only these: the driver decodes every column of every
 * row, and with 10,000 records that decoding, not the query, was most of a whole-list request
 * on the embedded database (`npm run bench:server`).
 */
const COLUMNS: Record<HistoryList, string> = {
  deposits: 'id, amount, reference, status, created_at',
  withdrawals:
    'id, amount, charges, wallet_address, email, exchange, asset, reference, status, created_at',
};

interface RowOf {
  deposits: DepositRecord;
  withdrawals: WithdrawalRecord;
}

/** The stored record type each list holds. */
export type HistoryRow<List extends HistoryList> = RowOf[List];

/** WHERE clause and parameters for the user and the filters ($1 is the user). */
function whereClause(userId: string, filters: HistoryFilters) {
  const params: unknown[] = [userId];
  const conditions = ['user_id = $1'];
  if (filters.status) {
    params.push(filters.status);
    conditions.push(`status = $${params.length}`);
  }
  if (filters.from) {
    params.push(filters.from);
    conditions.push(`created_at >= $${params.length}`);
  }
  if (filters.toExclusive) {
    params.push(filters.toExclusive);
    conditions.push(`created_at < $${params.length}`);
  }
  return { conditions, params };
}

/** Every matching record, newest first: the §8 whole-list answer, with the §11.2 filters. */
export function listRecords<List extends HistoryList>(
  db: Queryable,
  list: List,
  userId: string,
  filters: HistoryFilters,
): Promise<RowOf[List][]> {
  const { conditions, params } = whereClause(userId, filters);
  return db.query<RowOf[List]>(
    `SELECT ${COLUMNS[list]} FROM ${list}
      WHERE ${conditions.join(' AND ')}
      ORDER BY created_at DESC, id DESC`,
    params,
  );
}

export interface RecordPage<Row> {
  rows: Row[];
  nextCursor: string | null;
  total: number;
}

/**
 * One page, newest first, by keyset on (created_at, id) — the page index's order, so a page
 * reads `limit + 1` index entries wherever it starts, and records added between pages shift
 * nothing (they are newer than any cursor). Never OFFSET.
 */
export async function pageRecords<List extends HistoryList>(
  db: Queryable,
  cursors: HistoryCursors,
  list: List,
  userId: string,
  query: ParsedHistoryQuery & { limit: number },
): Promise<RecordPage<RowOf[List]>> {
  const after = query.cursor ? cursors.decode(list, userId, query.cursor) : undefined;
  const { conditions, params } = whereClause(userId, query.filters);
  if (after) {
    params.push(after.createdAt, after.id);
    conditions.push(
      `(created_at, id) < ($${params.length - 1}::timestamptz, $${params.length}::uuid)`,
    );
  }
  params.push(query.limit + 1);
  const [found, total] = await Promise.all([
    db.query<RowOf[List] & { position: string }>(
      `SELECT ${COLUMNS[list]}, ${CURSOR_POSITION_SQL} AS position FROM ${list}
        WHERE ${conditions.join(' AND ')}
        ORDER BY created_at DESC, id DESC
        LIMIT $${params.length}`,
      params,
    ),
    countRecords(db, list, userId, query.filters),
  ]);
  const rows = found.slice(0, query.limit);
  const last = rows[rows.length - 1];
  const position: HistoryPosition | undefined =
    found.length > query.limit && last ? { createdAt: last.position, id: last.id } : undefined;
  return {
    rows: rows.map(({ position: _omitted, ...row }) => row as unknown as RowOf[List]),
    nextCursor: position ? cursors.encode(list, userId, position) : null,
    total,
  };
}

/**
 * Records matching the filters. Without a date range it reads the kept per-status counts
 * (migration 005), one to three rows; with one it counts the range on the page index.
 */
export async function countRecords(
  db: Queryable,
  list: HistoryList,
  userId: string,
  filters: HistoryFilters,
): Promise<number> {
  if (!filters.from && !filters.toExclusive) {
    const params: unknown[] = [userId, list];
    if (filters.status) params.push(filters.status);
    const [row] = await db.query<{ total: string }>(
      `SELECT COALESCE(SUM(count), 0)::text AS total FROM record_counts
        WHERE user_id = $1 AND record = $2${filters.status ? ' AND status = $3' : ''}`,
      params,
    );
    return Number(row?.total ?? 0);
  }
  const { conditions, params } = whereClause(userId, filters);
  const [row] = await db.query<{ total: string }>(
    `SELECT count(*)::text AS total FROM ${list} WHERE ${conditions.join(' AND ')}`,
    params,
  );
  return Number(row?.total ?? 0);
}

type WholeList<Key extends string, Item> = Record<Key, Item[]>;
type ListPage<Key extends string, Item> = WholeList<Key, Item> & {
  nextCursor: string | null;
  total: number;
};

/**
 * One history list in the API's shape under `key` (the §8 field name): one page with `limit`,
 * else the whole filtered list, as before paging existed. Deposits and withdrawals differ only
 * in table, field name and record shape, so both share this one answer. Every query is scoped
 * to `userId` and every cursor is bound to that user and list.
 */
async function history<List extends HistoryList, Key extends string, Item>(
  db: Queryable,
  cursors: HistoryCursors,
  userId: string,
  query: HistoryQuery,
  shape: { list: List; key: Key; toApi: (row: HistoryRow<List>) => Item },
): Promise<WholeList<Key, Item> | ListPage<Key, Item>> {
  const { list, key, toApi } = shape;
  const parsed = historyQuery(query);
  if (parsed.limit !== undefined) {
    const page = await pageRecords(db, cursors, list, userId, { ...parsed, limit: parsed.limit });
    // A computed key widens to `string`; `key` is exactly Key, so the cast only restores it.
    return {
      [key]: page.rows.map(toApi),
      nextCursor: page.nextCursor,
      total: page.total,
    } as ListPage<Key, Item>;
  }
  const rows = await listRecords(db, list, userId, parsed.filters);
  return { [key]: rows.map(toApi) } as WholeList<Key, Item>;
}

/** `GET /transaction/all`: the user's deposits, typed by the contract's two answers. */
export const depositHistory = (
  db: Queryable,
  cursors: HistoryCursors,
  userId: string,
  query: HistoryQuery,
): Promise<AllDepositsResponse | DepositsPageResponse> =>
  history(db, cursors, userId, query, {
    list: 'deposits',
    key: 'allTransactions',
    toApi: toApiDeposit,
  });

/** `GET /withdrawal/all`: the user's withdrawals. */
export const withdrawalHistory = (
  db: Queryable,
  cursors: HistoryCursors,
  userId: string,
  query: HistoryQuery,
): Promise<AllWithdrawalsResponse | WithdrawalsPageResponse> =>
  history(db, cursors, userId, query, {
    list: 'withdrawals',
    key: 'allWithdrawals',
    toApi: toApiWithdrawal,
  });
