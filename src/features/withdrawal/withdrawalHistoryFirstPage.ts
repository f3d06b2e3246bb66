import { parseHistorySearch } from '../../components/history/historySearch';
import { withdrawalApi } from './withdrawalApi';

/**
 * The withdrawal history's first page for the filters in a URL's query string, requested by
 * the router while the page's code downloads; see depositHistoryFirstPage.ts.
 */
export function requestFirstPage(search: URLSearchParams) {
  return withdrawalApi.endpoints.getWithdrawalHistory.initiate(parseHistorySearch(search).filters, {
    subscribe: false,
    // Every visit asks afresh (SPEC §5); a request already on its way is shared.
    forceRefetch: true,
  });
}
