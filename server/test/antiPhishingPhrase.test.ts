/**
 * SPEC §12.5: the anti-phishing phrase — read by its owner, set or removed behind the step-up,
 * sealed at rest, recorded in the security history without the phrase. (That it shows in every
 * e-mail and is never e-mailed alone: securityEmails.test.ts.)
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { AntiPhishingPhraseResponse, LoginHistoryResponse } from '../../src/api/contract';
import { openPhrase } from '../src/accounts/antiPhishingPhrase';
import { twoFactorKeys } from '../src/accounts/twoFactor';
import { formatReencryptReport, reencryptSecrets } from '../src/operator/reencryptSecrets';
import {
  assertError,
  TEST_TOKEN_SECRET,
  createUser,
  startTestServer,
  userIdOf,
  type TestServer,
  type TestUser,
} from './helpers';

let server: TestServer;
before(async () => {
  server = await startTestServer();
});
after(async () => {
  await server.close();
});

const read = (user: TestUser) =>
  server.request<AntiPhishingPhraseResponse>('GET', '/auth/anti-phishing-phrase', {
    token: user.token,
  });
const put = (user: TestUser, body: unknown) =>
  server.request('PUT', '/auth/anti-phishing-phrase', { token: user.token, body });

async function signedInAgo(user: TestUser, seconds: number) {
  await server.db.query(
    `UPDATE sessions SET authenticated_at = clock_timestamp() - make_interval(secs => $2)
      WHERE user_id = $1`,
    [await userIdOf(server, user), seconds],
  );
}

test('set after a recent sign-in, read back by its owner only, sealed in the database', async () => {
  const user = await createUser(server);
  const stranger = await createUser(server);
  assert.deepEqual((await read(user)).body, { phrase: null });

  assert.equal((await put(user, { phrase: 'blue otter at noon' })).status, 204);
  assert.deepEqual((await read(user)).body, { phrase: 'blue otter at noon' });
  assert.deepEqual((await read(stranger)).body, { phrase: null });
  assertError(await server.request('GET', '/auth/anti-phishing-phrase'), 401);

  const [row] = await server.db.query<{ stored: string }>(
    'SELECT anti_phishing_phrase AS stored FROM users WHERE email = $1',
    [user.email],
  );
  assert.ok(row?.stored && !row.stored.includes('otter'), 'stored sealed, not as typed');

  const history = await server.request<LoginHistoryResponse>('GET', '/auth/login-history', {
    token: user.token,
  });
  const [event] = history.body.events;
  assert.equal(event?.kind, 'phrase_changed');
  assert.deepEqual(event?.detail, { removed: false });
  assert.doesNotMatch(history.text, /otter/);
});

test('without a recent sign-in: 403 reauth_required and nothing changes; the password lets it through', async () => {
  const user = await createUser(server);
  assert.equal((await put(user, { phrase: 'first phrase' })).status, 204);
  await signedInAgo(user, 6 * 60);

  const refused = await put(user, { phrase: 'second phrase' });
  assertError(refused, 403);
  assert.match(refused.text, /"code":"reauth_required"/);
  assertError(await put(user, { phrase: null }), 403);
  assert.deepEqual((await read(user)).body, { phrase: 'first phrase' });

  assert.equal((await put(user, { phrase: null, password: user.password })).status, 204);
  assert.deepEqual((await read(user)).body, { phrase: null });
});

test('a phrase too short or too long is refused', async () => {
  const user = await createUser(server);
  assertError(await put(user, { phrase: 'ab' }), 400);
  assertError(await put(user, { phrase: 'x'.repeat(41) }), 400);
  assert.deepEqual((await read(user)).body, { phrase: null });
});

test('reencrypt-secrets re-seals the phrases under a new ENCRYPTION_KEY', async () => {
  const user = await createUser(server);
  assert.equal((await put(user, { phrase: 'rotating heron' })).status, 204);
  const NEW_KEY = 'a-new-encryption-key-for-this-test-0123456789';
  const rotated = twoFactorKeys({
    tokenSecret: NEW_KEY,
    previousEncryptionKeys: [TEST_TOKEN_SECRET],
  });
  const report = await reencryptSecrets(server.db, rotated);
  assert.ok(report.phrases.resealed >= 1, JSON.stringify(report.phrases));
  assert.match(formatReencryptReport(report), /Re-sealed \d+ anti-phishing phrases?\./);

  const [row] = await server.db.query<{ sealed: string }>(
    'SELECT anti_phishing_phrase AS sealed FROM users WHERE email = $1',
    [user.email],
  );
  // The new key alone opens it now.
  const onlyNew = twoFactorKeys({ tokenSecret: NEW_KEY }).phrases;
  assert.equal(
    openPhrase(row?.sealed ?? '', onlyNew, await userIdOf(server, user)),
    'rotating heron',
  );
});
