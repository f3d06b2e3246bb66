import type { FastifyInstance } from 'fastify';
import { tradingEndpoints } from '../../../src/api/contract';
import { historyCursors } from '../accounts/historyCursor';
import { holdingsOf } from '../trading/holdings';
import { executeQuote, requestQuote } from '../trading/orders';
import { tradingSettings } from '../trading/settings';
import { tradesPage } from '../trading/tradeHistory';
import { typed, type RouteDependencies } from './routeDependencies';

/**
 * Quotes, market orders, the trade history and holdings (SPEC §12.2, §12.3), always the
 * signed-in user's own: registered inside `bearerScope`. Time comes from `config.now`, so a
 * quote's expiry and a price's age follow one clock.
 */
export function tradingRoutes({ db, config }: RouteDependencies) {
  const settings = tradingSettings(config);
  const cursors = historyCursors(config.tokenSecret);
  const now = () => new Date(config.now());
  return async function register(app: FastifyInstance) {
    const api = typed(app);

    api.route({
      ...tradingEndpoints.quote,
      handler: (request) => requestQuote(db, settings, request.user.id, request.body, now()),
    });

    api.route({
      ...tradingEndpoints.execute,
      handler: async (request, reply) => {
        const { trade, created } = await executeQuote(
          db,
          request.user.id,
          request.body.quoteId,
          now(),
        );
        return reply.code(created ? 201 : 200).send({ trade });
      },
    });

    api.route({
      ...tradingEndpoints.trades,
      handler: (request) => tradesPage(db, cursors, request.user.id, request.query),
    });

    api.route({
      ...tradingEndpoints.holdings,
      handler: (request) => holdingsOf(db, settings, request.user.id, now()),
    });
  };
}
