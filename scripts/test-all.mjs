// `npm test`: every check of the project, in order, each printing its own runner's summary:
// lint, type check, the layer rules, dev server and web header checks, jest, server tests on
// the embedded database, the same server tests on a real PostgreSQL (started here on loopback when the
// Debian package is installed), the production build, and the browser journeys. Exits non-zero if any step fails.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';

function run(name, command, args, env = {}) {
  console.log(`\n━━━ ${name} ━━━`);
  const started = Date.now();
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const ok = result.status === 0;
  return { name, status: ok ? 'passed' : 'FAILED', seconds };
}

function postgresUrl() {
  if (process.env.DATABASE_URL) return process.env.DATABASE_URL;
  if (!existsSync(`${PG_BIN}/initdb`)) return null;
  const result = spawnSync('bash', ['server/scripts/ci-postgres.sh'], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return result.status === 0 ? result.stdout.trim() : null;
}

const npx = (args) => ['npx', args];
const steps = [
  () => run('lint', 'npm', ['run', '--silent', 'lint']),
  () => run('type check', ...npx(['tsc', '--noEmit', '-p', 'tsconfig.json'])),
  // The lint layers really fire on a cross-layer import; no import circle, type-only and lazy
  // ones included; the dev server's hot reload connects; both web servers send the build's
  // security headers.
  () =>
    run('layer rules, import circles, dev server and web headers', 'node', [
      '--import',
      'tsx',
      '--test',
      'scripts/lint-layers.test.mjs',
      'scripts/import-cycles.test.mjs',
      'scripts/dev-server.test.mjs',
      'scripts/web-headers.test.ts',
    ]),
  () => run('jest (SPA)', ...npx(['jest', '--ci'])),
  () => run('server tests (embedded PGlite)', 'npm', ['run', '--silent', 'test:server']),
  () => {
    const url = postgresUrl();
    if (!url) {
      console.log('\n━━━ server tests (PostgreSQL) ━━━\nSKIPPED: PostgreSQL is not installed.');
      return { name: 'server tests (PostgreSQL)', status: 'skipped', seconds: '0.0' };
    }
    // DATABASE_URL needs TOKEN_SECRET (server/README.md): any server process a test starts
    // on this database signs with this throwaway one.
    return run('server tests (PostgreSQL)', 'npm', ['run', '--silent', 'test:server'], {
      DATABASE_URL: url,
      TOKEN_SECRET: process.env.TOKEN_SECRET ?? 'ci-only-token-secret-not-for-production-0123',
    });
  },
  // The tested build reads market data from the reference server's offline fixture feed
  // (MARKET_DATA=fixtures, started by the browser tests), so no journey needs the internet.
  () =>
    run('production build', 'npm', ['run', '--silent', 'build', '--', '--no-stats'], {
      MARKET_DATA_URL: 'http://localhost:4000/market/api/v3',
      MARKET_STREAM_URL: 'ws://localhost:4000/market/stream',
    }),
  () => run('browser tests', ...npx(['playwright', 'test'])),
];

const results = [];
for (const step of steps) {
  const result = step();
  results.push(result);
  // A broken build cannot be browser-tested; everything else still runs to show all failures.
  if (result.name === 'production build' && result.status === 'FAILED') break;
}

console.log('\n━━━ summary ━━━');
for (const { name, status, seconds } of results) {
  console.log(`${status.padEnd(8)} ${name} (${seconds} s)`);
}
const failed = results.filter((r) => r.status === 'FAILED').length;
const passed = results.filter((r) => r.status === 'passed').length;
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
