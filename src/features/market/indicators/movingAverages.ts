/**
 * Indicator series are aligned with their input: index i holds the value for candle i, or null
 * while there is not enough history yet. Callers never have to re-align offsets.
 */
export type Series = Array<number | null>;

/** Simple moving average: the mean of the last `period` values. */
export function sma(values: readonly number[], period: number): Series {
  assertPeriod(period);
  const result: Series = [];
  let windowSum = 0;
  values.forEach((value, index) => {
    windowSum += value;
    if (index >= period) windowSum -= values[index - period]!;
    result.push(index >= period - 1 ? windowSum / period : null);
  });
  return result;
}

/**
 * Exponential moving average with multiplier 2 / (period + 1), seeded with the SMA of the first
 * `period` values (the convention of most charting packages, e.g. StockCharts).
 */
export function ema(values: readonly number[], period: number): Series {
  assertPeriod(period);
  const multiplier = 2 / (period + 1);
  const result: Series = [];
  let previous: number | null = null;
  let seedSum = 0;
  values.forEach((value, index) => {
    if (previous === null) {
      seedSum += value;
      if (index === period - 1) previous = seedSum / period;
    } else {
      previous = (value - previous) * multiplier + previous;
    }
    result.push(previous);
  });
  return result;
}

/** EMA over a series that starts with nulls (e.g. the MACD line): nulls stay null. */
export function emaOfSeries(series: Series, period: number): Series {
  const firstValue = series.findIndex((value) => value !== null);
  if (firstValue === -1) return series.map(() => null);
  const tail = ema(series.slice(firstValue) as number[], period);
  return [...series.slice(0, firstValue).map(() => null), ...tail];
}

/** The same for SMA. */
export function smaOfSeries(series: Series, period: number): Series {
  const firstValue = series.findIndex((value) => value !== null);
  if (firstValue === -1) return series.map(() => null);
  const tail = sma(series.slice(firstValue) as number[], period);
  return [...series.slice(0, firstValue).map(() => null), ...tail];
}

export function assertPeriod(period: number): void {
  if (!Number.isInteger(period) || period < 1) {
    throw new RangeError(`An indicator period must be a whole number ≥ 1 (got ${period})`);
  }
}

/** The last value of a series, or null when it has none yet. */
export function lastValue(series: Series): number | null {
  return series.length === 0 ? null : (series[series.length - 1] ?? null);
}
