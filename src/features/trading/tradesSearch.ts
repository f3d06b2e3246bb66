import { TRADE_SIDES, type TradeSide } from '../../api/types';
import { daysOfSearch } from '../../lib/dateRange';
import type { TradeFilters } from './tradingApi';

const ASSET = /^[A-Z0-9]{1,12}$/;

const sideOf = (text: string | null): TradeSide | undefined =>
  TRADE_SIDES.find((side) => side === text);

/**
 * The trade history's filters as its URL holds them (shareable; Back restores them), ignoring
 * what cannot be meant: an unknown side, a malformed asset, a date that does not exist, a
 * reversed or over-long range. A stale link then shows the plain list instead of an error.
 */
export function parseTradesSearch(search: URLSearchParams): TradeFilters {
  const filters: TradeFilters = {};
  const asset = search.get('asset') ?? '';
  if (ASSET.test(asset)) filters.asset = asset;
  const side = sideOf(search.get('side'));
  if (side) filters.side = side;
  Object.assign(filters, daysOfSearch(search));
  return filters;
}

/** The canonical query string of the filters: unset ones are left out. */
export function tradesSearchOf(filters: TradeFilters): URLSearchParams {
  const search = new URLSearchParams();
  if (filters.asset) search.set('asset', filters.asset);
  if (filters.side) search.set('side', filters.side);
  if (filters.from) search.set('from', filters.from);
  if (filters.to) search.set('to', filters.to);
  return search;
}

export const hasTradeFilters = (filters: TradeFilters) =>
  Boolean(filters.asset || filters.side || filters.from || filters.to);
