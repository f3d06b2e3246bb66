import type { FastifyInstance } from 'fastify';
import { authEndpoints } from '../../../src/api/contract';
import { resetPasswordWithSeedPhrase } from '../accounts/passwordReset';
import { registerAccount } from '../accounts/registration';
import { clientInfo } from '../accounts/sessions';
import { secretVerifier, signInWithPassword } from '../accounts/signIn';
import { loadUserDetails, updateUserDetails } from '../accounts/users';
import { DomainError } from '../domainError';
import { typed, type RouteDependencies } from './routeDependencies';

/** The /auth/* calls made without a session: register, sign in, reset by seed phrase. */
export function authRoutes(deps: RouteDependencies) {
  const { db, config, hashing, limits, keys } = deps;
  const secrets = secretVerifier(hashing, config);
  const signIn = { config, hashing, keys, secrets, signInAttempts: limits.signInPerAccount };

  return async function register(app: FastifyInstance) {
    const api = typed(app);

    api.route({
      ...authEndpoints.register,
      handler: async (request, reply) =>
        reply.status(201).send(await registerAccount(db, request.body, { hashing, config })),
    });

    api.route({
      ...authEndpoints.login,
      handler: (request) => signInWithPassword(db, request.body, clientInfo(request), signIn),
    });

    api.route({
      ...authEndpoints.editPassword,
      handler: (request) =>
        resetPasswordWithSeedPhrase(db, request.body, { hashing, config, secrets }),
    });
  };
}

/** Bearer calls about the account itself; registered inside `bearerScope`. */
export function accountRoutes({ db, config }: RouteDependencies) {
  return async function register(app: FastifyInstance) {
    const api = typed(app);

    api.route({
      ...authEndpoints.editUser,
      handler: async (request) => {
        const updated = await updateUserDetails(db, request.user.id, request.body);
        if (!updated) throw new DomainError('unauthenticated', 'session_expired');
        return { user: await loadUserDetails(db, updated, config.priceMaxAgeSeconds) };
      },
    });
  };
}
