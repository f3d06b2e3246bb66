import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import type { AddDepositResponse, LoginSuccessResponse, UserDetails } from '../../src/api/types';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../src/accounts/demoAccount';
import type { OperatorEndpoint } from '../src/operator/endpointFile';
import { deriveKey, keyId } from '../src/security/secretBox';
import { dataFiles } from '../src/serverEnv';
import { type CliResult, runOperatorCli, TYPESCRIPT_NODE_ARGS } from './helpers';

/**
 * The real entry points as separate processes on an embedded database on disk: the CLI
 * opening DATA_DIR itself, and the CLI reaching a running server that holds DATA_DIR.
 * Always PGlite, whatever DATABASE_URL says, because that is the case the endpoint solves.
 */

const SERVER_ROOT = path.resolve(__dirname, '..');
const REPO_ROOT = path.resolve(SERVER_ROOT, '..');
let dataDir: string;

function childEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
  delete env.DATABASE_URL;
  delete env.TOKEN_SECRET;
  return env;
}

function runCli(...args: string[]): Promise<CliResult> {
  return runCliWith({}, ...args);
}

function runCliWith(extraEnv: NodeJS.ProcessEnv, ...args: string[]): Promise<CliResult> {
  return runOperatorCli({ ...childEnv(), ...extraEnv }, args, REPO_ROOT);
}

interface RunningServer {
  child: ChildProcess;
  endpoint: OperatorEndpoint;
  output: () => string;
}

async function startServerProcess(): Promise<RunningServer> {
  const child = spawn(
    process.execPath,
    [...TYPESCRIPT_NODE_ARGS, path.join(SERVER_ROOT, 'src/main.ts')],
    { cwd: REPO_ROOT, env: { ...childEnv(), PORT: '0' } },
  );
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const file = dataFiles(dataDir).operatorEndpoint;
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (existsSync(file)) {
      const endpoint = JSON.parse(readFileSync(file, 'utf8')) as OperatorEndpoint;
      if (endpoint.pid === child.pid) return { child, endpoint, output: () => output };
    }
    if (child.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not start:\n${output}`);
}

async function stopServerProcess(server: RunningServer): Promise<void> {
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  server.child.kill('SIGTERM');
  await exited;
}

before(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'meridian-cli-'));
});
after(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

test('the CLI opens the embedded database itself when no server is running', async () => {
  const listed = await runCli('list-users');
  assert.equal(listed.code, 0, listed.stderr);
  assert.equal(listed.stdout.trim(), 'No users');
  assert.ok(existsSync(path.join(dataDir, 'pglite')));
});

test('the CLI exits non-zero with a clear message on bad input', async () => {
  const none = await runCli();
  assert.equal(none.code, 1);
  assert.match(none.stderr, /Usage: npm run operator/);
  const unknown = await runCli('make-money');
  assert.equal(unknown.code, 1);
  assert.match(unknown.stderr, /Unknown command "make-money"/);
  const missingUser = await runCli('verify-user', 'ghost@example.com');
  assert.equal(missingUser.code, 1);
  assert.match(missingUser.stderr, /No user with email ghost@example.com/);
});

test('with the server running, the CLI works through it; tokens survive a restart', async () => {
  const server = await startServerProcess();
  let token: string;
  let reference: string;
  try {
    assert.match(server.output(), /demo@meridian\.local/);
    assert.match(server.output(), /Demo@12345/);
    assert.doesNotMatch(server.output(), /seed phrase/i, 'the demo seed phrase is never printed');
    assert.doesNotMatch(server.output(), /\b[a-z]+(-[a-z]+){11}\b/, 'nor anything like one');
    const endpointFile = dataFiles(dataDir).operatorEndpoint;
    assert.equal(statSync(endpointFile).mode & 0o777, 0o600);
    assert.equal(statSync(dataFiles(dataDir).tokenSecret).mode & 0o777, 0o600);
    assert.match(server.endpoint.url, /^http:\/\/127\.0\.0\.1:\d+$/);

    const login = await fetch(`${server.endpoint.url}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: DEMO_EMAIL, password: DEMO_PASSWORD }),
    });
    assert.equal(login.status, 200);
    token = ((await login.json()) as LoginSuccessResponse).token;
    const deposit = await fetch(`${server.endpoint.url}/transaction/add`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ amount: 500 }),
    });
    reference = ((await deposit.json()) as AddDepositResponse).transaction.reference;

    const pending = await runCli('list-pending');
    assert.equal(pending.code, 0, pending.stderr);
    assert.match(pending.stdout, new RegExp(`${reference}\\s+${DEMO_EMAIL}\\s+500\\.00`));
    const approved = await runCli('approve-deposit', reference);
    assert.equal(approved.code, 0, approved.stderr);
    assert.match(approved.stdout, /approved/);
    const again = await runCli('approve-deposit', reference);
    assert.equal(again.code, 1);
    assert.match(again.stderr, /already approved/);

    const me = await fetch(`${server.endpoint.url}/transaction/token-user`, {
      headers: { authorization: `Bearer ${token}` },
    });
    assert.equal(((await me.json()) as UserDetails).totalDeposit, 500);
    assert.doesNotMatch(server.output(), /Bearer|eyJ/, 'tokens never reach the logs');
  } finally {
    await stopServerProcess(server);
  }
  assert.ok(!existsSync(dataFiles(dataDir).operatorEndpoint), 'endpoint file removed on exit');

  // Back to direct access: the approval was persisted on disk.
  const users = await runCli('list-users');
  assert.equal(users.code, 0, users.stderr);
  assert.match(users.stdout, /demo@meridian\.local.*deposits=500\.00/);

  const restarted = await startServerProcess();
  try {
    assert.doesNotMatch(restarted.output(), /Demo@12345/, 'credentials print on first start only');
    const me = await fetch(`${restarted.endpoint.url}/transaction/token-user`, {
      headers: { authorization: `Bearer ${token}` },
    });
    assert.equal(me.status, 200, 'the persisted token secret keeps sessions valid');
  } finally {
    await stopServerProcess(restarted);
  }
});

