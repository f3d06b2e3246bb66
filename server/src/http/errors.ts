import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DomainError, type DomainErrorKind } from '../domainError';
import { REQUIRED_SECURITY_HEADERS } from './securityHeaders';

/** The one place a domain refusal becomes an HTTP status. */
const STATUS_OF: Record<DomainErrorKind, number> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  too_many: 429,
  unavailable: 503,
};

/** Retry-After in whole seconds, never 0: "now" would invite a retry that is refused again. */
function retryAfter(ms: number): Record<string, string> {
  return { 'retry-after': String(Math.max(1, Math.ceil(ms / 1000))) };
}

/** Fastify's own error codes, rewritten into messages a client developer can act on. */
const FRAMEWORK_MESSAGES: Record<string, { status: number; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: 'Request body is not valid JSON' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: 'Request body must not be empty' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: 'Request body is too large' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    message: 'Content-Type must be application/json',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    status: 400,
    message: 'Content-Length does not match the body',
  },
};

/**
 * Fastify's `frameworkErrors`: what its router refuses before any route or error handler
 * runs (a malformed %-escape, a path parameter over maxParamLength) otherwise leaves in
 * Fastify's own shape. These are the caller's mistakes, so 400 with a message.
 */
export function frameworkErrors(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  const message =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? 'A path parameter is too long'
      : 'The request URL is not valid';
  void reply.status(400).headers(REQUIRED_SECURITY_HEADERS).send({ message });
}

/**
 * Every error leaves as `{ message }` (plus a DomainError's own `code`, when it has one) with a
 * meaningful status — Fastify's default shape (`{ statusCode, code, error, message }`) and
 * stack traces never reach a client. A request the contract refuses is a 400 worded by
 * validationMessages.ts.
 */
export function installErrorHandlers(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | DomainError, request, reply) => {
    if (error instanceof DomainError) {
      const { message, details } = error;
      const { code, retryAfterMs } = details;
      if (retryAfterMs !== undefined) void reply.headers(retryAfter(retryAfterMs));
      return reply.status(STATUS_OF[error.kind]).send(code ? { message, code } : { message });
    }
    if (error.validation) return reply.status(400).send({ message: error.message });
    const known = error.code ? FRAMEWORK_MESSAGES[error.code] : undefined;
    if (known) return reply.status(known.status).send({ message: known.message });
    if (error instanceof SyntaxError) {
      return reply.status(400).send({ message: 'Request body is not valid JSON' });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Rate limiting and other framework 4xx errors carry a message written for clients.
      return reply.status(status).send({ message: error.message });
    }
    request.log.error({ err: error }, 'request failed');
    return reply
      .status(500)
      .send({ message: 'Something went wrong on our side. Please try again.' });
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({ message: `No route for ${request.method} ${request.url}` });
  });
}
