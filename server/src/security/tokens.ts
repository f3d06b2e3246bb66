import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * A minimal HS256 JSON Web Token: enough for one issuer that also verifies, without a
 * dependency. Only `alg: HS256` is accepted, so `alg: none` tricks fail.
 */

export interface TokenClaims {
  /** User id. */
  sub: string;
  /**
   * Session id (a row in `sessions`). The signature proves the server issued the token; the
   * session row decides whether it still works, so ending a session revokes its token.
   */
  sid: string;
  iat: number;
  exp: number;
}

const HEADER = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));

function base64url(text: string | Buffer): string {
  return Buffer.from(text).toString('base64url');
}

function sign(data: string, secret: string): Buffer {
  return createHmac('sha256', secret).update(data).digest();
}

export function issueToken(
  subject: { userId: string; sessionId: string },
  secret: string,
  ttlSeconds: number,
  now: number = Date.now(),
): string {
  const iat = Math.floor(now / 1000);
  const claims: TokenClaims = {
    sub: subject.userId,
    sid: subject.sessionId,
    iat,
    exp: iat + ttlSeconds,
  };
  const body = `${HEADER}.${base64url(JSON.stringify(claims))}`;
  return `${body}.${sign(body, secret).toString('base64url')}`;
}

function isClaims(value: unknown): value is TokenClaims {
  if (typeof value !== 'object' || value === null) return false;
  const claims = value as Record<string, unknown>;
  return (
    typeof claims.sub === 'string' &&
    typeof claims.sid === 'string' &&
    typeof claims.iat === 'number' &&
    typeof claims.exp === 'number'
  );
}

/** The token's claims when its signature is valid and it has not expired, else null. */
export function verifyToken(
  token: string,
  secret: string,
  now: number = Date.now(),
): TokenClaims | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [header, payload, signature] = parts as [string, string, string];
  if (header !== HEADER) return null;
  const expected = sign(`${header}.${payload}`, secret);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  let claims: unknown;
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (!isClaims(claims) || claims.exp <= Math.floor(now / 1000)) return null;
  return claims;
}
