import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import Fastify, {
  type FastifyInstance,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import { BACKGROUND_REQUEST_HEADER } from '../../src/api/types';
import type { AppConfig, TrustProxy } from './config';
import { keepHistoryStatisticsFresh } from './accounts/historyStatistics';
import type { Database } from './db/database';
import { bearerScope } from './http/authenticate';
import { frameworkErrors, installErrorHandlers } from './http/errors';
import { postgresRateLimitStore, sweepExpiredRateLimits } from './http/rateLimitStore';
import { requestId } from './http/requestId';
import { noStore, registerSecurityHeaders } from './http/securityHeaders';
import { healthRoutes } from './routes/healthRoutes';
import { marketFixtureRoutes, marketFixturesEnabled } from './market/fixtureRoutes';
import { accountRoutes, authRoutes } from './routes/authRoutes';
import { addressBookRoutes } from './routes/addressBookRoutes';
import { twoFactorLoginRoutes, twoFactorRoutes } from './routes/twoFactorRoutes';
import { twoFactorKeys } from './accounts/twoFactor';
import { operatorRoutes } from './routes/operatorRoutes';
import { portfolioRoutes } from './routes/portfolioRoutes';
import { historyRoutes } from './routes/historyRoutes';
import { recordRoutes } from './routes/recordRoutes';
import { sessionRoutes } from './routes/sessionRoutes';
import { statementRoutes } from './routes/statementRoutes';

export interface AppDependencies {
  db: Database;
  config: AppConfig;
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
export async function buildApp({ db, config }: AppDependencies): Promise<FastifyInstance> {
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
  });

  installErrorHandlers(app);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  // With PostgreSQL several instances may serve one database, so they count together.
  const sharedCounters = db.kind === 'postgres';
  if (sharedCounters) {
    const stopSweeping = sweepExpiredRateLimits(db);
    app.addHook('onClose', async () => stopSweeping());
  }
  const stopRefreshingStatistics = await keepHistoryStatisticsFresh(db);
  app.addHook('onClose', async () => stopRefreshingStatistics());
  const limiterStore = (namespace: string) =>
    sharedCounters ? { store: postgresRateLimitStore(db, namespace) } : {};
  const limiterOptions = {
    global: true,
    errorResponseBuilder: (
      _request: FastifyRequest,
      context: { statusCode: number; after: string },
    ) => ({
      statusCode: context.statusCode,
      message: `Too many requests. Please wait ${context.after} and try again.`,
    }),
  };
  await registerSecurityHeaders(app);

  await app.register(cors, {
    origin: config.corsOrigins,
    methods: ['GET', 'POST', 'PUT', 'DELETE'],
    allowedHeaders: ['Content-Type', 'Authorization', BACKGROUND_REQUEST_HEADER],
    // The SPA is on another origin: it reads a statement's file name from this header.
    exposedHeaders: ['Content-Disposition'],
    maxAge: 600,
  });

  app.get('/', async () => ({ message: 'Meridian API is running' }));
  await app.register(healthRoutes(db));
  await app.register(async (auth) => {
    noStore(auth);
    // Registered inside this encapsulated scope, the limiter covers only the /auth/* routes
    // and they share one budget per client IP, so spreading attempts across them gains nothing.
    await auth.register(rateLimit, {
      ...limiterOptions,
      ...limiterStore('auth'),
      max: config.authRateLimit.max,
      timeWindow: config.authRateLimit.windowMs,
    });
    await auth.register(authRoutes(db, config));
    await auth.register(twoFactorLoginRoutes(db, config));
    await auth.register(
      bearerScope(
        db,
        config.tokenSecret,
        accountRoutes(db),
        sessionRoutes(db),
        twoFactorRoutes(db, config),
      ),
    );
  });
  // Every bearer route is registered through bearerScope: its hook authenticates before any
  // handler runs, so a route added here cannot skip the session check.
  await app.register(
    bearerScope(db, config.tokenSecret, async (money) => {
      // Per signed-in user, not per IP: counted after authentication (preHandler), so it is
      // the account that is limited, wherever its requests come from.
      await money.register(rateLimit, {
        ...limiterOptions,
        ...limiterStore('money'),
        hook: 'preHandler',
        keyGenerator: (request) => `user:${request.user.id}`,
        max: config.moneyRateLimit.max,
        timeWindow: config.moneyRateLimit.windowMs,
      });
      await money.register(recordRoutes(db, config));
      await money.register(addressBookRoutes(db, config));
      await money.register(historyRoutes(db, config.tokenSecret));
      await money.register(statementRoutes(db));
      await money.register(portfolioRoutes(db));
    }),
  );
  if (config.operatorSecret) {
    const context = { twoFactorKeys: twoFactorKeys(config) };
    await app.register(operatorRoutes(db, config.operatorSecret, context));
  }
  if (marketFixturesEnabled()) await app.register(marketFixtureRoutes());

  return app;
}
