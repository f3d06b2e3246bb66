import pg from 'pg';
import { stripQueryValues, type Database, type Queryable } from './database';

type PgRunner = Pick<pg.PoolClient, 'query'>;

function wrap(runner: PgRunner): Queryable {
  return {
    async query<Row extends object>(sql: string, params: readonly unknown[] = []) {
      const result = await runner
        .query<Row & pg.QueryResultRow>(sql, [...params])
        .catch((error: unknown) => {
          throw stripQueryValues(error);
        });
      return result.rows;
    },
    async exec(sql: string) {
      // Without parameters pg uses the simple query protocol, which accepts many statements.
      await runner.query(sql).catch((error: unknown) => {
        throw stripQueryValues(error);
      });
    },
  };
}

/** A real PostgreSQL server reached through a connection pool (`DATABASE_URL`). */
export async function openPostgresDatabase(connectionString: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max: 10 });
  // An idle connection dropped by the server must not crash the process; the pool replaces it.
  pool.on('error', (error) => console.error('PostgreSQL idle connection error:', error.message));
  // Fail fast on a wrong URL instead of on the first request.
  await pool.query('SELECT 1');
  const base = wrap(pool);
  return {
    kind: 'postgres',
    ...base,
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work(wrap(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    async script<Row extends object>(sql: string) {
      // Without parameters pg uses the simple query protocol: one connection, and an answer per
      // statement (an array) when there are several. A failing script's open BEGIN dies with
      // the implicit transaction the protocol wraps it in.
      const results = (await pool.query(sql).catch((error: unknown) => {
        throw stripQueryValues(error);
      })) as pg.QueryResult | pg.QueryResult[];
      return (Array.isArray(results) ? results : [results]).flatMap(
        (result) => (result.rows ?? []) as Row[],
      );
    },
    close: () => pool.end(),
  };
}
