/**
 * The application role (server/README.md, "Database roles"; deploy/postgres-init/app-role.sql,
 * run as the compose recipe runs it): the API connects as a role that owns nothing, so it
 * works as usual — sign-up, sign-in, a deposit and its approval — but cannot disable, drop or
 * get around the ledger's append-only triggers, nor change the schema. PostgreSQL only: the
 * embedded database has one user.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import type {
  AddDepositResponse,
  LoginSuccessResponse,
  RegisterResponse,
  UserDetails,
} from '../../src/api/types';
import type { PricesResponse } from '../../src/api/contract';
import { buildApp } from '../src/app';
import { makeConfig } from '../src/config';
import type { Database } from '../src/db/database';
import { migrate } from '../src/db/migrate';
import { JOB_QUEUE_SCHEMA } from '../src/jobs/jobQueue';
import { openPostgresDatabase } from '../src/db/postgresDatabase';
import { approveDeposit } from '../src/operator/commands';
import {
  countRows,
  openTestDatabase,
  registration,
  TEST_SCRYPT_COST,
  TEST_TOKEN_SECRET,
  TYPESCRIPT_NODE_ARGS,
} from './helpers';

const DATABASE_URL = process.env.DATABASE_URL;
const SKIP_REASON = 'needs DATABASE_URL: the embedded database has no roles';
const REPO_ROOT = path.resolve(__dirname, '../..');
const PSQL = path.join(process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin', 'psql');
const APP_ROLE = 'meridian_app';
const APP_PASSWORD = 'app-role-test-password';
/** PostgreSQL's SQLSTATE for "insufficient privilege" (not the owner, no grant). */
const INSUFFICIENT_PRIVILEGE = '42501';

/** Runs deploy/postgres-init/app-role.sql with psql as the compose recipe does. */
function runAppRoleScript(env: NodeJS.ProcessEnv) {
  return spawnSync(
    PSQL,
    ['--no-psqlrc', '-d', DATABASE_URL ?? '', '-f', 'deploy/postgres-init/app-role.sql'],
    { cwd: REPO_ROOT, env: { ...process.env, ...env }, encoding: 'utf8' },
  );
}

