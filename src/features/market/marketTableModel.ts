import type { MarketCoinWithSparkline } from '../../api/types';

export type MarketSortKey =
  | 'market_cap_rank'
  | 'name'
  | 'current_price'
  | 'price_change_percentage_24h'
  | 'price_change_percentage_7d_in_currency'
  | 'total_volume'
  | 'market_cap';
export type SortDirection = 'asc' | 'desc';

/** Case-insensitive match on name or symbol. */
export function filterCoins(coins: readonly MarketCoinWithSparkline[], search: string) {
  const needle = search.trim().toLowerCase();
  if (!needle) return [...coins];
  return coins.filter(
    (coin) =>
      coin.name.toLowerCase().includes(needle) || coin.symbol.toLowerCase().includes(needle),
  );
}

/** Sorts by one column; coins missing that figure always go last, whichever the direction. */
export function sortCoins(
  coins: readonly MarketCoinWithSparkline[],
  key: MarketSortKey,
  direction: SortDirection,
) {
  const sign = direction === 'asc' ? 1 : -1;
  return [...coins].sort((a, b) => {
    const left = a[key] ?? null;
    const right = b[key] ?? null;
    if (left === null || right === null) return left === right ? 0 : left === null ? 1 : -1;
    if (typeof left === 'string' && typeof right === 'string') {
      return sign * left.localeCompare(right);
    }
    return sign * (Number(left) - Number(right));
  });
}

export function paginate<T>(rows: readonly T[], page: number, rowsPerPage: number): T[] {
  return rows.slice(page * rowsPerPage, (page + 1) * rowsPerPage);
}
