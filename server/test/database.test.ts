/**
 * The storage contract every query relies on, on whichever engine runs the tests. On PGlite
 * statements run prepared (src/db/pglitePreparedStatements.ts), so these pin that a prepared
 * statement answers what a fresh one would: the same values, the same errors, the same
 * isolation between a transaction and statements outside it.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Database } from '../src/db/database';
import { openTestDatabase, plainRows } from './helpers';

let db: Database;

before(async () => {
  db = await openTestDatabase();
  await db.exec('CREATE TABLE contract_probe (id int PRIMARY KEY, note text)');
});
after(async () => {
  await db.close();
});

test('parameters and results keep their types when a statement runs again', async () => {
  const sql = `SELECT $1::numeric(20,2)::text AS amount, $2::timestamptz AS at, $3::uuid[] AS ids,
                      $4::jsonb AS doc, $5::boolean AS flag, $6::text AS nothing, $7::int AS count`;
  const at = new Date('2026-11-23T10:00:00.000Z');
  const ids = ['00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000002'];
  for (const run of [1, 2, 3]) {
    const [row] = await db.query<Record<string, unknown>>(sql, [
      `12.3${run}`,
      at,
      ids,
      { run, tags: ['a, "b"'] },
      run % 2 === 0,
      null,
      run,
    ]);
    assert.deepEqual(plainRows(row), {
      amount: `12.3${run}`,
      at,
      ids,
      doc: { run, tags: ['a, "b"'] },
      flag: run % 2 === 0,
      nothing: null,
      count: run,
    });
  }
});

test('a statement still answers after a script adds a column to the table it reads', async () => {
  const sql = 'SELECT * FROM contract_probe ORDER BY id';
  await db.query('INSERT INTO contract_probe (id, note) VALUES (1, $1)', ['first']);
  assert.deepEqual(plainRows(await db.query(sql)), [{ id: 1, note: 'first' }]);
  await db.exec("ALTER TABLE contract_probe ADD COLUMN extra text NOT NULL DEFAULT 'x'");
  assert.deepEqual(plainRows(await db.query(sql)), [{ id: 1, note: 'first', extra: 'x' }]);
  await db.exec('ALTER TABLE contract_probe DROP COLUMN extra');
  assert.deepEqual(plainRows(await db.query(sql)), [{ id: 1, note: 'first' }]);
});

test('an invalid statement is reported and the next one runs normally', async () => {
  await assert.rejects(db.query('SELEC nope'), /syntax error/);
  await assert.rejects(db.query('SELECT 1 / $1::int AS x', [0]), /division by zero/);
  // The failed statement may have been prepared: running it with valid input works.
  assert.deepEqual(plainRows(await db.query('SELECT 1 / $1::int AS x', [1])), [{ x: 1 }]);
  assert.deepEqual(plainRows(await db.query('SELECT 2 AS two')), [{ two: 2 }]);
});

test('a statement outside a transaction never runs inside it', async () => {
  let releaseTransaction!: () => void;
  const held = new Promise<void>((resolve) => {
    releaseTransaction = resolve;
  });
  let inserted!: () => void;
  const rowWritten = new Promise<void>((resolve) => {
    inserted = resolve;
  });
  const transaction = db
    .transaction(async (tx) => {
      await tx.query("INSERT INTO contract_probe (id, note) VALUES (99, 'uncommitted')");
      inserted();
      await held;
      throw new Error('roll back');
    })
    .catch((error: unknown) => error);
  await rowWritten;
  // Issued while the transaction holds its row; it must see the database without it.
  const count = db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM contract_probe WHERE id = 99',
  );
  setTimeout(releaseTransaction, 50);
  assert.match(String(await transaction), /roll back/);
  assert.deepEqual(plainRows(await count), [{ n: 0 }]);
});

test('a failed statement inside a transaction rolls the whole transaction back', async () => {
  await assert.rejects(
    db.transaction(async (tx) => {
      await tx.query("INSERT INTO contract_probe (id, note) VALUES (7, 'kept?')");
      await tx.query("INSERT INTO contract_probe (id, note) VALUES (7, 'duplicate')");
    }),
    (error: { code?: string }) => error.code === '23505',
  );
  assert.deepEqual(await db.query('SELECT id FROM contract_probe WHERE id = 7'), []);
  await db.transaction(async (tx) => {
    await tx.query("INSERT INTO contract_probe (id, note) VALUES (7, 'committed')");
  });
  assert.deepEqual(plainRows(await db.query('SELECT note FROM contract_probe WHERE id = 7')), [
    { note: 'committed' },
  ]);
});

test('many distinct statements (dynamic SQL) all answer correctly', async () => {
  // More than the PGlite adapter keeps prepared, so the oldest are closed on the way.
  for (let index = 0; index < 600; index += 1) {
    const [row] = await db.query<{ value: number }>(`SELECT $1::int + ${index} AS value`, [1]);
    assert.equal(row?.value, index + 1);
  }
  const [first] = await db.query<{ value: number }>('SELECT $1::int + 0 AS value', [5]);
  assert.equal(first?.value, 5);
});
