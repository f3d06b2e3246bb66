import type { HistoryPage, HistoryQuery } from './types';

/** Rows per history page (SPEC §11.2: the history pages load 25 at a time). */
export const HISTORY_PAGE_SIZE = 25;

/**
 * A history page the app opens on shows an answer to its first page at most this many seconds
 * old instead of asking again: the router requested it for this very visit while the page's
 * code loaded (src/app/router.tsx, useHistoryRefetchOnMount).
 */
export const HISTORY_FRESH_SECONDS = 2;

/** What a history page filters by; the part of the query a user chooses. */
export type HistoryFilters = Pick<HistoryQuery, 'status' | 'from' | 'to'>;

/**
 * Shared settings of the paged history lists as RTK Query infinite queries: the page param is
 * the server's opaque cursor (null for the first page), so the cache's `pageParams` is the
 * stack of cursors of the pages visited and going back a page never asks the server again.
 */
export const historyPaging = {
  initialPageParam: null as string | null,
  getNextPageParam: (lastPage: HistoryPage) => lastPage.nextCursor,
};

/** The list endpoint's query string for one page: filters left out when unset. */
export function historyPageParams(filters: HistoryFilters, cursor: string | null): HistoryQuery {
  const params: HistoryQuery = { limit: HISTORY_PAGE_SIZE };
  if (cursor) params.cursor = cursor;
  if (filters.status) params.status = filters.status;
  if (filters.from) params.from = filters.from;
  if (filters.to) params.to = filters.to;
  return params;
}
