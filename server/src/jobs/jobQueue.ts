import { PgBoss, type Db } from 'pg-boss';
import type { Database } from '../db/database';

/**
 * Background work (SPEC §12.7) on pg-boss, a maintained PostgreSQL-backed job queue, over the
 * server's own `Database` — so the embedded database and PostgreSQL run the same queue, and
 * several instances on one PostgreSQL share its jobs (each runs once, on one of them).
 *
 * pg-boss keeps its tables in JOB_QUEUE_SCHEMA, which migration 015 creates: the application
 * role may not create schemas (deploy/postgres-init/app-role.sql grants it that schema only),
 * so pg-boss is told never to create one.
 */
export const JOB_QUEUE_SCHEMA = 'meridian_jobs';

/** Every job the server runs, by name; the payload each carries. */
export interface JobPayloads {
  /** One refresh of the tradable assets' prices (prices/priceJob.ts). */
  'prices.refresh': Record<string, never>;
  /** One sweep of the e-mail outbox (mail/mailJob.ts). */
  'mail.send': Record<string, never>;
}
export type JobName = keyof JobPayloads;

export interface JobLog {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface JobQueue {
  /**
   * Sends `name` at most once per `seconds`-long slot across every instance: the first send of a
   * slot creates the job, the others are refused by the queue's unique slot index (and answer
   * null).
   */
  sendOncePerSlot<Name extends JobName>(
    name: Name,
    payload: JobPayloads[Name],
    seconds: number,
  ): Promise<string | null>;
  /** Runs `handler` for each job of `name`, on whichever instance claims it first. */
  work<Name extends JobName>(
    name: Name,
    options: { pollingIntervalSeconds: number },
    handler: (payload: JobPayloads[Name]) => Promise<void>,
  ): Promise<void>;
  /** Stops polling and maintenance, waiting (bounded) for the jobs in hand to finish. */
  stop(): Promise<void>;
}

/** pg-boss's database adapter over ours: one implementation for both engines. */
function queueDatabase(db: Database): Db {
  return {
    async executeSql(text, values) {
      // Without values pg-boss may send several statements (its locked `BEGIN … COMMIT`
      // blocks and its own migrations), which only a script runs on one connection.
      const rows = values?.length ? await db.query(text, values) : await db.script(text);
      return { rows };
    },
  };
}

/** How long stop() waits for running jobs before giving up on them (they are retried). */
const STOP_TIMEOUT_MS = 5_000;

export async function startJobQueue(db: Database, log: JobLog): Promise<JobQueue> {
  const boss = new PgBoss({
    db: queueDatabase(db),
    schema: JOB_QUEUE_SCHEMA,
    createSchema: false,
    backend: db.kind === 'pglite' ? 'pglite' : 'postgres',
    // No cron schedules: the price job sends itself per slot (prices/priceJob.ts).
    schedule: false,
  });
  boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
  await boss.start();
  const queues = new Set<JobName>();
  const ensureQueue = async (name: JobName) => {
    if (queues.has(name)) return;
    // Idempotent: every instance creates the queues it uses.
    await boss.createQueue(name, { retryLimit: 0 });
    queues.add(name);
  };

  return {
    async sendOncePerSlot(name, payload, seconds) {
      await ensureQueue(name);
      return boss.sendThrottled(name, payload, null, seconds);
    },
    async work(name, { pollingIntervalSeconds }, handler) {
      await ensureQueue(name);
      await boss.work<JobPayloads[typeof name]>(name, { pollingIntervalSeconds }, async (jobs) => {
        for (const job of jobs) await handler(job.data);
      });
    },
    async stop() {
      await boss.stop({ graceful: true, timeout: STOP_TIMEOUT_MS });
    },
  };
}
