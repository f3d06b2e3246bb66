import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { API_URL, OPERATOR_SECRET } from './stack';

const run = promisify(execFile);

/**
 * The operator CLI (server/README.md) of the server at `apiUrl`, as an operator runs it in
 * production. The browser tests run the server on an in-memory database, which the CLI reaches
 * through the server's loopback operator endpoint: OPERATOR_URL + the OPERATOR_SECRET the
 * stack started it with.
 */
export function operatorOf(apiUrl: string): (...args: string[]) => Promise<string> {
  return async (...args) => {
    const { stdout } = await run(
      process.execPath,
      ['--import', 'tsx', 'server/src/operator/cli.ts', ...args],
      { env: { ...process.env, OPERATOR_URL: apiUrl, OPERATOR_SECRET } },
    );
    return stdout.trim();
  };
}

/** Runs an operator CLI command against the stack's server. */
export const operator = operatorOf(API_URL);
