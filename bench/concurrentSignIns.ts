/**
 * The sign-in burst of `npm run bench:server` (issue 26, finding 8): 50 sign-ins sent at once
 * at production scrypt cost (128 MiB a hash) to the server as it runs in production — its own
 * process (`node --import tsx server/src/main.ts`, as the Dockerfile starts it), production's
 * hashing queue — while /health/live is asked every 20 ms. Prints that process's peak RSS
 * (the kernel's high-water mark, VmHWM, reset just before the burst), the health check's
 * latency during the burst and how many sign-ins got 200 and how many 503 (queue full),
 * beside the targets. The same burst then goes to a server without the bound, for comparison
 * only: there the libuv thread pool (4 threads) is all that limits the hashes at once.
 * On the database the bench runs on: DATABASE_URL's, or the server's own in-memory PGlite.
 */
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEFAULT_CONFIG } from '../server/src/config';
import type { HashingLimits } from '../server/src/security/hashQueue';
import { registration } from '../server/test/helpers';
import { printTable } from './printTable';

const SIGN_INS = 50;
const REGISTER_AT_ONCE = 8;
const PROBE_EVERY_MS = 20;
/** A production-cost hash holds 128·N·r bytes (N = 2^17, r = 8). */
const HASH_MB = 128;
/**
 * The server idles at about 150 MB on PostgreSQL; with the default of 2 hashes at once
 * (256 MB) and the requests themselves it peaks near 400 MB, so 600 MB leaves room for
 * allocator slack while still failing when the bound is off: the thread pool alone runs 4
 * hashes at once (512 MB). With the embedded database the server also holds PGlite (about
 * 450 MB here, more with more data), so there the target is on growth: hashing plus 128 MB.
 */
const TARGET_PEAK_RSS_MB = 600;
const growthTargetMb = (concurrency: number) => concurrency * HASH_MB + 128;
/** A health check must not queue behind the hashing: the event loop stays free. */
const TARGET_HEALTH_P99_MS = 100;
const BENCH_TOKEN_SECRET = 'bench-only-token-secret-0123456789abcdef0123';
const REPO_ROOT = path.resolve(__dirname, '..');

const loadAverage = () => (os.loadavg()[0] ?? 0).toFixed(2);

interface ServerProcess {
  url: string;
  /** VmRSS and VmHWM (peak) of the process, in MB. */
  memory(): { rssMb: number; peakMb: number };
  /** Starts the peak anew (writing 5 to clear_refs resets VmHWM). */
  resetPeak(): void;
  stop(): Promise<void>;
}

