import { answerMarketRequest, recordedMarketData } from '../../../fixtures/market/recordedFeed';

/**
 * Where the price job reads prices (SPEC §12.1): a CoinGecko-compatible `/simple/price`, or the
 * offline feed with MARKET_DATA=fixtures. A source answers raw — status and body text — and the
 * job alone decides what of it is a price (priceJob.ts), so every source is judged the same way.
 */
export interface PriceSourceAnswer {
  status: number;
  body: string;
}

export interface PriceSource {
  /** The offline feed's replay of synthetic prices, not a market (GET /prices says so). */
  synthetic: boolean;
  /** Asks for the USD price of each of the feed's coin `ids` (`bitcoin`, …). */
  simplePrice(ids: readonly string[], signal: AbortSignal): Promise<PriceSourceAnswer>;
}

const simplePriceQuery = (ids: readonly string[]) =>
  new URLSearchParams({ ids: ids.join(','), vs_currencies: 'usd' });

/** `GET {baseUrl}/simple/price?ids=…&vs_currencies=usd` over HTTP (CoinGecko's API v3 root). */
export function httpPriceSource(baseUrl: string): PriceSource {
  const root = baseUrl.replace(/\/+$/, '');
  return {
    synthetic: false,
    async simplePrice(ids, signal) {
      const response = await fetch(`${root}/simple/price?${simplePriceQuery(ids)}`, {
        signal,
        headers: { accept: 'application/json' },
      });
      return { status: response.status, body: await response.text() };
    },
  };
}

/**
 * The offline feed (MARKET_DATA=fixtures), asked in process: its synthetic recorded prices as
 * the replay stands at `now()` (fixtures/market/recordedFeed.ts), so they move over time.
 */
export function offlineFeedPriceSource(now: () => number = Date.now): PriceSource {
  return {
    synthetic: true,
    simplePrice(ids) {
      const answer = answerMarketRequest('/simple/price', simplePriceQuery(ids), { now: now() });
      return Promise.resolve({ status: answer.status, body: JSON.stringify(answer.body) });
    },
  };
}

/**
 * The feed's coin id of each symbol (`BTC` → `bitcoin`), from the coin list the offline feed
 * records (CoinGecko's ids): a symbol that is not there cannot be priced, so it is refused when
 * the server starts (serverEnv.ts).
 */
export function coinIdsBySymbol(): ReadonlyMap<string, string> {
  return new Map(recordedMarketData().coins.map((coin) => [coin.symbol.toUpperCase(), coin.id]));
}
