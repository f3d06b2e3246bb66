import { ensureDemoAccount } from './accounts/demoAccount';
import { twoFactorKeys } from './accounts/twoFactor';
import { buildApp } from './app';
import { makeConfig, serverLogger } from './config';
import { IN_MEMORY, openDatabase } from './db/openDatabase';
import { DEFAULT_MAIL_CONFIG } from './mail/mailSettings';
import { migrate } from './db/migrate';
import { seedDemoActivity } from './demo/seedDemoActivity';
import { httpPriceSource, offlineFeedPriceSource } from './prices/priceSource';
import { removeOperatorEndpoint, writeOperatorEndpoint } from './operator/endpointFile';
import { loadOrCreateSecret, randomSecret } from './security/secretFiles';
import { dataFiles, readServerEnv, serverEncryptionKey, serverTokenSecret } from './serverEnv';

/** How long in-flight requests get to finish after SIGTERM. */
const SHUTDOWN_GRACE_MS = 8_000;

/**
 * `npm run server`: the reference API on loopback. Storage is embedded PGlite under
 * DATA_DIR unless DATABASE_URL points at PostgreSQL. See server/README.md for every setting.
 */
async function main(): Promise<void> {
  const env = readServerEnv();
  const files = dataFiles(env.dataDir);
  const inMemory = env.dataDir === IN_MEMORY;

  // A generated secret is kept in DATA_DIR so sessions survive a restart. Never logged.
  const givenSecret = serverTokenSecret(env);
  const encryptionKey = serverEncryptionKey(env);
  const tokenSecret =
    givenSecret ?? (inMemory ? randomSecret() : loadOrCreateSecret(files.tokenSecret));
  // Embedded storage on disk admits one process, so the CLI must go through the server:
  // the endpoint is on, with a fresh secret written to DATA_DIR. With PostgreSQL the CLI
  // connects itself, so the endpoint stays off unless OPERATOR_SECRET asks for it.
  const writesEndpointFile = !env.databaseUrl && !inMemory;
  const operatorSecret = env.operatorSecret ?? (writesEndpointFile ? randomSecret() : undefined);

  const db = await openDatabase(env);
  const applied = await migrate(db);

  const config = makeConfig({
    tokenSecret,
    corsOrigins: env.corsOrigins,
    authRateLimit: { max: env.authRateLimitPerMinute, windowMs: 60_000 },
    moneyRateLimit: { max: env.moneyRateLimitPerMinute, windowMs: 60_000 },
    tokenTtlSeconds: env.tokenTtlSeconds,
    idleTimeoutMinutes: env.idleTimeoutMinutes,
    trustProxy: env.trustProxy,
    encryptionKey,
    previousEncryptionKeys: env.previousEncryptionKeys,
    addressHoldHours: env.addressHoldHours,
    unlockDelayHours: env.unlockDelayHours,
    appUrl: env.appUrl,
    tradeFeePercent: env.tradeFeePercent,
    quoteTtlSeconds: env.quoteTtlSeconds,
    scryptCost: env.scryptCost,
    hashing: env.hashing,
    operatorSecret,
    apiDocs: env.apiDocs,
    tradableAssets: env.prices.tradableAssets,
    priceRefreshSeconds: env.prices.priceRefreshSeconds,
    priceMaxAgeSeconds: env.prices.priceMaxAgeSeconds,
    priceSource:
      env.prices.marketDataUrl === null
        ? offlineFeedPriceSource()
        : httpPriceSource(env.prices.marketDataUrl),
    mail: { ...DEFAULT_MAIL_CONFIG, ...env.mail },
    relyingParty: env.relyingParty,
    jobs: true,
    logger: serverLogger(env.logLevel),
  });
  // Derived once: the same keys seal and open 2FA secrets in every request.
  const keys = twoFactorKeys(config);
  const app = await buildApp({ db, config, keys });
  if (applied.length > 0) app.log.info({ migrations: applied }, 'applied database migrations');

  if (env.createDemoAccount) {
    const demo = await ensureDemoAccount(db, config.scryptCost);
    if (demo) {
      // Never the seed phrase: stdout ends up in log collectors, and a reset by seed phrase
      // (which rotates it) is how the demo account's password would be taken over.
      console.log(
        [
          '',
          'Created the demo account:',
          `  email:    ${demo.email}`,
          `  password: ${demo.password}`,
          '',
        ].join('\n'),
      );
    }
    // After the account exists, on whichever instance: the seeder's claim lets one seed.
    if (env.demoActivity && (await seedDemoActivity(db, config))) {
      console.log('Wrote a year of sample activity into the demo account (DEMO_ACTIVITY=on).');
    }
  }

  const address = await app.listen({ port: env.port, host: env.host });
  if (operatorSecret && writesEndpointFile) {
    writeOperatorEndpoint(files.operatorEndpoint, {
      url: address,
      secret: operatorSecret,
      pid: process.pid,
    });
  }
  app.log.info(
    {
      storage: db.kind,
      dataDir: env.databaseUrl ? undefined : env.dataDir,
      // A fingerprint, not the key: what reencrypt-secrets reports sealing under.
      atRestKeyId: keys.secrets.current.id,
    },
    `Meridian API listening on ${address}`,
  );

  // Graceful shutdown (a deploy, a scale-down): stop accepting connections, let the requests
  // already running finish — Fastify answers 503 to new ones on open connections, so the
  // proxy retries them elsewhere — then close the pool. Bounded, because the orchestrator
  // kills the process after its own grace period (compose: 10 s) anyway.
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info(`received ${signal}, shutting down`);
    const deadline = setTimeout(() => {
      app.log.error(`requests still running after ${SHUTDOWN_GRACE_MS} ms; exiting anyway`);
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    deadline.unref();
    if (operatorSecret && writesEndpointFile) removeOperatorEndpoint(files.operatorEndpoint);
    await app.close();
    await db.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error('Meridian API failed to start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
