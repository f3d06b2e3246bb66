import type { FastifyInstance } from 'fastify';
import { authEndpoints } from '../../../src/api/contract';
import { resetPasswordWithSeedPhrase } from '../accounts/passwordReset';
import { registerAccount } from '../accounts/registration';
import { clientInfo } from '../accounts/sessions';
import { signInWithPassword } from '../accounts/signIn';
import { loadUserDetails, updateUserDetails } from '../accounts/users';
import { DomainError } from '../domainError';
import { requestLanguage } from '../http/language';
import { rememberLanguageByEmail } from '../notifications/userLanguage';
import { typed, type RouteDependencies } from './routeDependencies';

/** The /auth/* calls made without a session: register, sign in, reset by seed phrase. */
export function authRoutes(deps: RouteDependencies) {
  const { db, config, hashing, limits, keys, secrets } = deps;
  const signIn = { config, hashing, keys, secrets, signInAttempts: limits.signInPerAccount };

  return async function register(app: FastifyInstance) {
    const api = typed(app);

    api.route({
      ...authEndpoints.register,
      handler: async (request, reply) => {
        const registered = await registerAccount(db, request.body, { hashing, config });
        await rememberLanguageByEmail(db, request.body.email, requestLanguage(request));
        return reply.status(201).send(registered);
      },
    });

    api.route({
      ...authEndpoints.login,
      handler: async (request) => {
        const answer = await signInWithPassword(db, request.body, clientInfo(request), signIn);
        if ('token' in answer) {
          await rememberLanguageByEmail(db, answer.user.email, requestLanguage(request));
        }
        return answer;
      },
    });

    api.route({
      ...authEndpoints.editPassword,
      handler: (request) =>
        resetPasswordWithSeedPhrase(db, request.body, {
          hashing,
          config,
          secrets,
          client: clientInfo(request),
        }),
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
        return { user: await loadUserDetails(db, updated, config) };
      },
    });
  };
}
