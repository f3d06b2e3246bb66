import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { after, before } from 'node:test';
import type { FastifyInstance, RouteOptions } from 'fastify';
import type {
  AddWithdrawalRequest,
  LoginSuccessResponse,
  RegisterRequest,
  RegisterResponse,
  UserDetails,
} from '../../src/api/types';
import { buildApp } from '../src/app';
import { makeConfig, type AppConfig } from '../src/config';
import type { Database } from '../src/db/database';
import { migrate } from '../src/db/migrate';
import { openPostgresDatabase } from '../src/db/postgresDatabase';
import { TEST_SCRYPT_COST } from '../src/security/hashing';
import type { HashQueue } from '../src/security/hashQueue';
import { openMigratedPGlite } from './templateDatabase';

/** Cheap scrypt so a test run stays fast; production uses PRODUCTION_SCRYPT_COST. */
export { TEST_SCRYPT_COST };
export const TEST_TOKEN_SECRET = 'test-token-secret-0123456789abcdef0123456789';

/**
 * A fresh, migrated database: in-memory PGlite by default, or the PostgreSQL server in
 * DATABASE_URL with its schemas dropped first, so every test file starts empty.
 */
export async function openTestDatabase(): Promise<Database> {
  const url = process.env.DATABASE_URL;
  if (!url) return openMigratedPGlite();
  const db = await openPostgresDatabase(url);
  // The job queue's schema too (migration 015): a job of an earlier file must not hold
  // a slot of this one.
  await db.exec(
    'DROP SCHEMA IF EXISTS public CASCADE; DROP SCHEMA IF EXISTS meridian_jobs CASCADE; CREATE SCHEMA public;',
  );
  await migrate(db);
  return db;
}

/**
 * Rows (or anything holding them) as plain objects, for comparing with object literals. The
 * embedded database's rows have no prototype (so a column named `__proto__` stays a column:
 * src/db/pgliteBackendMessages.ts), and the strict deepEqual compares prototypes.
 */
export function plainRows<T>(value: T): T {
  return structuredClone(value);
}

export interface ApiResponse<Body = Record<string, unknown>> {
  status: number;
  body: Body;
  text: string;
  headers: Headers;
}

export interface RecordedResponse {
  method: string;
  path: string;
  text: string;
}

export interface TestServer {
  app: FastifyInstance;
  db: Database;
  config: AppConfig;
  baseUrl: string;
  /** Every response received, for the "no secret ever leaves" checks. */
  responses: RecordedResponse[];
  request<Body = Record<string, unknown>>(
    method: string,
    path: string,
    options?: {
      body?: unknown;
      rawBody?: string;
      token?: string;
      headers?: Record<string, string>;
    },
  ): Promise<ApiResponse<Body>>;
  close(): Promise<void>;
}

export async function startTestServer(
  overrides: Partial<AppConfig> = {},
  /** Told of every route the app registers (tests that must not miss one). */
  onRoute?: (route: RouteOptions) => void,
): Promise<TestServer> {
  const db = await openTestDatabase();
  const config = makeConfig({
    tokenSecret: TEST_TOKEN_SECRET,
    scryptCost: TEST_SCRYPT_COST,
    // High enough that only the rate-limit test ever meets it.
    authRateLimit: { max: 10_000, windowMs: 60_000 },
    moneyRateLimit: { max: 10_000, windowMs: 60_000 },
    accountSignInLimit: { maxAttempts: 10_000, windowMs: 60_000 },
    ...overrides,
  });
  return serveApp(db, config, () => db.close(), undefined, onRoute);
}

/**
 * Another instance on `server`'s database, as a second server behind the proxy would be: its
 * own Fastify app (and so its own in-process state) with `server`'s config and `overrides`,
 * and `hashing` as its scrypt queue when given. Closing it leaves the database to `server`.
 */
export function startAnotherInstance(
  server: TestServer,
  overrides: Partial<AppConfig> = {},
  hashing?: HashQueue,
): Promise<TestServer> {
  return serveApp(server.db, { ...server.config, ...overrides }, () => Promise.resolve(), hashing);
}

