/**
 * Issue 15's server figures: a user with 100,000 ledger entries must cost what a user with
 * 10 records costs (token-user, a 25-row history page), and a 100,000-entry CSV statement
 * must stream in constant memory. Used by server-api.bench.ts.
 */
import { randomUUID } from 'node:crypto';
import v8 from 'node:v8';
import vm from 'node:vm';
import type { Queryable } from '../server/src/db/database';
import type { TestServer } from '../server/test/helpers';
import { printTable } from './printTable';

export const LEDGER_ENTRIES_AT_SCALE = 100_000;

/**
 * Tops the user's ledger up to LEDGER_ENTRIES_AT_SCALE entries with intraday trade results
 * over the last four years, alternately +1.00 and −1.00 so every figure stays as it was
 * (an even number of them). One INSERT … SELECT; the totals trigger follows every row.
 */
export async function topUpLedger(db: Queryable, userId: string): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM ledger_entries WHERE user_id = $1',
    [userId],
  );
  const have = row?.n ?? 0;
  // A few hundred over, so the longest statement (five calendar years back from tomorrow,
  // which starts a few hours after the oldest seeded entry) still holds 100,000 entries.
  let extra = Math.max(0, LEDGER_ENTRIES_AT_SCALE + 300 - have);
  extra += extra % 2;
  await db.query(
    `INSERT INTO ledger_entries (user_id, kind, amount, reason, reference, created_at)
     SELECT $1, 'trade_result', CASE WHEN n % 2 = 0 THEN 1.00 ELSE -1.00 END,
            'Intraday position closed', 'TRD-BULK-' || n,
            now() - interval '4 years' + n * (interval '4 years' / ($2::int + 1))
       FROM generate_series(1, $2::int) AS n`,
    [userId, extra],
  );
  return have + extra;
}

/**
 * A user with 10 records: 5 deposits (4 approved, 1 pending) and 5 withdrawals (approved),
 * with the ledger entries the product would have written for them.
 */
export async function seedSmallUser(db: Queryable, userId: string, email: string) {
  const day = (n: number) => new Date(Date.now() - n * 24 * 60 * 60 * 1000).toISOString();
  await db.query(
    `INSERT INTO ledger_entries (user_id, kind, amount, reason, reference, created_at)
     VALUES ($1, 'trade_result', 900.00, 'Closed BTC/USD position', 'TRD-SMALL-1', $2)`,
    [userId, day(30)],
  );
  for (let i = 1; i <= 5; i += 1) {
    const deposit = `DEP-SMALL-${i}`;
    const status = i === 5 ? 'pending' : 'approved';
    await db.query(
      `INSERT INTO deposits (id, user_id, amount, reference, status, created_at)
       VALUES ($1, $2, 250, $3, $4, $5)`,
      [randomUUID(), userId, deposit, status, day(20 - i)],
    );
    if (status === 'approved') {
      await db.query(
        `INSERT INTO ledger_entries (user_id, kind, amount, reason, reference, created_at)
         VALUES ($1, 'deposit', 250, 'Deposit approved', $2, $3)`,
        [userId, deposit, day(19 - i)],
      );
    }
    const withdrawal = `WDR-SMALL-${i}`;
    await db.query(
      `INSERT INTO withdrawals (id, user_id, amount, charges, wallet_address, email, exchange,
                                asset, reference, status, created_at)
       VALUES ($1, $2, 100, 0.025, 'bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh', $3, 'Binance',
               'BTC', $4, 'approved', $5)`,
      [randomUUID(), userId, email, withdrawal, day(10 - i)],
    );
    await db.query(
      `INSERT INTO ledger_entries (user_id, kind, amount, reason, reference, created_at) VALUES
         ($1, 'withdrawal', -97.50, 'Withdrawal of BTC paid out', $2, $3),
         ($1, 'withdrawal_fee', -2.50, 'Withdrawal fee (2.50%)', $2, $3)`,
      [userId, withdrawal, day(9 - i)],
    );
  }
}

export interface StatementMemory {
  entries: number;
  bytes: number;
  ms: number;
  rssGrowthMb: number;
  heapGrowthMb: number;
}

const MB = 1024 * 1024;

/**
 * A full garbage collection now. npm run bench:server has no --expose-gc, so it is switched on
 * here. Between measurements, so one run's garbage (a login's 128 MiB scrypt buffers, a
 * 3 MB list) is not collected during the next run and counted as its latency.
 */
export function collectGarbage(): void {
  v8.setFlagsFromString('--expose-gc');
  (vm.runInNewContext('gc') as () => void)();
}

/**
 * Downloads a CSV statement from the in-process server and samples this process's memory
 * every 10 ms while it streams (server and reader share the process, so the growth is an
 * upper bound for the server). The reader keeps no chunk: it counts bytes and lines.
 */
export async function measureStatementMemory(
  server: TestServer,
  token: string,
  from: string,
  to: string,
): Promise<StatementMemory> {
  // A collection first, so the baseline is live memory, not garbage left by the runs before
  // (which would hide any growth).
  collectGarbage();
  const before = process.memoryUsage();
  let peakRss = before.rss;
  let peakHeap = before.heapUsed;
  const sample = () => {
    const now = process.memoryUsage();
    peakRss = Math.max(peakRss, now.rss);
    peakHeap = Math.max(peakHeap, now.heapUsed);
  };
  const timer = setInterval(sample, 10);
  const start = performance.now();
  let bytes = 0;
  let lines = 0;
  try {
    const response = await fetch(`${server.baseUrl}/statements?from=${from}&to=${to}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    if (!response.ok || !response.body) {
      throw new Error(`statement answered ${response.status}: ${await response.text()}`);
    }
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
      bytes += chunk.length;
      for (const byte of chunk) if (byte === 10) lines += 1;
    }
  } finally {
    clearInterval(timer);
    sample();
  }
  return {
    // Header, opening and closing rows are not entries.
    entries: lines - 3,
    bytes,
    ms: performance.now() - start,
    rssGrowthMb: (peakRss - before.rss) / MB,
    heapGrowthMb: (peakHeap - before.heapUsed) / MB,
  };
}

export interface TargetRow {
  figure: string;
  measured: string;
  target: string;
  met: boolean;
}

export function printTargets(rows: TargetRow[]): void {
  printTable(
    'Issue 15 targets (history at any size)',
    ['figure', 'measured', 'target', 'result'],
    rows.map((row) => [row.figure, row.measured, row.target, row.met ? 'MET' : 'NOT MET']),
  );
}
