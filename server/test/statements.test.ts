import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { StatementResponse, UserDetails } from '../../src/api/types';
import { STATEMENT_BATCH_SIZE } from '../src/accounts/statements';
import type { Queryable } from '../src/db/database';
import { assertError, createUser, testServerForFile, type TestUser, userIdOf } from './helpers';

/**
 * GET /statements (SPEC §11.2) on a ledger seeded with SQL at chosen times: one entry before
 * the range (the opening balance), five inside it (the last at the very end of `to`), one
 * just after it.
 */

const server = testServerForFile({}, seedLedger);
let ada: TestUser;
let bob: TestUser;

async function post(
  db: Queryable,
  id: string,
  at: string,
  kind: string,
  amount: string,
  reason: string,
  reference: string,
) {
  await db.query(
    `INSERT INTO ledger_entries (user_id, kind, amount, reason, reference, created_at)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [id, kind, amount, reason, reference, at],
  );
}

/** A raw fetch: the body is CSV, not JSON, and a cut-off body must be observable. */
function fetchStatement(query: string, user: TestUser = ada) {
  return fetch(`${server.baseUrl}/statements?${query}`, {
    headers: { authorization: `Bearer ${user.token}` },
  });
}

/** Runs once the file's server is up (see testServerForFile). */
async function seedLedger(): Promise<void> {
  ada = await createUser(server);
  bob = await createUser(server);
  const id = await userIdOf(server, ada);
  const db = server.db;
  await post(db, id, '2024-01-15T09:00:00Z', 'deposit', '1000.00', 'Deposit approved', 'DEP-1');
  await post(
    db,
    id,
    '2024-02-01T00:00:00Z',
    'trade_result',
    '234.50',
    'BTC long, closed "early"',
    'TRD-1',
  );
  await post(db, id, '2024-02-02T10:00:00Z', 'withdrawal', '-588.00', 'Withdrawal paid', 'WDR-1');
  await post(
    db,
    id,
    '2024-02-02T10:00:00Z',
    'withdrawal_fee',
    '-12.00',
    'Withdrawal fee 2%',
    'WDR-1',
  );
  await post(db, id, '2024-02-10T12:00:00Z', 'trade_result', '-40.25', 'ETH short', 'TRD-2');
  await post(db, id, '2024-02-29T23:59:59.999Z', 'referral_bonus', '5.00', 'Referral', 'RFB-1');
  await post(db, id, '2024-03-01T00:00:00Z', 'deposit', '50.00', 'Deposit approved', 'DEP-2');
}

const EXPECTED_CSV = [
  'date,type,reference,description,amount,balance',
  '2024-02-01,opening_balance,,Opening balance,,1000.00',
  '2024-02-01T00:00:00.000Z,trade_result,TRD-1,"BTC long, closed ""early""",234.50,1234.50',
  '2024-02-02T10:00:00.000Z,withdrawal,WDR-1,Withdrawal paid,-588.00,646.50',
  '2024-02-02T10:00:00.000Z,withdrawal_fee,WDR-1,Withdrawal fee 2%,-12.00,634.50',
  '2024-02-10T12:00:00.000Z,trade_result,TRD-2,ETH short,-40.25,594.25',
  '2024-02-29T23:59:59.999Z,referral_bonus,RFB-1,Referral,5.00,599.25',
  '2024-02-29,closing_balance,,Closing balance,,599.25',
  '',
].join('\n');

describe('CSV', () => {
  test('opening row, entries oldest first with the running balance, closing row', async () => {
    const response = await fetchStatement('from=2024-02-01&to=2024-02-29');
    assert.equal(response.status, 200);
    assert.equal(await response.text(), EXPECTED_CSV);
  });

  test('is the default format, downloaded as an attachment with its file name', async () => {
    const response = await fetchStatement('from=2024-02-01&to=2024-02-29&format=csv');
    await response.text();
    assert.match(response.headers.get('content-type') ?? '', /^text\/csv/);
    assert.equal(
      response.headers.get('content-disposition'),
      'attachment; filename="meridian-statement-2024-02-01-to-2024-02-29.csv"',
    );
    assert.equal(response.headers.get('cache-control'), 'no-store');
  });

  test('the balance is cash (SPEC §12.0): withdrawals take it down, and it closes at token-user’s cash', async () => {
    const response = await fetchStatement('from=2024-01-01&to=2028-12-31');
    const rows = (await response.text()).trim().split('\n');
    assert.equal(rows[1], '2024-01-01,opening_balance,,Opening balance,,0.00');
    assert.equal(rows[rows.length - 1], '2028-12-31,closing_balance,,Closing balance,,649.25');
    const details = await server.request<UserDetails>('GET', '/transaction/token-user', {
      token: ada.token,
    });
    // Nothing pending and nothing held: available cash and total equity are the cash.
    assert.equal(details.body.availableCash, 649.25);
    assert.equal(details.body.totalEquity, 649.25);
    // Trade profit is the operator's results only; the withdrawal is not in it.
    assert.equal(details.body.tradeProfit, 234.5 - 40.25);
  });

  test('a range with no entries is the opening and closing rows at the same balance', async () => {
    const response = await fetchStatement('from=2024-02-11&to=2024-02-20');
    assert.equal(
      await response.text(),
      [
        'date,type,reference,description,amount,balance',
        '2024-02-11,opening_balance,,Opening balance,,594.25',
        '2024-02-20,closing_balance,,Closing balance,,594.25',
        '',
      ].join('\n'),
    );
  });

  test('another user’s statement holds none of this user’s entries', async () => {
    const text = await (await fetchStatement('from=2024-01-01&to=2024-12-31', bob)).text();
    assert.doesNotMatch(text, /TRD-|DEP-|WDR-|RFB-/);
    assert.match(text, /opening_balance,,Opening balance,,0\.00/);
  });
});

test('a description a spreadsheet would run as a formula is kept as text in CSV only', async () => {
  const carol = await createUser(server);
  const id = await userIdOf(server, carol);
  const at = (minute: number) => `2024-05-01T10:0${minute}:00Z`;
  await post(server.db, id, at(0), 'deposit', '100.00', '=HYPERLINK("http://x.example")', 'D-1');
  await post(server.db, id, at(1), 'trade_result', '-2.50', '-2.50 correction', 'T-1');
  await post(server.db, id, at(2), 'trade_result', '1.00', '@SUM(A1:A9)', 'T-2');
  await post(server.db, id, at(3), 'trade_result', '1.00', '+1 bonus, plain', 'T-3');
  await post(server.db, id, at(4), 'trade_result', '1.00', 'Closed BTC = profit', 'T-4');
  const csv = await (await fetchStatement('from=2024-05-01&to=2024-05-01', carol)).text();
  assert.deepEqual(csv.split('\n').slice(2, 7), [
    `2024-05-01T10:00:00.000Z,deposit,D-1,"'=HYPERLINK(""http://x.example"")",100.00,100.00`,
    // The amount stays a signed number; only the text field is marked.
    "2024-05-01T10:01:00.000Z,trade_result,T-1,'-2.50 correction,-2.50,97.50",
    "2024-05-01T10:02:00.000Z,trade_result,T-2,'@SUM(A1:A9),1.00,98.50",
    `2024-05-01T10:03:00.000Z,trade_result,T-3,"'+1 bonus, plain",1.00,99.50`,
    '2024-05-01T10:04:00.000Z,trade_result,T-4,Closed BTC = profit,1.00,100.50',
  ]);
  // JSON is data for programs, not a spreadsheet: the description is as written.
  const json = (await (
    await fetchStatement('from=2024-05-01&to=2024-05-01&format=json', carol)
  ).json()) as StatementResponse;
  assert.equal(json.entries[0]?.description, '=HYPERLINK("http://x.example")');
});

test('JSON carries the same figures', async () => {
  const response = await fetchStatement('from=2024-02-01&to=2024-02-29&format=json');
  assert.equal(response.status, 200);
  assert.match(response.headers.get('content-type') ?? '', /^application\/json/);
  const body = (await response.json()) as StatementResponse;
  assert.deepEqual(body, {
    from: '2024-02-01',
    to: '2024-02-29',
    openingBalance: '1000.00',
    entries: [
      {
        date: '2024-02-01T00:00:00.000Z',
        type: 'trade_result',
        reference: 'TRD-1',
        description: 'BTC long, closed "early"',
        amount: '234.50',
        balance: '1234.50',
      },
      {
        date: '2024-02-02T10:00:00.000Z',
        type: 'withdrawal',
        reference: 'WDR-1',
        description: 'Withdrawal paid',
        amount: '-588.00',
        balance: '646.50',
      },
      {
        date: '2024-02-02T10:00:00.000Z',
        type: 'withdrawal_fee',
        reference: 'WDR-1',
        description: 'Withdrawal fee 2%',
        amount: '-12.00',
        balance: '634.50',
      },
      {
        date: '2024-02-10T12:00:00.000Z',
        type: 'trade_result',
        reference: 'TRD-2',
        description: 'ETH short',
        amount: '-40.25',
        balance: '594.25',
      },
      {
        date: '2024-02-29T23:59:59.999Z',
        type: 'referral_bonus',
        reference: 'RFB-1',
        description: 'Referral',
        amount: '5.00',
        balance: '599.25',
      },
    ],
    closingBalance: '599.25',
  });
  const empty = (await (
    await fetchStatement('from=2020-01-01&to=2020-01-31&format=json', bob)
  ).json()) as StatementResponse;
  assert.deepEqual(empty, {
    from: '2020-01-01',
    to: '2020-01-31',
    openingBalance: '0.00',
    entries: [],
    closingBalance: '0.00',
  });
});

describe('bad input is a 400 naming the parameter', () => {
  const cases: [string, RegExp][] = [
    ['to=2024-02-29', /^from is required/],
    ['from=2024-02-01', /^to is required/],
    ['from=2024-13-01&to=2024-12-31', /^from must be a date/],
    ['from=2024-01-01&to=2024-02-30', /^to must be a date/],
    ['from=2024-03-01&to=2024-02-01', /^from must not be after to/],
    ['from=2019-01-01&to=2024-01-01', /5 years/],
    ['from=2024-01-01&to=2024-01-31&format=xml', /^format/],
  ];
  for (const [query, message] of cases) {
    test(query, async () => {
      const response = await server.request('GET', `/statements?${query}`, { token: ada.token });
      assertError(response, 400, message);
    });
  }

  test('exactly 5 years is allowed', async () => {
    const response = await fetchStatement('from=2019-01-01&to=2023-12-31');
    assert.equal(response.status, 200);
    await response.text();
  });

  test('no token, no statement', async () => {
    const response = await fetch(`${server.baseUrl}/statements?from=2024-01-01&to=2024-01-31`);
    assert.equal(response.status, 401);
  });
});

test('a statement that fails halfway is cut off, never ended as if complete', async () => {
  // More entries than one batch, so the failure comes after the first rows went out.
  const id = await userIdOf(server, bob);
  await server.db.query(
    `INSERT INTO ledger_entries (user_id, kind, amount, reason, reference, created_at)
     SELECT $1, 'trade_result', 1.00, 'Bulk trade', 'BULK-' || n,
            timestamptz '2025-01-01' + n * interval '1 second'
       FROM generate_series(1, $2::int) AS n`,
    [id, STATEMENT_BATCH_SIZE + 10],
  );
  const db = server.db;
  const query = db.query.bind(db);
  let batches = 0;
  db.query = async function failingSecondBatch<Row extends object>(
    sql: string,
    params?: readonly unknown[],
  ): Promise<Row[]> {
    if (sql.includes('FROM ledger_entries') && sql.includes('ORDER BY created_at, id')) {
      batches += 1;
      if (batches === 2) throw new Error('database went away mid-statement');
    }
    return query<Row>(sql, params);
  };
  try {
    for (const format of ['csv', 'json']) {
      batches = 0;
      const response = await fetchStatement(`from=2025-01-01&to=2025-01-31&format=${format}`, bob);
      assert.equal(response.status, 200);
      await assert.rejects(response.text(), 'the body ended cleanly after a failure');
    }
  } finally {
    db.query = query;
  }
  // And whole, once the database answers again.
  const text = await (await fetchStatement('from=2025-01-01&to=2025-01-31', bob)).text();
  const rows = text.trim().split('\n');
  assert.equal(rows.length, STATEMENT_BATCH_SIZE + 10 + 3);
  assert.equal(rows[rows.length - 1], '2025-01-31,closing_balance,,Closing balance,,1010.00');
});
