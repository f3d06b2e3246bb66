/**
 * Rotating ENCRYPTION_KEY (README, "Rotating ENCRYPTION_KEY") end to end on one database:
 * servers started with the new key and the old one in ENCRYPTION_KEY_PREVIOUS keep every 2FA
 * user signing in — secrets sealed under the old key, secrets sealed before values named their
 * key (v1), recovery codes hashed under the old key — then `reencrypt-secrets` re-seals every
 * secret under the new key, and a server with the new key alone still reads them all.
 */
import assert from 'node:assert/strict';
import { createCipheriv, createHmac } from 'node:crypto';
import { test } from 'node:test';
import { Secret, TOTP } from 'otpauth';
import type {
  EnableTwoFactorResponse,
  LoginSuccessResponse,
  TwoFactorChallenge,
  TwoFactorSetupResponse,
} from '../../src/api/types';
import { twoFactorKeys } from '../src/accounts/twoFactor';
import { buildApp } from '../src/app';
import type { AppConfig } from '../src/config';
import { OperatorError } from '../src/operator/commands';
import { runOperatorCommand } from '../src/operator/dispatch';
import { OPERATOR_SECRET_HEADER } from '../src/operator/operatorClient';
import { normalizeRecoveryCode } from '../src/security/recoveryCodes';
import { deriveKey, keyId } from '../src/security/secretBox';
import { createUser, testServerForFile, userIdOf, type TestUser } from './helpers';

const OLD_KEY = 'the-encryption-key-before-rotation-0123456789';
const NEW_KEY = 'the-encryption-key-after-rotation-9876543210';
const STRANGER_KEY = 'a-key-that-never-sealed-anything-here-000000';
const OPERATOR_SECRET = 'rotation-test-operator-secret';

let clock = Date.UTC(2026, 10, 27, 9, 0, 10);
const server = testServerForFile({ now: () => clock, encryptionKey: OLD_KEY });

const newKeyId = keyId(deriveKey(NEW_KEY, 'totp-secret-v1'));

/** A TOTP code the server has not seen yet: the clock moves on a time step first. */
function nextCode(secret: string): string {
  clock += 30_000;
  return new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({
    timestamp: clock,
  });
}

interface Instance {
  request<Body>(
    method: string,
    path: string,
    body?: unknown,
    token?: string,
  ): Promise<{
    status: number;
    body: Body;
    text: string;
  }>;
  close(): Promise<void>;
}

