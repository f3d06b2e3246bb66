import { useEffect } from 'react';
import type { HistoryPage } from '../../api/types';

/** The parts of an RTK Query infinite query result that paging reads. */
export interface InfiniteHistoryResult<Page extends HistoryPage> {
  data?: { pages: Page[] };
  hasNextPage: boolean;
  isFetching: boolean;
  isError: boolean;
  isFetchNextPageError: boolean;
  error?: unknown;
  fetchNextPage: () => unknown;
  refetch: () => unknown;
}

export interface CursorPages<Page extends HistoryPage> {
  /** The page at the URL's index, once it has been fetched. */
  page: Page | undefined;
  /** Matching records across all pages, from the newest page fetched. */
  total: number | undefined;
  /** Undefined until the page is fetched. */
  hasNext: boolean | undefined;
  /** The load that failed, with the call that repeats it. */
  failure?: { error: unknown; retry: () => void };
  /**
   * Asks for page `index` at once when it is the next one not fetched yet. Next calls it
   * before it changes the URL, so the request travels while the page renders for the new URL;
   * left to the effect below, it would leave only after that render was committed.
   */
  fetchAhead: (index: number) => void;
}

/**
 * Shows page `pageIndex` of a cursor-paged list. The cursors of the pages visited are the
 * infinite query's page params, so Previous (or Back) reads the cache; a page not fetched yet
 * — Next, or a shared link to page 3 — is fetched in order from the last cursor known. A page
 * past the end (the list got shorter, or a hand-edited link) falls back to the last page.
 */
export function useCursorPages<Page extends HistoryPage>(
  result: InfiniteHistoryResult<Page>,
  pageIndex: number,
  showLastPage: (lastIndex: number) => void,
): CursorPages<Page> {
  const { data, hasNextPage, isFetching, isError, fetchNextPage } = result;
  const fetched = data?.pages.length ?? 0;
  const needsMore = data !== undefined && pageIndex >= fetched;
  // After a failure only the user's Retry asks again, so a server that is down is not hammered.
  const canFetchMore = hasNextPage && !isFetching && !isError;

  useEffect(() => {
    if (needsMore && canFetchMore) void fetchNextPage();
  }, [needsMore, canFetchMore, fetchNextPage]);

  const fetchAhead = (index: number) => {
    if (data !== undefined && index === fetched && canFetchMore) void fetchNextPage();
  };

  const pastTheEnd = needsMore && !hasNextPage && !isFetching;
  useEffect(() => {
    if (pastTheEnd) showLastPage(Math.max(0, fetched - 1));
  }, [pastTheEnd, fetched, showLastPage]);

  const page = data?.pages[pageIndex];
  const newest = data?.pages[fetched - 1];
  let failure: CursorPages<Page>['failure'];
  if (isError) {
    const retry = result.isFetchNextPageError ? fetchNextPage : result.refetch;
    failure = { error: result.error, retry: () => void retry() };
  }
  return {
    page,
    total: (page ?? newest)?.total,
    hasNext: page ? Boolean(page.nextCursor) : undefined,
    failure,
    fetchAhead,
  };
}
