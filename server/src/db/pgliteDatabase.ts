import { chmodSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { stripQueryValues, type Database, type Queryable } from './database';
import { preparedStatements, type PreparedStatements } from './pglitePreparedStatements';

/**
 * The storage interface over PGlite: statements run prepared (pglitePreparedStatements.ts),
 * `run` is their entry point outside or inside a transaction, and scripts go to `exec`.
 */
function wrap(
  run: (sql: string, params: readonly unknown[]) => Promise<object[]>,
  exec: (sql: string) => Promise<unknown>,
  prepared: PreparedStatements,
): Queryable {
  return {
    async query<Row extends object>(sql: string, params: readonly unknown[] = []) {
      const rows = await run(sql, params).catch((error: unknown) => {
        throw stripQueryValues(error);
      });
      return rows as Row[];
    },
    async exec(sql: string) {
      await exec(sql).catch((error: unknown) => {
        throw stripQueryValues(error);
      });
      // A script may change tables that prepared statements read.
      await prepared.reset();
    },
  };
}

/** Removes group and other permissions from `dir` and everything below it. */
function makeOwnerOnly(dir: string): void {
  chmodSync(dir, 0o700);
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const entryPath = path.join(dir, entry.name);
    if (entry.isDirectory()) makeOwnerOnly(entryPath);
    else if (entry.isFile()) chmodSync(entryPath, 0o600);
  }
}

/**
 * The database files hold every account's data and hashes, so only their owner may reach
 * them, whatever umask the server was started with. PGlite's WASM file layer sets the modes
 * of the files it creates itself (0666, ignoring the umask), so the guarantee is the one
 * PostgreSQL relies on for its own data directory: the directory is 0700, and nothing inside
 * a 0700 directory can be opened by another user. On top of that every file is made 0600 and
 * every directory 0700 on open and again on close, so the files at rest carry owner-only
 * modes too (backups and copies keep them).
 */
function makeOwnerOnlyDirectory(location: string): void {
  // The parent (DATA_DIR) is created private as well; it also holds the token secret.
  mkdirSync(path.dirname(location), { recursive: true, mode: 0o700 });
  mkdirSync(location, { recursive: true, mode: 0o700 });
  makeOwnerOnly(location);
}

/**
 * Embedded PostgreSQL (WASM). `location` is a directory on disk, or `memory://` for a
 * throwaway database (tests). PGlite is a single connection and serialises transactions,
 * so `FOR UPDATE` is trivially honoured; on disk only one process may open a directory.
 */
export async function openPGliteDatabase(location: string): Promise<Database> {
  const onDisk = !location.startsWith('memory://');
  if (onDisk) makeOwnerOnlyDirectory(location);
  const pglite = await PGlite.create(location);
  const prepared = preparedStatements(pglite);
  const base = wrap(prepared.query, (sql) => pglite.exec(sql), prepared);
  return {
    kind: 'pglite',
    query: base.query,
    exec: base.exec,
    transaction: (work) =>
      pglite.transaction((tx) =>
        work(
          wrap(
            (sql, params) => prepared.queryIn(tx, sql, params),
            (sql) => tx.exec(sql),
            prepared,
          ),
        ),
      ),
    async close() {
      await pglite.close();
      if (onDisk) makeOwnerOnly(location);
    },
  };
}
