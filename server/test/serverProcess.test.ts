import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, test } from 'node:test';
import { openDatabase } from '../src/db/openDatabase';
import { TEST_SCRYPT_COST } from '../src/security/hashing';
import { registration, TYPESCRIPT_NODE_ARGS } from './helpers';

/**
 * `npm run server` as a process: the startup rules of NODE_ENV=production and TOKEN_SECRET
 * that only the entry point applies. In-memory storage, so nothing is left behind.
 */

const SERVER_ROOT = path.resolve(__dirname, '..');
const REPO_ROOT = path.resolve(SERVER_ROOT, '..');

interface Started {
  /** Exit code when the server refused to start; null when it was listening (then stopped). */
  code: number | null;
  output: string;
}

/**
 * The Dockerfile's command (`node --import tsx server/src/main.ts`), for the test that starts
 * the server as production does; the others load it the tests' cheaper way.
 */
const PRODUCTION_LOADER = ['--import', 'tsx'];

/**
 * Starts main.ts, waits until it listens or exits, runs `whileListening` with its address if
 * given, then stops it with SIGTERM. `loader`: Node's arguments that load the TypeScript.
 */
function startServer(
  env: NodeJS.ProcessEnv,
  whileListening?: (address: string) => Promise<void>,
  loader: string[] = TYPESCRIPT_NODE_ARGS,
): Promise<Started> {
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: 'memory://',
    PORT: '0',
    LOG_LEVEL: 'info',
    ...env,
  };
  for (const name of [
    'DATABASE_URL',
    'TOKEN_SECRET',
    'ENCRYPTION_KEY',
    'NODE_ENV',
    'DEMO_ACCOUNT',
    'PASSWORD_HASH_COST',
  ]) {
    if (!(name in env)) delete childEnv[name];
  }
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...loader, path.join(SERVER_ROOT, 'src/main.ts')], {
      cwd: REPO_ROOT,
      env: childEnv,
    });
    let output = '';
    let listening = false;
    let failure: Error | undefined;
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      const address = /Meridian API listening on (http:\/\/[\d.:]+)/.exec(output)?.[1];
      if (!listening && address) {
        listening = true;
        void (whileListening?.(address) ?? Promise.resolve())
          .catch((error: unknown) => {
            failure = error instanceof Error ? error : new Error(JSON.stringify(error));
          })
          .finally(() => child.kill('SIGTERM'));
      }
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
    child.on('error', reject);
    child.on('exit', (code) => {
      clearTimeout(timer);
      if (failure) reject(failure);
      else resolve({ code: listening ? null : code, output });
    });
  });
}

const SECRET = 'p'.repeat(40);
const ENCRYPTION_KEY = 'e'.repeat(40);
/** What a production server needs to start: the mode, a secret and a key. */
const PRODUCTION_ENV = { NODE_ENV: 'production', TOKEN_SECRET: SECRET, ENCRYPTION_KEY };

describe('starting the server in production', () => {
  test('refuses to start without TOKEN_SECRET, saying why', async () => {
    const started = await startServer({ NODE_ENV: 'production' });
    assert.equal(started.code, 1, started.output);
    assert.match(started.output, /TOKEN_SECRET is required with NODE_ENV=production/);
  });

  test('refuses a TOKEN_SECRET shorter than 32 characters', async () => {
    const started = await startServer({ NODE_ENV: 'production', TOKEN_SECRET: 'too-short' });
    assert.equal(started.code, 1, started.output);
    assert.match(started.output, /TOKEN_SECRET must be at least 32 characters/);
  });

  test('refuses DATABASE_URL without TOKEN_SECRET outside production too', async () => {
    const started = await startServer({ DATABASE_URL: 'postgres://127.0.0.1:1/none' });
    assert.equal(started.code, 1, started.output);
    assert.match(started.output, /TOKEN_SECRET is required with DATABASE_URL/);
  });

  test('refuses to start without ENCRYPTION_KEY, saying why', async () => {
    const started = await startServer({ NODE_ENV: 'production', TOKEN_SECRET: SECRET });
    assert.equal(started.code, 1, started.output);
    assert.match(started.output, /ENCRYPTION_KEY is required with NODE_ENV=production/);
  });

  test('starts with a secret and a key, creates no demo account and prints neither', async () => {
    const started = await startServer(PRODUCTION_ENV, undefined, PRODUCTION_LOADER);
    assert.equal(started.code, null, started.output);
    assert.doesNotMatch(started.output, /demo@meridian\.local|Demo@12345/);
    assert.ok(!started.output.includes(SECRET), 'the secret is never printed');
    assert.ok(!started.output.includes(ENCRYPTION_KEY), 'the key is never printed');
  });

  test('DEMO_ACCOUNT=on creates it and prints the email and password, never a seed phrase', async () => {
    const started = await startServer({
      ...PRODUCTION_ENV,
      DEMO_ACCOUNT: 'on',
    });
    assert.equal(started.code, null, started.output);
    assert.match(started.output, /demo@meridian\.local/);
    assert.match(started.output, /Demo@12345/);
    assert.doesNotMatch(started.output, /seed phrase/i);
    assert.doesNotMatch(started.output, /\b[a-z]+(-[a-z]+){11}\b/);
  });
});

describe('PASSWORD_HASH_COST', () => {
  test('=test: the server hashes a new password at the cheap test cost (the browser tests use it)', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'meridian-hash-cost-'));
    const email = 'hash-cost@example.com';
    try {
      const started = await startServer(
        { DATA_DIR: dataDir, DEMO_ACCOUNT: 'off', PASSWORD_HASH_COST: 'test' },
        async (address) => {
          const response = await fetch(`${address}/auth/register`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(registration({ email })),
          });
          assert.equal(response.status, 201, await response.text());
        },
      );
      assert.equal(started.code, null, started.output);
      const db = await openDatabase({ dataDir, databaseUrl: undefined });
      try {
        const [user] = await db.query<{ password_hash: string }>(
          'SELECT password_hash FROM users WHERE email = $1',
          [email],
        );
        const { N, r, p } = TEST_SCRYPT_COST;
        assert.ok(user?.password_hash.startsWith(`scrypt$${N}$${r}$${p}$`), user?.password_hash);
      } finally {
        await db.close();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  test('=test is refused in production, saying why', async () => {
    const started = await startServer({
      ...PRODUCTION_ENV,
      PASSWORD_HASH_COST: 'test',
    });
    assert.equal(started.code, 1, started.output);
    assert.match(started.output, /PASSWORD_HASH_COST=test .* refused with NODE_ENV=production/);
  });
});