function startServerProcess(hashing: HashingLimits): Promise<ServerProcess> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'info',
    DEMO_ACCOUNT: 'off',
    TOKEN_SECRET: BENCH_TOKEN_SECRET,
    // Every request comes from 127.0.0.1: the per-client limit would answer 429 instead.
    AUTH_RATE_LIMIT: '1000000',
    HASH_CONCURRENCY: String(hashing.concurrency),
    HASH_QUEUE_LIMIT: String(hashing.queueLimit),
  };
  delete env.NODE_ENV;
  if (!env.DATABASE_URL) env.DATA_DIR = 'memory://';
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: REPO_ROOT,
    env,
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const status = () => readFileSync(`/proc/${child.pid}/status`, 'utf8');
  const kilobytes = (field: string) =>
    Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status())?.[1]);
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the server did not start:\n${output}`));
    }, 120_000);
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      const listening = /Meridian API listening on (http:\/\/[\d.]+:\d+)/.exec(output);
      if (!listening?.[1]) return;
      clearTimeout(timer);
      child.stdout.off('data', collect);
      child.stderr.off('data', collect);
      // Keep reading, so a full pipe never blocks the server's logging.
      child.stdout.resume();
      child.stderr.resume();
      resolve({
        url: listening[1],
        memory: () => ({ rssMb: kilobytes('VmRSS') / 1024, peakMb: kilobytes('VmHWM') / 1024 }),
        resetPeak: () => writeFileSync(`/proc/${child.pid}/clear_refs`, '5'),
        stop: async () => {
          child.kill('SIGTERM');
          await exited;
        },
      });
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    void exited.then(() => {
      clearTimeout(timer);
      reject(new Error(`the server exited before listening:\n${output}`));
    });
  });
}

interface BurstFigures {
  baselineRssMb: number;
  peakRssMb: number;
  healthP50Ms: number;
  healthP99Ms: number;
  healthMaxMs: number;
  healthChecks: number;
  statuses: Map<number, number>;
  ms: number;
}

const percentile = (values: number[], share: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  const index = Math.max(0, Math.min(sorted.length - 1, Math.ceil(sorted.length * share) - 1));
  return sorted[index] ?? 0;
};

async function post(url: string, body: unknown): Promise<{ status: number; text: string }> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, text: await response.text() };
}

interface Credentials {
  email: string;
  password: string;
}

/**
 * SIGN_INS accounts, one per sign-in of the burst: fifty attempts on one account would meet
 * its sign-in limit (10) instead of the hashing. A few registrations at a time, so they fit
 * the queue (each is two hashes).
 */
async function registerAccounts(url: string): Promise<Credentials[]> {
  const accounts: Credentials[] = [];
  while (accounts.length < SIGN_INS) {
    const batch = Array.from(
      { length: Math.min(REGISTER_AT_ONCE, SIGN_INS - accounts.length) },
      () => registration(),
    );
    const answers = await Promise.all(batch.map((form) => post(`${url}/auth/register`, form)));
    const refused = answers.find((answer) => answer.status !== 201);
    if (refused) throw new Error(`register answered ${refused.status}: ${refused.text}`);
    accounts.push(...batch.map(({ email, password }) => ({ email, password })));
  }
  return accounts;
}

/** A fresh server with `hashing`, SIGN_INS accounts on it (or on its database), the burst. */
async function burstOn(
  hashing: HashingLimits,
  accountsOnDatabase?: Credentials[],
): Promise<{ figures: BurstFigures; accounts: Credentials[] }> {
  const server = await startServerProcess(hashing);
  try {
    const accounts = accountsOnDatabase ?? (await registerAccounts(server.url));

    const baseline = server.memory().rssMb;
    server.resetPeak();
    let bursting = true;
    const latencies: number[] = [];
    const healthChecks = (async () => {
      while (bursting) {
        const start = performance.now();
        const response = await fetch(`${server.url}/health/live`);
        await response.text();
        if (response.status !== 200) throw new Error(`/health/live answered ${response.status}`);
        latencies.push(performance.now() - start);
        // As a proxy's or orchestrator's probe would come, not a flood of our own making.
        await new Promise((resolve) => setTimeout(resolve, PROBE_EVERY_MS));
      }
    })();
    const start = performance.now();
    const statuses = new Map<number, number>();
    let took = 0;
    try {
      const answers = await Promise.all(
        accounts.map((credentials) => post(`${server.url}/auth/login`, credentials)),
      );
      took = performance.now() - start;
      for (const { status } of answers) statuses.set(status, (statuses.get(status) ?? 0) + 1);
    } finally {
      bursting = false;
      await healthChecks;
    }
    const figures = {
      baselineRssMb: baseline,
      peakRssMb: server.memory().peakMb,
      healthP50Ms: percentile(latencies, 0.5),
      healthP99Ms: percentile(latencies, 0.99),
      healthMaxMs: Math.max(0, ...latencies),
      healthChecks: latencies.length,
      statuses,
      ms: took,
    };
    return { figures, accounts };
  } finally {
    await server.stop();
  }
}

const count = (figures: BurstFigures, status: number) => figures.statuses.get(status) ?? 0;
const mb = (value: number) => `${Math.round(value).toLocaleString('en-US')} MB`;
const ms = (value: number) => `${Math.round(value).toLocaleString('en-US')} ms`;

const burstRow = (label: string, figures: BurstFigures) => [
  label,
  mb(figures.baselineRssMb),
  mb(figures.peakRssMb),
  mb(figures.peakRssMb - figures.baselineRssMb),
  ms(figures.healthP50Ms),
  ms(figures.healthP99Ms),
  ms(figures.healthMaxMs),
  figures.healthChecks,
  count(figures, 200),
  count(figures, 503),
  SIGN_INS - count(figures, 200) - count(figures, 503),
  ms(figures.ms),
];

export async function concurrentSignInsFigure(): Promise<void> {
  // What production runs with unless HASH_CONCURRENCY / HASH_QUEUE_LIMIT say otherwise.
  const { concurrency, queueLimit } = DEFAULT_CONFIG.hashing;
  const onPostgres = Boolean(process.env.DATABASE_URL);
  console.log(
    `\n${SIGN_INS} sign-ins at once at production scrypt cost to a server process (${onPostgres ? 'PostgreSQL' : 'in-memory PGlite'}, HASH_CONCURRENCY=${concurrency}, HASH_QUEUE_LIMIT=${queueLimit}), /health/live every ${PROBE_EVERY_MS} ms throughout; load average (1 min) ${loadAverage()} …`,
  );
  const first = await burstOn(DEFAULT_CONFIG.hashing);
  const bounded = first.figures;
  console.log(`… and again without the bound (HASH_CONCURRENCY=${SIGN_INS}), for comparison …`);
  // On PostgreSQL the accounts are already in the database both servers use.
  const unbounded = { concurrency: SIGN_INS, queueLimit: 1 };
  const comparison = (await burstOn(unbounded, onPostgres ? first.accounts : undefined)).figures;

  printTable(
    `${SIGN_INS} concurrent sign-ins (POST /auth/login, right password, scrypt N=2^17 r=8), server process`,
    [
      'hashing',
      'RSS before',
      'peak RSS',
      'growth',
      'health p50',
      'p99',
      'max',
      'checks',
      '200',
      '503',
      'other',
      'took',
    ],
    [
      burstRow(`bounded (${concurrency} at once, ${queueLimit} waiting)`, bounded),
      burstRow(`unbounded (${SIGN_INS} at once; comparison only)`, comparison),
    ],
  );
  const growth = bounded.peakRssMb - bounded.baselineRssMb;
  const rows = [
    onPostgres
      ? {
          figure: `server peak RSS during ${SIGN_INS} concurrent sign-ins`,
          measured: mb(bounded.peakRssMb),
          target: `< ${mb(TARGET_PEAK_RSS_MB)} (${concurrency} × ${HASH_MB} MB hashing)`,
          met: bounded.peakRssMb < TARGET_PEAK_RSS_MB,
        }
      : {
          figure: `server RSS growth during ${SIGN_INS} concurrent sign-ins`,
          measured: mb(growth),
          target: `< ${mb(growthTargetMb(concurrency))} (${concurrency} × ${HASH_MB} MB hashing + 128 MB)`,
          met: growth < growthTargetMb(concurrency),
        },
    {
      figure: '/health/live p99 during the burst',
      measured: ms(bounded.healthP99Ms),
      target: `< ${TARGET_HEALTH_P99_MS} ms`,
      met: bounded.healthChecks > 0 && bounded.healthP99Ms < TARGET_HEALTH_P99_MS,
    },
    {
      figure: 'every sign-in answered: 200, or 503 with a message when the queue is full',
      measured: `${count(bounded, 200)} × 200, ${count(bounded, 503)} × 503`,
      target: `${SIGN_INS} of ${SIGN_INS}`,
      met: count(bounded, 200) + count(bounded, 503) === SIGN_INS && count(bounded, 200) > 0,
    },
  ];
  printTable(
    'Issue 26 targets (hashing under a burst of sign-ins)',
    ['figure', 'measured', 'target', 'result'],
    rows.map((row) => [row.figure, row.measured, row.target, row.met ? 'MET' : 'NOT MET']),
  );
}
