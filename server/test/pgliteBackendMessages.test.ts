/**
 * The embedded database's prepared statements read PGlite's answers with their own reader
 * (src/db/pgliteBackendMessages.ts). These pin that it answers exactly what PGlite's own
 * `query()` answers for the same SQL — values of every type the server uses, NULLs, repeated
 * column names, text in any script, answers too large for one chunk — and throws the same
 * DatabaseError. PGlite-only by nature, so it runs on PGlite whatever DATABASE_URL says.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { PGlite } from '@electric-sql/pglite';
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
    assert.deepEqual(await prepared.query(sql, params), want);
    assert.deepEqual(await prepared.query(sql, params), want);
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
    assert.deepEqual(await prepared.query('SELECT 2 AS two', []), [{ two: 2 }]);
  }
});

test('an error halfway through the rows yields none of them', async () => {
  await assert.rejects(
    prepared.query('SELECT 10 / (3 - n) AS x FROM generate_series(1, 5) AS n', []),
    { code: '22012' },
  );
});
