import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import { marketFeedEndpoints } from '../../../src/api/contract';
import { typed } from '../routes/routeDependencies';
import {
  answerMarketRequest,
  feedNoticeMessage,
  MARKET_FEED_EXPOSED_HEADERS,
  recordedMarketData,
  replayedTick,
  type RecordedMarketData,
} from '../../../fixtures/market/recordedFeed';

/** Where the CoinGecko-compatible REST and the replayed ticker stream are mounted. */
export const MARKET_REST_PREFIX = '/market/api/v3';
export const MARKET_STREAM_PATH = marketFeedEndpoints.stream.url;

/** `MARKET_DATA=fixtures` turns the offline market feed on (demos and browser tests). */
export function marketFixturesEnabled(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.MARKET_DATA?.trim() === 'fixtures';
}

export interface MarketFixtureOptions {
  /** Delay between replayed stream messages (MARKET_REPLAY_INTERVAL_MS, default 400 ms). */
  replayIntervalMs?: number;
  /** Another data set than fixtures/market's (a test that wants a short replay loop). */
  data?: RecordedMarketData;
}

/**
 * The offline market feed over HTTP: the recorded feed (fixtures/market/recordedFeed.ts) answers
 * every GET under MARKET_REST_PREFIX, and a WebSocket at MARKET_STREAM_PATH replays its ticker
 * messages in a loop. This adapter only translates requests and answers; what the feed says lives
 * in the feed module, which the jest handlers share. Everything it serves is synthetic data.
 */
export function marketFixtureRoutes(options: MarketFixtureOptions = {}) {
  const replayIntervalMs =
    options.replayIntervalMs ?? Number(process.env.MARKET_REPLAY_INTERVAL_MS ?? 400);
  return async function register(app: FastifyInstance) {
    // Read at registration, not per request: a broken data set fails the server's start.
    const data = options.data ?? recordedMarketData();

    typed(app).route({
      ...marketFeedEndpoints.rest,
      handler: async (request, reply) => {
        const url = new URL(request.url, 'http://feed.invalid');
        const answer = answerMarketRequest(
          url.pathname.slice(MARKET_REST_PREFIX.length),
          url.searchParams,
          { baseUrl: `${request.protocol}://${request.host}${MARKET_REST_PREFIX}`, data },
        );
        return (
          reply
            // The feed answers 200, 400 or 404 (answerMarketRequest), as the schema lists.
            .code(answer.status as 200 | 400 | 404)
            .headers(answer.headers)
            // The SPA runs on another origin and labels the data from these headers; without this
            // a browser hides them and a synthetic feed would pass for a real one.
            .header('access-control-expose-headers', MARKET_FEED_EXPOSED_HEADERS.join(', '))
            .send(answer.body)
        );
      },
    });

    await app.register(websocket);
    app.get(
      MARKET_STREAM_PATH,
      // A copy: @fastify/websocket marks a WebSocket route's schema hidden (OpenAPI has no
      // WebSocket operations), which must not touch the contract's object.
      { websocket: true, schema: { ...marketFeedEndpoints.stream.schema } },
      (socket) => {
        // Before any tick: a client must know it is watching a replay from its first price on.
        socket.send(JSON.stringify(feedNoticeMessage(data)));
        let next = 0;
        const timer = setInterval(() => {
          socket.send(JSON.stringify(replayedTick(next, Date.now(), data)));
          next += 1;
        }, replayIntervalMs);
        socket.on('close', () => clearInterval(timer));
        socket.on('error', () => clearInterval(timer));
      },
    );
  };
}
