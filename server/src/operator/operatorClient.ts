import type { OperatorEndpoint } from './endpointFile';
import { OperatorError } from './operatorError';

/**
 * Sends an operator command to a running server's loopback endpoint (routes/operatorRoutes.ts),
 * as the CLI does while a server holds the embedded database. Kept apart from the database and
 * route code, so what only talks to a server starts without loading them: the CLI, and the
 * browser tests' set-up (e2e/support/operator.ts), which sends dozens of commands a run.
 */

/** The header that carries the endpoint's secret. */
export const OPERATOR_SECRET_HEADER = 'x-operator-secret';

/** No server answered at the endpoint's URL (a stale endpoint file, or none running). */
export class ServerUnreachable extends Error {}

/** The command's output; an OperatorError with the server's message when it refused. */
export async function runThroughServer(
  endpoint: Pick<OperatorEndpoint, 'url' | 'secret'>,
  args: string[],
): Promise<string> {
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
