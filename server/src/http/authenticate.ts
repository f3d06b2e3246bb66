import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { BACKGROUND_REQUEST_HEADER } from '../../../src/api/contract/constants';
import { findActiveSession, type SessionRow } from '../accounts/sessions';
import type { UserRow } from '../accounts/users';
import type { Queryable } from '../db/database';
import { DomainError } from '../domainError';
import { verifyToken } from '../security/tokens';
import { noStore } from './securityHeaders';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The signed-in user and their session. Set only inside `bearerScope` by its onRequest
     * hook, which answers 401 before any handler runs — so handlers there can rely on them,
     * and routes outside that scope never read them.
     */
    user: UserRow;
    session: SessionRow;
  }
}

/**
 * A call the app makes on its own (polling, say) rather than because someone used it: it is
 * answered as usual but does not count as use of the session, so it cannot keep a session
 * nobody is at alive past its idle window. Marked with `X-Meridian-Background: 1`.
 */
const isBackgroundRequest = (request: FastifyRequest) =>
  request.headers[BACKGROUND_REQUEST_HEADER.toLowerCase()] === '1';

/**
 * A token works while its signature is valid, it has not expired, and the session it names
 * is still active (not ended by a logout, a sign-out of all devices or a reset, not past its
 * lifetime and used within its idle window).
 */
async function authenticate(request: FastifyRequest, db: Queryable, tokenSecret: string) {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  if (!match?.[1]) {
    throw new DomainError('unauthenticated', 'authentication_required', {
      values: { header: 'Authorization: Bearer <token>' },
    });
  }
  const claims = verifyToken(match[1], tokenSecret);
  if (!claims) throw new DomainError('unauthenticated', 'session_expired');
  const signedIn = await findActiveSession(db, claims.sub, claims.sid, {
    touch: !isBackgroundRequest(request),
  });
  if (!signedIn) throw new DomainError('unauthenticated', 'session_expired');
  return signedIn;
}

/**
 * Wraps route plugins in one encapsulated scope whose onRequest hook authenticates every
 * request and decorates `request.user` and `request.session`. A route registered through it
 * cannot forget the check, and session rules have a single home.
 */
export function bearerScope(
  db: Queryable,
  tokenSecret: string,
  ...routes: FastifyPluginAsync[]
): FastifyPluginAsync {
  return async function bearerRoutes(app: FastifyInstance) {
    // Declared up front so every request object has the same shape; the placeholder is
    // never read, because the hook below either sets both or answers 401.
    app.decorateRequest('user', null as unknown as UserRow);
    app.decorateRequest('session', null as unknown as SessionRow);
    // Before authenticating, so a 401 is not cached either.
    noStore(app);
    app.addHook('onRequest', async (request) => {
      const { user, session } = await authenticate(request, db, tokenSecret);
      request.user = user;
      request.session = session;
    });
    for (const plugin of routes) await app.register(plugin);
  };
}
