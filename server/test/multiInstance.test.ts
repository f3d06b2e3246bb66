import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import type {
  AddDepositResponse,
  LoginSuccessResponse,
  RegisterResponse,
  UserDetails,
} from '../../src/api/types';
import type { Database } from '../src/db/database';
import { openPostgresDatabase } from '../src/db/postgresDatabase';
import { allowWithdrawals, postTradeResult } from '../src/operator/commands';
import { registration, TYPESCRIPT_NODE_ARGS } from './helpers';

/**
 * SPEC §11.5 end to end: three real server processes (`npm run server`) started at the same
 * moment on one empty PostgreSQL with one TOKEN_SECRET behave as one server. Runs in the
 * PostgreSQL step of `npm test`; without DATABASE_URL there is nothing to share, so it skips.
 */

const DATABASE_URL = process.env.DATABASE_URL;
const SKIP_REASON = 'needs DATABASE_URL: several instances need one PostgreSQL to share';
if (!DATABASE_URL) console.log(`multi-instance test skipped: ${SKIP_REASON}`);

const SERVER_ROOT = path.resolve(__dirname, '..');
const REPO_ROOT = path.resolve(SERVER_ROOT, '..');
const TOKEN_SECRET = 'multi-instance-test-secret-0123456789abcdef';
/** Per-IP auth budget of each instance — and, shared, of all of them together. */
const AUTH_RATE_LIMIT = 10;

interface Instance {
  name: string;
  child: ChildProcess;
  url: string;
  output: () => string;
  exited: Promise<number | null>;
}

function startInstance(name: string): Promise<Instance> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL,
    TOKEN_SECRET,
    PORT: '0',
    HOST: '127.0.0.1',
    DEMO_ACCOUNT: 'off',
    AUTH_RATE_LIMIT: String(AUTH_RATE_LIMIT),
    // The rate-limit check below speaks for a client behind the (loopback) proxy.
    TRUST_PROXY: 'loopback',
    LOG_LEVEL: 'info',
  };
  delete env.NODE_ENV;
  const child = spawn(
    process.execPath,
    [...TYPESCRIPT_NODE_ARGS, path.join(SERVER_ROOT, 'src/main.ts')],
    {
      cwd: REPO_ROOT,
      env,
    },
  );
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`instance ${name} did not start:\n${output}`));
    }, 90_000);
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      const listening = /Meridian API listening on (http:\/\/[\d.]+:\d+)/.exec(output);
      if (listening?.[1]) {
        clearTimeout(timer);
        resolve({ name, child, url: listening[1], output: () => output, exited });
      }
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`instance ${name} exited with ${code} before listening:\n${output}`));
    });
  });
}

interface Answer<Body> {
  status: number;
  body: Body;
}

