/**
 * Throughput and latency of the reference API over loopback, for a user whose two history
 * lists hold 10,000 deposits and 10,000 withdrawals and whose ledger is topped up to 100,000
 * entries, beside a user with 10 records. Issue 15's targets are printed with MET / NOT MET
 * beside the figures (bench/historyScale.ts); the whole-list figures stay as compatibility
 * figures. First comes a burst of 50 sign-ins at production scrypt cost to a server process,
 * with issue 26's targets for memory and health checks (bench/concurrentSignIns.ts). No speed
 * is asserted.
 * The run fails only when a request did not answer 2xx, because a rate that includes
 * errors (429, 500, timeouts) would not measure the endpoint.
 *
 *   npm run bench:server
 *   DATABASE_URL=postgres://… npm run bench:server   (on PostgreSQL instead of in-memory
 *   PGlite; like the server tests, it DROPS the public schema of that database first)
 *
 * The server runs in this process, built exactly as the server tests build it; autocannon
 * fires from a worker thread so the load generator does not share the server's event loop.
 */
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import autocannon from 'autocannon';
import type { AllDepositsResponse, AllWithdrawalsResponse } from '../src/api/types';
import { newReference } from '../server/src/accounts/references';
import { refreshHistoryStatistics } from '../server/src/accounts/historyStatistics';
import { findUserByEmail } from '../server/src/accounts/users';
import { DEFAULT_CONFIG } from '../server/src/config';
import type { Queryable } from '../server/src/db/database';
import { allowWithdrawals, setWithdrawalFee, verifyUser } from '../server/src/operator/commands';
import { PRODUCTION_SCRYPT_COST, verifySecret } from '../server/src/security/hashing';
import { createUser, fetchDetails, startTestServer, type TestServer } from '../server/test/helpers';
import {
  collectGarbage,
  measureStatementMemory,
  printTargets,
  seedSmallUser,
  topUpLedger,
  type TargetRow,
} from './historyScale';
import { concurrentSignInsFigure } from './concurrentSignIns';
import { portfolioHistoryFigure } from './portfolioHistoryFigure';
import { notificationFigures } from './notificationFigures';
import { tradingFigures } from './tradingFigures';
import { printTable } from './printTable';

const RECORDS_PER_LIST = 10_000;
const CONNECTIONS = 10;
const DURATION_SECONDS = 10;
const WARMUP_SECONDS = 2;
/**
 * autocannon's default is 10 s without a byte of answer. Ten connections queue on one
 * server thread, so a multi-megabyte list can wait that long on a loaded machine: that is a
 * latency worth reporting, not a request to drop. Longer than this counts as an error.
 */
const TIMEOUT_SECONDS = 30;