describe('the application role on PostgreSQL', { skip: DATABASE_URL ? false : SKIP_REASON }, () => {
  let owner: Database;
  let appRole: Database;
  let app: FastifyInstance;
  let baseUrl: string;

  const call = async <Body>(method: string, route: string, body?: unknown, token?: string) => {
    const response = await fetch(`${baseUrl}${route}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : {}) as Body, text };
  };

  before(async () => {
    // Tables created by the migrations, as the owner, before the script: it grants on them and
    // on everything later migrations create.
    owner = await openTestDatabase();
    const script = runAppRoleScript({ APP_DB_PASSWORD: APP_PASSWORD });
    assert.equal(script.status, 0, script.stderr);
    const url = new URL(DATABASE_URL ?? '');
    url.username = APP_ROLE;
    url.password = APP_PASSWORD;
    appRole = await openPostgresDatabase(url.toString());
  });

  after(async () => {
    await app?.close();
    await appRole?.close();
    await owner?.exec(`DROP OWNED BY ${APP_ROLE}; DROP ROLE ${APP_ROLE};`);
    await owner?.close();
  });

  test('the script refuses to run without APP_DB_PASSWORD, and runs again harmlessly', () => {
    const withoutPassword = runAppRoleScript({ APP_DB_PASSWORD: undefined });
    assert.notEqual(withoutPassword.status, 0);
    assert.match(withoutPassword.stderr, /APP_DB_PASSWORD is not set/);
    const again = runAppRoleScript({ APP_DB_PASSWORD: APP_PASSWORD });
    assert.equal(again.status, 0, again.stderr);
  });

  test('it is not a superuser and owns nothing; the server starts on it once the owner has migrated', async () => {
    const [role] = await appRole.query<{ superuser: boolean; owned: number }>(
      `SELECT rolsuper AS superuser,
              (SELECT count(*)::int FROM pg_class WHERE relowner = r.oid) AS owned
         FROM pg_roles r WHERE rolname = current_user`,
    );
    assert.deepEqual({ ...role }, { superuser: false, owned: 0 });
    // What main.ts does at start: nothing to apply, so nothing it may not do.
    assert.deepEqual(await migrate(appRole), []);
    const migrated = spawnSync(
      process.execPath,
      [...TYPESCRIPT_NODE_ARGS, 'server/src/db/migrateMain.ts'],
      { cwd: REPO_ROOT, env: { ...process.env, DATABASE_URL }, encoding: 'utf8' },
    );
    assert.equal(migrated.status, 0, migrated.stderr);
    assert.match(migrated.stdout, /The database is up to date/);
  });

  test('the API on it works: sign-up, sign-in, a deposit, its approval and the figures', async () => {
    app = await buildApp({
      db: appRole,
      config: makeConfig({
        tokenSecret: TEST_TOKEN_SECRET,
        scryptCost: TEST_SCRYPT_COST,
        // As main.ts runs it: the job queue installs itself as this role (test below).
        jobs: true,
        priceRefreshSeconds: 1,
      }),
    });
    baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
    const form = registration();
    const registered = await call<RegisterResponse>('POST', '/auth/register', form);
    assert.equal(registered.status, 201, registered.text);
    const login = await call<LoginSuccessResponse>('POST', '/auth/login', {
      email: form.email,
      password: form.password,
    });
    assert.equal(login.status, 200, login.text);
    const deposit = await call<AddDepositResponse>(
      'POST',
      '/transaction/add',
      { amount: 250 },
      login.body.token,
    );
    assert.equal(deposit.status, 201, deposit.text);
    await approveDeposit(appRole, deposit.body.transaction.reference);
    const details = await call<UserDetails>(
      'GET',
      '/transaction/token-user',
      undefined,
      login.body.token,
    );
    assert.equal(details.body.totalDeposit, 250);
  });

  test('the job queue runs on it, creating only in its own schema: prices are refreshed', async () => {
    const deadline = Date.now() + 15_000;
    let prices: PricesResponse['prices'] = [];
    while (Date.now() < deadline) {
      prices = (await call<PricesResponse>('GET', '/prices')).body.prices;
      if (prices.every((price) => !price.stale)) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    assert.ok(prices.length > 0 && prices.every((price) => price.price !== null && !price.stale));
    const schemas = await owner.query<{ schema: string }>(
      `SELECT DISTINCT n.nspname AS schema FROM pg_class c
         JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE c.relowner = (SELECT oid FROM pg_roles WHERE rolname = $1)
          AND n.nspname <> 'pg_toast'`,
      [APP_ROLE],
    );
    assert.deepEqual(
      schemas.map(({ schema }) => schema),
      [JOB_QUEUE_SCHEMA],
    );
  });

  test('it cannot disable, drop or get around the ledger triggers, nor change the schema', async () => {
    const entries = await countRows(owner, 'ledger_entries');
    assert.ok(entries > 0, 'the approval above wrote a ledger entry');
    const refusedForPrivilege = [
      'ALTER TABLE ledger_entries DISABLE TRIGGER ALL',
      'ALTER TABLE ledger_entries DISABLE TRIGGER ledger_entries_no_update_or_delete',
      'DROP TRIGGER ledger_entries_no_update_or_delete ON ledger_entries',
      'DROP FUNCTION ledger_entries_refuse_change() CASCADE',
      // Replica mode skips ordinary triggers; only a superuser may set it.
      'SET session_replication_role = replica',
      'TRUNCATE ledger_entries',
      'DROP TABLE ledger_entries',
      'CREATE TABLE intruder (id int)',
      `ALTER ROLE ${APP_ROLE} SUPERUSER`,
    ];
    for (const sql of refusedForPrivilege) {
      await assert.rejects(appRole.query(sql), { code: INSUFFICIENT_PRIVILEGE }, sql);
    }
    for (const sql of ['UPDATE ledger_entries SET amount = 0', 'DELETE FROM ledger_entries']) {
      await assert.rejects(appRole.query(sql), /ledger entries are append-only/, sql);
    }
    assert.equal(await countRows(owner, 'ledger_entries'), entries);
  });
});
