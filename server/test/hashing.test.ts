import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { LoginSuccessResponse } from '../../src/api/types';
import { DEFAULT_CONFIG, makeConfig } from '../src/config';
import {
  hashSecret,
  needsRehash,
  PRODUCTION_SCRYPT_COST,
  verifySecret,
} from '../src/security/hashing';
import { createUser, startTestServer, TEST_SCRYPT_COST, type TestServer } from './helpers';

describe('password hashing cost', () => {
  test('production uses scrypt N = 2^17, r = 8, p = 1 (OWASP) unless a test says otherwise', async () => {
    assert.ok(PRODUCTION_SCRYPT_COST.N >= 2 ** 17);
    assert.deepEqual(PRODUCTION_SCRYPT_COST, { N: 2 ** 17, r: 8, p: 1 });
    // main.ts builds its config with makeConfig and no cost of its own.
    assert.deepEqual(DEFAULT_CONFIG.scryptCost, PRODUCTION_SCRYPT_COST);
    assert.deepEqual(makeConfig({ tokenSecret: 'x' }).scryptCost, PRODUCTION_SCRYPT_COST);
    const started = performance.now();
    const hash = await hashSecret('Secret@123', PRODUCTION_SCRYPT_COST);
    const milliseconds = performance.now() - started;
    assert.match(hash, /^scrypt\$131072\$8\$1\$/, 'the parameters are stored with the hash');
    assert.equal(await verifySecret('Secret@123', hash), true);
    assert.equal(await verifySecret('Secret@124', hash), false);
    console.log(`one production-cost hash took ${milliseconds.toFixed(0)} ms`);
  });

  test('needsRehash: only a weaker parameter (or a foreign format) asks for a new hash', () => {
    const at = (N: number, r = 8, p = 1) => `scrypt$${N}$${r}$${p}$c2FsdA==$a2V5`;
    assert.equal(needsRehash(at(2 ** 15), PRODUCTION_SCRYPT_COST), true);
    assert.equal(needsRehash(at(2 ** 17, 4), PRODUCTION_SCRYPT_COST), true);
    assert.equal(needsRehash(at(2 ** 17), PRODUCTION_SCRYPT_COST), false);
    assert.equal(needsRehash(at(2 ** 18), PRODUCTION_SCRYPT_COST), false);
    assert.equal(needsRehash('bcrypt$whatever', PRODUCTION_SCRYPT_COST), true);
  });
});

describe('old hashes are upgraded on the next successful sign-in', () => {
  const STRONGER = { N: TEST_SCRYPT_COST.N * 2, r: 8, p: 1 };
  let server: TestServer;

  before(async () => {
    server = await startTestServer({ scryptCost: STRONGER });
  });
  after(() => server.close());

  const storedHash = async (email: string) => {
    const [row] = await server.db.query<{ password_hash: string }>(
      'SELECT password_hash FROM users WHERE email = $1',
      [email],
    );
    return row?.password_hash ?? '';
  };

  test('a hash from a cheaper cost is replaced once the password is proven', async () => {
    const user = await createUser(server);
    const oldHash = await hashSecret(user.password, TEST_SCRYPT_COST);
    await server.db.query('UPDATE users SET password_hash = $2 WHERE email = $1', [
      user.email,
      oldHash,
    ]);

    const wrong = await server.request('POST', '/auth/login', {
      body: { email: user.email, password: 'Wrong@12345' },
    });
    assert.equal(wrong.status, 401);
    assert.equal(await storedHash(user.email), oldHash, 'a failed attempt changes nothing');

    const login = await server.request<LoginSuccessResponse>('POST', '/auth/login', {
      body: { email: user.email, password: user.password },
    });
    assert.equal(login.status, 200, login.text);
    const upgraded = await storedHash(user.email);
    assert.match(upgraded, new RegExp(`^scrypt\\$${STRONGER.N}\\$8\\$1\\$`));
    assert.equal(await verifySecret(user.password, upgraded), true);

    const again = await server.request('POST', '/auth/login', {
      body: { email: user.email, password: user.password },
    });
    assert.equal(again.status, 200, 'the upgraded hash still signs in');
    assert.equal(await storedHash(user.email), upgraded, 'and is not rehashed again');
  });
});
