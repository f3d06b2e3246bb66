import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DomainError, type DomainErrorKind } from '../domainError';
import { serverMessage, type MessageValues, type ServerMessageCode } from '../i18n/serverMessages';
import { markLanguage, requestLanguage } from './language';
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
const FRAMEWORK_MESSAGES: Record<string, { status: number; code: ServerMessageCode }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, code: 'body_not_json' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, code: 'body_empty' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, code: 'body_too_large' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, code: 'content_type_not_json' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, code: 'content_length_mismatch' },
};

/**
 * Sends `{ code, message }`: the message in the language the request asked for
 * (Accept-Language, http/language.ts), English when it named none Meridian speaks.
 */
function sendRefusal(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  code: ServerMessageCode,
  values?: MessageValues,
  answerCode: ServerMessageCode = code,
) {
  const language = requestLanguage(request);
  markLanguage(reply, language);
  return reply
    .status(status)
    .send({ code: answerCode, message: serverMessage(language, code, values) });
}

/**
 * Fastify's `frameworkErrors`: what its router refuses before any route or error handler
 * runs (a malformed %-escape, a path parameter over maxParamLength) otherwise leaves in
 * Fastify's own shape. These are the caller's mistakes, so 400 with a message.
 */
export function frameworkErrors(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const code =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'path_parameter_too_long' : 'url_invalid';
  void sendRefusal(request, reply.headers(REQUIRED_SECURITY_HEADERS), 400, code);
}

/**
 * Every error leaves as `{ code, message }` with a meaningful status — Fastify's default shape
 * (`{ statusCode, code, error, message }`) and stack traces never reach a client. A request the
 * contract refuses is a 400 worded by validationMessages.ts (a DomainError too).
 */
export function installErrorHandlers(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | DomainError, request, reply) => {
    if (error instanceof DomainError) {
      const { values, answerCode, retryAfterMs } = error.details;
      if (retryAfterMs !== undefined) void reply.headers(retryAfter(retryAfterMs));
      return sendRefusal(request, reply, STATUS_OF[error.kind], error.code, values, answerCode);
    }
    const known = error.code ? FRAMEWORK_MESSAGES[error.code] : undefined;
    if (known) return sendRefusal(request, reply, known.status, known.code);
    if (error instanceof SyntaxError) return sendRefusal(request, reply, 400, 'body_not_json');
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Another framework 4xx: its own (English) message is all there is to say.
      return sendRefusal(request, reply, status, 'request_refused', { detail: error.message });
    }
    request.log.error({ err: error }, 'request failed');
    return sendRefusal(request, reply, 500, 'internal_error');
  });

  app.setNotFoundHandler((request, reply) =>
    sendRefusal(request, reply, 404, 'route_not_found', {
      method: request.method,
      url: request.url,
    }),
  );
}
