import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { operatorEndpoints } from '../../../src/api/contract';
import type { Database } from '../db/database';
import { DomainError } from '../domainError';
import { noStore } from '../http/securityHeaders';
import { runOperatorCommand, type OperatorContext } from '../operator/dispatch';
import { OPERATOR_SECRET_HEADER } from '../operator/operatorClient';
import { OperatorError } from '../operator/operatorError';
import { typed } from './routeDependencies';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

function secretMatches(request: FastifyRequest, secret: string): boolean {
  const given = request.headers[OPERATOR_SECRET_HEADER];
  if (typeof given !== 'string') return false;
  const a = Buffer.from(given);
  const b = Buffer.from(secret);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Lets the operator CLI work while the server holds the embedded database (PGlite on disk
 * admits one process). Reachable only from loopback and only with the secret the server
 * wrote to DATA_DIR with mode 0600 — whoever can read that file can already read the data.
 */
export function operatorRoutes(db: Database, secret: string, context: OperatorContext) {
  return async function register(app: FastifyInstance) {
    // Command output names users and amounts.
    noStore(app);
    typed(app).route({
      ...operatorEndpoints.run,
      // Before the body is validated: for anyone not on this machine the route does not exist,
      // and a 400 about their body would say it does. Both addresses must be loopback: with
      // TRUST_PROXY a client could put 127.0.0.1 in X-Forwarded-For, and a proxy on this
      // machine forwarding outside traffic arrives from a loopback socket.
      onRequest: async (request) => {
        const socketAddress = request.socket.remoteAddress ?? '';
        if (!LOOPBACK.has(request.ip) || !LOOPBACK.has(socketAddress)) {
          throw new DomainError('not_found', 'route_not_found', {
            values: { method: 'POST', url: request.url },
          });
        }
        if (!secretMatches(request, secret)) {
          throw new DomainError('unauthenticated', 'operator_secret_required');
        }
      },
      handler: async (request) => {
        try {
          return { output: await runOperatorCommand(db, request.body.args, context) };
        } catch (error) {
          if (error instanceof OperatorError) {
            // The CLI's own wording, for the operator at the terminal; not translated.
            throw new DomainError('invalid', 'operator_refused', {
              values: { detail: error.message },
            });
          }
          throw error;
        }
      },
    });
  };
}
