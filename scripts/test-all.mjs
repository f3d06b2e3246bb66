// `npm test`: every check of the project, each printing its own runner's summary: lint, type
// check, the layer rules, dev server and web header checks, jest, server tests on the embedded
// database, the same server tests on a real PostgreSQL (started here on loopback when the
// Debian package is installed), the production build (and the demo's and the staging bundles
// the journeys also serve), and the browser journeys. Exits non-zero if any step fails.
//
// Every step but the browser journeys runs mostly on one core (eslint, jest with one worker, each
// server suite in one process, webpack; TypeScript 7's checker briefly on more), so those steps
// run two at a time on the two-core machines; whichever lane is free takes the next step. The
// browser journeys run last, alone: their two workers, Chromium, the API server and the mail
// catcher take both cores — run beside the other lane (tried on 2026-11-27) the PGlite suite
// took 1,088 s instead of ~450 and journeys timed out, so the whole run was slower, not faster.
// Each step's output is printed whole when it ends, so runner summaries never interleave. Every
// step prints when it started and how long it took.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { demoEnv, stagingBuild } from './e2e-builds.mjs';

const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';
const PARALLEL_STEPS = Math.max(1, Math.min(2, availableParallelism()));
const startedAt = Date.now();

const elapsed = (since) => ((Date.now() - since) / 1000).toFixed(1);
const clock = () => `+${elapsed(startedAt).padStart(6)} s`;

/** The extra pipe each step's bash writes its `times` report to. */
const CPU_FD = 3;
/**
 * The children's user + system seconds from bash's `times` report (its second line: the
 * processes the step ran, waited for), e.g. "12m3.100s 0m41.250s".
 */
function cpuSeconds(report) {
  const line = report.trim().split('\n')[1] ?? '';
  const parts = [...line.matchAll(/(\d+)m([\d.]+)s/g)];
  if (parts.length !== 2) return '?';
  return parts.reduce((sum, [, m, s]) => sum + Number(m) * 60 + Number(s), 0).toFixed(1);
}

/**
 * Runs one step; resolves to its result once it has ended. Its output is captured and printed
 * whole at the end.
 */
function run({ name, command, args, env = {} }) {
  const started = Date.now();
  console.log(`${clock()}  started  ${name}`);
  return new Promise((resolve) => {
    // Through bash so the step's CPU time (its processes' user + system seconds, from `times`)
    // can be printed beside its wall time: a step whose CPU is far below its wall time waits
    // more than it works. It counts only processes reaped up the chain, so the browser tests'
    // figure reads low (Chromium's processes are not all counted): their 732 s of CPU in 938 s
    // suggested idle cores, yet three workers were no faster than two (2026-11-29).
    const child = spawn(
      'bash',
      ['-c', `"$@"; rc=$?; times >&${CPU_FD}; exit $rc`, 'step', command, ...args],
      {
        env: { ...process.env, ...env },
        stdio: ['ignore', 'pipe', 'pipe', 'pipe'],
      },
    );
    let cpuReport = '';
    child.stdio[CPU_FD].on('data', (chunk) => (cpuReport += chunk));
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code, signal) => {
      const ok = code === 0;
      const seconds = elapsed(started);
      const cpu = cpuSeconds(cpuReport);
      console.log(`\n━━━ ${name} ━━━ (${ok ? 'passed' : 'FAILED'} in ${seconds} s, CPU ${cpu} s)`);
      process.stdout.write(Buffer.concat(output));
      if (signal) console.log(`(ended by ${signal})`);
      console.log(`${clock()}  ${ok ? 'passed' : 'FAILED'}   ${name} (${seconds} s, CPU ${cpu} s)`);
      resolve({ name, status: ok ? 'passed' : 'FAILED', seconds, cpu });
    });
  });
}

/**
 * Runs `steps` at most `limit` at a time, in the order given; resolves to their results. An
 * item that is a list of steps runs them one after another on the lane that took it.
 */
async function runPool(steps, limit) {
  const results = [];
  let next = 0;
  async function lane() {
    while (next < steps.length) {
      const item = steps[next];
      next += 1;
      // A list is one lane's sequence: each step starts when the one before it has ended.
      for (const step of Array.isArray(item) ? item : [item]) {
        results.push(await run(step));
        step.onEnd?.();
      }
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, steps.length) }, lane));
  return results;
}

/**
 * The throwaway PostgreSQL cluster for the server suite (server/scripts/ci-postgres.sh), and
 * whether this run started it — a run stops only the server it started.
 */
