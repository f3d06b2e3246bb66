import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { startStack } from './stack';

/** Where the servers' output goes; a failing test attaches it (e2e/support/fixtures.ts). */
export const SERVER_LOG = join('e2e', 'artifacts', 'servers.log');

/**
 * Starts the product once for the whole run, the way a user gets it: the production build
 * (dist/, or DIST_DIR) served on loopback and the reference server on a fresh in-memory
 * database with the offline market feed. Every test shares it; each makes its own accounts.
 * The build must read its market data from that feed, as `npm test` builds it:
 *   MARKET_DATA_URL=http://localhost:4000/market/api/v3 \
 *   MARKET_STREAM_URL=ws://localhost:4000/market/stream npm run build
 * Returns the teardown that stops both servers.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const distDir = process.env.DIST_DIR ?? 'dist';
  if (!existsSync(join(distDir, 'index.html'))) {
    throw new Error(`No production build in ${distDir}/. Run "npm run build" first.`);
  }
  mkdirSync(join('e2e', 'artifacts'), { recursive: true });
  const stack = await startStack({}, { logFile: SERVER_LOG });
  return () => stack.stop();
}
