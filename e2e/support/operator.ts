import { runThroughServer } from '../../server/src/operator/operatorClient';
import { API_URL, OPERATOR_SECRET } from './stack';

/**
 * The operator commands (server/README.md) of the server at `apiUrl`. The browser tests run
 * the server on an in-memory database, which operators reach through the server's loopback
 * operator endpoint with the OPERATOR_SECRET the stack started it with — sent here by the
 * CLI's own client code (server/src/operator/operatorClient.ts), without starting a CLI
 * process for each of the run's set-up commands (a second of CPU each, dozens per run). The CLI
 * process itself is tested over a real server in server/test/operator.test.ts.
 */
export function operatorOf(apiUrl: string): (...args: string[]) => Promise<string> {
  return async (...args) =>
    (await runThroughServer({ url: apiUrl, secret: OPERATOR_SECRET }, args)).trim();
}

/** Runs an operator command against the stack's server. */
export const operator = operatorOf(API_URL);
