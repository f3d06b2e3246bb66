/**
 * The embedded database's prepared statements read PGlite's answers with their own reader
 * (src/db/pgliteBackendMessages.ts). These pin that it answers exactly what PGlite's own
 * `query()` answers for the same SQL — values of every type the server uses, NULLs, repeated
 * column names, text in any script, answers too large for one chunk — and throws the same
 * DatabaseError; that malformed answers are errors, never loops; and that PGLITE_PLAIN_QUERY
 * bypasses it. PGlite-only by nature, so it runs on PGlite whatever DATABASE_URL says.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { PGlite } from '@electric-sql/pglite';
import {
  checkAnswer,
  MalformedAnswerError,
  readRows,
  readStatementDescription,
  type Column,
} from '../src/db/pgliteBackendMessages';
import { openPGliteDatabase } from '../src/db/pgliteDatabase';
import { preparedStatements, type PreparedStatements } from '../src/db/pglitePreparedStatements';

let pglite: PGlite;
let prepared: PreparedStatements;

before(async () => {
  pglite = await PGlite.create('memory://');
  prepared = preparedStatements(pglite);
  await pglite.exec(`
    CREATE TABLE probe (id uuid PRIMARY KEY, amount numeric(20,2), at timestamptz, day date,
                        note text, counts bigint, flags boolean[], doc jsonb, raw bytea);
    INSERT INTO probe VALUES
      ('00000000-0000-4000-8000-000000000001', 1234.50, '2026-11-23 10:00:00.123456+00',
       '2026-11-23', 'Zoë, "quoted" — 株式 🚀', 9007199254740993, '{true,false,null}',
       '{"a": [1, "b"]}', '\\x00ff'),
      ('00000000-0000-4000-8000-000000000002', NULL, NULL, NULL, '', NULL, NULL, NULL, NULL);`);
});
after(async () => {
  await pglite.close();
});

/** What PGlite's own query() returns for the same statement. */
const expected = async (sql: string, params: unknown[] = []) =>
  (await pglite.query(sql, params)).rows;

/**
 * Our rows have no prototype (see the __proto__ test below) and PGlite's do; the same
 * properties and values, as plain objects, so deepStrictEqual compares only those.
 */
function asPlainRows(rows: object[]): object[] {
  for (const row of rows) assert.equal(Object.getPrototypeOf(row), null);
  return rows.map((row) => ({ ...row }));
}

const cases: Array<[what: string, sql: string, params?: unknown[]]> = [
  ['every column type, a NULL in each', 'SELECT * FROM probe ORDER BY id'],
  [
    'parameters of several types',
    'SELECT $1::uuid AS id, $2::timestamptz AS at, $3::numeric AS n, $4::int AS i, $5::text[] AS t',
    [
      '00000000-0000-4000-8000-000000000009',
      new Date('2026-01-02T03:04:05Z'),
      '-12.00',
      7,
      ['x, y', 'z"'],
    ],
  ],
  ['a repeated column name (the later one wins)', "SELECT 1 AS v, 'two' AS v, 3 AS w"],
  ['no rows', 'SELECT id FROM probe WHERE false'],
  [
    'a statement without rows',
    "UPDATE probe SET note = note WHERE id = '00000000-0000-4000-8000-000000000002'",
  ],
  [
    'an answer much larger than one chunk',
    "SELECT n, repeat('é', n % 50) AS text, timestamptz '2026-11-26 12:00:00+00' - n * interval '1 minute' AS at FROM generate_series(1, 20000) AS n",
  ],
];

for (const [what, sql, params = []] of cases) {
  test(`prepared answers equal PGlite's query(): ${what}`, async () => {
    const want = await expected(sql, params);
    // Twice: the first run prepares and describes, the second only binds and executes.
    assert.deepEqual(asPlainRows(await prepared.query(sql, params)), want);
    assert.deepEqual(asPlainRows(await prepared.query(sql, params)), want);
  });
}

