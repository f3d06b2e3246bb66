import type { FastifyInstance } from 'fastify';
import { twoFactorEndpoints } from '../../../src/api/contract';
import { clientInfo } from '../accounts/sessions';
import { signInWithCode } from '../accounts/signIn';
import { startTwoFactorSetup } from '../accounts/twoFactor';
import { turnTwoFactorOff, turnTwoFactorOn } from '../accounts/twoFactorSettings';
import { requestLanguage } from '../http/language';
import { rememberLanguageByEmail } from '../notifications/userLanguage';
import { secondFactorGate, typed, type RouteDependencies } from './routeDependencies';

/** `POST /auth/login/2fa` (public): completes a sign-in the password started. */
export function twoFactorLoginRoutes(deps: RouteDependencies) {
  const { db, config, limits, keys } = deps;
  const signIn = { config, keys, signInAttempts: limits.signInPerAccount };
  return async function register(app: FastifyInstance) {
    typed(app).route({
      ...twoFactorEndpoints.loginWithCode,
      handler: async (request) => {
        const answer = await signInWithCode(db, request.body, clientInfo(request), signIn);
        await rememberLanguageByEmail(db, answer.user.email, requestLanguage(request));
        return answer;
      },
    });
  };
}

/**
 * `POST /auth/2fa/setup|enable|disable` (bearer). A wrong code is 403, never 401: on a bearer
 * call 401 means "this session is over" to the client.
 */
export function twoFactorRoutes(deps: RouteDependencies) {
  const { db, config, keys } = deps;
  return async function register(app: FastifyInstance) {
    const api = typed(app);

    api.route({
      ...twoFactorEndpoints.setup,
      handler: (request) => startTwoFactorSetup(db, request.user, keys),
    });

    api.route({
      ...twoFactorEndpoints.enable,
      handler: (request) =>
        turnTwoFactorOn(
          db,
          request,
          request.body,
          { keys, now: config.now() },
          clientInfo(request),
        ),
    });

    api.route({
      ...twoFactorEndpoints.disable,
      handler: async (request, reply) => {
        await turnTwoFactorOff(db, request, request.body, secondFactorGate(deps, request));
        return reply.status(204).send();
      },
    });
  };
}
