import type { FastifyInstance } from 'fastify';
import { healthEndpoints } from '../../../src/api/contract';
import { ping, type Queryable } from '../db/database';
import { DomainError } from '../domainError';
import { stuckJob } from '../jobs/queueHealth';
import { typed } from './routeDependencies';

/** How long readiness waits for the database before calling it unreachable. */
const READY_TIMEOUT_MS = 2_000;

/**
 * SPEC §11.5 probes for the proxy and the orchestrator. Live: the process answers (restart
 * it otherwise). Ready: the database answers too (send it traffic), and the job queue is not
 * stuck (SPEC §12.7: a job waiting past `stuckAfterSeconds` means no instance works the queue). While the server shuts
 * down Fastify answers 503 to new requests, so an instance stops being ready first.
 */
export function healthRoutes(db: Queryable, { stuckAfterSeconds }: { stuckAfterSeconds: number }) {
  return async function register(app: FastifyInstance) {
    const api = typed(app);
    api.route({
      ...healthEndpoints.ping,
      handler: () => ({ message: 'Meridian API is running' }),
    });
    api.route({ ...healthEndpoints.live, handler: () => ({ status: 'ok' as const }) });

    api.route({
      ...healthEndpoints.ready,
      handler: async (request) => {
        let timer: NodeJS.Timeout | undefined;
        const timeout = new Promise<never>((_resolve, reject) => {
          timer = setTimeout(() => reject(new Error('timed out')), READY_TIMEOUT_MS);
        });
        let stuck;
        try {
          await Promise.race([ping(db), timeout]);
          stuck = await Promise.race([stuckJob(db, stuckAfterSeconds), timeout]);
        } catch (error) {
          request.log.warn({ err: error }, 'readiness check: the database does not answer');
          throw new DomainError('unavailable', 'database_unreachable');
        } finally {
          clearTimeout(timer);
        }
        if (stuck) {
          request.log.warn({ job: stuck.name }, 'readiness check: the job queue is stuck');
          throw new DomainError('unavailable', 'job_queue_stuck', {
            values: { job: stuck.name, since: stuck.since.toISOString() },
          });
        }
        return { status: 'ok' as const };
      },
    });
  };
}
