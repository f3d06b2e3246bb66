import type { FastifyInstance } from 'fastify';
import { accountLockEndpoints } from '../../../src/api/contract';
import { lockByLink, lockOwnAccount, unlockWithSeedPhrase } from '../accounts/accountLock';
import { changePhrase, phraseKeyRing, readPhrase } from '../accounts/antiPhishingPhrase';
import { clientInfo } from '../accounts/sessions';
import { typed, type RouteDependencies } from './routeDependencies';

/** `POST /auth/lock/link` and `POST /auth/unlock` (public: a locked account has no session). */
export function accountUnlockRoutes(deps: RouteDependencies) {
  const { db, config, secrets } = deps;
  return async function register(app: FastifyInstance) {
    const api = typed(app);

    api.route({
      ...accountLockEndpoints.lockByLink,
      handler: async (request, reply) => {
        await lockByLink(db, request.body.token, { client: clientInfo(request), config });
        return reply.status(204).send();
      },
    });

    api.route({
      ...accountLockEndpoints.unlock,
      handler: (request) =>
        unlockWithSeedPhrase(db, request.body, { secrets, config, client: clientInfo(request) }),
    });
  };
}

/** `POST /auth/lock` and the anti-phishing phrase (bearer); registered inside `bearerScope`. */
export function accountLockRoutes(deps: RouteDependencies) {
  const { db, config } = deps;
  const keys = phraseKeyRing(config);
  return async function register(app: FastifyInstance) {
    const api = typed(app);

    api.route({
      ...accountLockEndpoints.lock,
      handler: async (request, reply) => {
        await lockOwnAccount(db, request.user.id, { client: clientInfo(request), config });
        return reply.status(204).send();
      },
    });

    api.route({
      ...accountLockEndpoints.phrase,
      handler: (request) => readPhrase(db, request.user.id, keys),
    });

    api.route({
      ...accountLockEndpoints.setPhrase,
      handler: async (request, reply) => {
        await changePhrase(db, { user: request.user, session: request.session }, request.body, {
          keys,
          client: clientInfo(request),
        });
        return reply.status(204).send();
      },
    });
  };
}
