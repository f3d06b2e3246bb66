import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { buildApp } from '../src/app';
import { makeConfig, serverLogger } from '../src/config';
import type { Database } from '../src/db/database';
import { migrate, migrationVersions } from '../src/db/migrate';
import { openPostgresDatabase } from '../src/db/postgresDatabase';
import { JOB_QUEUE_SCHEMA, startJobQueue } from '../src/jobs/jobQueue';
import { stuckAfterSeconds } from '../src/jobs/queueHealth';
import {
  assertError,
  openTestDatabase,
  startTestServer,
  TEST_SCRYPT_COST,
  TEST_TOKEN_SECRET,
  type TestServer,
} from './helpers';

/** SPEC §11.5: health probes, request ids in the logs, and what several instances share. */

describe('health probes', () => {
  test('live and ready answer 200 { status: "ok" } while the database answers', async () => {
    const server = await startTestServer();
    try {
      for (const path of ['/health/live', '/health/ready']) {
        const response = await server.request('GET', path);
        assert.equal(response.status, 200, response.text);
        assert.deepEqual(response.body, { status: 'ok' });
      }
    } finally {
      await server.close();
    }
  });

  test('ready is 503 { message } when the database does not answer; live stays 200', async () => {
    const db = await openTestDatabase();
    const app = await buildApp({
      db,
      config: makeConfig({ tokenSecret: TEST_TOKEN_SECRET, scryptCost: TEST_SCRYPT_COST }),
    });
    await db.close();
    try {
      const ready = await app.inject({ method: 'GET', url: '/health/ready' });
      assert.equal(ready.statusCode, 503);
      assert.deepEqual(ready.json(), {
        code: 'database_unreachable',
        message: 'The database is not reachable',
      });
      const live = await app.inject({ method: 'GET', url: '/health/live' });
      assert.equal(live.statusCode, 200);
    } finally {
      await app.close();
    }
  });
});

describe('readiness reports a stuck job queue', () => {
  test('a job waiting past its deadline → 503 naming it; 200 again once it ran', async () => {
    const server = await startTestServer({ priceRefreshSeconds: 15 });
    const queue = await startJobQueue(server.db, { warn: () => undefined, error: () => undefined });
    try {
      assert.equal(
        (await server.request('GET', '/health/ready')).status,
        200,
        'no queue tables yet',
      );
      // Queued, but no instance works it (this queue never calls work()).
      const id = await queue.sendOncePerSlot('prices.refresh', {}, 15);
      assert.ok(id);
      assert.equal((await server.request('GET', '/health/ready')).status, 200, 'not late yet');
      await server.db.query(
        `UPDATE ${JOB_QUEUE_SCHEMA}.job SET start_after = now() - make_interval(secs => $2)
          WHERE id = $1`,
        [id, stuckAfterSeconds(15) + 1],
      );
      const stuck = await server.request('GET', '/health/ready');
      assertError(stuck, 503, /^The job queue is stuck: prices\.refresh has waited since /);
      await server.db.query(
        `UPDATE ${JOB_QUEUE_SCHEMA}.job SET state = 'completed' WHERE id = $1`,
        [id],
      );
      assert.equal((await server.request('GET', '/health/ready')).status, 200);
    } finally {
      await queue.stop();
      await server.close();
    }
  });
});

describe('every log line of a request carries its request id', () => {
  const lines: string[] = [];
  let server: TestServer;
  before(async () => {
    server = await startTestServer({
      logger: serverLogger('info', { write: (line: string) => void lines.push(line) }),
    });
  });
  after(() => server.close());

  const linesOf = (id: string) =>
    lines.map((line) => JSON.parse(line) as Record<string, unknown>).filter((l) => l.reqId === id);

  test('a proxy’s X-Request-ID is kept, echoed and on each line of that request', async () => {
    const response = await server.request('POST', '/auth/login', {
      body: { email: 'nobody@example.com' },
      headers: { 'x-request-id': 'proxy-abc.123' },
    });
    assertError(response, 400);
    assert.equal(response.headers.get('x-request-id'), 'proxy-abc.123');
    const mine = linesOf('proxy-abc.123');
    assert.ok(mine.length >= 2, 'incoming and completed lines at least');
    const requestLines = lines
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((l) => 'req' in l || 'res' in l || 'err' in l);
    assert.ok(
      requestLines.every((l) => typeof l.reqId === 'string' && l.reqId !== ''),
      'no request line without its id',
    );
  });

  test('an unusable X-Request-ID is replaced by a fresh UUID', async () => {
    const response = await server.request('GET', '/health/live', {
      headers: { 'x-request-id': 'has spaces and "quotes"' },
    });
    const id = response.headers.get('x-request-id') ?? '';
    assert.match(id, /^[0-9a-f-]{36}$/);
    assert.ok(linesOf(id).length >= 1);
  });
});

const postgresUrl = process.env.DATABASE_URL;
const onPostgres = postgresUrl
  ? {}
  : { skip: 'needs DATABASE_URL: several instances share limits through PostgreSQL' };

describe('instances on one PostgreSQL', onPostgres, () => {
  test('migrations from instances starting at the same moment on an empty database all succeed, once', async () => {
    const reset = await openPostgresDatabase(postgresUrl ?? '');
    await reset.exec('DROP SCHEMA IF EXISTS public CASCADE; CREATE SCHEMA public;');
    await reset.close();
    const instances: Database[] = await Promise.all(
      [1, 2, 3].map(() => openPostgresDatabase(postgresUrl ?? '')),
    );
    try {
      const applied = await Promise.all(instances.map((db) => migrate(db)));
      const versions = applied.flat().sort((a, b) => a - b);
      assert.deepEqual(
        versions,
        migrationVersions(),
        'each migration applied by exactly one instance',
      );
    } finally {
      await Promise.all(instances.map((db) => db.close()));
    }
  });

  test('the per-IP auth limit counts requests on every instance together', async () => {
    const db = await openTestDatabase();
    const config = makeConfig({
      tokenSecret: TEST_TOKEN_SECRET,
      scryptCost: TEST_SCRYPT_COST,
      authRateLimit: { max: 5, windowMs: 60_000 },
    });
    const apps = [await buildApp({ db, config }), await buildApp({ db, config })];
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 6; i += 1) {
        const app = apps[i % 2];
        const response = await app!.inject({
          method: 'POST',
          url: '/auth/login',
          payload: { email: 'nobody@example.com', password: 'Wrong@12345' },
        });
        statuses.push(response.statusCode);
      }
      assert.deepEqual(statuses, [401, 401, 401, 401, 401, 429]);
    } finally {
      await Promise.all(apps.map((app) => app.close()));
      await db.close();
    }
  });
});