function startPostgres() {
  if (process.env.DATABASE_URL) return { url: process.env.DATABASE_URL, startedHere: false };
  if (!existsSync(`${PG_BIN}/initdb`)) return { url: null, startedHere: false };
  const wasRunning = spawnSync('bash', ['server/scripts/ci-postgres.sh', 'status']).status === 0;
  const result = spawnSync('bash', ['server/scripts/ci-postgres.sh'], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  if (result.status !== 0) return { url: null, startedHere: false };
  return { url: result.stdout.trim(), startedHere: !wasRunning };
}

const npx = (...args) => ({ command: 'npx', args });
const postgres = startPostgres();
// The three builds below share one webpack cache, made for this run and removed after it
// (webpack.config.ts, BUILD_CACHE_DIR): the demo's and the staging bundle reuse the product
// build's work, and no run ever reads another run's cache.
const buildCache = { BUILD_CACHE_DIR: mkdtempSync(join(tmpdir(), 'meridian-build-cache-')) };
const removeBuildCache = () => rmSync(buildCache.BUILD_CACHE_DIR, { recursive: true, force: true });
const staging = stagingBuild();

let postgresRunning = postgres.startedHere;
function stopPostgres() {
  if (!postgresRunning) return;
  postgresRunning = false;
  spawnSync('bash', ['server/scripts/ci-postgres.sh', 'stop']);
}
// An interrupted run stops the cluster it started too (Ctrl-C reaches the steps themselves).
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    stopPostgres();
    removeBuildCache();
    process.exit(1);
  });
}

/**
 * The embedded-database suite in two halves (every other file; each file opens its own
 * database, so the halves are independent): halves pack the two lanes more evenly than one
 * 340-second step could.
 */
const serverTestFiles = readdirSync('server/test')
  .filter((file) => file.endsWith('.test.ts'))
  .sort()
  .map((file) => `server/test/${file}`);

/**
 * Server test files whose result cannot depend on the database engine, so they run once, in
 * the embedded-database halves, and not again on PostgreSQL: they open no database, or always
 * the embedded one whatever DATABASE_URL says (the spawned server and CLI processes, the data
 * files on disk, PGlite's own protocol reader). The two process files alone took ~120 s of the
 * PostgreSQL suite, repeating exactly what the embedded run proves.
 */
const ENGINE_INDEPENDENT = [
  // Processes started with DATABASE_URL removed (the startup rules; the CLI's endpoint).
  'serverProcess',
  'cliProcess',
  // PGlite only, by nature: on-disk data files and modes; PGlite's backend messages.
  'dataFiles',
  'pgliteBackendMessages',
  // No database at all: settings, messages, money and trade arithmetic, hashing queue, keys.
  'clientKey',
  'device',
  'hashQueue',
  'mailSettings',
  'mailTemplates',
  'money',
  'recordedFeed',
  'serverEnv',
  'serverMessages',
  'tradeMath',
  'twoFactorSecrets',
].map((name) => `server/test/${name}.test.ts`);
const unknown = ENGINE_INDEPENDENT.filter((file) => !serverTestFiles.includes(file));
if (unknown.length > 0)
  throw new Error(`test-all: no such server test file: ${unknown.join(', ')}`);
const engineTestFiles = serverTestFiles.filter((file) => !ENGINE_INDEPENDENT.includes(file));
/**
 * The server test files of a step, in one process (server/test/support/runTestFiles.cjs: each
 * file in a suite of its own, so its hooks stay its own), with the server's TypeScript compiled
 * by SWC (server/test/support/registerTypeScript.cjs says why not tsx: half the embedded suite
 * took 281 s with tsx and 219 s with it, 2026-11-29). One process per step rather than one per
 * file: each file's process loaded the server again (~1,100 modules) and compiled PGlite's
 * WebAssembly again; the embedded halves used 244 + 194 s of CPU that way in CI and 198 + 151 s
 * in one process each (same 298 + 252 tests, 2026-11-29). `--liftoff-only` keeps PGlite's
 * WebAssembly on V8's baseline compiler: the optimising tier's background compiles cost more CPU
 * than a test run wins back (13 files: 166 s of CPU without it, 143 s with it, 2026-11-29); the
 * database answers the same either way.
 */
const SERVER_TEST_RUNNER = [
  '--liftoff-only',
  '--require',
  './server/test/support/registerTypeScript.cjs',
  'server/test/support/runTestFiles.cjs',
];
const pgliteHalf = (half) => ({
  name: `server tests (embedded PGlite, half ${half + 1} of 2)`,
  command: process.execPath,
  args: [...SERVER_TEST_RUNNER, ...serverTestFiles.filter((_file, index) => index % 2 === half)],
});

