import type { Queryable } from '../db/database';
import { JOB_QUEUE_SCHEMA } from './jobQueue';

/** A job waiting to start since `since`: the queue's oldest, past its deadline. */
export interface StuckJob {
  name: string;
  since: Date;
}

/**
 * How long a job may wait past its start time before the queue counts as stuck: several price
 * refreshes missed in a row (each instance offers one per slot and polls at least every 2 s), and
 * never under a minute, so a slow moment is not an alarm.
 */
export const stuckAfterSeconds = (priceRefreshSeconds: number) =>
  Math.max(60, 4 * priceRefreshSeconds);

/**
 * The oldest job queued but not started for longer than `afterSeconds`, if any (SPEC §12.7:
 * readiness reports a stuck queue — no instance is working it, or its workers hang). Before
 * pg-boss has created its tables (no instance has run jobs yet) nothing can be stuck.
 */
export async function stuckJob(db: Queryable, afterSeconds: number): Promise<StuckJob | null> {
  const [table] = await db.query<{ present: boolean }>(
    `SELECT to_regclass('${JOB_QUEUE_SCHEMA}.job') IS NOT NULL AS present`,
  );
  if (!table?.present) return null;
  const [oldest] = await db.query<{ name: string; since: Date }>(
    `SELECT name, start_after AS since FROM ${JOB_QUEUE_SCHEMA}.job
      WHERE state IN ('created', 'retry')
        AND start_after < now() - make_interval(secs => $1)
      ORDER BY start_after LIMIT 1`,
    [afterSeconds],
  );
  return oldest ?? null;
}
