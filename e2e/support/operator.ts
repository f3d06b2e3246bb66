import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { API_URL, OPERATOR_SECRET } from './stack';

const run = promisify(execFile);

/**
 * Runs an operator CLI command (server/README.md), as an operator does in production. The
 * harness runs the server on an in-memory database, which the CLI reaches through the server's
 * loopback operator endpoint: OPERATOR_URL + the OPERATOR_SECRET the stack started it with.
 */
export async function operator(...args: string[]): Promise<string> {
  const { stdout } = await run(
    process.execPath,
    ['--import', 'tsx', 'server/src/operator/cli.ts', ...args],
    { env: { ...process.env, OPERATOR_URL: API_URL, OPERATOR_SECRET } },
  );
  return stdout.trim();
}