async function call<Body = Record<string, unknown>>(
  instance: Instance,
  method: string,
  route: string,
  options: { body?: unknown; token?: string; headers?: Record<string, string> } = {},
): Promise<Answer<Body>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const response = await fetch(`${instance.url}${route}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : {}) as Body };
}

describe(
  'several instances on one PostgreSQL',
  { skip: DATABASE_URL ? false : SKIP_REASON },
  () => {
    let instances: Instance[] = [];
    let db: Database;
    const at = (i: number): Instance => {
      const instance = instances[i % instances.length];
      if (!instance) throw new Error('no instance');
      return instance;
    };

    before(async () => {
      db = await openPostgresDatabase(DATABASE_URL ?? '');
      // An empty database, so the instances race to create every table.
      await db.exec('DROP SCHEMA IF EXISTS public CASCADE; CREATE SCHEMA public;');
      const started = await Promise.allSettled(['A', 'B', 'C'].map(startInstance));
      instances = started.flatMap((result) =>
        result.status === 'fulfilled' ? [result.value] : [],
      );
      const failed = started.find((result) => result.status === 'rejected');
      if (failed?.status === 'rejected') throw failed.reason;
    });

    after(async () => {
      for (const instance of instances) {
        if (instance.child.exitCode === null) instance.child.kill('SIGTERM');
      }
      await Promise.all(instances.map((instance) => instance.exited));
      await db.close();
    });

    test('all three started at once on the empty database, and every one reports ready', async () => {
      assert.equal(instances.length, 3);
      for (const instance of instances) {
        const ready = await call(instance, 'GET', '/health/ready');
        assert.equal(ready.status, 200, `${instance.name}: ${instance.output()}`);
        assert.deepEqual(ready.body, { status: 'ok' });
      }
      const [row] = await db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM schema_migrations',
      );
      assert.ok((row?.n ?? 0) >= 4, 'every migration applied once');
    });

    let email = '';
    let password = '';

    test('a token issued by one instance works on the others; logout on one ends it on all at once', async () => {
      const form = registration();
      ({ email, password } = form);
      const registered = await call<RegisterResponse>(at(0), 'POST', '/auth/register', {
        body: form,
      });
      assert.equal(registered.status, 201);
      const login = await call<LoginSuccessResponse>(at(1), 'POST', '/auth/login', {
        body: { email, password },
      });
      assert.equal(login.status, 200);
      const { token } = login.body;
      for (const instance of instances) {
        const me = await call<UserDetails>(instance, 'GET', '/transaction/token-user', { token });
        assert.equal(me.status, 200, instance.name);
        assert.equal(me.body.email, email.toLowerCase());
      }
      assert.equal((await call(at(2), 'POST', '/auth/logout', { token })).status, 204);
      for (const instance of instances) {
        const after = await call(instance, 'GET', '/transaction/token-user', { token });
        assert.equal(after.status, 401, `${instance.name} still accepts a logged-out token`);
      }
    });

    test('20 concurrent withdrawals spread across the instances never exceed the available cash', async () => {
      await postTradeResult(db, email, '100', 'Trade');
      await allowWithdrawals(db, email, true);
      const login = await call<LoginSuccessResponse>(at(0), 'POST', '/auth/login', {
        body: { email, password },
      });
      const { token } = login.body;
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          call(at(i), 'POST', '/withdrawal/add', {
            token,
            body: {
              amount: 10,
              charges: 0,
              walletAddress: `bc1q-wallet-${i}`,
              email,
              exchange: 'Binance',
              asset: 'BTC',
            },
          }),
        ),
      );
      const statuses = answers.map((answer) => answer.status).sort();
      assert.deepEqual(statuses, [...Array<number>(10).fill(201), ...Array<number>(10).fill(400)]);
      for (const refused of answers.filter((answer) => answer.status === 400)) {
        assert.equal(refused.body.message, 'Withdrawal amount must not exceed your available cash');
      }
      const [row] = await db.query<{ total: string }>(
        `SELECT COALESCE(sum(w.amount), 0)::text AS total FROM withdrawals w
         JOIN users u ON u.id = w.user_id WHERE u.email = $1`,
        [email.toLowerCase()],
      );
      assert.equal(row?.total, '100.00', 'together exactly the available cash, never more');
      const me = await call<UserDetails>(at(1), 'GET', '/transaction/token-user', { token });
      assert.equal(me.body.availableCash, 0);
    });

    test('the per-IP sign-in limit counts attempts on every instance together', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < AUTH_RATE_LIMIT + 2; i += 1) {
        const answer = await call(at(i), 'POST', '/auth/login', {
          body: { email: 'nobody@example.com', password: 'Wrong@12345' },
          headers: { 'x-forwarded-for': '198.51.100.7' },
        });
        statuses.push(answer.status);
      }
      assert.deepEqual(statuses, [...Array<number>(AUTH_RATE_LIMIT).fill(401), 429, 429]);
    });

    test('SIGTERM during a burst: every accepted request is answered and stored, the rest refused', async (t) => {
      const login = await call<LoginSuccessResponse>(at(0), 'POST', '/auth/login', {
        body: { email, password },
      });
      const { token } = login.body;
      const victim = at(2);
      const outcomes: Promise<{ status: number; reference?: string } | { error: string }>[] = [];
      for (let i = 1; i <= 40; i += 1) {
        if (i === 15) victim.child.kill('SIGTERM');
        outcomes.push(
          call<AddDepositResponse>(victim, 'POST', '/transaction/add', {
            token,
            body: { amount: i },
          }).then(
            (answer) => ({ status: answer.status, reference: answer.body.transaction?.reference }),
            (error: unknown) => ({ error: String((error as { cause?: unknown }).cause ?? error) }),
          ),
        );
        await new Promise((resolve) => setTimeout(resolve, 15));
      }
      const settled = await Promise.all(outcomes);
      assert.equal(await victim.exited, 0, `a clean exit:\n${victim.output()}`);

      const created = settled.flatMap((o) =>
        'status' in o && o.status === 201 ? [o.reference] : [],
      );
      assert.ok(created.length > 0, 'some requests were accepted before the signal');
      const refused = settled.length - created.length;
      t.diagnostic(
        `${created.length} deposits accepted and stored, ${refused} refused after SIGTERM`,
      );
      for (const outcome of settled) {
        if ('status' in outcome) {
          assert.ok([201, 503].includes(outcome.status), `unexpected answer ${outcome.status}`);
        } else {
          // Refused at the door: the instance stopped listening (ECONNREFUSED), or closed an
          // idle keep-alive connection as the request was on its way, unread — the database
          // check below proves no refused request was processed.
          assert.match(outcome.error, /ECONNREFUSED|ECONNRESET|other side closed/, outcome.error);
        }
      }
      const stored = await db.query<{ reference: string }>(
        `SELECT d.reference FROM deposits d JOIN users u ON u.id = d.user_id WHERE u.email = $1`,
        [email.toLowerCase()],
      );
      assert.deepEqual(
        stored.map((row) => row.reference).sort(),
        [...created].sort(),
        'every accepted deposit stored, and nothing stored that was not answered',
      );
      // The others carry on.
      for (const instance of instances.filter((i) => i !== victim)) {
        assert.equal((await call(instance, 'GET', '/health/ready')).status, 200);
      }
    });
  },
);
