import cors from '@fastify/cors';
import { secretVerifier } from './accounts/signIn';
import Fastify, {
  type FastifyInstance,
  type FastifyServerOptions,
  type RouteOptions,
} from 'fastify';
import { BACKGROUND_REQUEST_HEADER } from '../../src/api/contract/constants';
import type { AppConfig, TrustProxy } from './config';
import { keepHistoryStatisticsFresh } from './accounts/historyStatistics';
import { twoFactorKeys, type TwoFactorKeys } from './accounts/twoFactor';
import type { Database } from './db/database';
import { registerApiDocs } from './http/apiDocs';
import { attemptLimits } from './http/attemptLimits';
import { bearerScope } from './http/authenticate';
import { frameworkErrors, installErrorHandlers } from './http/errors';
import { contractValidatorCompiler } from './http/requestValidation';
import { requestId } from './http/requestId';
import { noStore, registerSecurityHeaders } from './http/securityHeaders';
import { schemaErrorFormatter } from './http/validationMessages';
import { marketFixtureRoutes, marketFixturesEnabled } from './market/fixtureRoutes';
import { accountLockRoutes, accountUnlockRoutes } from './routes/accountLockRoutes';
import { accountRoutes, authRoutes } from './routes/authRoutes';
import { addressBookRoutes } from './routes/addressBookRoutes';
import { healthRoutes } from './routes/healthRoutes';
import { historyRoutes } from './routes/historyRoutes';
import { notificationRoutes } from './routes/notificationRoutes';
import { operatorRoutes } from './routes/operatorRoutes';
import { passkeyLoginRoutes, passkeyRoutes } from './routes/passkeyRoutes';
import { portfolioRoutes } from './routes/portfolioRoutes';
import { priceRoutes } from './routes/priceRoutes';
import { recordRoutes } from './routes/recordRoutes';
import type { RouteDependencies } from './routes/routeDependencies';
import { sessionRoutes } from './routes/sessionRoutes';
import { statementRoutes } from './routes/statementRoutes';
import { tradingRoutes } from './routes/tradingRoutes';
import { twoFactorLoginRoutes, twoFactorRoutes } from './routes/twoFactorRoutes';
import { hashQueue, type HashQueue } from './security/hashQueue';
import { startBackgroundJobs } from './jobs/backgroundJobs';
import { stuckAfterSeconds } from './jobs/queueHealth';

export interface AppDependencies {
  db: Database;
  config: AppConfig;
  /** The scrypt queue; by default one of `config.hashing`'s size (a test may hold its turns). */
  hashing?: HashQueue;
  /** The 2FA keys at rest; by default derived from `config` once, here. */
  keys?: TwoFactorKeys;
  /** Told of every route as it is registered (the tests that must not miss one list them). */
  onRoute?: (route: RouteOptions) => void;
}

/**
 * Fastify treats a numeric trustProxy as "trust nothing" (it cannot vouch for the peer), so
 * a hop count becomes the function proxy-addr would build: believe the nearest `hops` hops.
 * Only safe when the server is reachable through the proxy alone — hence a CIDR list is the
 * better choice whenever the proxy's address is known.
 */
function fastifyTrustProxy(trust: TrustProxy): FastifyServerOptions['trustProxy'] {
  if (typeof trust !== 'number') return trust;
  return (_address: string, hop: number) => hop < trust;
}

/**
 * The reference API of SPEC §8 as a Fastify instance that is not listening yet, so tests
 * can `listen({ port: 0 })` and talk to it over real HTTP. Migrations must already be applied.
 */
