import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { stripQueryValues, type Database, type Queryable } from './database';

type PGliteRunner = Pick<PGlite, 'query' | 'exec'>;

function wrap(runner: PGliteRunner): Queryable {
  return {
    async query<Row extends object>(sql: string, params: readonly unknown[] = []) {
      const result = await runner.query<Row>(sql, [...params]).catch((error: unknown) => {
        throw stripQueryValues(error);
      });
      return result.rows;
    },
    async exec(sql: string) {
      await runner.exec(sql).catch((error: unknown) => {
        throw stripQueryValues(error);
      });
    },
  };
}

/**
 * Embedded PostgreSQL (WASM). `location` is a directory on disk, or `memory://` for a
 * throwaway database (tests). PGlite is a single connection and serialises transactions,
 * so `FOR UPDATE` is trivially honoured; on disk only one process may open a directory.
 */
export async function openPGliteDatabase(location: string): Promise<Database> {
  if (!location.startsWith('memory://')) mkdirSync(location, { recursive: true });
  const pglite = await PGlite.create(location);
  const base = wrap(pglite);
  return {
    kind: 'pglite',
    query: base.query,
    exec: base.exec,
    transaction: (work) => pglite.transaction((tx) => work(wrap(tx))),
    close: () => pglite.close(),
  };
}
