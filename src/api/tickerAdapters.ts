import type { TickerUpdate } from './types';

/**
 * Turns one raw WebSocket message of an exchange's ticker feed into ticker updates. Adding an
 * exchange means adding an adapter here and selecting it with ACTIVE_TICKER_ADAPTER; nothing
 * else in the app knows the wire format.
 */
export interface TickerAdapter {
  name: string;
  parse(message: unknown): TickerUpdate[];
}

function toNumber(value: unknown): number | null {
  const number = typeof value === 'string' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : null;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/**
 * Binance ticker format: `{ s: 'BTCUSDT', c: '67012.3', E: 1700000000000, … }` (24hr ticker and
 * mini ticker), an array of those (`!miniTicker@arr`), or the combined-stream envelope
 * `{ stream, data }`. Anything else yields no updates.
 */
export const binanceTickerAdapter: TickerAdapter = {
  name: 'binance',
  parse(message) {
    if (Array.isArray(message)) return message.flatMap((item) => binanceTickerAdapter.parse(item));
    if (!isRecord(message)) return [];
    if ('data' in message && 'stream' in message) return binanceTickerAdapter.parse(message.data);
    const price = toNumber(message.c);
    const time = toNumber(message.E);
    if (typeof message.s !== 'string' || price === null || time === null || price <= 0) return [];
    return [{ symbol: message.s.toUpperCase(), price, time }];
  },
};

/**
 * Coinbase Exchange `ticker` channel: `{ type: 'ticker', product_id: 'BTC-USD', price, time }`.
 * Shows how a second exchange plugs in; product ids are mapped to `BTCUSD`-style symbols.
 */
export const coinbaseTickerAdapter: TickerAdapter = {
  name: 'coinbase',
  parse(message) {
    if (!isRecord(message) || message.type !== 'ticker') return [];
    const price = toNumber(message.price);
    const time = typeof message.time === 'string' ? Date.parse(message.time) : NaN;
    if (typeof message.product_id !== 'string' || price === null || Number.isNaN(time)) return [];
    return [{ symbol: message.product_id.replace('-', '').toUpperCase(), price, time }];
  },
};

export const ACTIVE_TICKER_ADAPTER: TickerAdapter = binanceTickerAdapter;
