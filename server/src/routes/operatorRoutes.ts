import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../db/database';
import { badRequest, notFound, unauthorized } from '../http/errors';
import { noStore } from '../http/securityHeaders';
import { requireObjectBody } from '../http/validation';
import { OperatorError } from '../operator/commands';
import { runOperatorCommand, type OperatorContext } from '../operator/dispatch';

export const OPERATOR_SECRET_HEADER = 'x-operator-secret';

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
    app.post('/operator/run', async (request) => {
      // Pretend the route does not exist for anyone not on this machine. Both addresses must
      // be loopback: with TRUST_PROXY a client could put 127.0.0.1 in X-Forwarded-For, and a
      // proxy on this machine forwarding outside traffic arrives from a loopback socket.
      const socketAddress = request.socket.remoteAddress ?? '';
      if (!LOOPBACK.has(request.ip) || !LOOPBACK.has(socketAddress)) {
        throw notFound(`No route for POST ${request.url}`);
      }
      if (!secretMatches(request, secret)) throw unauthorized('Operator secret required');
      const body = requireObjectBody(request.body);
      const args = body.args;
      if (!Array.isArray(args) || !args.every((arg): arg is string => typeof arg === 'string')) {
        throw badRequest('args must be an array of strings');
      }
      try {
        return { output: await runOperatorCommand(db, args, context) };
      } catch (error) {
        if (error instanceof OperatorError) throw badRequest(error.message);
        throw error;
      }
    });
  };
}
