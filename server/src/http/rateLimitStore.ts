import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Queryable } from '../db/database';

/**
 * One statement counts a hit and reports the window: a key's first hit (or its first after
 * the window ended) starts a new window at 1; later hits add 1 and keep the window's end.
 * The row lock ON CONFLICT takes makes concurrent hits from several instances count exactly.
 */
const COUNT_HIT = `
  INSERT INTO rate_limit_counters (key, hits, resets_at)
  VALUES ($1, 1, clock_timestamp() + make_interval(secs => $2::double precision / 1000))
  ON CONFLICT (key) DO UPDATE SET
    hits = CASE WHEN rate_limit_counters.resets_at <= clock_timestamp() THEN 1
                ELSE rate_limit_counters.hits + 1 END,
    resets_at = CASE WHEN rate_limit_counters.resets_at <= clock_timestamp() THEN EXCLUDED.resets_at
                     ELSE rate_limit_counters.resets_at END
  RETURNING hits,
            GREATEST(0, ceil(extract(epoch FROM resets_at - clock_timestamp()) * 1000))::int AS ttl`;

/**
 * A @fastify/rate-limit store on PostgreSQL, so every instance on one DATABASE_URL shares
 * each limit. `namespace` keeps the limiters apart (the per-IP auth budget and the per-user
 * money budget may count the same client).
 */
export function postgresRateLimitStore(
  db: Queryable,
  namespace: string,
): FastifyRateLimitStoreCtor {
  class PostgresRateLimitStore implements FastifyRateLimitStore {
    // @fastify/rate-limit constructs a store with its own options, which this one does not need.
    constructor(
      _options?: unknown,
      private readonly prefix = namespace,
    ) {}

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      db.query<{ hits: number; ttl: number }>(COUNT_HIT, [
        `${this.prefix}:${key}`,
        timeWindow,
      ]).then(
        ([row]) => callback(null, { current: row?.hits ?? 1, ttl: row?.ttl ?? timeWindow }),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    /** A route with its own limit counts apart from the scope's shared budget. */
    child(routeOptions: { method: string | string[]; url: string }): FastifyRateLimitStore {
      return new PostgresRateLimitStore(
        undefined,
        `${this.prefix}:${String(routeOptions.method)}:${routeOptions.url}`,
      );
    }
  }
  return PostgresRateLimitStore;
}

/**
 * Expired windows are dead rows; this removes them now and then so the table stays the size
 * of the clients seen in the last window. Any instance may run it; the work is idempotent.
 * Returns a function that stops it.
 */
export function sweepExpiredRateLimits(db: Queryable, everyMs = 60_000): () => void {
  const timer = setInterval(() => {
    // A sweep that fails (database briefly away) changes nothing; the next one catches up.
    db.query('DELETE FROM rate_limit_counters WHERE resets_at < clock_timestamp()').catch(
      () => undefined,
    );
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
