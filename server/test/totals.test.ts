import assert from 'node:assert/strict';
import { copyFileSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import type { AddDepositResponse, AddWithdrawalResponse } from '../../src/api/types';
import { findTotalsMismatches } from '../src/accounts/totals';
import type { Database } from '../src/db/database';
import { migrate, MIGRATIONS_DIR } from '../src/db/migrate';
import { openDatabase } from '../src/db/openDatabase';
import { openPGliteDatabase } from '../src/db/pgliteDatabase';
import {
  allowWithdrawals,
  approveDeposit,
  approveWithdrawal,
  failDeposit,
  OperatorError,
  postReferralBonus,
  postTradeResult,
  setWithdrawalFee,
} from '../src/operator/commands';
import { runOperatorCommand } from '../src/operator/dispatch';
import {
  collectProcess,
  createUser,
  fetchDetails,
  testServerForFile,
  type TestUser,
  plainRows,
} from './helpers';

/**
 * The kept totals (migrations 005, 007 and 014) always equal what the ledger and the records say: under
 * concurrent requests, after a backfill, and as the operator's check-totals reports.
 */

const server = testServerForFile();

/** The figures summed the slow way, straight from the ledger. */
async function ledgerSums(email: string) {
  const [row] = await server.db.query<{
    deposit: string;
    tradeResult: string;
    bonus: string;
    cash: string;
  }>(
    `SELECT
       COALESCE(SUM(l.amount) FILTER (WHERE kind = 'deposit'), 0)::text AS deposit,
       COALESCE(SUM(l.amount) FILTER (WHERE kind = 'trade_result'), 0)::text AS "tradeResult",
       COALESCE(SUM(l.amount) FILTER (WHERE kind = 'referral_bonus'), 0)::text AS bonus,
       COALESCE(SUM(l.amount), 0)::text AS cash
     FROM users u LEFT JOIN ledger_entries l ON l.user_id = u.id WHERE u.email = $1`,
    [email],
  );
  assert.ok(row);
  return {
    deposit: Number(row.deposit),
    tradeResult: Number(row.tradeResult),
    bonus: Number(row.bonus),
    cash: Number(row.cash),
  };
}

async function deposit(user: TestUser, amount: number) {
  const response = await server.request<AddDepositResponse>('POST', '/transaction/add', {
    token: user.token,
    body: { amount },
  });
  assert.equal(response.status, 201, response.text);
  return response.body.transaction.reference;
}

async function withdraw(user: TestUser, amount: number) {
  const response = await server.request<AddWithdrawalResponse>('POST', '/withdrawal/add', {
    token: user.token,
    body: {
      amount,
      charges: 0.02,
      walletAddress: 'bc1qexampleaddress000000000000000000',
      email: user.email,
      exchange: 'Binance',
      asset: 'BTC',
    },
  });
  assert.equal(response.status, 201, response.text);
  return response.body.withdrawal.reference;
}

/** One user's burst: deposits approved or failed, trades, bonuses and withdrawals at once. */
async function burst(user: TestUser) {
  await setWithdrawalFee(server.db, user.email, '2');
  await allowWithdrawals(server.db, user.email, true);
  await postTradeResult(server.db, user.email, '5000.00', 'Opening profit');
  const work: Promise<unknown>[] = [];
  for (let i = 1; i <= 12; i += 1) {
    work.push(
      deposit(user, 100 + i).then((ref) =>
        i % 4 === 0 ? failDeposit(server.db, ref) : approveDeposit(server.db, ref),
      ),
    );
    work.push(postTradeResult(server.db, user.email, i % 3 === 0 ? '-7.33' : '12.45', 'Trade'));
    work.push(withdraw(user, 10 + i).then((ref) => approveWithdrawal(server.db, ref)));
    if (i % 2 === 0) work.push(postReferralBonus(server.db, user.email, '1.10', 'Referral'));
  }
  await Promise.all(work);
}

test('under concurrent deposits, approvals, trades and withdrawals the totals equal the ledger', async () => {
  const users = [await createUser(server), await createUser(server)];
  await Promise.all(users.map(burst));
  assert.deepEqual(await findTotalsMismatches(server.db), []);
  for (const user of users) {
    const sums = await ledgerSums(user.email);
    const details = await fetchDetails(server, user);
    assert.equal(details.totalDeposit, sums.deposit);
    // No holdings: Trade Profit is the operator's results, Total Equity the cash, which the
    // approved withdrawals reduced (SPEC §12.0).
    assert.equal(details.tradeProfit, sums.tradeResult);
    assert.equal(details.referralBonus, sums.bonus);
    assert.equal(details.totalEquity, sums.cash);
    assert.equal(details.availableCash, sums.cash);
    assert.ok(sums.cash < sums.deposit + sums.tradeResult + sums.bonus, 'withdrawals took cash');
    // 9 approved deposits of 101…112 without every fourth.
    assert.equal(details.totalDeposit, 101 + 102 + 103 + 105 + 106 + 107 + 109 + 110 + 111);
  }
  assert.equal(
    await runOperatorCommand(server.db, ['check-totals']),
    'Every kept total matches the ledger and the records',
  );
});

test('check-totals names every total that disagrees and fails', async () => {
  const user = await createUser(server);
  await postTradeResult(server.db, user.email, '10.00', 'Trade');
  await deposit(user, 50);
  await server.db.query(
    `UPDATE ledger_totals SET cash = cash + 1
      WHERE user_id = (SELECT id FROM users WHERE email = $1)`,
    [user.email],
  );
  await server.db.query(
    `UPDATE record_counts SET count = count + 2
      WHERE user_id = (SELECT id FROM users WHERE email = $1) AND record = 'deposits'`,
    [user.email],
  );
  try {
    await assert.rejects(runOperatorCommand(server.db, ['check-totals']), (error: unknown) => {
      assert.ok(error instanceof OperatorError);
      assert.match(error.message, /^2 kept totals disagree/);
      assert.match(
        error.message,
        new RegExp(`${user.email} .* cash: kept 11.00, ledger/records say 10.00`),
      );
      assert.match(
        error.message,
        new RegExp(`${user.email} .* deposits/pending: kept 3, ledger/records say 1`),
      );
      return true;
    });
  } finally {
    await server.db.query(
      `UPDATE ledger_totals SET cash = cash - 1
        WHERE user_id = (SELECT id FROM users WHERE email = $1)`,
      [user.email],
    );
    await server.db.query(
      `UPDATE record_counts SET count = count - 2
        WHERE user_id = (SELECT id FROM users WHERE email = $1) AND record = 'deposits'`,
      [user.email],
    );
  }
  assert.deepEqual(await findTotalsMismatches(server.db), []);
});

test('the migration backfills totals for a ledger written before it', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'meridian-totals-'));
  let db: Database | undefined;
  try {
    for (const file of readdirSync(MIGRATIONS_DIR)) {
      if (/^00[1-4]_.*\.sql$/.test(file))
        copyFileSync(path.join(MIGRATIONS_DIR, file), path.join(dir, file));
    }
    // Embedded on both runs: on PostgreSQL the test database is shared with the server above,
    // and this needs a schema stopped at migration 004. The SQL is the same on both engines.
    db = await openPGliteDatabase('memory://');
    await migrate(db, dir);
    await db.exec(`
      INSERT INTO users (id, email, name, password_hash, seed_phrase_hash, zip_code, address,
                         country_of_residence, investment_goal)
      VALUES ('00000000-0000-4000-8000-000000000001', 'old@example.com', 'Old', 'x', 'x', '1',
              'a', 'b', 'c');
      INSERT INTO deposits (id, user_id, amount, reference, status) VALUES
        ('00000000-0000-4000-8000-0000000000d1', '00000000-0000-4000-8000-000000000001', 70, 'D1', 'approved'),
        ('00000000-0000-4000-8000-0000000000d2', '00000000-0000-4000-8000-000000000001', 30, 'D2', 'pending');
      INSERT INTO ledger_entries (user_id, kind, amount, reason, reference) VALUES
        ('00000000-0000-4000-8000-000000000001', 'deposit', 70, 'Deposit', 'D1'),
        ('00000000-0000-4000-8000-000000000001', 'trade_result', -5.5, 'Trade', 'T1'),
        ('00000000-0000-4000-8000-000000000001', 'referral_bonus', 2, 'Bonus', 'B1');`);
    assert.ok((await migrate(db)).includes(5));
    const [totals] = await db.query<{
      deposit: string;
      trade_result: string;
      bonus: string;
      cash: string;
    }>('SELECT deposit::text, trade_result::text, bonus::text, cash::text FROM ledger_totals');
    assert.deepEqual(plainRows(totals), {
      deposit: '70.00',
      trade_result: '-5.50',
      bonus: '2.00',
      cash: '66.50',
    });
    assert.deepEqual(await findTotalsMismatches(db), []);
  } finally {
    await db?.close();
    rmSync(dir, { recursive: true, force: true });
  }
});

