import {
  recordedMarketData,
  type RecordedCandle,
  type RecordedCoin,
} from '../../fixtures/market/recordedFeed';

/**
 * The recorded market data set (fixtures/market) as plain values, for tests that assert on what
 * a widget shows. Importing this reads the data set; the MSW handlers alone do not.
 */

/** The recorded coins by market cap; `image` is as stored, relative to the feed's root. */
export const recordedCoins: readonly RecordedCoin[] = recordedMarketData().coins;

/** The recorded daily candles by coin id: [time ms, open, high, low, close, volume]. */
export const recordedCandles: Readonly<Record<string, RecordedCandle[]>> = Object.fromEntries(
  recordedMarketData().candles,
);
