import type { FastifyInstance } from 'fastify';
import { sessionEndpoints } from '../../../src/api/contract';
import { securityHistory } from '../accounts/securityEvents';
import {
  endChosenSession,
  endSession,
  recordActivity,
  sessionList,
  signOutEverywhere,
  signOutOtherSessions,
} from '../accounts/sessions';
import { typed, type RouteDependencies } from './routeDependencies';

/**
 * SPEC §11.1: the signed-in user's own sessions and sign-in history. Registered inside
 * `bearerScope`, so `request.user` and `request.session` are the caller's.
 */
export function sessionRoutes({ db }: RouteDependencies) {
  return async function register(app: FastifyInstance) {
    const api = typed(app);

    api.route({
      ...sessionEndpoints.logout,
      handler: async (request, reply) => {
        await endSession(db, request.user.id, request.session.id);
        return reply.status(204).send();
      },
    });

    api.route({
      ...sessionEndpoints.logoutAll,
      handler: async (request, reply) => {
        await signOutEverywhere(db, request.user.id);
        return reply.status(204).send();
      },
    });

    // Offered after a security change (SPEC §12.5): every other device signs in again, and a
    // sign-in waiting for its code elsewhere cannot finish.
    api.route({
      ...sessionEndpoints.logoutOthers,
      handler: async (request, reply) => {
        await signOutOtherSessions(db, request.user.id, request.session.id);
        return reply.status(204).send();
      },
    });

    // The dashboard reports input while it makes no other call, so someone reading a page
    // is not signed out by the server's idle expiry.
    api.route({
      ...sessionEndpoints.activity,
      handler: async (request, reply) => {
        await recordActivity(db, request.session.id);
        return reply.status(204).send();
      },
    });

    api.route({
      ...sessionEndpoints.list,
      handler: (request) => sessionList(db, request.user.id, request.session.id),
    });

    api.route({
      ...sessionEndpoints.end,
      handler: async (request, reply) => {
        await endChosenSession(db, request.user.id, request.params.id);
        return reply.status(204).send();
      },
    });

    api.route({
      ...sessionEndpoints.loginHistory,
      handler: (request) => securityHistory(db, request.user.id),
    });
  };
}
