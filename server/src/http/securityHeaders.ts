import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyReply } from 'fastify';

/**
 * The three headers SPEC §11.5 requires on every response. @fastify/helmet sets them (and
 * its other defaults) from an onRequest hook; `frameworkErrors` answers before any hook runs,
 * so it sets these itself.
 */
export const REQUIRED_SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'x-frame-options': 'DENY',
} as const;

export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    global: true,
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    // The SPA is served from another origin and shows the market fixture feed's coin logos
    // from this one; helmet's default (same-origin) would block those images.
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    // A CSP protects documents; this server answers JSON, and its one document type — the
    // fixture feed's SVG logos — would lose its styles under helmet's default policy.
    contentSecurityPolicy: false,
    // TLS ends at the reverse proxy, which owns Strict-Transport-Security (deploy/Caddyfile).
    strictTransportSecurity: false,
  });
}

/**
 * Responses that carry a session, a user's details or money must never be kept by a
 * browser or a shared proxy cache. Added to the auth and bearer scopes.
 */
export function noStore(app: FastifyInstance): void {
  app.addHook('onRequest', async (_request, reply: FastifyReply) => {
    reply.header('cache-control', 'no-store');
  });
}
