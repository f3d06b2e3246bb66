import { http, HttpResponse } from 'msw';
import type {
  AssetPrice,
  Holding,
  HoldingsResponse,
  PricesResponse,
  Trade,
  TradesPage,
} from '../api/types';
import { apiUrl } from './urls';

/**
 * Stand-ins for the trading endpoints (SPEC §12.1–§12.3) over in-memory data: the prices the
 * server trades at, the holdings, and the trade list paged like §11.2 (opaque `page-<offset>`
 * cursors the client must pass back untouched; filters by asset, side and UTC days).
 */

export function buildPrice(overrides: Partial<AssetPrice> = {}): AssetPrice {
  return {
    asset: 'BTC',
    price: '50000',
    asOf: '2026-11-27T14:03:05.000Z',
    stale: false,
    ...overrides,
  };
}

export function buildHoldings(overrides: Partial<HoldingsResponse> = {}): HoldingsResponse {
  return {
    cash: '1000.00',
    availableCash: '1000.00',
    holdings: [],
    holdingsValue: '0.00',
    totalEquity: '1000.00',
    realized: [],
    ...overrides,
  };
}

export function buildHolding(overrides: Partial<Holding> = {}): Holding {
  return {
    asset: 'BTC',
    quantity: '0.01990000',
    averageCost: '50251.26',
    price: '55000',
    asOf: '2026-11-27T14:03:05.000Z',
    value: '1094.50',
    unrealizedPnl: '94.50',
    ...overrides,
  };
}

let tradeNumber = 0;

export function buildTrade(overrides: Partial<Trade> = {}): Trade {
  tradeNumber += 1;
  return {
    _id: `trade-${tradeNumber}`,
    reference: `TRD-${String(tradeNumber).padStart(4, '0')}`,
    side: 'buy',
    asset: 'BTC',
    price: '50000',
    quantity: '0.00199000',
    subtotal: '99.50',
    fee: '0.50',
    total: '100.00',
    createdAt: '2026-11-20T10:00:00.000Z',
    realizedPnl: null,
    ...overrides,
  };
}

/** GET /prices answering `prices`; `synthetic` as the offline feed's server says it. */
export const servePrices = (prices: AssetPrice[], synthetic = false) =>
  http.get(apiUrl('/prices'), () =>
    HttpResponse.json({ prices, synthetic } satisfies PricesResponse),
  );

export const serveHoldings = (holdings: HoldingsResponse) =>
  http.get(apiUrl('/holdings'), () => HttpResponse.json(holdings));

const DAY_MS = 24 * 60 * 60 * 1000;

/** GET /trades over `trades`; each request's query string is recorded in `requests`. */
export function serveTrades(trades: readonly Trade[], requests: URLSearchParams[] = []) {
  return http.get(apiUrl('/trades'), ({ request }) => {
    const search = new URL(request.url).searchParams;
    requests.push(search);
    const asset = search.get('asset');
    const side = search.get('side');
    const from = search.get('from');
    const to = search.get('to');
    const fromMs = from ? Date.parse(`${from}T00:00:00.000Z`) : -Infinity;
    const toMs = to ? Date.parse(`${to}T00:00:00.000Z`) + DAY_MS : Infinity;
    const matching = trades
      .filter((trade) => (!asset || trade.asset === asset) && (!side || trade.side === side))
      .filter((trade) => {
        const time = Date.parse(trade.createdAt);
        return time >= fromMs && time < toMs;
      })
      .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
    const limit = Number(search.get('limit') ?? 20);
    const cursor = search.get('cursor');
    const offset = cursor ? Number(cursor.replace('page-', '')) : 0;
    const end = offset + limit;
    return HttpResponse.json({
      trades: matching.slice(offset, end),
      nextCursor: end < matching.length ? `page-${end}` : null,
      total: matching.length,
    } satisfies TradesPage);
  });
}

/** A healthy server for a new account: fresh prices, $1,000 of cash, no holdings, no trades. */
export const defaultTradingHandlers = [
  servePrices([buildPrice(), buildPrice({ asset: 'ETH', price: '3000' })]),
  serveHoldings(buildHoldings()),
  serveTrades([]),
];
