import type { Queryable } from '../db/database';
import { TRADE_COLUMNS, toApiTrade } from '../trading/tradeRecords';
import { requireUser } from './commands';

/** How many trades `list-trades` prints: the newest, with the total named when there are more. */
export const LISTED_TRADES = 100;

/** `list-trades <email>`: the user's newest trades, one line each, and how many there are. */
export async function listTrades(db: Queryable, email: string): Promise<string> {
  const user = await requireUser(db, email);
  const [rows, [counted]] = await Promise.all([
    db.query<Parameters<typeof toApiTrade>[0]>(
      `SELECT ${TRADE_COLUMNS} FROM trades WHERE user_id = $1
        ORDER BY created_at DESC, id DESC LIMIT $2`,
      [user.id, LISTED_TRADES],
    ),
    db.query<{ total: number }>('SELECT count(*)::int AS total FROM trades WHERE user_id = $1', [
      user.id,
    ]),
  ]);
  if (rows.length === 0) return `No trades for ${user.email}`;
  const lines = rows
    .map(toApiTrade)
    .map(
      (t) =>
        `${t.createdAt}  ${t.reference}  ${t.side.padEnd(4)} ${t.quantity} ${t.asset} at ${t.price}` +
        `  subtotal ${t.subtotal}  fee ${t.fee}  total ${t.total}` +
        (t.realizedPnl === null ? '' : `  realized ${t.realizedPnl}`),
    );
  const total = counted?.total ?? rows.length;
  const heading =
    total > rows.length ? `${rows.length} newest of ${total} trades` : `${total} trades`;
  return [`${heading} of ${user.email}:`, ...lines].join('\n');
}
