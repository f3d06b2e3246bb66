/** What a live market widget can show: a skeleton, the figures, or a quiet "unavailable" note. */
export type MarketStatus = 'loading' | 'ready' | 'unavailable';

/** A feed answer with nothing usable in it counts as unavailable, never as zeros. */
export function marketStatus(isLoading: boolean, hasData: boolean): MarketStatus {
  if (hasData) return 'ready';
  return isLoading ? 'loading' : 'unavailable';
}
