import type {
  Candle,
  MarketChartResponse,
  MarketStreamStatus,
  OhlcTuple,
  TickerUpdate,
} from './types';

/**
 * Joins `/ohlc` candles with `/market_chart` volumes. A candle's volume is the sum of the volume
 * points inside its period (from its time up to the next candle's); with no volume data it is
 * null — never zero, which would claim there was no trading.
 */
export function candlesFromOhlc(
  ohlc: readonly OhlcTuple[],
  chart: Pick<MarketChartResponse, 'total_volumes'> | null,
): Candle[] {
  const rows = [...ohlc].sort((a, b) => a[0] - b[0]);
  const volumes = chart ? [...chart.total_volumes].sort((a, b) => a[0] - b[0]) : [];
  const lastGap = rows.length > 1 ? rows[rows.length - 1]![0] - rows[rows.length - 2]![0] : 0;
  return rows.map(([time, open, high, low, close], index) => {
    const end = rows[index + 1]?.[0] ?? time + Math.max(lastGap, 1);
    const inPeriod = volumes.filter(([at]) => at >= time && at < end);
    return {
      time,
      open,
      high,
      low,
      close,
      volume: inPeriod.length === 0 ? null : inPeriod.reduce((sum, [, volume]) => sum + volume, 0),
    };
  });
}

export interface PricePoint {
  time: number;
  price: number;
}

/** The cached state of the real-time stream (one shared socket for every widget). */
export interface TickerStreamState {
  status: MarketStreamStatus;
  /** Latest update per symbol. */
  latest: Record<string, TickerUpdate>;
  /** Recent prices per symbol, oldest first, at most HISTORY_LIMIT each. */
  history: Record<string, PricePoint[]>;
}

const STREAM_HISTORY_LIMIT = 600;

export function initialTickerStreamState(): TickerStreamState {
  return { status: 'connecting', latest: {}, history: {} };
}

/**
 * Applies stream updates for the tracked symbols (an exchange-wide feed carries hundreds).
 * Out-of-order updates do not move the latest price backwards in time.
 */
export function applyTickerUpdates(
  state: TickerStreamState,
  updates: readonly TickerUpdate[],
  tracked: ReadonlySet<string>,
  historyLimit = STREAM_HISTORY_LIMIT,
): void {
  for (const update of updates) {
    if (!tracked.has(update.symbol)) continue;
    const previous = state.latest[update.symbol];
    if (previous && previous.time > update.time) continue;
    state.latest[update.symbol] = update;
    const history = (state.history[update.symbol] ??= []);
    history.push({ time: update.time, price: update.price });
    if (history.length > historyLimit) history.splice(0, history.length - historyLimit);
  }
}