/** Another server on the test database, as an instance restarted with other settings is. */
async function instance(overrides: Partial<AppConfig>): Promise<Instance> {
  const app = await buildApp({ db: server.db, config: { ...server.config, ...overrides } });
  const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    async request<Body>(method: string, path: string, body?: unknown, token?: string) {
      const response = await fetch(`${baseUrl}${path}`, {
        method,
        headers: {
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(path.startsWith('/operator') ? { [OPERATOR_SECRET_HEADER]: OPERATOR_SECRET } : {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      return { status: response.status, body: (text ? JSON.parse(text) : {}) as Body, text };
    },
    close: () => app.close(),
  };
}

interface TwoFactorUser extends TestUser {
  secret: string;
  recoveryCodes: string[];
}

async function setUpTwoFactor(user: TestUser): Promise<string> {
  const setup = await server.request<TwoFactorSetupResponse>('POST', '/auth/2fa/setup', {
    token: user.token,
  });
  assert.equal(setup.status, 200, setup.text);
  return setup.body.secret;
}

async function userWithTwoFactor(): Promise<TwoFactorUser> {
  const user = await createUser(server);
  const secret = await setUpTwoFactor(user);
  const enabled = await server.request<EnableTwoFactorResponse>('POST', '/auth/2fa/enable', {
    token: user.token,
    body: { code: nextCode(secret) },
  });
  assert.equal(enabled.status, 200, enabled.text);
  return { ...user, secret, recoveryCodes: enabled.body.recoveryCodes };
}

/** Password, then `code`: the status of the second step. */
async function signIn(on: Instance, user: TestUser, code: string): Promise<number> {
  const first = await on.request<TwoFactorChallenge>('POST', '/auth/login', {
    email: user.email,
    password: user.password,
  });
  assert.equal(first.status, 200, first.text);
  const second = await on.request<LoginSuccessResponse>('POST', '/auth/login/2fa', {
    challenge: first.body.challenge,
    code,
  });
  return second.status;
}

/**
 * Rewrites a user's 2FA as the server stored it before sealed values and hashes named their
 * key: the secret as `v1.<iv>.<tag>.<ciphertext>` and one recovery code as a bare HMAC.
 */
async function storeAsBeforeKeyIds(user: TwoFactorUser, legacyCode: string): Promise<void> {
  const userId = await userIdOf(server, user);
  const iv = Buffer.alloc(12, 1);
  const cipher = createCipheriv('aes-256-gcm', deriveKey(OLD_KEY, 'totp-secret-v1'), iv);
  cipher.setAAD(Buffer.from(userId));
  const ciphertext = Buffer.concat([cipher.update(user.secret, 'utf8'), cipher.final()]);
  const v1 = ['v1', iv, cipher.getAuthTag(), ciphertext]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
  await server.db.query('UPDATE two_factor SET secret = $2 WHERE user_id = $1', [userId, v1]);
  const normalized = normalizeRecoveryCode(legacyCode) ?? '';
  const oldKeys = twoFactorKeys({ tokenSecret: OLD_KEY }).recoveryCodes.current;
  const bare = createHmac('sha256', oldKeys.key).update(normalized).digest('base64url');
  const updated = await server.db.query(
    'UPDATE recovery_codes SET code_hash = $2 WHERE user_id = $1 AND code_hash = $3 RETURNING 1',
    [userId, bare, `${oldKeys.id}:${bare}`],
  );
  assert.equal(updated.length, 1);
}

const sealedValues = () =>
  server.db.query<{ secret: string | null; pending_secret: string | null }>(
    'SELECT secret, pending_secret FROM two_factor',
  );

test('rotating ENCRYPTION_KEY: previous keys keep everyone signing in, reencrypt-secrets re-seals every secret, then the new key alone reads them', async () => {
  const alice = await userWithTwoFactor();
  const legacy = await userWithTwoFactor();
  await storeAsBeforeKeyIds(legacy, legacy.recoveryCodes[0] ?? '');
  const pending = await createUser(server);
  const pendingSecret = await setUpTwoFactor(pending);

  // Step 1: every instance restarted with the new key and the old one as previous.
  const rotated = await instance({
    encryptionKey: NEW_KEY,
    previousEncryptionKeys: [OLD_KEY],
    operatorSecret: OPERATOR_SECRET,
  });
  try {
    assert.equal(await signIn(rotated, alice, nextCode(alice.secret)), 200);
    assert.equal(await signIn(rotated, legacy, nextCode(legacy.secret)), 200, 'a v1 secret');
    assert.equal(await signIn(rotated, alice, alice.recoveryCodes[0] ?? ''), 200);
    assert.equal(await signIn(rotated, legacy, legacy.recoveryCodes[0] ?? ''), 200, 'bare HMAC');

    // Step 2: re-seal, through the server's operator endpoint (it holds the keys).
    const run = await rotated.request<{ output: string }>('POST', '/operator/run', {
      args: ['reencrypt-secrets'],
    });
    assert.equal(run.status, 200, run.text);
    assert.match(run.body.output, new RegExp(`Re-sealed 3 TOTP secrets under key ${newKeyId}; 0`));
    // Nine unused codes each for alice and the legacy user; recovery hashes cannot be re-keyed.
    assert.match(
      run.body.output,
      /18 unused recovery codes of 2 users are hashed under a previous key/,
    );
    for (const row of await sealedValues()) {
      for (const sealed of [row.secret, row.pending_secret].filter((value) => value !== null)) {
        assert.match(sealed, new RegExp(`^v2\\.${newKeyId}\\.`));
      }
    }
    const again = await rotated.request<{ output: string }>('POST', '/operator/run', {
      args: ['reencrypt-secrets'],
    });
    assert.match(
      again.body.output,
      /Re-sealed 0 TOTP secrets under key [0-9a-f]{8}; 3 already were/,
    );
  } finally {
    await rotated.close();
  }

  // Step 3: the previous key removed. Secrets open with the new key alone; a recovery code
  // hashed under the old key no longer matches, as the README says.
  const newOnly = await instance({ encryptionKey: NEW_KEY });
  try {
    assert.equal(await signIn(newOnly, alice, nextCode(alice.secret)), 200);
    assert.equal(await signIn(newOnly, legacy, nextCode(legacy.secret)), 200);
    const enabled = await newOnly.request(
      'POST',
      '/auth/2fa/enable',
      { code: nextCode(pendingSecret) },
      pending.token,
    );
    assert.equal(enabled.status, 200, enabled.text);
    assert.equal(await signIn(newOnly, alice, alice.recoveryCodes[1] ?? ''), 401);
  } finally {
    await newOnly.close();
  }
});

test('reencrypt-secrets names the users whose secrets no configured key opens, and changes nothing of theirs', async () => {
  const user = await userWithTwoFactor();
  const before = await sealedValues();
  const stranger = twoFactorKeys({ tokenSecret: STRANGER_KEY });
  await assert.rejects(
    runOperatorCommand(server.db, ['reencrypt-secrets'], { twoFactorKeys: stranger }),
    (error: unknown) =>
      error instanceof OperatorError &&
      error.message.includes(`${user.email} (secret)`) &&
      /open with no configured key/.test(error.message),
  );
  assert.deepEqual(await sealedValues(), before);
  await assert.rejects(
    runOperatorCommand(server.db, ['reencrypt-secrets']),
    /needs the keys: run it with ENCRYPTION_KEY/,
  );
});