test('an error is the DatabaseError PGlite would throw, and the next statement runs', async () => {
  const failing = [
    ['SELECT 1 / $1::int AS x', [0]],
    ['SELEC nope', []],
    ["INSERT INTO probe (id) VALUES ('00000000-0000-4000-8000-000000000001')", []],
    ['SELECT $1::uuid AS id', ['not-a-uuid']],
  ] as const;
  for (const [sql, params] of failing) {
    const theirs = await pglite.query(sql, [...params]).catch((error: unknown) => error);
    const ours = await prepared.query(sql, params).catch((error: unknown) => error);
    assert.ok(ours instanceof Error, `${sql} did not fail`);
    assert.equal(ours.constructor, (theirs as Error).constructor);
    for (const field of ['message', 'code', 'position', 'detail', 'severity'] as const) {
      assert.equal(
        (ours as unknown as Record<string, unknown>)[field],
        (theirs as Record<string, unknown>)[field],
        `${field} of "${sql}"`,
      );
    }
    assert.deepEqual(asPlainRows(await prepared.query('SELECT 2 AS two', [])), [{ two: 2 }]);
  }
});

test('an error halfway through the rows yields none of them', async () => {
  await assert.rejects(
    prepared.query('SELECT 10 / (3 - n) AS x FROM generate_series(1, 5) AS n', []),
    { code: '22012' },
  );
});

test('a column named __proto__ or constructor is a plain own property: no row gets a prototype, nothing reaches Object.prototype', async () => {
  const [row] = await prepared.query<Record<string, unknown>>(
    `SELECT '{"polluted": true}'::jsonb AS "__proto__", 'c' AS "constructor",
            't' AS "toString", 1 AS "hasOwnProperty"`,
    [],
  );
  assert.ok(row);
  assert.equal(Object.getPrototypeOf(row), null);
  assert.deepEqual(Object.keys(row), ['__proto__', 'constructor', 'toString', 'hasOwnProperty']);
  assert.deepEqual(Object.getOwnPropertyDescriptor(row, '__proto__')?.value, { polluted: true });
  assert.equal(row.constructor, 'c');
  assert.equal('polluted' in row, false);
  assert.equal(({} as Record<string, unknown>).polluted, undefined);
  // What the server does with rows works on them: spread, entries, `in`, JSON.
  assert.equal(JSON.stringify({ ...row }), JSON.stringify(Object.fromEntries(Object.entries(row))));
  assert.ok('constructor' in row);
});

// ——— Framing: crafted answers are errors, never loops or reads past the end ———

const ROW_DESCRIPTION = 'T';
const DATA_ROW = 'D';
const READY_FOR_QUERY = Buffer.from([0x5a, 0, 0, 0, 5, 0x49]);

/** A message: its type, then a length counting itself and the body (or the given length). */
function message(type: string, body: Buffer, length = body.length + 4): Buffer {
  const header = Buffer.alloc(5);
  header.write(type, 0, 'latin1');
  header.writeInt32BE(length, 1);
  return Buffer.concat([header, body]);
}

const int16 = (value: number) => {
  const bytes = Buffer.alloc(2);
  bytes.writeInt16BE(value);
  return bytes;
};
const int32 = (value: number) => {
  const bytes = Buffer.alloc(4);
  bytes.writeInt32BE(value);
  return bytes;
};
/** A DataRow of text fields (null for NULL). */
const dataRow = (...fields: Array<string | null>) =>
  message(
    DATA_ROW,
    Buffer.concat([
      int16(fields.length),
      ...fields.map((field) =>
        field === null
          ? int32(-1)
          : Buffer.concat([int32(Buffer.byteLength(field)), Buffer.from(field)]),
      ),
    ]),
  );

const TEXT = 25;
const columns: Column[] = [
  { name: 'a', typeId: TEXT },
  { name: 'b', typeId: TEXT },
];

test('well-formed crafted answers read as rows (the baseline of the cases below)', () => {
  const answer = Buffer.concat([dataRow('x', null), dataRow('', 'yz'), READY_FOR_QUERY]);
  assert.deepEqual(asPlainRows(readRows(answer, columns, {})), [
    { a: 'x', b: null },
    { a: '', b: 'yz' },
  ]);
});