test("reencrypt-secrets from the CLI seals under the key the server derives: DATA_DIR's token secret, else ENCRYPTION_KEY; in production only ENCRYPTION_KEY", async () => {
  const idOf = (material: string) => keyId(deriveKey(material, 'totp-secret-v1'));
  const stored = readFileSync(dataFiles(dataDir).tokenSecret, 'utf8').trim();
  const fromStored = await runCli('reencrypt-secrets');
  assert.equal(fromStored.code, 0, fromStored.stderr);
  assert.match(fromStored.stdout, new RegExp(`under key ${idOf(stored)};`));

  const key = 'the-operators-encryption-key-0123456789';
  const fromKey = await runCliWith({ ENCRYPTION_KEY: key }, 'reencrypt-secrets');
  assert.equal(fromKey.code, 0, fromKey.stderr);
  assert.match(fromKey.stdout, new RegExp(`under key ${idOf(key)};`));

  const production = await runCliWith(
    { NODE_ENV: 'production', TOKEN_SECRET: 't'.repeat(40) },
    'reencrypt-secrets',
  );
  assert.equal(production.code, 1, production.stdout);
  assert.match(production.stderr, /needs the keys: run it with ENCRYPTION_KEY/);
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

test('an in-memory server started with OPERATOR_SECRET is driven through OPERATOR_URL', async () => {
  const port = await freePort();
  const secret = 'in-memory-operator-secret-0123456789';
  const child = spawn(
    process.execPath,
    [...TYPESCRIPT_NODE_ARGS, path.join(SERVER_ROOT, 'src/main.ts')],
    {
      cwd: REPO_ROOT,
      env: { ...childEnv(), DATA_DIR: 'memory://', PORT: String(port), OPERATOR_SECRET: secret },
    },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    const url = `http://127.0.0.1:${port}`;
    const deadline = Date.now() + 30_000;
    for (;;) {
      const up = await fetch(url).then(
        (response) => response.ok,
        () => false,
      );
      if (up) break;
      if (Date.now() > deadline || child.exitCode !== null) assert.fail(`no server:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const listed = await runCliWith(
      { OPERATOR_URL: url, OPERATOR_SECRET: secret },
      'verify-user',
      DEMO_EMAIL,
    );
    assert.equal(listed.code, 0, listed.stderr);
    assert.match(listed.stdout, /demo@meridian\.local verified/);

    const wrongSecret = await runCliWith(
      { OPERATOR_URL: url, OPERATOR_SECRET: 'x'.repeat(secret.length) },
      'list-users',
    );
    assert.equal(wrongSecret.code, 1);
    assert.match(wrongSecret.stderr, /Operator secret required/);

    const noSecret = await runCliWith({ OPERATOR_URL: url }, 'list-users');
    assert.equal(noSecret.code, 1);
    assert.match(noSecret.stderr, /OPERATOR_URL needs OPERATOR_SECRET/);
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
});