async function serveApp(
  db: Database,
  config: AppConfig,
  closeDatabase: () => Promise<void>,
  hashing?: HashQueue,
  onRoute?: (route: RouteOptions) => void,
): Promise<TestServer> {
  const app = await buildApp({
    db,
    config,
    ...(hashing ? { hashing } : {}),
    ...(onRoute ? { onRoute } : {}),
  });
  const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  const responses: RecordedResponse[] = [];

  return {
    app,
    db,
    config,
    baseUrl,
    responses,
    async request<Body>(
      method: string,
      path: string,
      options: {
        body?: unknown;
        rawBody?: string;
        token?: string;
        headers?: Record<string, string>;
      } = {},
    ) {
      const headers: Record<string, string> = { ...options.headers };
      let payload: string | undefined;
      if (options.rawBody !== undefined) payload = options.rawBody;
      else if (options.body !== undefined) payload = JSON.stringify(options.body);
      if (payload !== undefined) headers['content-type'] ??= 'application/json';
      if (options.token) headers.authorization = `Bearer ${options.token}`;
      const response = await fetch(`${baseUrl}${path}`, { method, headers, body: payload });
      const text = await response.text();
      responses.push({ method, path, text });
      let body: unknown = {};
      if (text) {
        try {
          body = JSON.parse(text);
        } catch {
          assert.fail(`response to ${method} ${path} is not JSON: ${text}`);
        }
      }
      return { status: response.status, body: body as Body, text, headers: response.headers };
    },
    async close() {
      await app.close();
      await closeDatabase();
    },
  };
}

/**
 * One server for the whole test file: started in `before`, then `setUp` (the file's seeding)
 * in the same hook, and closed in `after`. The set-up goes through here, not a second
 * top-level `before`: under `node --test` (with tsx then) two top-level hooks were seen to start
 * together, so the seeding met no server. The returned object forwards to the running server,
 * so tests keep writing `server.request(...)`, `server.db`.
 */
export function testServerForFile(
  overrides: Partial<AppConfig> = {},
  setUp?: (server: TestServer) => Promise<void>,
): TestServer {
  let started: TestServer | undefined;
  const current = (): TestServer => {
    assert.ok(started, 'the test server starts in before(): use it inside hooks and tests');
    return started;
  };
  before(async () => {
    started = await startTestServer(overrides);
    await setUp?.(started);
  });
  after(async () => {
    await started?.close();
  });
  return {
    get app() {
      return current().app;
    },
    get db() {
      return current().db;
    },
    get config() {
      return current().config;
    },
    get baseUrl() {
      return current().baseUrl;
    },
    get responses() {
      return current().responses;
    },
    request: (method, path, options) => current().request(method, path, options),
    close: () => current().close(),
  };
}

export function registration(overrides: Partial<RegisterRequest> = {}): RegisterRequest {
  return {
    name: 'Ada Lovelace',
    email: `user-${randomUUID().slice(0, 8)}@example.com`,
    password: 'Secret@123',
    zipCode: '10115',
    address: '12 Analytical Engine Road',
    countryOfResidence: 'Germany',
    currency: '$',
    investmentGoal: 'Investing for Retirement',
    ...overrides,
  };
}

export interface TestUser {
  email: string;
  password: string;
  seedPhrase: string;
  token: string;
}

/** Registers a user through the API and signs them in. */
export async function createUser(
  server: TestServer,
  overrides: Partial<RegisterRequest> = {},
): Promise<TestUser> {
  const form = registration(overrides);
  const registered = await server.request<RegisterResponse>('POST', '/auth/register', {
    body: form,
  });
  assert.equal(registered.status, 201, registered.text);
  const login = await server.request<LoginSuccessResponse>('POST', '/auth/login', {
    body: { email: form.email, password: form.password },
  });
  assert.equal(login.status, 200, login.text);
  return {
    email: form.email.toLowerCase(),
    password: form.password,
    seedPhrase: registered.body.seedPhrase,
    token: login.body.token,
  };
}