// Longest first, so the two lanes end close together: jest (560–810 s on 2026-11-29's machine)
// on one lane while the other runs the PostgreSQL suite (~250 s) and both embedded halves
// (~200–300 s each); the builds and short checks fill in after.
const checks = [
  { name: 'jest (SPA)', ...npx('jest', '--ci') },
  postgres.url && {
    name: 'server tests (PostgreSQL)',
    command: process.execPath,
    args: [...SERVER_TEST_RUNNER, ...engineTestFiles],
    // DATABASE_URL needs TOKEN_SECRET (server/README.md): any server process a test starts
    // on this database signs with this throwaway one.
    env: {
      DATABASE_URL: postgres.url,
      TOKEN_SECRET: process.env.TOKEN_SECRET ?? 'ci-only-token-secret-not-for-production-0123',
    },
    // The cluster is needed by nothing else: stopped as soon as the suite ends, if started here.
    onEnd: stopPostgres,
  },
  pgliteHalf(0),
  pgliteHalf(1),
  // The tested build reads market data from the reference server's offline fixture feed
  // (MARKET_DATA=fixtures, started by the browser tests), so no journey needs the internet.
  [
    {
      name: 'production build',
      command: 'npm',
      args: ['run', '--silent', 'build', '--', '--no-stats'],
      env: {
        ...buildCache,
        MARKET_DATA_URL: 'http://localhost:4000/market/api/v3',
        MARKET_STREAM_URL: 'ws://localhost:4000/market/stream',
      },
    },
    // The demo's and the staging (Redux DevTools) bundles the journeys also serve: built here in
    // the pool, where a lane is free, rather than on a browser worker while the other waits
    // (scripts/e2e-builds.mjs). The demo's is built by `npm run demo` itself.
    {
      name: 'demo build (for the browser tests)',
      command: 'node',
      args: ['scripts/demo.mjs'],
      env: { ...demoEnv(), ...buildCache, DEMO_BUILD_ONLY: 'on' },
    },
    {
      name: 'staging build (for the browser tests)',
      ...staging,
      env: { ...staging.env, ...buildCache },
    },
  ],
  { name: 'lint', command: 'npm', args: ['run', '--silent', 'lint'] },
  // TypeScript 7 (the compiler in Go) checks the project; typescript-eslint still needs 5.9's
  // JavaScript API, so both are installed (package.json's typecheck says which runs). The same
  // check, no errors either way: 52 s of CPU on 5.9.3, 26–29 s on 7.0.2 (2026-11-29).
  { name: 'type check', command: 'npm', args: ['run', '--silent', 'typecheck'] },
  // The lint layers really fire on a cross-layer import; no import circle, type-only and lazy
  // ones included; no page or form loads its yup rules statically; the dev server's hot reload connects; both web servers send the build's
  // security headers.
  {
    name: 'layer rules, import circles, deferred form rules, dev server and web headers',
    command: 'node',
    args: [
      '--import',
      'tsx',
      '--test',
      'scripts/lint-layers.test.mjs',
      'scripts/import-cycles.test.mjs',
      'scripts/form-rules-deferred.test.mjs',
      'scripts/dev-server.test.mjs',
      'scripts/web-headers.test.ts',
    ],
  },
].filter(Boolean);

const results = await runPool(checks, PARALLEL_STEPS);
removeBuildCache();
if (!postgres.url) {
  console.log('\n━━━ server tests (PostgreSQL) ━━━\nSKIPPED: PostgreSQL is not installed.');
  results.push({ name: 'server tests (PostgreSQL)', status: 'skipped', seconds: '0.0' });
}
stopPostgres();

// A broken build cannot be browser-tested; everything else has run to show all failures.
const builds = results.filter((result) => result.name.includes(' build'));
if (builds.length === 3 && builds.every((build) => build.status === 'passed')) {
  results.push(
    await run({
      name: 'browser tests',
      ...npx('playwright', 'test'),
      // The builds above read the reference server's fixture feed: no relay needed
      // (e2e/support/market.ts).
      env: { E2E_PREBUILT: 'on', E2E_BUILD_READS_FEED: 'on' },
    }),
  );
} else {
  results.push({ name: 'browser tests', status: 'skipped', seconds: '0.0' });
}

console.log('\n━━━ summary ━━━');
for (const { name, status, seconds, cpu } of results) {
  console.log(`${status.padEnd(8)} ${name} (${seconds} s${cpu ? `, CPU ${cpu} s` : ''})`);
}
const failed = results.filter((r) => r.status === 'FAILED').length;
const passed = results.filter((r) => r.status === 'passed').length;
console.log(`${passed} passed, ${failed} failed, ${elapsed(startedAt)} s in all`);
process.exit(failed === 0 ? 0 : 1);
