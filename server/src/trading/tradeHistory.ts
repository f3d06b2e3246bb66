import type { TradesPage, TradesQuery } from '../../../src/api/contract';
import { CURSOR_POSITION_SQL, type HistoryCursors } from '../accounts/historyCursor';
import { dayRange } from '../accounts/historyQuery';
import type { Queryable } from '../db/database';
import { toApiTrade, TRADE_COLUMNS, type TradeRow } from './tradeRecords';

const DEFAULT_LIMIT = 20;

/**
 * `GET /trades` (SPEC §12.2): one page of the user's trades, newest first, by keyset on
 * (created_at, id) like the §11.2 histories — a page reads `limit + 1` entries of the page
 * index (or its asset/side variant) wherever it starts, never OFFSET. The cursor is bound to
 * this user and this list.
 */
export async function tradesPage(
  db: Queryable,
  cursors: HistoryCursors,
  userId: string,
  query: TradesQuery,
): Promise<TradesPage> {
  const limit = query.limit ?? DEFAULT_LIMIT;
  const range = dayRange(query.from, query.to);
  const after = query.cursor ? cursors.decode('trades', userId, query.cursor) : undefined;

  const params: unknown[] = [userId];
  const conditions = ['user_id = $1'];
  const add = (sql: (placeholder: string) => string, value: unknown) => {
    params.push(value);
    conditions.push(sql(`$${params.length}`));
  };
  if (query.asset) add((p) => `asset = ${p}`, query.asset);
  if (query.side) add((p) => `side = ${p}`, query.side);
  if (range.from) add((p) => `created_at >= ${p}`, range.from);
  if (range.toExclusive) add((p) => `created_at < ${p}`, range.toExclusive);
  const filtered = { conditions: [...conditions], params: [...params] };

  if (after) {
    params.push(after.createdAt, after.id);
    conditions.push(
      `(created_at, id) < ($${params.length - 1}::timestamptz, $${params.length}::uuid)`,
    );
  }
  params.push(limit + 1);
  const [found, [counted]] = await Promise.all([
    db.query<TradeRow & { position: string }>(
      `SELECT ${TRADE_COLUMNS}, ${CURSOR_POSITION_SQL} AS position FROM trades
        WHERE ${conditions.join(' AND ')}
        ORDER BY created_at DESC, id DESC
        LIMIT $${params.length}`,
      params,
    ),
    db.query<{ total: number }>(
      `SELECT count(*)::int AS total FROM trades WHERE ${filtered.conditions.join(' AND ')}`,
      filtered.params,
    ),
  ]);
  const rows = found.slice(0, limit);
  const last = rows[rows.length - 1];
  return {
    trades: rows.map(toApiTrade),
    nextCursor:
      found.length > limit && last
        ? cursors.encode('trades', userId, { createdAt: last.position, id: last.id })
        : null,
    total: counted?.total ?? 0,
  };
}