/** A valid `POST /withdrawal/add` body: 100 in BTC to an address of the right shape. */
export function withdrawalRequest(
  overrides: Partial<AddWithdrawalRequest> = {},
): AddWithdrawalRequest {
  return {
    amount: 100,
    charges: 0,
    walletAddress: 'bc1qexampleaddress000000000000000000',
    email: 'payout@example.com',
    exchange: 'Binance',
    asset: 'BTC',
    ...overrides,
  };
}

/** The user's details as the API reports them now. */
export async function fetchDetails(server: TestServer, user: TestUser): Promise<UserDetails> {
  const response = await server.request<UserDetails>('GET', '/transaction/token-user', {
    token: user.token,
  });
  assert.equal(response.status, 200, response.text);
  return response.body;
}

/** The user's row id, for tests that seed records or count rows with SQL. */
export async function userIdOf(server: TestServer, user: TestUser): Promise<string> {
  const [row] = await server.db.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [
    user.email,
  ]);
  assert.ok(row, `no user row for ${user.email}`);
  return row.id;
}

/** Asserts an error response: the status, `{ code, message }` and nothing else. */
export function assertError(
  response: ApiResponse<unknown>,
  status: number,
  messagePattern?: RegExp,
) {
  assert.equal(
    response.status,
    status,
    `expected ${status}, got ${response.status}: ${response.text}`,
  );
  const body = response.body as Record<string, unknown>;
  assert.deepEqual(Object.keys(body), ['code', 'message'], response.text);
  assert.match(String(body.code), /^[a-z][a-z0-9_]*$/, 'a snake_case code');
  assert.equal(typeof body.message, 'string');
  if (messagePattern) assert.match(String(body.message), messagePattern);
}

/** Counts rows, to prove a refused request wrote nothing. */
export async function countRows(db: Database, table: string): Promise<number> {
  const [row] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`);
  return row?.n ?? 0;
}

/**
 * No response may ever contain a password hash, a seed phrase or a known password — except
 * the one registration response that hands the new seed phrase over.
 */
export function assertNoSecretsLeaked(responses: RecordedResponse[], secrets: string[]) {
  assert.ok(responses.length > 0);
  for (const { path, text } of responses) {
    assert.doesNotMatch(text, /scrypt\$/, 'a password or seed hash leaked');
    assert.doesNotMatch(text, /password_hash|seed_phrase|passwordHash|seedPhraseHash/);
    if (path === '/auth/register') continue;
    for (const secret of secrets) assert.ok(!text.includes(secret), 'a secret leaked');
  }
}

export interface CliResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

const OPERATOR_CLI = path.resolve(__dirname, '../src/operator/cli.ts');

/**
 * Node's arguments for starting one of the server's TypeScript entry points (the server, the
 * CLI, a test's helper process) as a process of its own: the SWC hook the test files run under
 * (support/registerTypeScript.cjs says why not tsx), a second of CPU less per process than tsx
 * (2.0 vs 3.1 s of user time for `cli.ts --help`, 2026-11-29). The product's own commands run
 * under tsx (`npm run server`, `npm run operator`, the Dockerfile): one test of each keeps that
 * command (serverProcess.test.ts, totals.test.ts), and the browser tests start the server so.
 */
export const TYPESCRIPT_NODE_ARGS = [
  // PGlite's WebAssembly compiled by V8's baseline compiler only, as the test files run
  // (scripts/test-all.mjs, SERVER_TEST_RUNNER says why): serverProcess + cliProcess used 124 s
  // of CPU without it and 98 s with it (2026-11-29).
  '--liftoff-only',
  '--require',
  path.resolve(__dirname, 'support/registerTypeScript.cjs'),
];

/** Runs `command` with `args` as a process of its own, collecting its exit code and output. */
export function collectProcess(
  command: string,
  args: string[],
  options: { env: NodeJS.ProcessEnv; cwd?: string },
): Promise<CliResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, options);
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** Runs the operator CLI as a process of its own with exactly `env`, collecting its output. */
export function runOperatorCli(
  env: NodeJS.ProcessEnv,
  args: string[],
  cwd?: string,
): Promise<CliResult> {
  return collectProcess(process.execPath, [...TYPESCRIPT_NODE_ARGS, OPERATOR_CLI, ...args], {
    env,
    cwd,
  });
}