test('migration 014 regroups totals kept before it: trade results alone, and cash', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'meridian-cash-'));
  let db: Database | undefined;
  try {
    for (const file of readdirSync(MIGRATIONS_DIR)) {
      if (/^0(0\d|1[0-3])_.*\.sql$/.test(file))
        copyFileSync(path.join(MIGRATIONS_DIR, file), path.join(dir, file));
    }
    db = await openPGliteDatabase('memory://');
    await migrate(db, dir);
    await db.exec(`
      INSERT INTO users (id, email, name, password_hash, seed_phrase_hash, zip_code, address,
                         country_of_residence, investment_goal)
      VALUES ('00000000-0000-4000-8000-000000000002', 'older@example.com', 'Older', 'x', 'x',
              '1', 'a', 'b', 'c');
      INSERT INTO ledger_entries (user_id, kind, amount, reason, reference, created_at) VALUES
        ('00000000-0000-4000-8000-000000000002', 'deposit', 500, 'Deposit', 'D1', '2026-01-05T10:00:00Z'),
        ('00000000-0000-4000-8000-000000000002', 'trade_result', 120, 'Trade', 'T1', '2026-01-05T11:00:00Z'),
        ('00000000-0000-4000-8000-000000000002', 'withdrawal', -97.5, 'Paid', 'W1', '2026-01-06T09:00:00Z'),
        ('00000000-0000-4000-8000-000000000002', 'withdrawal_fee', -2.5, 'Fee', 'W1', '2026-01-06T09:00:00Z'),
        ('00000000-0000-4000-8000-000000000002', 'referral_bonus', 3, 'Bonus', 'B1', '2026-01-06T12:00:00Z');`);
    // Before 014 the withdrawal came out of the profit group.
    const [before] = await db.query<{ profit: string }>('SELECT profit::text FROM ledger_totals');
    assert.equal(before?.profit, '20.00');
    assert.ok((await migrate(db)).includes(14), 'migration 014 applies on top of the totals');
    const totals = await db.query(
      'SELECT deposit::text, trade_result::text, bonus::text, cash::text FROM ledger_totals',
    );
    assert.deepEqual(plainRows(totals), [
      { deposit: '500.00', trade_result: '120.00', bonus: '3.00', cash: '523.00' },
    ]);
    const days = await db.query(
      `SELECT to_char(day, 'YYYY-MM-DD') AS day, deposit::text, trade_result::text, bonus::text,
              cash::text
         FROM ledger_daily_totals ORDER BY day`,
    );
    assert.deepEqual(plainRows(days), [
      {
        day: '2026-01-05',
        deposit: '500.00',
        trade_result: '120.00',
        bonus: '0.00',
        cash: '620.00',
      },
      { day: '2026-01-06', deposit: '0.00', trade_result: '0.00', bonus: '3.00', cash: '-97.00' },
    ]);
    assert.deepEqual(await findTotalsMismatches(db), []);
  } finally {
    await db?.close();
    rmSync(dir, { recursive: true, force: true });
  }
});

