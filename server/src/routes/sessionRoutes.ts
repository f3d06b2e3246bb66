import type { FastifyInstance } from 'fastify';
import type { LoginHistoryResponse, SessionsResponse } from '../../../src/api/types';
import { listSecurityEvents } from '../accounts/securityEvents';
import {
  endAllSessions,
  endOtherSessions,
  endSession,
  listActiveSessions,
  listSignInAttempts,
  recordActivity,
  toSessionInfo,
} from '../accounts/sessions';
import type { Database } from '../db/database';
import { notFound } from '../http/errors';

const NO_SUCH_SESSION = 'No such session';

/**
 * SPEC §11.1: the signed-in user's own sessions and sign-in history. Registered inside
 * `bearerScope`, so `request.user` and `request.session` are the caller's.
 */
export function sessionRoutes(db: Database) {
  return async function register(app: FastifyInstance) {
    app.post('/auth/logout', async (request, reply) => {
      await endSession(db, request.user.id, request.session.id);
      return reply.status(204).send();
    });

    app.post('/auth/logout-all', async (request, reply) => {
      await db.transaction((tx) => endAllSessions(tx, request.user.id));
      return reply.status(204).send();
    });

    // Offered after a security change (SPEC §12.5): every other device signs in again, and a
    // sign-in waiting for its code elsewhere cannot finish.
    app.post('/auth/logout-others', async (request, reply) => {
      await db.transaction((tx) => endOtherSessions(tx, request.user.id, request.session.id));
      return reply.status(204).send();
    });

    // The dashboard reports input while it makes no other call, so someone reading a page
    // is not signed out by the server's idle expiry.
    app.post('/auth/sessions/current/activity', async (request, reply) => {
      await recordActivity(db, request.session.id);
      return reply.status(204).send();
    });

    app.get('/auth/sessions', async (request) => {
      const rows = await listActiveSessions(db, request.user.id);
      const response: SessionsResponse = {
        sessions: rows.map((row) => toSessionInfo(row, request.session.id)),
      };
      return response;
    });

    app.delete<{ Params: { id: string } }>('/auth/sessions/:id', async (request, reply) => {
      // Someone else's session id gets the same 404 as an unknown one: ids reveal nothing.
      if (!(await endSession(db, request.user.id, request.params.id))) {
        throw notFound(NO_SUCH_SESSION);
      }
      return reply.status(204).send();
    });

    app.get('/auth/login-history', async (request) => {
      const response: LoginHistoryResponse = {
        logins: await listSignInAttempts(db, request.user.id),
        events: await listSecurityEvents(db, request.user.id),
      };
      return response;
    });
  };
}
