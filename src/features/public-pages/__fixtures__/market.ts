import { http, HttpResponse } from 'msw';
import type { GlobalMarketResponse, MarketCoin } from '../../../api/types';
import { marketUrl } from '../../../test/server';

export function buildCoin(overrides: Partial<MarketCoin> & Pick<MarketCoin, 'id'>): MarketCoin {
  return {
    symbol: overrides.id.slice(0, 3),
    name: overrides.id,
    image: `http://images.test/${overrides.id}.png`,
    current_price: 1,
    market_cap: 1_000_000,
    market_cap_rank: 1,
    total_volume: 10_000,
    price_change_percentage_24h: 0,
    ...overrides,
  };
}

/** Six coins, so the table has to leave one out. */
export const coinsFixture: MarketCoin[] = [
  buildCoin({
    id: 'bitcoin',
    symbol: 'btc',
    name: 'Bitcoin',
    current_price: 64321.5,
    market_cap: 1_270_000_000_000,
    price_change_percentage_24h: -2.31,
  }),
  buildCoin({
    id: 'ethereum',
    symbol: 'eth',
    name: 'Ethereum',
    current_price: 3100,
    market_cap: 372_500_000_000,
    price_change_percentage_24h: 1.2,
  }),
  buildCoin({ id: 'tether', symbol: 'usdt', name: 'Tether', price_change_percentage_24h: 0.01 }),
  buildCoin({ id: 'binancecoin', symbol: 'bnb', name: 'BNB', current_price: 580 }),
  buildCoin({ id: 'solana', symbol: 'sol', name: 'Solana', price_change_percentage_24h: null }),
  buildCoin({ id: 'ripple', symbol: 'xrp', name: 'XRP' }),
];

export const globalFixture: GlobalMarketResponse = {
  data: {
    active_cryptocurrencies: 12345,
    total_market_cap: { usd: 2_450_000_000_000, eur: 2_250_000_000_000 },
    total_volume: { usd: 98_700_000_000 },
    market_cap_percentage: { btc: 52.47, eth: 15.1 },
  },
};

/** A healthy market feed: both endpoints the home page reads. */
export const marketHandlers = [
  http.get(marketUrl('/coins/markets'), () => HttpResponse.json(coinsFixture)),
  http.get(marketUrl('/global'), () => HttpResponse.json(globalFixture)),
];

/** The feed cannot be reached at all. */
export const unreachableMarketHandlers = [
  http.get(marketUrl('/coins/markets'), () => HttpResponse.error()),
  http.get(marketUrl('/global'), () => HttpResponse.error()),
];
