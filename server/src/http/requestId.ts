import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** What an incoming X-Request-ID may look like to be reused: short, no spaces or quotes. */
const ACCEPTABLE_ID = /^[\w.:-]{1,100}$/;

/**
 * Fastify's genReqId: the reverse proxy's X-Request-ID when it sent a sensible one (so one id
 * follows a request through the proxy's logs and ours), else a fresh UUID — never a client's
 * arbitrary text in the logs.
 */
export function requestId(request: IncomingMessage): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && ACCEPTABLE_ID.test(given) ? given : randomUUID();
}