/** Answers whose messages cannot even be told apart. */
const badFraming: Array<[what: string, answer: Buffer]> = [
  [
    'a message of length 0 (it would never move the reader on)',
    message(DATA_ROW, Buffer.alloc(0), 0),
  ],
  ['a message of length 3, below its own length field', message('Z', Buffer.from('I'), 3)],
  ['a negative length', message('Z', Buffer.from('I'), -8)],
  ['a length past the end of the answer', message('Z', Buffer.from('I'), 400)],
  ['a header cut off after its type byte', Buffer.concat([READY_FOR_QUERY, Buffer.from('Z')])],
];

/** Answers framed well whose DataRows are not. */
const badRows: Array<[what: string, answer: Buffer]> = [
  [
    'a field length past the end of its row',
    Buffer.concat([
      message(
        DATA_ROW,
        Buffer.concat([int16(2), int32(1), Buffer.from('x'), int32(50), Buffer.from('y')]),
      ),
      READY_FOR_QUERY,
    ]),
  ],
  [
    'a row cut off before its second field length',
    Buffer.concat([
      message(DATA_ROW, Buffer.concat([int16(2), int32(1), Buffer.from('x')])),
      READY_FOR_QUERY,
    ]),
  ],
  [
    'a field length below -1',
    Buffer.concat([
      message(DATA_ROW, Buffer.concat([int16(2), int32(-7), int32(-1)])),
      READY_FOR_QUERY,
    ]),
  ],
  [
    'more fields than the statement has columns',
    Buffer.concat([dataRow('x', 'y', 'z'), READY_FOR_QUERY]),
  ],
];

for (const [what, answer] of badFraming) {
  test(`a malformed answer is an error: ${what}`, () => {
    assert.throws(() => checkAnswer(answer), MalformedAnswerError);
    assert.throws(() => readRows(answer, columns, {}), MalformedAnswerError);
  });
}

for (const [what, answer] of badRows) {
  test(`a malformed row is an error: ${what}`, () => {
    assert.throws(() => readRows(answer, columns, {}), MalformedAnswerError);
  });
}

test('a RowDescription whose column name has no end, or whose column runs past the message, is an error', () => {
  const unterminated = message(ROW_DESCRIPTION, Buffer.concat([int16(1), Buffer.from('name')]));
  assert.throws(() => readStatementDescription(unterminated), MalformedAnswerError);
  const short = message(
    ROW_DESCRIPTION,
    Buffer.concat([int16(1), Buffer.from('a\0'), Buffer.alloc(10)]),
  );
  assert.throws(() => readStatementDescription(short), MalformedAnswerError);
  const tooManyParams = message('t', Buffer.concat([int16(3), int32(TEXT)]));
  assert.throws(() => readStatementDescription(tooManyParams), MalformedAnswerError);
});

test('PGLITE_PLAIN_QUERY=1 routes every statement through PGlite’s own query(), for bisecting a PGlite upgrade', async () => {
  const before = process.env.PGLITE_PLAIN_QUERY;
  process.env.PGLITE_PLAIN_QUERY = '1';
  const db = await openPGliteDatabase('memory://');
  try {
    await db.exec('CREATE TABLE switch_probe (id int PRIMARY KEY, note text)');
    await db.transaction(async (tx) => {
      await tx.query('INSERT INTO switch_probe VALUES ($1, $2)', [1, 'in a transaction']);
    });
    const rows = await db.query<{ id: number; note: string }>('SELECT * FROM switch_probe');
    // Built by PGlite's parser (an ordinary object), not by this server's reader.
    assert.equal(Object.getPrototypeOf(rows[0]), Object.prototype);
    assert.deepEqual(rows, [{ id: 1, note: 'in a transaction' }]);
    await assert.rejects(db.query('SELECT 1 / $1::int AS x', [0]), { code: '22012' });
  } finally {
    await db.close();
    if (before === undefined) delete process.env.PGLITE_PLAIN_QUERY;
    else process.env.PGLITE_PLAIN_QUERY = before;
  }
});
