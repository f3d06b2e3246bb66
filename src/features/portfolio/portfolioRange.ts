import { PORTFOLIO_RANGES, type PortfolioRange } from '../../api/types';
import type { PortfolioKey } from '../../i18n/namespaces/portfolio';

/** The query-string key that keeps the chosen range, so a link or reload shows the same chart. */
export const RANGE_PARAM = 'range';
export const DEFAULT_RANGE: PortfolioRange = '1M';

/** What each range's button says (its catalogue key); the URL and the API use the codes. */
export const RANGE_LABELS: Record<PortfolioRange, PortfolioKey> = {
  '1W': 'range.1W',
  '1M': 'range.1M',
  '3M': 'range.3M',
  YTD: 'range.YTD',
  '1Y': 'range.1Y',
  ALL: 'range.ALL',
};

const known: readonly string[] = PORTFOLIO_RANGES;

/** The range in the URL, or the default when it is missing or not one of the six. */
export function rangeFromParam(value: string | null): PortfolioRange {
  return value !== null && known.includes(value) ? (value as PortfolioRange) : DEFAULT_RANGE;
}
