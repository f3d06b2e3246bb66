import type { HistoryFilters } from '../../api/historyPaging';
import type { RecordStatus } from '../../api/types';
import { daysOfSearch } from '../../lib/dateRange';

/** What a history page shows, as its URL query string holds it (shareable; Back restores it). */
export interface HistoryView {
  filters: HistoryFilters;
  /** 0-based: the index in the stack of cursors of the pages visited. */
  pageIndex: number;
}

export const HISTORY_STATUSES: readonly RecordStatus[] = ['pending', 'approved', 'failed'];

function statusOf(text: string | null): RecordStatus | undefined {
  return HISTORY_STATUSES.find((status) => status === text);
}

/**
 * Reads a history URL, ignoring what cannot be meant: an unknown status (`status=paid`), a
 * date that does not exist, a range that is reversed or longer than five years, a page that
 * is not a whole number from 1. A hand-edited or stale link then shows the plain list
 * instead of an error.
 */
export function parseHistorySearch(search: URLSearchParams): HistoryView {
  const filters: HistoryFilters = {};
  const status = statusOf(search.get('status'));
  if (status) filters.status = status;
  Object.assign(filters, daysOfSearch(search));
  return { filters, pageIndex: pageIndexOfSearch(search) };
}

/** The 0-based page a link's `page=N` names; page 1 when it names none a person could mean. */
export function pageIndexOfSearch(search: URLSearchParams): number {
  const page = search.get('page') ?? '1';
  return /^[1-9]\d{0,5}$/.test(page) ? Number(page) - 1 : 0;
}

/** Adds `page=N` for any page after the first (page 1 is the URL without it). */
export function setPageOfSearch(search: URLSearchParams, pageIndex: number): URLSearchParams {
  if (pageIndex > 0) search.set('page', String(pageIndex + 1));
  return search;
}

/** The canonical query string of a view: page 1 and unset filters are left out. */
export function historySearchOf({ filters, pageIndex }: HistoryView): URLSearchParams {
  const search = new URLSearchParams();
  if (filters.status) search.set('status', filters.status);
  if (filters.from) search.set('from', filters.from);
  if (filters.to) search.set('to', filters.to);
  return setPageOfSearch(search, pageIndex);
}

export function hasFilters(filters: HistoryFilters): boolean {
  return Boolean(filters.status || filters.from || filters.to);
}
