import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The synthetic market fixture set in fixtures/market/ (see its generate.mjs). Read once, lazily,
 * so a server without MARKET_DATA=fixtures never touches the files.
 */
export const MARKET_FIXTURES_DIR = path.resolve(__dirname, '../../../fixtures/market');

/** [time ms, open, high, low, close, volume in coin units] — one UTC day. */
export type FixtureCandle = [number, number, number, number, number, number];

export interface FixtureCoin {
  id: string;
  symbol: string;
  image: string;
  market_cap: number;
  total_volume: number;
  current_price: number;
  price_change_percentage_24h: number;
  [field: string]: unknown;
}

export interface MarketFixtures {
  coins: FixtureCoin[];
  global: unknown;
  candles: Map<string, FixtureCandle[]>;
  stream: Array<Record<string, unknown>>;
}

function readJson<T>(dir: string, name: string): T {
  return JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as T;
}

export function loadMarketFixtures(dir = MARKET_FIXTURES_DIR): MarketFixtures {
  const meta = readJson<{ candleCoins: string[] }>(dir, 'meta.json');
  return {
    coins: readJson(dir, 'coins-markets.json'),
    global: readJson(dir, 'global.json'),
    candles: new Map(
      meta.candleCoins.map((id) => [id, readJson<FixtureCandle[]>(dir, `candles/${id}.json`)]),
    ),
    stream: readJson(dir, 'stream.json'),
  };
}
