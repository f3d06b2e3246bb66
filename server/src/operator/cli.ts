import { openDatabase } from '../db/openDatabase';
import { migrate } from '../db/migrate';
import { OPERATOR_SECRET_HEADER } from '../routes/operatorRoutes';
import { dataFiles, readServerEnv } from '../serverEnv';
import { OperatorError } from './commands';
import { runOperatorCommand, USAGE } from './dispatch';
import { readOperatorEndpoint, type OperatorEndpoint } from './endpointFile';

/**
 * `npm run operator -- <command> …`. With the embedded database, a running server holds
 * DATA_DIR exclusively, so the command is sent to that server's loopback operator endpoint
 * (found through DATA_DIR/operator-endpoint.json, or OPERATOR_URL + OPERATOR_SECRET);
 * with no server running, or with DATABASE_URL, the CLI opens the database itself.
 */

class ServerUnreachable extends Error {}

async function runThroughServer(endpoint: OperatorEndpoint, args: string[]): Promise<string> {
  let response: Response;
  try {
    response = await fetch(`${endpoint.url}/operator/run`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [OPERATOR_SECRET_HEADER]: endpoint.secret },
      body: JSON.stringify({ args }),
    });
  } catch {
    throw new ServerUnreachable(`cannot reach the Meridian server at ${endpoint.url}`);
  }
  const body = (await response.json()) as { output?: string; message?: string };
  if (!response.ok) throw new OperatorError(body.message ?? `Server answered ${response.status}`);
  return body.output ?? '';
}

async function runDirectly(args: string[]): Promise<string> {
  const db = await openDatabase(readServerEnv());
  try {
    await migrate(db);
    return await runOperatorCommand(db, args);
  } finally {
    await db.close();
  }
}

async function main(args: string[]): Promise<number> {
  if (args.length === 0) {
    console.error(USAGE);
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

main(process.argv.slice(2)).then((code) => {
  process.exitCode = code;
});
