import { recordedMarketData } from '../../../fixtures/market/recordedFeed';
import type { Queryable } from '../db/database';
import { recordPrices, type PriceObservation } from '../prices/priceStore';

/**
 * The prices of the demo's sample year: the offline feed's recorded daily candles
 * (fixtures/market/candles — synthetic, a seeded random walk whose last close is the feed's
 * current price), laid on the calendar so the last candle is today. A past trade is priced
 * inside its day's low–high range, and every past day's close is kept as the price job keeps
 * it, so the Performance chart values the holdings of each day at that day's close.
 */

/** The three assets the sample account trades: tradable, and with a recorded history. */
export const DEMO_ASSETS = ['BTC', 'ETH', 'LTC'] as const;
export type DemoAsset = (typeof DEMO_ASSETS)[number];

const COIN_IDS: Record<DemoAsset, string> = { BTC: 'bitcoin', ETH: 'ethereum', LTC: 'litecoin' };

export const DAY_MS = 86_400_000;

export interface DayPrices {
  low: number;
  high: number;
  close: number;
}

/** Each asset's candles, newest last; `daysAgo(asset, n)` is the candle n days before today's. */
export interface PriceHistory {
  /** How many past days have a candle (the recorded year, less today's). */
  days: number;
  daysAgo(asset: DemoAsset, days: number): DayPrices;
}

export function demoPriceHistory(): PriceHistory {
  const candles = recordedMarketData().candles;
  const byAsset = new Map(
    DEMO_ASSETS.map((asset) => {
      const list = candles.get(COIN_IDS[asset]);
      if (!list || list.length < 2) throw new Error(`the offline feed has no history of ${asset}`);
      return [asset, list] as const;
    }),
  );
  const days = Math.min(...[...byAsset.values()].map((list) => list.length)) - 1;
  return {
    days,
    daysAgo(asset, daysBack) {
      const list = byAsset.get(asset)!;
      const candle = list[list.length - 1 - daysBack];
      if (!candle) throw new Error(`no ${asset} candle ${daysBack} days back`);
      const [, , high, low, close] = candle;
      return { low, high, close };
    },
  };
}

/** The UTC midnight that starts the day `days` before `now`'s. */
export function dayStart(now: Date, days: number): Date {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return new Date(today - days * DAY_MS);
}

/** A price as the price job stores one: a decimal string with at most 8 places. */
export const priceText = (price: number) => price.toFixed(8).replace(/\.?0+$/, '');

/**
 * Keeps each past day's close (observed a second before that day ends) for the demo assets,
 * through the price store the price job writes — `days` days back to yesterday.
 */
export async function recordPastCloses(
  db: Queryable,
  history: PriceHistory,
  now: Date,
  days: number,
): Promise<void> {
  const observations: PriceObservation[] = [];
  for (let back = days; back >= 1; back -= 1) {
    const observedAt = new Date(dayStart(now, back - 1).getTime() - 1000);
    for (const asset of DEMO_ASSETS) {
      observations.push({
        asset,
        price: priceText(history.daysAgo(asset, back).close),
        observedAt,
      });
    }
  }
  await recordPrices(db, observations);
}
