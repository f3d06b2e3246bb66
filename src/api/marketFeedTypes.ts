/**
 * The market feed's shapes as the SPA reads them: CoinGecko's REST answers (the fields the app
 * uses) and the app's own candle and ticker types. Not the Meridian API's contract — the feed
 * is another service (or the reference server's recorded copy of one) — so plain types.
 */

/** One coin of the CoinGecko-shaped `/coins/markets` feed (fields the app reads). */
export interface MarketCoin {
  id: string;
  symbol: string;
  name: string;
  image: string;
  current_price: number | null;
  market_cap: number | null;
  market_cap_rank: number | null;
  total_volume: number | null;
  price_change_percentage_24h: number | null;
}

/**
 * Market-wide figures of the CoinGecko-shaped `/global` feed (the `data` object; fields the app
 * reads). Amount maps are keyed by lower-case currency code, e.g. `total_market_cap.usd`.
 */
export interface GlobalMarket {
  active_cryptocurrencies: number;
  total_market_cap: Record<string, number>;
  total_volume: Record<string, number>;
  /** Share of the total market cap per coin symbol, in percent (e.g. `btc: 52.1`). */
  market_cap_percentage: Record<string, number>;
}
export interface GlobalMarketResponse {
  data: GlobalMarket;
}

/** A `/coins/markets` row requested with `sparkline=true&price_change_percentage=24h,7d`. */
export interface MarketCoinWithSparkline extends MarketCoin {
  high_24h: number | null;
  low_24h: number | null;
  last_updated: string | null;
  price_change_percentage_7d_in_currency?: number | null;
  /** Hourly prices over the last 7 days, oldest first. */
  sparkline_in_7d?: { price: number[] } | null;
}

/** One row of CoinGecko's `/coins/{id}/ohlc`: [time ms, open, high, low, close]. */
export type OhlcTuple = [number, number, number, number, number];

/** CoinGecko's `/coins/{id}/market_chart`: [time ms, value] pairs; volumes are in vs_currency. */
export interface MarketChartResponse {
  prices: Array<[number, number]>;
  market_caps: Array<[number, number]>;
  total_volumes: Array<[number, number]>;
}

/** One candle as the app uses it; `volume` is null when the feed gave none for that period. */
export interface Candle {
  /** Start of the period, ms since the epoch (UTC). */
  time: number;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number | null;
}

/** A last-trade update from the real-time stream, whatever exchange format it arrived in. */
export interface TickerUpdate {
  /** Exchange pair symbol, upper case, e.g. `BTCUSDT`. */
  symbol: string;
  price: number;
  /** When the exchange produced the update, ms since the epoch. */
  time: number;
}

/**
 * Honest state of the real-time stream: `connecting` before the first message, `live` while
 * messages arrive, `delayed` when they stopped or the socket dropped (prices shown are the last
 * ones received), `unavailable` when the stream cannot be reached at all.
 */
export type MarketStreamStatus = 'connecting' | 'live' | 'delayed' | 'unavailable';
