import type { FastifyInstance } from 'fastify';
import { historyEndpoints } from '../../../src/api/contract';
import { depositHistory, withdrawalHistory } from '../accounts/history';
import { historyCursors } from '../accounts/historyCursor';
import { typed, type RouteDependencies } from './routeDependencies';

/**
 * The signed-in user's deposit and withdrawal history (SPEC §8, §11.2) — never anyone
 * else's. Registered inside `bearerScope`. With `limit` the answer is one page; without it the
 * whole (filtered) list, as before paging existed.
 */
export function historyRoutes({ db, config }: RouteDependencies) {
  const cursors = historyCursors(config.tokenSecret);
  return async function register(app: FastifyInstance) {
    const api = typed(app);

    api.route({
      ...historyEndpoints.deposits,
      handler: (request) => depositHistory(db, cursors, request.user.id, request.query),
    });

    api.route({
      ...historyEndpoints.withdrawals,
      handler: (request) => withdrawalHistory(db, cursors, request.user.id, request.query),
    });
  };
}
