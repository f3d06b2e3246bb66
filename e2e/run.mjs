// Runs the browser journeys (every e2e/*.e2e.ts, or the files named as arguments) with Node's
// test runner, one file at a time (they share the ports of the product). Needs a production
// build (dist/, or DIST_DIR) whose market feed is the reference server's fixture feed, as
// `npm test` builds it:
//   MARKET_DATA_URL=http://localhost:4000/market/api/v3 \
//   MARKET_STREAM_URL=ws://localhost:4000/market/stream npm run build
// A second stack beside the first: build with API_URL and the market URLs on another port into
// another folder, then run with DIST_DIR, E2E_WEB_PORT and E2E_API_PORT (e2e/support/stack.ts).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const distDir = process.env.DIST_DIR ?? 'dist';
if (!existsSync(join(distDir, 'index.html'))) {
  console.error(`No production build in ${distDir}/. Run "npm run build" first.`);
  process.exit(1);
}
const named = process.argv.slice(2);
const files =
  named.length > 0
    ? named
    : readdirSync('e2e')
        .filter((name) => name.endsWith('.e2e.ts'))
        .sort()
        .map((name) => `e2e/${name}`);
const result = spawnSync(
  process.execPath,
  ['--import', 'tsx', '--test', '--test-concurrency=1', '--test-reporter=spec', ...files],
  { stdio: 'inherit' },
);
process.exit(result.status ?? 1);
