import type { Watchlist } from '../../../src/api/contract';
import type { Queryable } from '../db/database';
import { DomainError } from '../domainError';
import { coinIdsBySymbol } from '../prices/priceSource';

/**
 * The watchlist (SPEC §12.4): coins of the market feed — the coin list the feed records, by the
 * upper-case symbol /prices and the market table show — in the user's order. The contract
 * already refuses more than WATCHLIST_MAX_ASSETS and a coin listed twice.
 */
export async function watchlistOf(db: Queryable, userId: string): Promise<Watchlist> {
  const [row] = await db.query<{ assets: string[] }>(
    'SELECT assets FROM watchlists WHERE user_id = $1',
    [userId],
  );
  return { assets: row?.assets ?? [] };
}

const EXAMPLES = 5;

export async function setWatchlist(
  db: Queryable,
  userId: string,
  { assets }: Watchlist,
): Promise<Watchlist> {
  const coins = coinIdsBySymbol();
  const unknown = assets.find((asset) => !coins.has(asset));
  if (unknown !== undefined) {
    throw new DomainError('invalid', 'watchlist_unknown_coin', {
      values: { asset: unknown, examples: [...coins.keys()].slice(0, EXAMPLES).join(', ') },
    });
  }
  await db.query(
    `INSERT INTO watchlists (user_id, assets) VALUES ($1, $2::text[])
     ON CONFLICT (user_id) DO UPDATE SET assets = EXCLUDED.assets, updated_at = clock_timestamp()`,
    [userId, assets],
  );
  return { assets: [...assets] };
}
