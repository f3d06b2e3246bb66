import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { describe, test } from 'node:test';
import type {
  AddDepositResponse,
  Deposit,
  DepositsPageResponse,
  RecordStatus,
  Withdrawal,
  WithdrawalsPageResponse,
} from '../../src/api/types';
import {
  type ApiResponse,
  assertError,
  createUser,
  testServerForFile,
  type TestUser,
  userIdOf,
} from './helpers';

/**
 * Paged, filtered history (SPEC §11.2) through the real endpoints: records are seeded with
 * SQL at chosen times (one per day of January 2024, statuses in turn) so every filter has a
 * known answer.
 */

const server = testServerForFile({}, seedHistory);
let ada: TestUser;
let bob: TestUser;
const STATUSES: RecordStatus[] = ['pending', 'approved', 'failed'];
/** Ada's seeded deposit references, newest first (the order every list answers in). */
let adaDeposits: { reference: string; status: RecordStatus; day: number }[] = [];

/** One record per day of January at 23:59:59.999 UTC (the edge of an inclusive `to`). */
async function seed(table: 'deposits' | 'withdrawals', user: TestUser, days: number, tag: string) {
  const id = await userIdOf(server, user);
  const seeded: { reference: string; status: RecordStatus; day: number }[] = [];
  for (let day = 1; day <= days; day += 1) {
    const status = STATUSES[day % 3] as RecordStatus;
    const reference = `${tag}-${String(day).padStart(2, '0')}`;
    const createdAt = `2024-01-${String(day).padStart(2, '0')}T23:59:59.999Z`;
    if (table === 'deposits') {
      await server.db.query(
        `INSERT INTO deposits (id, user_id, amount, reference, status, created_at)
         VALUES ($1, $2, $3, $4, $5, $6)`,
        [randomUUID(), id, day * 10, reference, status, createdAt],
      );
    } else {
      await server.db.query(
        `INSERT INTO withdrawals (id, user_id, amount, charges, wallet_address, email, exchange,
                                  asset, reference, status, created_at)
         VALUES ($1, $2, $3, 0.02, 'bc1qexample', $4, 'Binance', 'BTC', $5, $6, $7)`,
        [randomUUID(), id, day * 10, user.email, reference, status, createdAt],
      );
    }
    seeded.unshift({ reference, status, day });
  }
  return seeded;
}

function get<Body>(path: string, user: TestUser = ada) {
  return server.request<Body>('GET', path, { token: user.token });
}

