import { chmodSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { stripQueryValues, type Database, type Queryable } from './database';
import { preparedStatements } from './pglitePreparedStatements';

/**
 * The storage interface over PGlite: `run` runs a statement outside or inside a transaction
 * (prepared, or PGlite's own query() with PGLITE_PLAIN_QUERY), scripts go to `exec`, and
 * `afterScript` forgets what a script may have made stale.
 */
function wrap(
  run: (sql: string, params: readonly unknown[]) => Promise<object[]>,
  exec: (sql: string) => Promise<unknown>,
  afterScript: () => Promise<void>,
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
      await afterScript();
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

/** How statements reach PGlite. */
export interface PGliteOptions {
  /**
   * Every statement through PGlite's own `query()` instead of the server's prepared statements
   * and protocol reader: slower, but it leaves nothing of this server's between the SQL and
   * PGlite, so a PGlite upgrade that breaks something can be bisected (does the failure go
   * away with the switch on?). Default: PGLITE_PLAIN_QUERY=1, read here so the server, the
   * operator CLI and the tests all honour it.
   */
  plainQuery?: boolean;
  /**
   * A data directory to start from (PGlite's `dumpDataDir`), for `memory://` only: the tests
   * open hundreds of throwaway databases, and starting from a migrated copy skips initdb
   * (about 1.5 s each on the 2-core machine) — see server/test/templateDatabase.ts.
   */
  template?: Blob;
}

const plainQueryFromEnvironment = () => process.env.PGLITE_PLAIN_QUERY === '1';

type Runner = Pick<PGlite, 'query'>;

const plainQuery =
  (runner: Runner) =>
  async (sql: string, params: readonly unknown[]): Promise<object[]> =>
    (await runner.query<object>(sql, [...params])).rows;

/** Statements through PGlite's query(), nothing prepared: a script makes nothing stale. */
function openPlain(pglite: PGlite): Pick<Database, 'query' | 'exec' | 'transaction'> {
  const noneStale = () => Promise.resolve();
  const base = wrap(plainQuery(pglite), (sql) => pglite.exec(sql), noneStale);
  return {
    ...base,
    transaction: (work) =>
      pglite.transaction((tx) => work(wrap(plainQuery(tx), (sql) => tx.exec(sql), noneStale))),
  };
}

/** Statements prepared once and read by the server's own protocol reader (the default). */
function openPrepared(pglite: PGlite): Pick<Database, 'query' | 'exec' | 'transaction'> {
  const prepared = preparedStatements(pglite);
  // A script may change tables that prepared statements read.
  const base = wrap(prepared.query, (sql) => pglite.exec(sql), prepared.reset);
  return {
    ...base,
    transaction: (work) =>
      pglite.transaction((tx) =>
        work(
          wrap(
            (sql, params) => prepared.queryIn(tx, sql, params),
            (sql) => tx.exec(sql),
            prepared.reset,
          ),
        ),
      ),
  };
}

/**
 * Embedded PostgreSQL (WASM). `location` is a directory on disk, or `memory://` for a
 * throwaway database (tests). PGlite is a single connection and serialises transactions,
 * so `FOR UPDATE` is trivially honoured; on disk only one process may open a directory.
 */
/** An embedded database, which can also hand over a copy of its files (a test template). */
export interface PGliteDatabase extends Database {
  dumpDataDir(): Promise<Blob>;
}

export async function openPGliteDatabase(
  location: string,
  { plainQuery = plainQueryFromEnvironment(), template }: PGliteOptions = {},
): Promise<PGliteDatabase> {
  const onDisk = !location.startsWith('memory://');
  if (onDisk && template) throw new Error('A template is for in-memory databases only');
  if (onDisk) makeOwnerOnlyDirectory(location);
  const pglite = await PGlite.create(location, template ? { loadDataDir: template } : {});
  return {
    kind: 'pglite',
    ...(plainQuery ? openPlain(pglite) : openPrepared(pglite)),
    async script<Row extends object>(sql: string) {
      try {
        // Scripts here are the job queue's, on its own schema: nothing prepared goes stale.
        const results = await pglite.exec(sql);
        return results.flatMap((result) => result.rows as Row[]);
      } catch (error) {
        // One connection: a script that failed inside its own BEGIN would leave every later
        // statement in an aborted transaction (a pool would hand out another connection).
        if (pglite.isInTransaction()) await pglite.query('ROLLBACK').catch(() => undefined);
        throw stripQueryValues(error);
      }
    },
    async dumpDataDir() {
      return pglite.dumpDataDir('none');
    },
    async close() {
      await pglite.close();
      if (onDisk) makeOwnerOnly(location);
    },
  };
}
