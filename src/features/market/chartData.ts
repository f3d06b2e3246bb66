import type { UTCTimestamp } from 'lightweight-charts';
import type { PricePoint } from '../../api/marketTransforms';
import type { Candle } from '../../api/types';

/**
 * Data preparation for the charts, kept apart from the drawing so it is testable without a
 * canvas. lightweight-charts wants UTC seconds, strictly ascending.
 */
export interface TimeValue {
  time: UTCTimestamp;
  value: number;
}
export interface ChartCandle {
  time: UTCTimestamp;
  open: number;
  high: number;
  low: number;
  close: number;
}

const toSeconds = (ms: number) => Math.floor(ms / 1000) as UTCTimestamp;

/** Price points → line data, one point per second (the last price of that second wins). */
export function toLineData(points: readonly PricePoint[]): TimeValue[] {
  const bySecond = new Map<UTCTimestamp, number>();
  for (const point of [...points].sort((a, b) => a.time - b.time)) {
    bySecond.set(toSeconds(point.time), point.price);
  }
  return [...bySecond].map(([time, value]) => ({ time, value }));
}

/** An hourly 7-day sparkline ending at `endMs` → line data. */
export function sparklineToLineData(prices: readonly number[], endMs: number): TimeValue[] {
  const hour = 3_600_000;
  return prices.map((value, index) => ({
    time: toSeconds(endMs - (prices.length - 1 - index) * hour),
    value,
  }));
}

export function toCandleData(candles: readonly Candle[]): ChartCandle[] {
  return candles.map(({ time, open, high, low, close }) => ({
    time: toSeconds(time),
    open,
    high,
    low,
    close,
  }));
}

/** Volume bars coloured by the candle's direction; candles without volume get no bar. */
export function toVolumeData(
  candles: readonly Candle[],
  colors: { up: string; down: string },
): Array<TimeValue & { color: string }> {
  return candles
    .filter((candle) => candle.volume !== null)
    .map((candle) => ({
      time: toSeconds(candle.time),
      value: candle.volume!,
      color: candle.close >= candle.open ? colors.up : colors.down,
    }));
}

export type CandleInterval = '1D' | '1W' | '1M';
const DAY = 86_400_000;
/** The interval's name in the market catalogue (Daily, Weekly, Monthly). */
export const intervalLabelKey = (interval: CandleInterval) => `chart.interval.${interval}` as const;
const INTERVAL_MS: Record<CandleInterval, number> = { '1D': DAY, '1W': 7 * DAY, '1M': 28 * DAY };

function bucketOf(time: number, interval: CandleInterval): number {
  if (interval === '1D') return Math.floor(time / DAY);
  // The epoch fell on a Thursday: +3 days makes weeks start on Monday (UTC).
  if (interval === '1W') return Math.floor((time / DAY + 3) / 7);
  const date = new Date(time);
  return date.getUTCFullYear() * 12 + date.getUTCMonth();
}

/** Groups candles into daily, weekly (Monday start) or calendar-month candles, in UTC. */
export function aggregateCandles(candles: readonly Candle[], interval: CandleInterval): Candle[] {
  const result: Candle[] = [];
  let currentBucket: number | null = null;
  for (const candle of [...candles].sort((a, b) => a.time - b.time)) {
    const bucket = bucketOf(candle.time, interval);
    const last = result[result.length - 1];
    if (last && bucket === currentBucket) {
      last.high = Math.max(last.high, candle.high);
      last.low = Math.min(last.low, candle.low);
      last.close = candle.close;
      last.volume =
        last.volume === null && candle.volume === null
          ? null
          : (last.volume ?? 0) + (candle.volume ?? 0);
    } else {
      result.push({ ...candle });
      currentBucket = bucket;
    }
  }
  return result;
}

/**
 * The intervals the data can honestly show: none finer than the feed's own candles (CoinGecko
 * serves 4-day candles for a year of history, the fixture feed daily ones).
 */
export function availableIntervals(candles: readonly Candle[]): CandleInterval[] {
  if (candles.length < 2) return ['1D'];
  const gaps = candles
    .slice(1)
    .map((candle, index) => candle.time - candles[index]!.time)
    .sort((a, b) => a - b);
  const typicalGap = gaps[Math.floor(gaps.length / 2)]!;
  const intervals = (Object.keys(INTERVAL_MS) as CandleInterval[]).filter(
    (interval) => INTERVAL_MS[interval] >= typicalGap * 0.9,
  );
  return intervals.length > 0 ? intervals : ['1M'];
}
