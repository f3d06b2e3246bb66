import { ema, lastValue, sma } from './movingAverages';
import { macd, rsi, stochastic } from './oscillators';

export type Signal = 'Buy' | 'Sell' | 'Neutral';
export type Rating = 'Strong sell' | 'Sell' | 'Neutral' | 'Buy' | 'Strong buy';
export type IndicatorGroup = 'Moving averages' | 'Oscillators';

/** What the summary needs of a candle. */
export interface PriceBar {
  high: number;
  low: number;
  close: number;
}

export interface IndicatorRow {
  name: string;
  group: IndicatorGroup;
  /** The indicator's latest value; null when the history is too short to compute it. */
  value: number | null;
  /** null when there is not enough history: such rows do not vote. */
  signal: Signal | null;
}

export interface GroupSummary {
  rating: Rating | null;
  buy: number;
  sell: number;
  neutral: number;
}

export interface TechnicalSummary {
  overall: GroupSummary;
  movingAverages: GroupSummary;
  oscillators: GroupSummary;
  rows: IndicatorRow[];
}

export const MOVING_AVERAGE_PERIODS = [10, 20, 30, 50, 100, 200] as const;

/**
 * Maps the vote balance (buy − sell) / votes, a score in [−1, 1], to a rating with the bands most
 * charting sites use: ≤ −0.5 strong sell, < −0.1 sell, ≤ 0.1 neutral, ≤ 0.5 buy, above strong buy.
 */
export function ratingFromScore(score: number): Rating {
  if (score < -0.5) return 'Strong sell';
  if (score < -0.1) return 'Sell';
  if (score <= 0.1) return 'Neutral';
  if (score <= 0.5) return 'Buy';
  return 'Strong buy';
}

export function summarise(rows: readonly IndicatorRow[]): GroupSummary {
  const votes = rows.filter((row) => row.signal !== null);
  const buy = votes.filter((row) => row.signal === 'Buy').length;
  const sell = votes.filter((row) => row.signal === 'Sell').length;
  const neutral = votes.length - buy - sell;
  return {
    rating: votes.length === 0 ? null : ratingFromScore((buy - sell) / votes.length),
    buy,
    sell,
    neutral,
  };
}

/** Price above its moving average is a Buy, below a Sell. */
export function movingAverageSignal(close: number, average: number | null): Signal | null {
  if (average === null) return null;
  if (close > average) return 'Buy';
  if (close < average) return 'Sell';
  return 'Neutral';
}

/** Oversold (< 30) is a Buy, overbought (> 70) a Sell. */
export function rsiSignal(value: number | null): Signal | null {
  if (value === null) return null;
  if (value < 30) return 'Buy';
  if (value > 70) return 'Sell';
  return 'Neutral';
}

/** MACD line above its signal line is a Buy, below a Sell. */
export function macdSignal(line: number | null, signal: number | null): Signal | null {
  if (line === null || signal === null) return null;
  if (line > signal) return 'Buy';
  if (line < signal) return 'Sell';
  return 'Neutral';
}

/** %K below 20 and crossing above %D is a Buy; above 80 and below %D a Sell. */
export function stochasticSignal(k: number | null, d: number | null): Signal | null {
  if (k === null || d === null) return null;
  if (k < 20 && k > d) return 'Buy';
  if (k > 80 && k < d) return 'Sell';
  return 'Neutral';
}

/**
 * The technical-analysis summary of the latest candle: SMA and EMA 10–200, RSI(14),
 * MACD(12, 26, 9) and Stochastic(14, 3, 3), each voting Buy / Sell / Neutral.
 */
export function technicalSummary(bars: readonly PriceBar[]): TechnicalSummary {
  const closes = bars.map((bar) => bar.close);
  const close = closes[closes.length - 1];
  const rows: IndicatorRow[] = [];
  for (const [kind, compute] of [
    ['EMA', ema],
    ['SMA', sma],
  ] as const) {
    for (const period of MOVING_AVERAGE_PERIODS) {
      const value = lastValue(compute(closes, period));
      rows.push({
        name: `${kind} (${period})`,
        group: 'Moving averages',
        value,
        signal: close === undefined ? null : movingAverageSignal(close, value),
      });
    }
  }
  const rsiValue = lastValue(rsi(closes, 14));
  rows.push({
    name: 'RSI (14)',
    group: 'Oscillators',
    value: rsiValue,
    signal: rsiSignal(rsiValue),
  });

  const macdSeries = macd(closes, 12, 26, 9);
  const macdLine = lastValue(macdSeries.macd);
  rows.push({
    name: 'MACD (12, 26, 9)',
    group: 'Oscillators',
    value: macdLine,
    signal: macdSignal(macdLine, lastValue(macdSeries.signal)),
  });

  const stoch = stochastic(
    bars.map((bar) => bar.high),
    bars.map((bar) => bar.low),
    closes,
    14,
    3,
    3,
  );
  const k = lastValue(stoch.k);
  rows.push({
    name: 'Stochastic %K (14, 3, 3)',
    group: 'Oscillators',
    value: k,
    signal: stochasticSignal(k, lastValue(stoch.d)),
  });

  const byGroup = (group: IndicatorGroup) => rows.filter((row) => row.group === group);
  return {
    overall: summarise(rows),
    movingAverages: summarise(byGroup('Moving averages')),
    oscillators: summarise(byGroup('Oscillators')),
    rows,
  };
}
