import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import type { AppConfig } from './config';
import type { Database } from './db/database';
import { installErrorHandlers } from './http/errors';
import { marketFixtureRoutes, marketFixturesEnabled } from './market/fixtureRoutes';
import { authRoutes } from './routes/authRoutes';
import { operatorRoutes } from './routes/operatorRoutes';
import { recordRoutes } from './routes/recordRoutes';

export interface AppDependencies {
  db: Database;
  config: AppConfig;
}

/**
 * The reference API of SPEC §8 as a Fastify instance that is not listening yet, so tests
 * can `listen({ port: 0 })` and talk to it over real HTTP. Migrations must already be applied.
 */
export async function buildApp({ db, config }: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.logger,
    bodyLimit: config.bodyLimitBytes,
  });

  installErrorHandlers(app);

  await app.register(cors, {
    origin: config.corsOrigins,
    methods: ['GET', 'POST', 'PUT'],
    allowedHeaders: ['Content-Type', 'Authorization'],
    maxAge: 600,
  });

  app.get('/', async () => ({ message: 'Meridian API is running' }));
  await app.register(async (auth) => {
    // Registered inside this encapsulated scope, the limiter covers only the /auth/* routes
    // and they share one budget per client IP, so spreading attempts across them gains nothing.
    await auth.register(rateLimit, {
      global: true,
      max: config.authRateLimit.max,
      timeWindow: config.authRateLimit.windowMs,
      errorResponseBuilder: (_request, context) => ({
        statusCode: context.statusCode,
        message: `Too many requests. Please wait ${context.after} and try again.`,
      }),
    });
    await auth.register(authRoutes(db, config));
  });
  await app.register(recordRoutes(db, config));
  if (config.operatorSecret) await app.register(operatorRoutes(db, config.operatorSecret));
  if (marketFixturesEnabled()) await app.register(marketFixtureRoutes());

  return app;
}
