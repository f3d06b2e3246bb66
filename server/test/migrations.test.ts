import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync, copyFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import type { Database } from '../src/db/database';
import { migrate, migrationVersions, MIGRATIONS_DIR } from '../src/db/migrate';
import { openTestDatabase, plainRows } from './helpers';

let db: Database;

before(async () => {
  db = await openTestDatabase();
});
after(async () => {
  await db.close();
});

test('applied migrations are recorded and not applied twice', async () => {
  const versions = await db.query<{ version: number }>(
    'SELECT version FROM schema_migrations ORDER BY version',
  );
  assert.deepEqual(
    versions.map((row) => row.version),
    // Every file in the directory, so a new migration needs no edit here.
    migrationVersions(),
  );
  assert.deepEqual(await migrate(db), []);
});

test('a new migration file is applied on the next start, in its own transaction', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'meridian-migrations-'));
  try {
    for (const file of readdirSync(MIGRATIONS_DIR)) {
      copyFileSync(path.join(MIGRATIONS_DIR, file), path.join(dir, file));
    }
    writeFileSync(
      path.join(dir, '900_broken.sql'),
      'CREATE TABLE half_done (id int); SELECT nope;',
    );
    await assert.rejects(migrate(db, dir));
    const [halfDone] = await db.query<{ exists: boolean }>(
      "SELECT to_regclass('half_done') IS NOT NULL AS exists",
    );
    assert.equal(halfDone?.exists, false, 'a failed migration leaves nothing behind');

    writeFileSync(path.join(dir, '900_notes.sql'), 'CREATE TABLE operator_notes (id int);');
    rmSync(path.join(dir, '900_broken.sql'));
    assert.deepEqual(await migrate(db, dir), [900]);
    assert.deepEqual(await migrate(db, dir), []);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('money columns are exact NUMERIC(20,2)', async () => {
  const columns = await db.query<{ table_name: string; data_type: string; scale: number }>(
    `SELECT table_name, data_type, numeric_scale::int AS scale
       FROM information_schema.columns
      WHERE column_name = 'amount' AND table_schema = current_schema()
      ORDER BY table_name`,
  );
  assert.deepEqual(plainRows(columns), [
    { table_name: 'deposits', data_type: 'numeric', scale: 2 },
    { table_name: 'ledger_entries', data_type: 'numeric', scale: 2 },
    { table_name: 'withdrawals', data_type: 'numeric', scale: 2 },
  ]);
});
