import type { MarketSymbol } from '../marketPairs';

/**
 * What the market widgets draw and at which fixed sizes. The widgets and their loading states
 * (WidgetSkeletons.tsx) both read them, so a skeleton is always the size of what it stands for.
 */

/** The 7-day sparkline under a mini chart's price. */
export const SPARKLINE_HEIGHT = 90;
/** The advanced chart's plot (phone, from md up) and the crosshair line above it (body2). */
export const ADVANCED_CHART_HEIGHT = { xs: 300, md: 420 } as const;
/** The real-time chart's plot. */
export const REALTIME_CHART_HEIGHT = 320;
/** Market table rows: a body row holds a 36 px sparkline; the header row one line of labels. */
export const MARKET_TABLE_ROW_HEIGHT = 54;
export const MARKET_TABLE_HEADER_HEIGHT = 38;
/** What each market table shows: Spot Trading's compact one, the Markets page's full one. */
export const MARKET_TABLE_SETTINGS = {
  compact: { perPage: 50, rowsPerPage: 10, titleKey: 'table.compact' },
  full: { perPage: 100, rowsPerPage: 25, titleKey: 'table.full' },
} as const;
export type MarketTableVariant = keyof typeof MARKET_TABLE_SETTINGS;

/**
 * The coins request a market table makes. Markets' first-data loader and the watchlist ask
 * with the same arguments, so all three share one cached answer (and one request to the feed).
 */
export function marketTableArgs(variant: MarketTableVariant): { perPage: number } {
  return { perPage: MARKET_TABLE_SETTINGS[variant].perPage };
}

/** What the real-time chart and the market table show when a page does not say. */
export const DEFAULT_REALTIME_SYMBOL: MarketSymbol = 'BTC/USD';
export const DEFAULT_MARKET_TABLE_VARIANT: MarketTableVariant = 'full';
