import { existsSync, readFileSync } from 'node:fs';
import type { TwoFactorKeys } from '../accounts/twoFactor';
import { IN_MEMORY } from '../db/openDatabase';
import { dataFiles, readServerEnv, type ServerEnv } from '../serverEnv';
import { readOperatorEndpoint, type OperatorEndpoint } from './endpointFile';
import { runThroughServer, ServerUnreachable } from './operatorClient';
import { OperatorError } from './operatorError';

/**
 * `npm run operator -- <command> …`. With the embedded database, a running server holds
 * DATA_DIR exclusively, so the command is sent to that server's loopback operator endpoint
 * (found through DATA_DIR/operator-endpoint.json, or OPERATOR_URL + OPERATOR_SECRET);
 * with no server running, or with DATABASE_URL, the CLI opens the database itself. The
 * commands, the migrations and the 2FA keys are loaded only then: sent to a server, a command
 * starts in a fraction of the time.
 */

/** The token secret a server on embedded storage generated into DATA_DIR, if there is one. */
function storedTokenSecret(env: ServerEnv): string | undefined {
  if (env.databaseUrl || env.dataDir === IN_MEMORY) return undefined;
  const file = dataFiles(env.dataDir).tokenSecret;
  return existsSync(file) ? readFileSync(file, 'utf8').trim() || undefined : undefined;
}

/**
 * The keys of 2FA at rest as the server derives them from the same environment, under the
 * server's rule: in production only a real ENCRYPTION_KEY (none: no keys, and the commands
 * that need them say so), so a CLI started without one can never re-seal secrets under a key
 * derived from TOKEN_SECRET that the servers do not use.
 */
async function keysFromEnvironment(env: ServerEnv): Promise<TwoFactorKeys | undefined> {
  const material = env.production
    ? env.encryptionKey
    : (env.encryptionKey ?? env.tokenSecret ?? storedTokenSecret(env));
  if (material === undefined) return undefined;
  const { twoFactorKeys } = await import('../accounts/twoFactor');
  return twoFactorKeys({
    tokenSecret: material,
    previousEncryptionKeys: env.previousEncryptionKeys,
  });
}

async function runDirectly(args: string[]): Promise<string> {
  const [{ openDatabase }, { migrate }, { runOperatorCommand }] = await Promise.all([
    import('../db/openDatabase'),
    import('../db/migrate'),
    import('./dispatch'),
  ]);
  const env = readServerEnv();
  const db = await openDatabase(env);
  try {
    await migrate(db);
    return await runOperatorCommand(db, args, {
      twoFactorKeys: await keysFromEnvironment(env),
      unlockDelayHours: env.unlockDelayHours,
    });
  } finally {
    await db.close();
  }
}

async function main(args: string[]): Promise<number> {
  if (args.length === 0) {
    console.error((await import('./dispatch')).USAGE);
    return 1;
  }
  const env = readServerEnv();
  if (env.operatorUrl && !env.operatorSecret) {
    console.error('OPERATOR_URL needs OPERATOR_SECRET (the secret the server was started with)');
    return 1;
  }
  const endpoint: OperatorEndpoint | null =
    env.operatorUrl && env.operatorSecret
      ? { url: env.operatorUrl, secret: env.operatorSecret, pid: 0 }
      : env.databaseUrl
        ? null
        : readOperatorEndpoint(dataFiles(env.dataDir).operatorEndpoint);
  try {
    let output: string;
    try {
      output = endpoint ? await runThroughServer(endpoint, args) : await runDirectly(args);
    } catch (error) {
      // A server that died without cleaning up leaves a stale endpoint file behind; an
      // explicit OPERATOR_URL that does not answer is an error, not a reason to go around it.
      if (!(error instanceof ServerUnreachable) || env.operatorUrl) throw error;
      output = await runDirectly(args);
    }
    console.log(output);
    return 0;
  } catch (error) {
    if (error instanceof OperatorError) {
      console.error(error.message);
      return 1;
    }
    console.error('Operator command failed:', error instanceof Error ? error.message : error);
    return 2;
  }
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error('Operator command failed:', error instanceof Error ? error.message : error);
    process.exitCode = 1;
  },
);