export async function buildApp({
  db,
  config,
  hashing = hashQueue(config.hashing),
  keys = twoFactorKeys(config),
  onRoute,
}: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.logger,
    bodyLimit: config.bodyLimitBytes,
    // request.ip — the key of every rate limit and the IP recorded on sessions — honours
    // X-Forwarded-For only from the proxies TRUST_PROXY names.
    trustProxy: fastifyTrustProxy(config.trustProxy),
    // Every log line of a request carries this id (as reqId); a proxy's X-Request-ID is kept
    // so its logs and ours join up.
    genReqId: requestId,
    frameworkErrors,
    // A request the contract refuses is a 400 worded from its schema (validationMessages.ts).
    schemaErrorFormatter,
  });
  if (onRoute) app.addHook('onRoute', onRoute);
  // Requests are validated against the contract's schemas (src/api/contract) with its keywords.
  app.setValidatorCompiler(contractValidatorCompiler());

  installErrorHandlers(app);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  // With PostgreSQL several instances may serve one database, so they count together.
  const limits = attemptLimits(db, config);
  app.addHook('onClose', () => limits.close());
  // One decoy hash per instance, shared by every route that checks a password.
  const secrets = secretVerifier(hashing, config);
  const deps: RouteDependencies = { db, config, limits, hashing, keys, secrets };
  const stopRefreshingStatistics = await keepHistoryStatisticsFresh(db);
  app.addHook('onClose', () => stopRefreshingStatistics());
  await registerSecurityHeaders(app);
  // Before the routes: the OpenAPI document is collected from them as they are registered.
  if (config.apiDocs) await registerApiDocs(app);

  await app.register(cors, {
    origin: config.corsOrigins,
    methods: ['GET', 'POST', 'PUT', 'DELETE'],
    allowedHeaders: ['Content-Type', 'Authorization', BACKGROUND_REQUEST_HEADER],
    // The SPA is on another origin: it reads a statement's file name from this header.
    exposedHeaders: ['Content-Disposition'],
    maxAge: 600,
  });

  await app.register(
    healthRoutes(db, { stuckAfterSeconds: stuckAfterSeconds(config.priceRefreshSeconds) }),
  );
  await app.register(priceRoutes(db, config));
  await app.register(async (auth) => {
    noStore(auth);
    // A hook of this encapsulated scope covers only the /auth/* routes, and they share one
    // budget per client, so spreading attempts across them gains nothing. Used up before
    // anything else runs: the per-account limit and the password check come after it.
    auth.addHook('onRequest', async (request) => limits.authPerClient.consume(request.ip));
    await auth.register(authRoutes(deps));
    await auth.register(twoFactorLoginRoutes(deps));
    await auth.register(passkeyLoginRoutes(deps));
    await auth.register(accountUnlockRoutes(deps));
    await auth.register(
      bearerScope(
        db,
        config.tokenSecret,
        accountRoutes(deps),
        sessionRoutes(deps),
        twoFactorRoutes(deps),
        passkeyRoutes(deps),
        accountLockRoutes(deps),
      ),
    );
  });
  // Every bearer route is registered through bearerScope: its hook authenticates before any
  // handler runs, so a route added here cannot skip the session check.
  await app.register(
    bearerScope(db, config.tokenSecret, async (money) => {
      // Per signed-in user, not per IP: counted after authentication, so it is the account
      // that is limited, wherever its requests come from — and before the request is
      // validated, so a malformed call counts like any other.
      money.addHook('preValidation', async (request) =>
        limits.moneyPerUser.consume(request.user.id),
      );
      await money.register(recordRoutes(deps));
      await money.register(addressBookRoutes(deps));
      await money.register(historyRoutes(deps));
      await money.register(statementRoutes(deps));
      await money.register(portfolioRoutes(deps));
      await money.register(tradingRoutes(deps));
      await money.register(notificationRoutes(deps));
    }),
  );
  if (config.operatorSecret) {
    await app.register(
      operatorRoutes(db, config.operatorSecret, {
        twoFactorKeys: keys,
        unlockDelayHours: config.unlockDelayHours,
      }),
    );
  }
  if (marketFixturesEnabled()) await app.register(marketFixtureRoutes());

  if (config.jobs) {
    const stopJobs = await startBackgroundJobs(db, config, app.log);
    app.addHook('onClose', () => stopJobs());
  }
  return app;
}
