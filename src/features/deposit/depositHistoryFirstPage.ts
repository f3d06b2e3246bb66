import { parseHistorySearch } from '../../components/history/historySearch';
import { depositApi } from './depositApi';

/**
 * The deposit history's first page for the filters in a URL's query string. The router
 * dispatches it while the page's code is still downloading (src/app/router.tsx), so the rows
 * are in the cache when the page first renders instead of being asked for after it has.
 * Without a subscription: the page subscribes when it mounts and reuses this visit's answer
 * (HISTORY_FRESH_SECONDS) instead of asking twice.
 */
export function requestFirstPage(search: URLSearchParams) {
  return depositApi.endpoints.getDepositHistory.initiate(parseHistorySearch(search).filters, {
    subscribe: false,
    // Every visit asks afresh (SPEC §5); a request already on its way is shared.
    forceRefetch: true,
  });
}
