import type { FastifyInstance } from 'fastify';
import {
  csvStatementStream,
  jsonStatementStream,
  openingBalance,
  parseStatementQuery,
  statementEntries,
  statementFileName,
} from '../accounts/statements';
import type { Database } from '../db/database';

/**
 * `GET /statements` (SPEC §11.2): the signed-in user's ledger for a date range, streamed
 * batch by batch. Registered inside `bearerScope`, so `request.user` is the caller.
 */
export function statementRoutes(db: Database) {
  return async function register(app: FastifyInstance) {
    app.get('/statements', async (request, reply) => {
      const statement = parseStatementQuery((request.query ?? {}) as Record<string, unknown>);
      const userId = request.user.id;
      // Read before the first byte goes out, so a database that is down is a clean 500.
      const opening = await openingBalance(db, userId, statement.fromStart);
      const batches = statementEntries(db, userId, statement, opening);
      if (statement.format === 'json') {
        return reply
          .type('application/json; charset=utf-8')
          .send(jsonStatementStream(statement, opening, batches));
      }
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${statementFileName(statement)}"`)
        .send(csvStatementStream(statement, opening, batches));
    });
  };
}
