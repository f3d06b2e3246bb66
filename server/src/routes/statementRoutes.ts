import type { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { StatementEntry, statementEndpoints } from '../../../src/api/contract';
import {
  csvStatementStream,
  jsonStatementStream,
  openingBalance,
  statementEntries,
  statementFileName,
  statementRequest,
} from '../accounts/statements';
import { typed, type RouteDependencies } from './routeDependencies';

/**
 * `GET /statements` (SPEC §11.2): the signed-in user's ledger for a date range, streamed
 * batch by batch. Registered inside `bearerScope`, so `request.user` is the caller.
 *
 * The answer is a stream in either format, so Fastify sends it as it is rather than through
 * the response schema, which documents both (`text/csv`, `application/json`). The JSON form
 * writes each entry with the serializer of the contract's StatementEntry, so it carries
 * exactly the schema's fields, as every other answer does; the CSV's columns are the same
 * fields by name (STATEMENT_COLUMNS).
 */
// Hoisted: Fastify caches a compiled serializer per schema object. (A copy, typed as the plain
// schema object compileSerializationSchema takes.)
const STATEMENT_ENTRY_SCHEMA = { ...StatementEntry };

/** A stream is sent as it is, not through the response schema; its writer shapes what it carries. */
const streamed = (stream: Readable) => stream as never;

export function statementRoutes({ db }: RouteDependencies) {
  return async function register(app: FastifyInstance) {
    typed(app).route({
      ...statementEndpoints.statement,
      handler: async (request, reply) => {
        const statement = statementRequest(request.query);
        const userId = request.user.id;
        // Read before the first byte goes out, so a database that is down is a clean 500.
        const opening = await openingBalance(db, userId, statement.fromStart);
        const batches = statementEntries(db, userId, statement, opening);
        if (statement.format === 'json') {
          const serializeEntry = reply.compileSerializationSchema(STATEMENT_ENTRY_SCHEMA);
          return reply
            .type('application/json; charset=utf-8')
            .send(streamed(jsonStatementStream(statement, opening, batches, serializeEntry)));
        }
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${statementFileName(statement)}"`)
          .send(streamed(csvStatementStream(statement, opening, batches)));
      },
    });
  };
}
