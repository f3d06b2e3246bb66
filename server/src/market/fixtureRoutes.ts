import websocket from '@fastify/websocket';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest, notFound } from '../http/errors';
import { loadMarketFixtures, type FixtureCandle, type MarketFixtures } from './fixtureData';

/** Where the CoinGecko-compatible REST and the replayed ticker stream are mounted. */
export const MARKET_REST_PREFIX = '/market/api/v3';
export const MARKET_STREAM_PATH = '/market/stream';

/** `MARKET_DATA=fixtures` turns the offline market feed on (demos and browser tests). */
export function marketFixturesEnabled(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.MARKET_DATA?.trim() === 'fixtures';
}

export interface MarketFixtureOptions {
  /** Delay between replayed stream messages (MARKET_REPLAY_INTERVAL_MS, default 400 ms). */
  replayIntervalMs?: number;
  fixtures?: MarketFixtures;
}

const DAY_MS = 86_400_000;

function positiveInteger(value: unknown, name: string, fallback: number, max: number): number {
  if (value === undefined || value === '') return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1 || number > max) {
    throw badRequest(`${name} must be a whole number from 1 to ${max}`);
  }
  return number;
}

/** CoinGecko accepts `days=max` or a number of days. */
function parseDays(value: unknown): number {
  if (value === 'max') return Number.MAX_SAFE_INTEGER;
  if (value === undefined || value === '') throw badRequest('days is required');
  const days = Number(value);
  if (!Number.isFinite(days) || days <= 0) throw badRequest('days must be a positive number');
  return days;
}

function requireUsd(value: unknown): void {
  if (typeof value !== 'string' || value.toLowerCase() !== 'usd') {
    throw badRequest('The fixture feed quotes vs_currency=usd only');
  }
}

/** The candles of the last `days` days before the fixture's last candle, inclusive. */
function recentCandles(candles: FixtureCandle[], days: number): FixtureCandle[] {
  const last = candles[candles.length - 1]![0];
  return candles.filter(([time]) => time > last - days * DAY_MS);
}

/** Coin logos are generated: the fixture set must not depend on a third-party image host. */
function coinLogoSvg(symbol: string): string {
  let hue = 0;
  for (const char of symbol) hue = (hue * 31 + char.charCodeAt(0)) % 360;
  const text = symbol.slice(0, 4).toUpperCase();
  return `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64"><circle cx="32" cy="32" r="32" fill="hsl(${hue} 55% 45%)"/><text x="32" y="38" font-family="sans-serif" font-size="${text.length > 3 ? 14 : 18}" font-weight="700" fill="#fff" text-anchor="middle">${text}</text></svg>`;
}

function absoluteBase(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}${MARKET_REST_PREFIX}`;
}

type Query = Record<string, string | undefined>;

/**
 * The offline market feed: the synthetic fixture set served CoinGecko-style under
 * MARKET_REST_PREFIX, and a WebSocket at MARKET_STREAM_PATH that replays the recorded ticker
 * messages in a loop, stamped with the time they are sent (so "live/delayed" behaves as with a
 * real exchange). Everything it serves is synthetic data, never a real quote.
 */
export function marketFixtureRoutes(options: MarketFixtureOptions = {}) {
  const replayIntervalMs =
    options.replayIntervalMs ?? Number(process.env.MARKET_REPLAY_INTERVAL_MS ?? 400);
  return async function register(app: FastifyInstance) {
    const fixtures = options.fixtures ?? loadMarketFixtures();
    const coinsById = new Map(fixtures.coins.map((coin) => [coin.id, coin]));

    app.get(`${MARKET_REST_PREFIX}/coins/markets`, async (request, reply) => {
      const query = request.query as Query;
      requireUsd(query.vs_currency);
      const perPage = positiveInteger(query.per_page, 'per_page', 100, 250);
      const page = positiveInteger(query.page, 'page', 1, 10_000);
      const ids = query.ids
        ?.split(',')
        .map((id) => id.trim())
        .filter(Boolean);
      const base = absoluteBase(request);
      const selected = (
        ids ? fixtures.coins.filter((coin) => ids.includes(coin.id)) : fixtures.coins
      )
        .slice((page - 1) * perPage, page * perPage)
        .map(({ sparkline_in_7d, image, ...coin }) => ({
          ...coin,
          image: `${base}${image}`,
          ...(query.sparkline === 'true' ? { sparkline_in_7d } : {}),
        }));
      reply.header('x-market-data', 'synthetic-fixtures');
      return selected;
    });

    app.get(`${MARKET_REST_PREFIX}/global`, async (_request, reply) => {
      reply.header('x-market-data', 'synthetic-fixtures');
      return fixtures.global;
    });

    const candlesOf = (id: string): FixtureCandle[] => {
      const candles = fixtures.candles.get(id);
      if (!candles) throw notFound(`No fixture history for coin "${id}"`);
      return candles;
    };

    app.get(`${MARKET_REST_PREFIX}/coins/:id/ohlc`, async (request, reply) => {
      const { id } = request.params as { id: string };
      const query = request.query as Query;
      requireUsd(query.vs_currency);
      const days = parseDays(query.days);
      reply.header('x-market-data', 'synthetic-fixtures');
      return recentCandles(candlesOf(id), days).map(([time, open, high, low, close]) => [
        time,
        open,
        high,
        low,
        close,
      ]);
    });

    app.get(`${MARKET_REST_PREFIX}/coins/:id/market_chart`, async (request, reply) => {
      const { id } = request.params as { id: string };
      const query = request.query as Query;
      requireUsd(query.vs_currency);
      const days = parseDays(query.days);
      const coin = coinsById.get(id);
      const candles = recentCandles(candlesOf(id), days);
      const supply = coin ? coin.market_cap / coin.current_price : 0;
      reply.header('x-market-data', 'synthetic-fixtures');
      return {
        prices: candles.map(([time, , , , close]) => [time, close]),
        market_caps: candles.map(([time, , , , close]) => [time, Math.round(close * supply)]),
        // Volumes are quoted in USD, like CoinGecko's.
        total_volumes: candles.map(([time, , , , close, volume]) => [
          time,
          Math.round(close * volume),
        ]),
      };
    });

    app.get(`${MARKET_REST_PREFIX}/images/:file`, async (request, reply) => {
      const { file } = request.params as { file: string };
      const match = /^([a-z0-9-]{1,12})\.svg$/.exec(file);
      if (!match) throw notFound('No such image');
      reply.header('content-type', 'image/svg+xml').header('cache-control', 'max-age=86400');
      return coinLogoSvg(match[1]!);
    });

    await app.register(websocket);
    app.get(MARKET_STREAM_PATH, { websocket: true }, (socket) => {
      let next = 0;
      const timer = setInterval(() => {
        const message = fixtures.stream[next % fixtures.stream.length]!;
        next += 1;
        socket.send(JSON.stringify({ ...message, E: Date.now() }));
      }, replayIntervalMs);
      socket.on('close', () => clearInterval(timer));
      socket.on('error', () => clearInterval(timer));
    });
  };
}
