import { PORTFOLIO_RANGES, type PortfolioRange } from '../../api/types';

/** The query-string key that keeps the chosen range, so a link or reload shows the same chart. */
export const RANGE_PARAM = 'range';
export const DEFAULT_RANGE: PortfolioRange = '1M';

/** What each range's button says; the URL and the API use the codes. */
export const RANGE_LABELS: Record<PortfolioRange, string> = {
  '1W': '1W',
  '1M': '1M',
  '3M': '3M',
  YTD: 'YTD',
  '1Y': '1Y',
  ALL: 'All',
};

const known: readonly string[] = PORTFOLIO_RANGES;

/** The range in the URL, or the default when it is missing or not one of the six. */
export function rangeFromParam(value: string | null): PortfolioRange {
  return value !== null && known.includes(value) ? (value as PortfolioRange) : DEFAULT_RANGE;
}