// ——— Seeding ———

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
/** SPEC §10: records are kept five years, so that is how far back the history reaches. */
const HISTORY_MS = 5 * 365 * DAY_MS;
/** SPEC §10: settlement takes up to two days; younger records are still pending. */
const SETTLEMENT_MS = 2 * DAY_MS;
/** The account's withdrawal fee in thousandths (2.5 %), so fees are whole-cent arithmetic. */
const FEE_PER_MILLE = 25;
const FEE_PERCENT = String(FEE_PER_MILLE / 10);
const PAYOUTS = [
  { asset: 'BTC', exchange: 'Binance', wallet: 'bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh' },
  { asset: 'ETH', exchange: 'Coinbase', wallet: '0x71C7656EC7ab88b098defB751B7401B5f6d8976F' },
  { asset: 'USDT', exchange: 'Kraken', wallet: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE' },
];

/** Deterministic, so every run seeds the same amounts, statuses and dates. */
function seededRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const decimal = (cents: number) =>
  `${cents < 0 ? '-' : ''}${Math.floor(Math.abs(cents) / 100)}.${String(Math.abs(cents) % 100).padStart(2, '0')}`;

interface SeedRecord {
  id: string;
  reference: string;
  cents: number;
  status: 'pending' | 'approved' | 'failed';
  createdAt: Date;
  decidedAt: Date | null;
}

interface LedgerRow {
  kind: 'deposit' | 'trade_result' | 'withdrawal' | 'withdrawal_fee';
  cents: number;
  reason: string;
  reference: string;
  at: Date;
}

/** What the API must report once the history is in, to prove the seed is consistent. */
interface ExpectedFigures {
  totalDeposit: number;
  tradeProfit: number;
  pendBalance: number;
}

/**
 * `count` records spread evenly over the last five years, oldest first. Those younger than
 * the settlement time are pending; the others were decided within it, one in twenty failed.
 */
function history(
  count: number,
  prefix: 'DEP' | 'WDR',
  random: () => number,
  amountCents: () => number,
) {
  const now = Date.now();
  const start = now - HISTORY_MS;
  const step = (HISTORY_MS - HOUR_MS) / count;
  return Array.from({ length: count }, (_, index): SeedRecord => {
    const created = start + (index + random()) * step;
    const pending = created + SETTLEMENT_MS > now;
    return {
      id: randomUUID(),
      reference: newReference(prefix),
      cents: amountCents(),
      status: pending ? 'pending' : random() < 0.05 ? 'failed' : 'approved',
      createdAt: new Date(created),
      decidedAt: pending
        ? null
        : new Date(created + HOUR_MS + random() * (SETTLEMENT_MS - HOUR_MS)),
    };
  });
}

/**
 * Inserts every row with one statement, one array parameter per column unnested in SQL:
 * 10,000 single-row inserts would make seeding slower than the benchmark itself.
 */
async function insertRows<Row>(
  db: Queryable,
  table: string,
  rows: Row[],
  columns: Record<string, [sqlType: string, value: (row: Row) => unknown]>,
): Promise<void> {
  const names = Object.keys(columns);
  const arrays = Object.values(columns).map(([, value]) => rows.map(value));
  const unnested = Object.values(columns).map(([type], index) => `$${index + 1}::${type}[]`);
  await db.query(
    `INSERT INTO ${table} (${names.join(', ')}) SELECT * FROM unnest(${unnested.join(', ')})`,
    arrays,
  );
}

/**
 * Gives the user a five-year history as the product would have written it: deposits
 * (whole amounts, approved ones credited in the ledger), trade results posted by an operator,
 * and withdrawals at the account's fee, each approved one paid out of trade profit as two
 * ledger entries (net payout and fee), never more than the profit at the time.
 * Written straight into the tables: the product has no API that creates decided records.
 */
async function seedHistory(
  db: Queryable,
  userId: string,
  payoutEmail: string,
): Promise<ExpectedFigures> {
  const random = seededRandom(20_000);
  const deposits = history(
    RECORDS_PER_LIST,
    'DEP',
    random,
    () => (50 + Math.floor(random() * 4951)) * 100,
  );
  const withdrawals = history(
    RECORDS_PER_LIST,
    'WDR',
    random,
    () => 1000 + Math.floor(random() * 49_001),
  ).map((record, index) => ({ ...record, payout: PAYOUTS[index % PAYOUTS.length]! }));
  const ledger: LedgerRow[] = [];

  for (const deposit of deposits) {
    if (deposit.status !== 'approved' || !deposit.decidedAt) continue;
    ledger.push({
      kind: 'deposit',
      cents: deposit.cents,
      reason: 'Deposit approved',
      reference: deposit.reference,
      at: deposit.decidedAt,
    });
  }

  // Replays withdrawal requests and decisions in time order. A request fits in the trade
  // profit minus pending withdrawals (the seed's own rule, stricter than the server's available
  // cash), so trading results are posted before a request when the profit so far would not
  // cover it — some of them losses.
  type Step = { at: number; withdrawal: (typeof withdrawals)[number]; decision: boolean };
  const steps: Step[] = withdrawals.flatMap((withdrawal) => [
    { at: withdrawal.createdAt.getTime(), withdrawal, decision: false },
    ...(withdrawal.decidedAt
      ? [{ at: withdrawal.decidedAt.getTime(), withdrawal, decision: true }]
      : []),
  ]);
  steps.sort((a, b) => a.at - b.at);
  let profit = 0;
  /** Trade Profit as the server reports it (SPEC §12.0): the operator's results alone. */
  let tradeResults = 0;
  let pendingWithdrawals = 0;
  for (const { at, withdrawal, decision } of steps) {
    if (!decision) {
      while (profit - pendingWithdrawals < withdrawal.cents) {
        const headroom = profit - pendingWithdrawals;
        const loss = -Math.floor(random() * 30_000);
        const cents =
          random() < 0.2 && headroom + loss >= 0 ? loss : 20_000 + Math.floor(random() * 300_000);
        profit += cents;
        tradeResults += cents;
        ledger.push({
          kind: 'trade_result',
          cents,
          reason: cents < 0 ? 'Closed ETH/USD position at a loss' : 'Closed BTC/USD position',
          reference: newReference('TRD'),
          at: new Date(at - 60_000),
        });
      }
      pendingWithdrawals += withdrawal.cents;
      continue;
    }
    pendingWithdrawals -= withdrawal.cents;
    if (withdrawal.status !== 'approved') continue;
    // Half up, like the server's round(amount * charges, 2) on a positive amount.
    const fee = Math.round((withdrawal.cents * FEE_PER_MILLE) / 1000);
    ledger.push(
      {
        kind: 'withdrawal',
        cents: -(withdrawal.cents - fee),
        reason: `Withdrawal of ${withdrawal.payout.asset} paid out`,
        reference: withdrawal.reference,
        at: new Date(at),
      },
      {
        kind: 'withdrawal_fee',
        cents: -fee,
        reason: `Withdrawal fee (${(FEE_PER_MILLE / 10).toFixed(2)}%)`,
        reference: withdrawal.reference,
        at: new Date(at),
      },
    );
    profit -= withdrawal.cents;
  }
  ledger.sort((a, b) => a.at.getTime() - b.at.getTime());

  const iso = (date: Date | null) => date?.toISOString() ?? null;
  await insertRows(db, 'deposits', deposits, {
    id: ['uuid', (row) => row.id],
    user_id: ['uuid', () => userId],
    amount: ['numeric', (row) => decimal(row.cents)],
    reference: ['text', (row) => row.reference],
    status: ['text', (row) => row.status],
    created_at: ['timestamptz', (row) => iso(row.createdAt)],
    decided_at: ['timestamptz', (row) => iso(row.decidedAt)],
  });
  await insertRows(db, 'withdrawals', withdrawals, {
    id: ['uuid', (row) => row.id],
    user_id: ['uuid', () => userId],
    amount: ['numeric', (row) => decimal(row.cents)],
    charges: ['numeric', () => String(FEE_PER_MILLE / 1000)],
    wallet_address: ['text', (row) => row.payout.wallet],
    email: ['text', () => payoutEmail],
    exchange: ['text', (row) => row.payout.exchange],
    asset: ['text', (row) => row.payout.asset],
    reference: ['text', (row) => row.reference],
    status: ['text', (row) => row.status],
    created_at: ['timestamptz', (row) => iso(row.createdAt)],
    decided_at: ['timestamptz', (row) => iso(row.decidedAt)],
  });
  await insertRows(db, 'ledger_entries', ledger, {
    user_id: ['uuid', () => userId],
    kind: ['text', (row) => row.kind],
    amount: ['numeric', (row) => decimal(row.cents)],
    reason: ['text', (row) => row.reason],
    reference: ['text', (row) => row.reference],
    created_at: ['timestamptz', (row) => iso(row.at)],
  });

  const sum = (records: SeedRecord[], status: SeedRecord['status']) =>
    records.filter((row) => row.status === status).reduce((total, row) => total + row.cents, 0);
  return {
    totalDeposit: sum(deposits, 'approved') / 100,
    tradeProfit: tradeResults / 100,
    pendBalance: sum(deposits, 'pending') / 100,
  };
}

// ——— Measuring ———

interface Target {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  token?: string;
  note?: string;
}

interface Figures {
  target: Target;
  result: autocannon.Result;
  bodyBytes: number;
}

async function measure(server: TestServer, target: Target): Promise<Figures> {
  // One request first: it proves the call works and gives the body size autocannon lacks.
  const probe = await server.request(target.method, target.path, {
    body: target.body,
    token: target.token,
  });
  if (probe.status < 200 || probe.status > 299) {
    throw new Error(`${target.name} answered ${probe.status}: ${probe.text.slice(0, 200)}`);
  }
  const headers: Record<string, string> = {};
  if (target.body !== undefined) headers['content-type'] = 'application/json';
  if (target.token) headers.authorization = `Bearer ${target.token}`;
  process.stdout.write(`  ${target.name} … `);
  collectGarbage();
  const result = await autocannon({
    url: `${server.baseUrl}${target.path}`,
    method: target.method,
    headers,
    body: target.body === undefined ? undefined : JSON.stringify(target.body),
    connections: CONNECTIONS,
    duration: DURATION_SECONDS,
    warmup: { connections: CONNECTIONS, duration: WARMUP_SECONDS },
    timeout: TIMEOUT_SECONDS,
    workers: 1,
  });
  console.log(`${result.requests.total} requests`);
  return { target, result, bodyBytes: Buffer.byteLength(probe.text) };
}

/** Other work on the machine changes every figure, so the bench prints it beside them. */
const loadAverage = () => (os.loadavg()[0] ?? 0).toFixed(2);

const grouped = (value: number, digits = 0) =>
  value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

function printFigures(rows: Figures[]): void {
  printTable(
    'API throughput and latency (autocannon, loopback)',
    ['endpoint', 'req/s (mean)', 'p50 ms', 'p99 ms', 'body', 'non-2xx', 'errors'],
    rows.map(({ target, result, bodyBytes }) => [
      target.name,
      grouped(result.requests.mean, 1),
      grouped(result.latency.p50),
      grouped(result.latency.p99),
      `${grouped(bodyBytes)} B`,
      grouped(result.non2xx),
      grouped(result.errors),
    ]),
  );
  for (const { target } of rows) if (target.note) console.log(`\n${target.name}: ${target.note}`);
}

async function main(): Promise<void> {
  const loadBefore = loadAverage();
  const server = await startTestServer({
    // The real password hash cost, so the login figure is what production users meet.
    scryptCost: PRODUCTION_SCRYPT_COST,
    // Production allows 30 /auth calls per client per minute; every bench request comes from
    // 127.0.0.1, so that limit would turn the login run into 429s after 30 requests.
    authRateLimit: { max: 1_000_000, windowMs: 60_000 },
    // Likewise the per-user limit on the money endpoints (120 a minute in production).
    moneyRateLimit: { max: 1_000_000, windowMs: 60_000 },
    // autocannon drops the requests still in flight when its warm-up ends, and the server
    // still hashes them: with production's 16 waiting, the run's first requests would find
    // the queue full (503). The sign-in burst measures the production queue on its own.
    hashing: { concurrency: DEFAULT_CONFIG.hashing.concurrency, queueLimit: 64 },
  });
  try {
    console.log(
      `Server API bench: ${server.db.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : 'in-memory PGlite'}, ${server.baseUrl}, ${os.availableParallelism()} CPUs`,
    );
    const user = await createUser(server);
    // A server process of its own, before this one is busy seeding.
    await concurrentSignInsFigure();
    const account = await findUserByEmail(server.db, user.email);
    if (!account) throw new Error('the bench user was not created');
    await setWithdrawalFee(server.db, user.email, FEE_PERCENT);
    await allowWithdrawals(server.db, user.email, true);
    await verifyUser(server.db, user.email);
    const scryptStart = performance.now();
    await verifySecret(user.password, account.password_hash);
    const scryptMs = performance.now() - scryptStart;

    const seedStart = performance.now();
    const expected = await server.db.transaction((tx) =>
      seedHistory(tx, account.id, 'payouts@example.com'),
    );
    console.log(
      `Seeded ${grouped(RECORDS_PER_LIST)} deposits and ${grouped(RECORDS_PER_LIST)} withdrawals in ${grouped(performance.now() - seedStart)} ms`,
    );

    // The API must report exactly the figures the seeded ledger implies.
    const details = await fetchDetails(server, user);
    for (const key of ['totalDeposit', 'tradeProfit', 'pendBalance'] as const) {
      if (details[key] !== expected[key]) {
        throw new Error(`${key} is ${details[key]}, the seeded history implies ${expected[key]}`);
      }
    }
    const lists = [
      (await server.request<AllDepositsResponse>('GET', '/transaction/all', { token: user.token }))
        .body.allTransactions,
      (
        await server.request<AllWithdrawalsResponse>('GET', '/withdrawal/all', {
          token: user.token,
        })
      ).body.allWithdrawals,
    ];
    if (lists.some((list) => list.length !== RECORDS_PER_LIST)) {
      throw new Error(`a history list does not hold ${RECORDS_PER_LIST} records`);
    }
    const topUpStart = performance.now();
    const ledgerEntries = await topUpLedger(server.db, account.id);
    console.log(
      `Ledger topped up to ${grouped(ledgerEntries)} entries in ${grouped(performance.now() - topUpStart)} ms`,
    );
    const after = await fetchDetails(server, user);
    if (after.totalEquity !== details.totalEquity) {
      throw new Error(
        `the top-up changed totalEquity from ${details.totalEquity} to ${after.totalEquity}`,
      );
    }
    // What the server's periodic refresh does on PGlite (autovacuum on PostgreSQL): without
    // it a page's plan would still assume the empty tables the server started with.
    await refreshHistoryStatistics(server.db);
    const small = await createUser(server);
    const smallAccount = await findUserByEmail(server.db, small.email);
    if (!smallAccount) throw new Error('the 10-record user was not created');
    await seedSmallUser(server.db, smallAccount.id, small.email);
    // A cursor 5,000 records deep, to show a late page costs what the first one does.
    let deepCursor = '';
    for (let page = 0; page < 50; page += 1) {
      const next = await server.request<{ nextCursor: string | null }>(
        'GET',
        `/transaction/all?limit=100${deepCursor ? `&cursor=${deepCursor}` : ''}`,
        { token: user.token },
      );
      if (!next.body.nextCursor) throw new Error('the history ended before 5,000 records');
      deepCursor = encodeURIComponent(next.body.nextCursor);
    }

    console.log(
      `autocannon: ${CONNECTIONS} connections, ${DURATION_SECONDS} s per endpoint after ${WARMUP_SECONDS} s warm-up`,
    );
    const targets: Target[] = [
      {
        name: 'POST /auth/login',
        method: 'POST',
        path: '/auth/login',
        body: { email: user.email, password: user.password },
        note: `low by design: every login checks the password with scrypt (N=2^${Math.log2(PRODUCTION_SCRYPT_COST.N)}, r=${PRODUCTION_SCRYPT_COST.r}), deliberately slow so guessing passwords stays slow; one check took ${grouped(scryptMs)} ms here.`,
      },
      {
        name: 'GET /transaction/token-user',
        method: 'GET',
        path: '/transaction/token-user',
        token: user.token,
      },
      {
        name: 'GET /transaction/all (whole list, compatibility)',
        method: 'GET',
        path: '/transaction/all',
        token: user.token,
      },
      {
        name: 'GET /withdrawal/all (whole list, compatibility)',
        method: 'GET',
        path: '/withdrawal/all',
        token: user.token,
      },
      {
        name: 'GET /transaction/token-user (10-record user)',
        method: 'GET',
        path: '/transaction/token-user',
        token: small.token,
      },
      {
        name: 'GET /transaction/all?limit=25',
        method: 'GET',
        path: '/transaction/all?limit=25',
        token: user.token,
      },
      {
        name: 'GET /transaction/all?limit=25 (5,000 deep)',
        method: 'GET',
        path: `/transaction/all?limit=25&cursor=${deepCursor}`,
        token: user.token,
      },
      {
        name: 'GET /transaction/all?limit=25 (10-record user)',
        method: 'GET',
        path: '/transaction/all?limit=25',
        token: small.token,
      },
      {
        name: 'GET /withdrawal/all?limit=25&status=approved',
        method: 'GET',
        path: '/withdrawal/all?limit=25&status=approved',
        token: user.token,
      },
    ];
    const rows: Figures[] = [];
    for (const target of targets) rows.push(await measure(server, target));
    printFigures(rows);

    // A statement of the last five years: the longest range the server allows.
    const today = new Date();
    const to = today.toISOString().slice(0, 10);
    const fromDate = new Date(today.getTime() + DAY_MS);
    fromDate.setUTCFullYear(fromDate.getUTCFullYear() - 5);
    const from = fromDate.toISOString().slice(0, 10);
    const statement = await measureStatementMemory(server, user.token, from, to);
    console.log(
      `\nCSV statement ${from} to ${to}: ${grouped(statement.entries)} entries, ${grouped(statement.bytes / 1024 / 1024, 1)} MB in ${grouped(statement.ms)} ms; memory growth while streaming: RSS ${grouped(statement.rssGrowthMb, 1)} MB, heap ${grouped(statement.heapGrowthMb, 1)} MB (server and reader in one process)`,
    );

    const p99 = (name: string) => {
      const row = rows.find(({ target }) => target.name === name);
      if (!row) throw new Error(`no figures for ${name}`);
      return row.result.latency.p99;
    };
    const scaled = (name: string, smallName: string, limitMs: number, what: string) => {
      const big = p99(name);
      const base = p99(smallName);
      return {
        figure: `${what} p99, ${grouped(ledgerEntries)}-entry user vs 10-record user`,
        measured: `${grouped(big)} ms vs ${grouped(base)} ms`,
        target: `≤ ${limitMs} ms and ≤ 2× (${grouped(2 * base)} ms)`,
        met: big <= limitMs && big <= 2 * base,
      };
    };
    const targetRows: TargetRow[] = [
      scaled(
        'GET /transaction/token-user',
        'GET /transaction/token-user (10-record user)',
        20,
        'token-user',
      ),
      scaled(
        'GET /transaction/all?limit=25',
        'GET /transaction/all?limit=25 (10-record user)',
        25,
        '25-row history page',
      ),
      scaled(
        'GET /transaction/all?limit=25 (5,000 deep)',
        'GET /transaction/all?limit=25 (10-record user)',
        25,
        '25-row page 5,000 records deep',
      ),
      {
        figure: `CSV statement of ${grouped(statement.entries)} entries, RSS growth`,
        measured: `${grouped(statement.rssGrowthMb, 1)} MB`,
        target: '< 50 MB',
        met: statement.entries >= 100_000 && statement.rssGrowthMb < 50,
      },
    ];
    printTargets(targetRows);

    // Its own user with 100,000 ledger entries; prints its target and MET / NOT MET.
    await portfolioHistoryFigure(server);

    // Quote and execute at 10 connections, holdings of a 10,000-trade user (issue 29).
    await tradingFigures(server);

    // Alert evaluation over 100,000 alerts, the inbox of a 10,000-notification user (issue 30).
    await notificationFigures(server);

    console.log(`\nLoad average (1 min) before / after: ${loadBefore} / ${loadAverage()}`);

    // autocannon counts timeouts among its errors.
    const failed = rows.filter(({ result }) => result.non2xx + result.errors > 0);
    for (const { target, result } of failed) {
      console.error(
        `\n!!! FAILED: ${target.name} had ${result.non2xx} non-2xx responses ${JSON.stringify(result.statusCodeStats)} and ${result.errors} errors (${result.timeouts} timeouts); its figures do not measure the endpoint.`,
      );
    }
    if (failed.length > 0) process.exitCode = 1;
  } finally {
    await server.close();
  }
}

main().catch((error: unknown) => {
  console.error('Server API bench failed:', error instanceof Error ? error.message : error);
  // fetch hides the socket error (reset, timeout) in its cause.
  if (error instanceof Error && error.cause) console.error('  cause:', error.cause);
  process.exitCode = 1;
});
