import { assertPeriod, ema, emaOfSeries, smaOfSeries, type Series } from './movingAverages';

/**
 * Wilder's Relative Strength Index. The first average gain/loss is the simple mean of the first
 * `period` changes; later ones use Wilder's smoothing: avg = (previous × (period − 1) + current)
 * / period. The first value appears at index `period` (it needs `period` changes).
 */
export function rsi(closes: readonly number[], period = 14): Series {
  assertPeriod(period);
  const result: Series = closes.map(() => null);
  if (closes.length <= period) return result;
  let averageGain = 0;
  let averageLoss = 0;
  for (let index = 1; index <= period; index += 1) {
    const change = closes[index]! - closes[index - 1]!;
    averageGain += Math.max(change, 0) / period;
    averageLoss += Math.max(-change, 0) / period;
  }
  result[period] = rsiFrom(averageGain, averageLoss);
  for (let index = period + 1; index < closes.length; index += 1) {
    const change = closes[index]! - closes[index - 1]!;
    averageGain = (averageGain * (period - 1) + Math.max(change, 0)) / period;
    averageLoss = (averageLoss * (period - 1) + Math.max(-change, 0)) / period;
    result[index] = rsiFrom(averageGain, averageLoss);
  }
  return result;
}

function rsiFrom(averageGain: number, averageLoss: number): number {
  if (averageLoss === 0) return averageGain === 0 ? 50 : 100;
  return 100 - 100 / (1 + averageGain / averageLoss);
}

export interface MacdSeries {
  /** EMA(fast) − EMA(slow). */
  macd: Series;
  /** EMA(signalPeriod) of the MACD line. */
  signal: Series;
  /** MACD − signal. */
  histogram: Series;
}

export function macd(
  closes: readonly number[],
  fast = 12,
  slow = 26,
  signalPeriod = 9,
): MacdSeries {
  const fastEma = ema(closes, fast);
  const slowEma = ema(closes, slow);
  const macdLine: Series = closes.map((_, index) => {
    const a = fastEma[index];
    const b = slowEma[index];
    return a == null || b == null ? null : a - b;
  });
  const signal = emaOfSeries(macdLine, signalPeriod);
  const histogram = macdLine.map((value, index) => {
    const signalValue = signal[index];
    return value == null || signalValue == null ? null : value - signalValue;
  });
  return { macd: macdLine, signal, histogram };
}

export interface StochasticSeries {
  /** Slow %K: the `smoothK`-period SMA of raw %K. */
  k: Series;
  /** %D: the `smoothD`-period SMA of slow %K. */
  d: Series;
}

/**
 * Slow stochastic (period, smoothK, smoothD), e.g. (14, 3, 3). Raw %K = 100 × (close − lowest
 * low) / (highest high − lowest low) over `period` candles; a flat range (high = low) counts as
 * the middle, 50, rather than dividing by zero.
 */
export function stochastic(
  highs: readonly number[],
  lows: readonly number[],
  closes: readonly number[],
  period = 14,
  smoothK = 3,
  smoothD = 3,
): StochasticSeries {
  assertPeriod(period);
  const rawK: Series = closes.map((close, index) => {
    if (index < period - 1) return null;
    const highest = Math.max(...highs.slice(index - period + 1, index + 1));
    const lowest = Math.min(...lows.slice(index - period + 1, index + 1));
    return highest === lowest ? 50 : (100 * (close - lowest)) / (highest - lowest);
  });
  const k = smaOfSeries(rawK, smoothK);
  return { k, d: smaOfSeries(k, smoothD) };
}
