import { useCallback, useEffect, useMemo } from 'react';
import { NavigationType, useNavigationType, useSearchParams } from 'react-router-dom';
import { HISTORY_FRESH_SECONDS, type HistoryFilters } from '../../api/historyPaging';
import { historySearchOf, parseHistorySearch, type HistoryView } from './historySearch';

/**
 * The history page's view lives in the URL, not in component state: every page or filter
 * change is a history entry, so Back restores the previous view and a link shares it.
 */
export function useHistoryView() {
  const [search, setSearch] = useSearchParams();
  const view = useMemo(() => parseHistorySearch(search), [search]);
  const canonical = historySearchOf(view).toString();

  // A URL holding something ignored (status=paid, page=abc) is rewritten in place, so what
  // the address bar says is what the page shows.
  useEffect(() => {
    if (search.toString() !== canonical) setSearch(canonical, { replace: true });
  }, [search, canonical, setSearch]);

  const show = useCallback(
    (next: HistoryView, options?: { replace?: boolean; flushSync?: boolean }) =>
      setSearch(historySearchOf(next), options),
    [setSearch],
  );
  const setPageIndex = useCallback(
    (pageIndex: number, options?: { replace?: boolean }) =>
      show({ filters: view.filters, pageIndex }, options),
    [show, view.filters],
  );
  // New filters start again at page 1: the cursors of the old pages mean nothing for them.
  // The URL changes synchronously (flushSync) because this runs inside the filter form's
  // submit event, where a transition would make React treat the form as an action form.
  const setFilters = useCallback(
    (filters: HistoryFilters) => show({ filters, pageIndex: 0 }, { flushSync: true }),
    [show],
  );
  return { view, setPageIndex, setFilters };
}

export type HistoryViewControls = ReturnType<typeof useHistoryView>;

/**
 * The history query's `refetchOnMountOrArgChange`. When the app opens on a history page the
 * router has just asked for its first page (src/app/router.tsx), so an answer at most
 * HISTORY_FRESH_SECONDS old is this visit's own and is shown as it is. A page reached by a
 * link or a filter always asks again (SPEC §5: fresh whenever shown).
 */
export function useHistoryRefetchOnMount(): number | true {
  return useNavigationType() === NavigationType.Pop ? HISTORY_FRESH_SECONDS : true;
}
