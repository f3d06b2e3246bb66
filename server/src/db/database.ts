/**
 * The one storage interface the server talks to. Two implementations share it — embedded
 * PGlite and a real PostgreSQL pool — so every query is written once, in PostgreSQL SQL.
 */

/** Anything that can run SQL: the database itself or an open transaction. */
export interface Queryable {
  /** Runs one parameterised statement and returns its rows. */
  query<Row extends object = Record<string, unknown>>(
    sql: string,
    params?: readonly unknown[],
  ): Promise<Row[]>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /**
   * Runs `work` inside BEGIN … COMMIT on a single connection; any thrown error rolls back.
   * Row locks (`SELECT … FOR UPDATE`) taken through `tx` hold until the callback returns.
   */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * Runs a script of several statements without parameters on one connection and returns the
   * rows of every statement, in order: the job queue's locked blocks (`BEGIN; … RETURNING …;
   * COMMIT`) read what they wrote. A script that fails inside its own BEGIN is rolled back.
   */
  script<Row extends object = Record<string, unknown>>(sql: string): Promise<Row[]>;
  close(): Promise<void>;
}

/** PostgreSQL's SQLSTATE for a unique-constraint violation. */
/** A round trip that needs nothing but a working connection (readiness probes). */
export async function ping(db: Queryable): Promise<void> {
  await db.query('SELECT 1');
}

export const UNIQUE_VIOLATION = '23505';

export function isUniqueViolation(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    'code' in error &&
    error.code === UNIQUE_VIOLATION
  );
}

/**
 * Properties a driver's error may carry that echo the values of a query: PGlite attaches the
 * parameters themselves (for a sign-up, the password and seed-phrase hashes), and both
 * engines put row values in `detail` ("Key (email)=(…) already exists").
 */
const VALUE_CARRYING_PROPERTIES = ['params', 'queryOptions', 'detail'] as const;

/**
 * Removes the values a failed query was run with from its error, before anything can log or
 * serialise it. Every query goes through the storage wrappers, which call this on the way out.
 */
export function stripQueryValues(error: unknown): unknown {
  if (typeof error === 'object' && error !== null) {
    for (const property of VALUE_CARRYING_PROPERTIES) {
      if (property in error) delete (error as Record<string, unknown>)[property];
    }
  }
  return error;
}
