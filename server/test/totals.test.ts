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
  createUser,
  fetchDetails,
  runOperatorCli,
  testServerForFile,
  type TestUser,
  plainRows,
} from './helpers';

/**
 * The kept totals (migration 005) always equal what the ledger and the records say: under
 * concurrent requests, after a backfill, and as the operator's check-totals reports.
 */

const server = testServerForFile();

/** The figures summed the slow way, straight from the ledger. */
async function ledgerSums(email: string) {
  const [row] = await server.db.query<{ deposit: string; profit: string; bonus: string }>(
    `SELECT
       COALESCE(SUM(l.amount) FILTER (WHERE kind = 'deposit'), 0)::text AS deposit,
       COALESCE(SUM(l.amount) FILTER (WHERE kind IN ('trade_result', 'withdrawal', 'withdrawal_fee')), 0)::text AS profit,
       COALESCE(SUM(l.amount) FILTER (WHERE kind = 'referral_bonus'), 0)::text AS bonus
     FROM users u LEFT JOIN ledger_entries l ON l.user_id = u.id WHERE u.email = $1`,
    [email],
  );
  assert.ok(row);
  return { deposit: Number(row.deposit), profit: Number(row.profit), bonus: Number(row.bonus) };
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
    assert.equal(details.tradeProfit, sums.profit);
    assert.equal(details.referralBonus, sums.bonus);
    assert.equal(details.totalEquity, Number((sums.deposit + sums.profit + sums.bonus).toFixed(2)));
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
    `UPDATE ledger_totals SET profit = profit + 1
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
        new RegExp(`${user.email} .* profit: kept 11.00, ledger/records say 10.00`),
      );
      assert.match(
        error.message,
        new RegExp(`${user.email} .* deposits/pending: kept 3, ledger/records say 1`),
      );
      return true;
    });
  } finally {
    await server.db.query(
      `UPDATE ledger_totals SET profit = profit - 1
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
    const [totals] = await db.query<{ deposit: string; profit: string; bonus: string }>(
      'SELECT deposit::text, profit::text, bonus::text FROM ledger_totals',
    );
    assert.deepEqual(plainRows(totals), { deposit: '70.00', profit: '-5.50', bonus: '2.00' });
    assert.deepEqual(await findTotalsMismatches(db), []);
  } finally {
    await db?.close();
    rmSync(dir, { recursive: true, force: true });
  }
});

const runCli = (env: NodeJS.ProcessEnv, ...args: string[]) =>
  runOperatorCli({ ...process.env, LOG_LEVEL: 'warn', ...env }, args);

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
