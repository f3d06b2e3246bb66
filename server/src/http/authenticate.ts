import type { FastifyRequest } from 'fastify';
import { findUserById, type UserRow } from '../accounts/users';
import type { Queryable } from '../db/database';
import { verifyToken } from '../security/tokens';
import { unauthorized } from './errors';

export const SESSION_EXPIRED = 'Your session has expired. Please sign in again.';

/**
 * The signed-in user for a bearer call, or a 401. A token stops working when it expires,
 * when its signature is wrong, or when the password was reset after it was issued.
 */
export async function authenticate(
  request: FastifyRequest,
  db: Queryable,
  tokenSecret: string,
): Promise<UserRow> {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  if (!match?.[1])
    throw unauthorized('Authentication required: send Authorization: Bearer <token>');
  const claims = verifyToken(match[1], tokenSecret);
  if (!claims) throw unauthorized(SESSION_EXPIRED);
  const user = await findUserById(db, claims.sub);
  if (!user || user.token_version !== claims.ver) throw unauthorized(SESSION_EXPIRED);
  return user;
}
