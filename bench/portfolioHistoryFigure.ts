/**
 * The portfolio history figure of `npm run bench:server` (SPEC §11.3, issue 16): how long
 * `GET /portfolio/history?range=…` takes for a user with 100,000 ledger entries over five
 * years, one request at a time, against the target of p99 ≤ 50 ms for ALL.
 * Sequential on purpose: the target is one user's wait for the chart, not queueing under load.
 */
import type { PortfolioHistoryResponse, PortfolioRange } from '../src/api/types';
import { findUserByEmail } from '../server/src/accounts/users';
import { createUser, fetchDetails, type TestServer } from '../server/test/helpers';
import { printTable } from './printTable';

const LEDGER_ENTRIES = 100_000;
/** Five years of entries, one every 26 minutes (100,000 × 26 min ≈ 4.95 years). */
const ENTRY_SPACING_MINUTES = 26;
const WARMUP_REQUESTS = 20;
const MEASURED_REQUESTS = 200;
const TARGET_P99_MS = 50;
const RANGES: PortfolioRange[] = ['ALL', '1Y', '1M'];

/**
 * 100,000 entries in one statement: deposits, trade profits and losses, withdrawals with their
 * fees and referral bonuses, by the entry's number, so every figure the history groups moves.
 * Per-row triggers would make seeding take minutes on the embedded database, so they are off
 * for the insert (session_replication_role, inside the transaction) and the two kept totals
 * are then built from the entries with the same SQL as their migrations' backfills; the
 * answer is checked against token-user before anything is timed.
 */
async function seedLedger(server: TestServer, userId: string): Promise<void> {
  await server.db.transaction(async (tx) => {
    await tx.query('SET LOCAL session_replication_role = replica');
    await tx.query(
      `INSERT INTO ledger_entries (user_id, kind, amount, reason, reference, created_at)
       SELECT $1,
              CASE i % 10 WHEN 0 THEN 'deposit' WHEN 1 THEN 'deposit' WHEN 8 THEN 'withdrawal'
                          WHEN 9 THEN 'withdrawal_fee' WHEN 7 THEN 'referral_bonus'
                          ELSE 'trade_result' END,
              CASE i % 10 WHEN 0 THEN 100.00 WHEN 1 THEN 250.00 WHEN 8 THEN -48.75
                          WHEN 9 THEN -1.25 WHEN 7 THEN 5.00
                          ELSE ((i % 13) - 6) * 1.37 END,
              'bench entry', 'PF-' || i,
              now() - ((${LEDGER_ENTRIES} - i) * interval '${ENTRY_SPACING_MINUTES} minutes')
         FROM generate_series(1, ${LEDGER_ENTRIES}) AS i`,
      [userId],
    );
    await tx.query('SET LOCAL session_replication_role = origin');
    const groups = `COALESCE(SUM(amount) FILTER (WHERE kind = 'deposit'), 0),
      COALESCE(SUM(amount) FILTER (WHERE kind IN ('trade_result', 'withdrawal', 'withdrawal_fee')), 0),
      COALESCE(SUM(amount) FILTER (WHERE kind = 'referral_bonus'), 0)`;
    await tx.query(
      `INSERT INTO ledger_totals (user_id, deposit, profit, bonus)
       SELECT user_id, ${groups} FROM ledger_entries WHERE user_id = $1 GROUP BY user_id`,
      [userId],
    );
    await tx.query(
      `INSERT INTO ledger_daily_totals (user_id, day, deposit, profit, bonus)
       SELECT user_id, (created_at AT TIME ZONE 'UTC')::date, ${groups}
         FROM ledger_entries WHERE user_id = $1 GROUP BY 1, 2`,
      [userId],
    );
    // The account opened the day of its first entry, so ALL spans the five years.
    await tx.query(
      `UPDATE users SET created_at = now() - (${LEDGER_ENTRIES} * interval '${ENTRY_SPACING_MINUTES} minutes')
        WHERE id = $1`,
      [userId],
    );
  });
}

function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? NaN;
}

async function timeRange(server: TestServer, token: string, range: PortfolioRange) {
  const path = `/portfolio/history?range=${range}`;
  const headers = { authorization: `Bearer ${token}` };
  for (let i = 0; i < WARMUP_REQUESTS; i += 1)
    await (await fetch(server.baseUrl + path, { headers })).text();
  const times: number[] = [];
  for (let i = 0; i < MEASURED_REQUESTS; i += 1) {
    const start = performance.now();
    const response = await fetch(server.baseUrl + path, { headers });
    await response.text();
    times.push(performance.now() - start);
    if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 0.5), p99: percentile(times, 0.99) };
}

/** Seeds its own user, checks the answer against token-user, then prints the figures. */
export async function portfolioHistoryFigure(server: TestServer): Promise<{ met: boolean }> {
  const user = await createUser(server);
  const account = await findUserByEmail(server.db, user.email);
  if (!account) throw new Error('the portfolio bench user was not created');
  const seedStart = performance.now();
  await seedLedger(server, account.id);
  console.log(
    `\nSeeded ${LEDGER_ENTRIES.toLocaleString('en-US')} ledger entries over five years in ${Math.round(performance.now() - seedStart)} ms`,
  );

  // The figures must be right before their speed means anything.
  const all = await server.request<PortfolioHistoryResponse>(
    'GET',
    '/portfolio/history?range=ALL',
    {
      token: user.token,
    },
  );
  const details = await fetchDetails(server, user);
  const last = all.body.points.at(-1);
  if (
    !last ||
    last.balance !== details.totalEquity?.toFixed(2) ||
    last.netDeposits !== details.totalDeposit.toFixed(2) ||
    last.tradeProfit !== details.tradeProfit.toFixed(2)
  ) {
    throw new Error(`ALL's last point ${JSON.stringify(last)} is not token-user's figures`);
  }

  const rows: (string | number)[][] = [];
  let met = true;
  for (const range of RANGES) {
    const { p50, p99 } = await timeRange(server, user.token, range);
    const points = range === 'ALL' ? all.body.points.length : '';
    const verdict = range === 'ALL' ? (p99 <= TARGET_P99_MS ? 'MET' : 'NOT MET') : '';
    if (verdict === 'NOT MET') met = false;
    rows.push([
      `GET /portfolio/history?range=${range}`,
      String(points),
      p50.toFixed(1),
      p99.toFixed(1),
      verdict,
    ]);
  }
  printTable(
    `Portfolio history, ${LEDGER_ENTRIES.toLocaleString('en-US')} entries, ${MEASURED_REQUESTS} requests one at a time (target: ALL p99 ≤ ${TARGET_P99_MS} ms)`,
    ['endpoint', 'points', 'p50 ms', 'p99 ms', 'target'],
    rows,
  );
  return { met };
}
