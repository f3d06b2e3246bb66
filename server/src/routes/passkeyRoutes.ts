import type { FastifyInstance } from 'fastify';
import { passkeyEndpoints } from '../../../src/api/contract';
import {
  finishPasskeyRegistration,
  listPasskeys,
  removePasskey,
  renamePasskey,
  startPasskeyRegistration,
  startPasskeySignIn,
  startPasskeyVerification,
} from '../accounts/passkeys';
import { signInWithPasskey } from '../accounts/passkeySignIn';
import { clientInfo } from '../accounts/sessions';
import { requestLanguage } from '../http/language';
import { rememberLanguageByEmail } from '../notifications/userLanguage';
import { typed, type RouteDependencies } from './routeDependencies';

/**
 * `POST /auth/passkeys/login/options|login` (public): a passkey sign-in, both factors at once.
 * Under /auth/*, so the per-client limit of every sign-in call applies.
 */
export function passkeyLoginRoutes({ db, config, limits }: RouteDependencies) {
  const services = {
    config,
    relyingParty: config.relyingParty,
    signInAttempts: limits.signInPerAccount,
  };
  return async function register(app: FastifyInstance) {
    const api = typed(app);

    api.route({
      ...passkeyEndpoints.loginOptions,
      handler: () => startPasskeySignIn(db, config.relyingParty),
    });

    api.route({
      ...passkeyEndpoints.login,
      handler: async (request) => {
        const answer = await signInWithPasskey(db, request.body, clientInfo(request), services);
        await rememberLanguageByEmail(db, answer.user.email, requestLanguage(request));
        return answer;
      },
    });
  };
}

/**
 * `/auth/passkeys…` (bearer): add, list, rename and remove the user's passkeys, and start a
 * passkey's answer where a 2FA code is asked. Adding and removing are behind a step-up.
 */
export function passkeyRoutes({ db, config }: RouteDependencies) {
  const { relyingParty } = config;
  return async function register(app: FastifyInstance) {
    const api = typed(app);

    api.route({
      ...passkeyEndpoints.registerOptions,
      handler: (request) =>
        startPasskeyRegistration(db, request, request.body.password, relyingParty),
    });

    api.route({
      ...passkeyEndpoints.register,
      handler: async (request, reply) => {
        const passkey = await finishPasskeyRegistration(
          db,
          request,
          request.body,
          relyingParty,
          clientInfo(request),
        );
        return reply.status(201).send({ passkey });
      },
    });

    api.route({
      ...passkeyEndpoints.list,
      handler: async (request) => ({ passkeys: await listPasskeys(db, request.user.id) }),
    });

    api.route({
      ...passkeyEndpoints.rename,
      handler: async (request) => ({
        passkey: await renamePasskey(db, request.user.id, request.params.id, request.body.name),
      }),
    });

    api.route({
      ...passkeyEndpoints.remove,
      handler: async (request, reply) => {
        // A recent sign-in needs no password, and so a client may send no body at all.
        const password = request.body?.password;
        await removePasskey(db, request, request.params.id, password, clientInfo(request));
        return reply.status(204).send();
      },
    });

    api.route({
      ...passkeyEndpoints.verifyOptions,
      handler: (request) => startPasskeyVerification(db, request, relyingParty),
    });
  };
}