test('check-totals finds a day whose kept cash disagrees with its entries', async () => {
  const user = await createUser(server);
  await postTradeResult(server.db, user.email, '25.00', 'Trade');
  const userId = `(SELECT id FROM users WHERE email = '${user.email}')`;
  await server.db.query(
    `UPDATE ledger_daily_totals SET cash = cash + 0.01 WHERE user_id = ${userId}`,
  );
  try {
    const mismatches = await findTotalsMismatches(server.db);
    const today = new Date().toISOString().slice(0, 10);
    assert.deepEqual(
      mismatches.map(({ email, figure, kept, actual }) => ({ email, figure, kept, actual })),
      [{ email: user.email, figure: `${today}/cash`, kept: '25.01', actual: '25.00' }],
    );
  } finally {
    await server.db.query(
      `UPDATE ledger_daily_totals SET cash = cash - 0.01 WHERE user_id = ${userId}`,
    );
  }
  assert.deepEqual(await findTotalsMismatches(server.db), []);
});

/** `npm run operator -- …` itself: the product's command, under tsx as operators run it. */
const runCli = (env: NodeJS.ProcessEnv, ...args: string[]) =>
  collectProcess('npm', ['run', '--silent', 'operator', '--', ...args], {
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    cwd: path.resolve(__dirname, '../..'),
  });

test('npm run operator -- check-totals exits 0 when all agree and 1 with the mismatches', async () => {
  // Its own database: a data directory on disk, or the test's PostgreSQL database.
  const dataDir = mkdtempSync(path.join(tmpdir(), 'meridian-check-totals-'));
  const storage = { databaseUrl: process.env.DATABASE_URL, dataDir };
  const env = { DATA_DIR: dataDir };
  const tamper = async (delta: string) => {
    const db = await openDatabase(storage);
    try {
      await migrate(db);
      await db.query(
        `INSERT INTO users (id, email, name, password_hash, seed_phrase_hash, zip_code, address,
                            country_of_residence, investment_goal)
         VALUES ('00000000-0000-4000-8000-0000000000c1', 'cli@example.com', 'Cli', 'x', 'x',
                 '1', 'a', 'b', 'c')
         ON CONFLICT DO NOTHING`,
      );
      await db.query(
        `INSERT INTO ledger_totals (user_id, bonus) VALUES ('00000000-0000-4000-8000-0000000000c1', $1)
         ON CONFLICT (user_id) DO UPDATE SET bonus = ledger_totals.bonus + $1`,
        [delta],
      );
    } finally {
      await db.close();
    }
  };
  try {
    await tamper('0');
    const clean = await runCli(env, 'check-totals');
    assert.equal(clean.code, 0, clean.stderr);
    assert.match(clean.stdout, /Every kept total matches/);
    await tamper('3.00');
    const broken = await runCli(env, 'check-totals');
    assert.equal(broken.code, 1, broken.stdout);
    assert.match(broken.stderr, /cli@example\.com .* bonus: kept 3\.00, ledger\/records say 0/);
  } finally {
    await tamper('-3.00');
    rmSync(dataDir, { recursive: true, force: true });
  }
});
