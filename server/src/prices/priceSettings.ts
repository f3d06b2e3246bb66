import { marketFixturesEnabled } from '../market/fixtureRoutes';
import { coinIdsBySymbol } from './priceSource';

/** The price settings of SPEC §12.1 / §12.7, as the environment gives them. */
export interface PriceSettings {
  /** TRADABLE_ASSETS: the symbols the server prices (and trades), in the order /prices lists them. */
  tradableAssets: string[];
  /** PRICE_REFRESH_SECONDS: one refresh per this many seconds across all instances. */
  priceRefreshSeconds: number;
  /** PRICE_MAX_AGE_SECONDS: an older price is stale, never quoted or valued. */
  priceMaxAgeSeconds: number;
  /**
   * Where prices come from: the CoinGecko-compatible API at MARKET_DATA_URL (the same setting
   * the SPA's build reads), or null for the offline feed (MARKET_DATA=fixtures).
   */
  marketDataUrl: string | null;
}

export const DEFAULT_TRADABLE_ASSETS = ['BTC', 'ETH', 'SOL', 'BNB', 'LTC', 'TRX'];
export const DEFAULT_PRICE_REFRESH_SECONDS = 15;
export const DEFAULT_PRICE_MAX_AGE_SECONDS = 60;
export const DEFAULT_MARKET_DATA_URL = 'https://api.coingecko.com/api/v3';
/** A day: a longer interval or age is a typo. */
const SECONDS_MAX = 86_400;

function seconds(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const text = env[name]?.trim() || String(fallback);
  const value = Number(text);
  if (!/^\d+$/.test(text) || value < 1 || value > SECONDS_MAX) {
    throw new Error(
      `${name} must be a whole number of seconds from 1 to ${SECONDS_MAX} (got "${env[name]}")`,
    );
  }
  return value;
}

function tradableAssets(env: NodeJS.ProcessEnv): string[] {
  const given = env.TRADABLE_ASSETS?.trim();
  if (!given) return [...DEFAULT_TRADABLE_ASSETS];
  const assets = given.split(',').map((symbol) => symbol.trim().toUpperCase());
  const known = coinIdsBySymbol();
  const unknown = assets.filter((symbol) => !known.has(symbol));
  if (unknown.length > 0) {
    throw new Error(
      `TRADABLE_ASSETS must list symbols of the market feed's coins, comma-separated (unknown: "${unknown.join('", "')}")`,
    );
  }
  if (new Set(assets).size !== assets.length) {
    throw new Error(`TRADABLE_ASSETS lists a symbol twice (got "${env.TRADABLE_ASSETS}")`);
  }
  return assets;
}

function marketDataUrl(env: NodeJS.ProcessEnv): string {
  const text = env.MARKET_DATA_URL?.trim() || DEFAULT_MARKET_DATA_URL;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new Error(`MARKET_DATA_URL must be an http(s) URL (got "${env.MARKET_DATA_URL}")`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error(`MARKET_DATA_URL must be an http(s) URL (got "${env.MARKET_DATA_URL}")`);
  }
  return text;
}

export function readPriceSettings(env: NodeJS.ProcessEnv): PriceSettings {
  const priceRefreshSeconds = seconds(env, 'PRICE_REFRESH_SECONDS', DEFAULT_PRICE_REFRESH_SECONDS);
  const priceMaxAgeSeconds = seconds(env, 'PRICE_MAX_AGE_SECONDS', DEFAULT_PRICE_MAX_AGE_SECONDS);
  // Otherwise every price would go stale before the next refresh could replace it.
  if (priceMaxAgeSeconds <= priceRefreshSeconds) {
    throw new Error(
      `PRICE_MAX_AGE_SECONDS (${priceMaxAgeSeconds}) must be more than PRICE_REFRESH_SECONDS (${priceRefreshSeconds})`,
    );
  }
  return {
    tradableAssets: tradableAssets(env),
    priceRefreshSeconds,
    priceMaxAgeSeconds,
    marketDataUrl: marketFixturesEnabled(env) ? null : marketDataUrl(env),
  };
}