/** Walks every page of a list, checking each page's shape; returns the references in order. */
async function walk(path: string, limit: number, betweenPages?: () => Promise<void>) {
  const seen: string[] = [];
  let cursor: string | null = null;
  let pages = 0;
  let total: number | undefined;
  do {
    const separator = path.includes('?') ? '&' : '?';
    const url: string = `${path}${separator}limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
    const response: ApiResponse<DepositsPageResponse & WithdrawalsPageResponse> = await get(url);
    assert.equal(response.status, 200, response.text);
    const rows: (Deposit | Withdrawal)[] =
      response.body.allTransactions ?? response.body.allWithdrawals;
    assert.ok(rows.length <= limit);
    total ??= response.body.total;
    seen.push(...rows.map((row) => row.reference));
    cursor = response.body.nextCursor;
    pages += 1;
    assert.ok(pages < 100, 'paging never ended');
    if (cursor && betweenPages) await betweenPages();
  } while (cursor);
  return { seen, pages, total };
}

/** Runs once the file's server is up (see testServerForFile). */
async function seedHistory(): Promise<void> {
  ada = await createUser(server);
  bob = await createUser(server);
  adaDeposits = await seed('deposits', ada, 30, 'DEP-ADA');
  await seed('deposits', bob, 5, 'DEP-BOB');
  await seed('withdrawals', ada, 12, 'WDR-ADA');
}

describe('paging', () => {
  test('pages of 7 cover every deposit once, newest first, with the total on each page', async () => {
    const { seen, pages, total } = await walk('/transaction/all', 7);
    assert.deepEqual(
      seen,
      adaDeposits.map((d) => d.reference),
    );
    assert.equal(pages, 5);
    assert.equal(total, 30);
  });

  test('records added between pages cause no gap and no duplicate', async () => {
    const before = (await get<{ allTransactions: Deposit[] }>('/transaction/all')).body
      .allTransactions;
    let added = 0;
    const { seen } = await walk('/transaction/all', 4, async () => {
      const response = await server.request<AddDepositResponse>('POST', '/transaction/add', {
        token: ada.token,
        body: { amount: 1000 + added },
      });
      assert.equal(response.status, 201, response.text);
      added += 1;
    });
    assert.ok(added >= 7);
    assert.equal(new Set(seen).size, seen.length, 'a record came twice');
    assert.deepEqual(
      seen,
      before.map((d) => d.reference),
    );
    // The next walk starts from the new records.
    const fresh = await get<DepositsPageResponse>('/transaction/all?limit=100');
    assert.equal(fresh.body.total, before.length + added);
    assert.equal(fresh.body.allTransactions.length, before.length + added);
    assert.equal(fresh.body.nextCursor, null);
  });

  test('the withdrawal list pages the same way', async () => {
    const { seen, total } = await walk('/withdrawal/all', 5);
    assert.equal(total, 12);
    assert.deepEqual(
      seen,
      Array.from({ length: 12 }, (_, i) => `WDR-ADA-${String(12 - i).padStart(2, '0')}`),
    );
    const page = await get<WithdrawalsPageResponse>('/withdrawal/all?limit=2');
    assert.deepEqual(Object.keys(page.body).sort(), ['allWithdrawals', 'nextCursor', 'total']);
    assert.equal(page.body.allWithdrawals[0]?.walletAddress, 'bc1qexample');
  });

  test('without limit the whole list keeps its §8 shape', async () => {
    const response = await get<{ allTransactions: Deposit[] }>('/transaction/all', bob);
    assert.deepEqual(Object.keys(response.body), ['allTransactions']);
    assert.deepEqual(
      response.body.allTransactions.map((d) => d.reference),
      ['DEP-BOB-05', 'DEP-BOB-04', 'DEP-BOB-03', 'DEP-BOB-02', 'DEP-BOB-01'],
    );
  });
});

describe('filters', () => {
  const seeded = (filter: (d: { status: RecordStatus; day: number }) => boolean) =>
    adaDeposits.filter(filter).map((d) => d.reference);

  test('status, with and without limit', async () => {
    const approved = seeded((d) => d.status === 'approved');
    const paged = await walk('/transaction/all?status=approved', 3);
    assert.deepEqual(paged.seen, approved);
    assert.equal(paged.total, approved.length);
    const whole = await get<{ allTransactions: Deposit[] }>('/transaction/all?status=approved');
    assert.deepEqual(
      whole.body.allTransactions.map((d) => d.reference),
      approved,
    );
    assert.ok(whole.body.allTransactions.every((d) => d.status === 'approved'));
  });

  test('from and to are whole UTC days, both inclusive', async () => {
    const expected = seeded((d) => d.day >= 5 && d.day <= 7);
    const paged = await walk('/transaction/all?from=2024-01-05&to=2024-01-07', 2);
    assert.deepEqual(paged.seen, expected);
    assert.equal(paged.total, 3);
    const whole = await get<{ allTransactions: Deposit[] }>(
      '/transaction/all?from=2024-01-05&to=2024-01-07',
    );
    assert.deepEqual(
      whole.body.allTransactions.map((d) => d.reference),
      expected,
    );
    const single = await get<DepositsPageResponse>(
      '/transaction/all?limit=5&from=2024-01-30&to=2024-01-30',
    );
    assert.deepEqual(
      single.body.allTransactions.map((d) => d.reference),
      ['DEP-ADA-30'],
    );
  });

  test('from alone, to alone, and every filter together', async () => {
    const fromOnly = await walk('/transaction/all?from=2024-01-28', 10);
    assert.deepEqual(
      fromOnly.seen.filter((ref) => ref.startsWith('DEP-ADA')),
      seeded((d) => d.day >= 28),
    );
    const toOnly = await walk('/transaction/all?to=2024-01-03', 10);
    assert.deepEqual(
      toOnly.seen,
      seeded((d) => d.day <= 3),
    );
    assert.equal(toOnly.total, 3);
    const all = await walk('/transaction/all?status=failed&from=2024-01-10&to=2024-01-20', 2);
    assert.deepEqual(
      all.seen,
      seeded((d) => d.status === 'failed' && d.day >= 10 && d.day <= 20),
    );
    assert.equal(all.total, all.seen.length);
  });

  test('a filter that matches nothing is an empty last page', async () => {
    const response = await get<DepositsPageResponse>('/transaction/all?limit=25&to=2023-12-31');
    assert.deepEqual(response.body, { allTransactions: [], nextCursor: null, total: 0 });
  });
});

describe('bad input is a 400 naming the parameter, never a list', () => {
  const cases: [string, RegExp][] = [
    ['limit=0', /^limit/],
    ['limit=101', /^limit/],
    ['limit=abc', /^limit/],
    ['limit=1.5', /^limit/],
    ['limit=', /^limit/],
    ['limit=5&limit=6', /^limit/],
    ['from=2024-13-01', /^from/],
    ['from=2024-02-30', /^from/],
    ['to=yesterday', /^to/],
    ['from=2024-02-02&to=2024-02-01', /^from must not be after to/],
    ['status=paid', /^status/],
    ['cursor=abc', /^cursor/],
    ['limit=5&cursor=abc', /^cursor/],
  ];
  for (const [query, message] of cases) {
    test(query, async () => {
      for (const path of ['/transaction/all', '/withdrawal/all']) {
        assertError(await get(`${path}?${query}`), 400, message);
      }
    });
  }

  test('a tampered cursor, another user’s cursor and a deposits cursor on withdrawals', async () => {
    const first = await get<DepositsPageResponse>('/transaction/all?limit=2');
    const cursor = first.body.nextCursor;
    assert.ok(cursor);
    const [body = '', signature = ''] = cursor.split('.');
    // The position moved elsewhere, signature kept.
    const payload = JSON.parse(Buffer.from(body, 'base64url').toString()) as { t: string };
    payload.t = '2000-01-01T00:00:00.000000Z';
    const forged = `${Buffer.from(JSON.stringify(payload)).toString('base64url')}.${signature}`;
    assertError(await get(`/transaction/all?limit=2&cursor=${forged}`), 400, /^cursor/);
    const flipped = `${body}.${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
    assertError(await get(`/transaction/all?limit=2&cursor=${flipped}`), 400, /^cursor/);
    // Bob holds Ada's cursor: refused, and none of Ada's rows are ever sent to him.
    const stolen = await get(`/transaction/all?limit=2&cursor=${cursor}`, bob);
    assertError(stolen, 400, /^cursor/);
    assert.doesNotMatch(stolen.text, /DEP-ADA/);
    assertError(await get(`/withdrawal/all?limit=2&cursor=${cursor}`), 400, /^cursor/);
    // The genuine cursor still works.
    const next = await get<DepositsPageResponse>(`/transaction/all?limit=2&cursor=${cursor}`);
    assert.equal(next.status, 200);
  });

  test('another user’s records never appear in any page', async () => {
    const { seen } = await walk('/transaction/all', 100);
    assert.ok(seen.every((ref) => !ref.startsWith('DEP-BOB')));
    const bobs = await get<DepositsPageResponse>('/transaction/all?limit=100', bob);
    assert.equal(bobs.body.total, 5);
    assert.ok(bobs.body.allTransactions.every((d) => d.reference.startsWith('DEP-BOB')));
  });
});
