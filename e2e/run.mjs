// Runs every browser journey (e2e/*.e2e.ts) with Node's test runner, one file at a time
// (they share the fixed ports of the product). Needs a production build in dist/ whose market
// feed is the reference server's fixture feed, as `npm test` builds it:
//   MARKET_DATA_URL=http://localhost:4000/market/api/v3 \
//   MARKET_STREAM_URL=ws://localhost:4000/market/stream npm run build
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';

if (!existsSync('dist/index.html')) {
  console.error('No production build in dist/. Run "npm run build" first.');
  process.exit(1);
}
const files = readdirSync('e2e')
  .filter((name) => name.endsWith('.e2e.ts'))
  .sort()
  .map((name) => `e2e/${name}`);
const result = spawnSync(
  process.execPath,
  ['--import', 'tsx', '--test', '--test-concurrency=1', '--test-reporter=spec', ...files],
  { stdio: 'inherit' },
);
process.exit(result.status ?? 1);
