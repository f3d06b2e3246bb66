import { TRADE_SIDES, type TradeSide } from '../../api/types';
import { pageIndexOfSearch, setPageOfSearch } from '../../components/history/historySearch';
import { daysOfSearch } from '../../lib/dateRange';
import type { TradeFilters } from './tradingApi';

const ASSET = /^[A-Z0-9]{1,12}$/;

const sideOf = (text: string | null): TradeSide | undefined =>
  TRADE_SIDES.find((side) => side === text);

/** What the trade history shows, as its URL holds it (SPEC §11.2: shareable, Back restores it). */
export interface TradesView {
  filters: TradeFilters;
  /** 0-based: the index in the stack of cursors of the pages visited. */
  pageIndex: number;
}

/**
 * The trade history's filters and page as its URL holds them, ignoring
 * what cannot be meant: an unknown side, a malformed asset, a date that does not exist, a
 * reversed or over-long range, a page that is not a whole number from 1. A stale link then
 * shows the plain list instead of an error.
 */
export function parseTradesSearch(search: URLSearchParams): TradesView {
  const filters: TradeFilters = {};
  const asset = search.get('asset') ?? '';
  if (ASSET.test(asset)) filters.asset = asset;
  const side = sideOf(search.get('side'));
  if (side) filters.side = side;
  Object.assign(filters, daysOfSearch(search));
  return { filters, pageIndex: pageIndexOfSearch(search) };
}

/** The canonical query string of a view: page 1 and unset filters are left out. */
export function tradesSearchOf({ filters, pageIndex }: TradesView): URLSearchParams {
  const search = new URLSearchParams();
  if (filters.asset) search.set('asset', filters.asset);
  if (filters.side) search.set('side', filters.side);
  if (filters.from) search.set('from', filters.from);
  if (filters.to) search.set('to', filters.to);
  return setPageOfSearch(search, pageIndex);
}

export const hasTradeFilters = (filters: TradeFilters) =>
  Boolean(filters.asset || filters.side || filters.from || filters.to);
