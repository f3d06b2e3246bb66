import { useSearchParams } from 'react-router-dom';
import { portfolioApi } from './portfolioApi';
import { RANGE_PARAM, rangeFromParam } from './portfolioRange';

/**
 * Asks for the Performance figures of the range in the URL, the ones PerformanceSection shows:
 * the dashboard requests them with its first data (they are the user's own money, issue 32)
 * while the section itself, a chunk of its own, is drawn just after the first paint. A module
 * apart from the section, so asking costs the page none of the section's code. A subscription
 * only: the page reads nothing of the answer, so its arrival does not re-render the page.
 */
export function usePerformanceRequested(): void {
  const [searchParams] = useSearchParams();
  portfolioApi.endpoints.getPortfolioHistory.useQuerySubscription(
    rangeFromParam(searchParams.get(RANGE_PARAM)),
  );
}
