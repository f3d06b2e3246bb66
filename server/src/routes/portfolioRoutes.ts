import type { FastifyInstance } from 'fastify';
import type { PortfolioHistoryResponse } from '../../../src/api/types';
import { parsePortfolioRange, portfolioHistory } from '../accounts/portfolio';
import type { Database } from '../db/database';

/**
 * `GET /portfolio/history?range=…` (SPEC §11.3): the signed-in user's balance, deposits and
 * trade profit at the end of each day of the range. Registered inside `bearerScope`, so the
 * figures are always `request.user`'s own.
 */
export function portfolioRoutes(db: Database) {
  return async function register(app: FastifyInstance) {
    app.get('/portfolio/history', async (request) => {
      const range = parsePortfolioRange((request.query ?? {}) as Record<string, unknown>);
      const response: PortfolioHistoryResponse = {
        range,
        points: await portfolioHistory(db, request.user.id, range),
      };
      return response;
    });
  };
}
