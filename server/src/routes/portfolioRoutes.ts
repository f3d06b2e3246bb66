import type { FastifyInstance } from 'fastify';
import { portfolioEndpoints } from '../../../src/api/contract';
import { portfolioHistory } from '../accounts/portfolio';
import { typed, type RouteDependencies } from './routeDependencies';

/**
 * `GET /portfolio/history?range=…` (SPEC §11.3): the signed-in user's balance, deposits and
 * trade profit at the end of each day of the range. Registered inside `bearerScope`, so the
 * figures are always `request.user`'s own.
 */
export function portfolioRoutes({ db, config }: RouteDependencies) {
  return async function register(app: FastifyInstance) {
    typed(app).route({
      ...portfolioEndpoints.history,
      handler: async (request) => {
        const { range } = request.query;
        // The app's clock, as token-user and GET /holdings use: the last day is theirs.
        const now = new Date(config.now());
        return { range, points: await portfolioHistory(db, request.user.id, range, now) };
      },
    });
  };
}
