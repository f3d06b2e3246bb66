import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { test } from 'node:test';
import { Secret, TOTP } from 'otpauth';
import {
  TWO_FACTOR_MESSAGES,
  type AddSavedAddressResponse,
  type EnableTwoFactorResponse,
  type LoginHistoryResponse,
  type LoginResponse,
  type LoginSuccessResponse,
  type TwoFactorChallenge,
  type TwoFactorSetupResponse,
  type UserDetails,
} from '../../src/api/types';
import { allowWithdrawals, postTradeResult } from '../src/operator/commands';
import { runOperatorCommand } from '../src/operator/dispatch';
import {
  assertError,
  assertNoSecretsLeaked,
  countRows,
  createUser,
  fetchDetails,
  startAnotherInstance,
  testServerForFile,
  type TestUser,
  userIdOf,
  withdrawalRequest,
} from './helpers';

/** The server's TOTP clock, moved by the tests a time step at a time. */
let clock = Date.UTC(2026, 10, 23, 12, 0, 10);
const STEP_MS = 30_000;

const server = testServerForFile({ now: () => clock });

/** Matches this message and nothing else: the client tells the 2FA answers apart by text. */
const exactly = (message: string) =>
  new RegExp(`^${message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

/** The code an authenticator app shows for `secret` at `timestamp` (default: the server's now). */
function codeFor(secret: string, timestamp = clock): string {
  return new TOTP({
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
    secret: Secret.fromBase32(secret),
  }).generate({ timestamp });
}

/** Half a minute on: the next time step, whose code the server has not seen yet. */
function nextCode(secret: string): string {
  clock += STEP_MS;
  return codeFor(secret);
}

interface TwoFactorUser extends TestUser {
  secret: string;
  recoveryCodes: string[];
}

async function setUp(user: TestUser): Promise<TwoFactorSetupResponse> {
  const setup = await server.request<TwoFactorSetupResponse>('POST', '/auth/2fa/setup', {
    token: user.token,
  });
  assert.equal(setup.status, 200, setup.text);
  return setup.body;
}

async function userWithTwoFactor(): Promise<TwoFactorUser> {
  const user = await createUser(server);
  const { secret } = await setUp(user);
  const enabled = await server.request<EnableTwoFactorResponse>('POST', '/auth/2fa/enable', {
    token: user.token,
    body: { code: nextCode(secret) },
  });
  assert.equal(enabled.status, 200, enabled.text);
  return { ...user, secret, recoveryCodes: enabled.body.recoveryCodes };
}

const login = (user: TestUser, headers: Record<string, string> = {}) =>
  server.request<LoginResponse>('POST', '/auth/login', {
    body: { email: user.email, password: user.password },
    headers,
  });

async function challengeFor(user: TestUser): Promise<string> {
  const response = await login(user);
  assert.equal(response.status, 200, response.text);
  return (response.body as TwoFactorChallenge).challenge;
}

/** POST /auth/2fa/disable as `user` with `body` (a code, or something that is not one). */
const disable = (user: TestUser, body: unknown) =>
  server.request('POST', '/auth/2fa/disable', { token: user.token, body });

const loginWithCode = (challenge: string, code: unknown) =>
  server.request<LoginSuccessResponse>('POST', '/auth/login/2fa', { body: { challenge, code } });

async function countFor(table: string, user: TestUser, where = 'true'): Promise<number> {
  const [row] = await server.db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM ${table} WHERE user_id = $1 AND ${where}`,
    [await userIdOf(server, user)],
  );
  return row?.n ?? 0;
}

const activeSessions = (user: TestUser) => countFor('sessions', user, 'ended_at IS NULL');

// ——— Setup, enable, disable ———

test('setup gives a base32 secret and an otpauth URL for Meridian and the email; 2FA stays off until a code confirms it', async () => {
  const user = await createUser(server);
  const setup = await setUp(user);
  assert.match(setup.secret, /^[A-Z2-7]{32}$/);
  const url = new URL(setup.otpauthUrl);
  assert.equal(url.protocol, 'otpauth:');
  assert.equal(url.host, 'totp');
  assert.equal(decodeURIComponent(url.pathname), `/Meridian:${user.email}`);
  assert.equal(url.searchParams.get('secret'), setup.secret);
  assert.equal(url.searchParams.get('issuer'), 'Meridian');
  assert.equal(url.searchParams.get('algorithm'), 'SHA1');
  assert.equal(url.searchParams.get('digits'), '6');
  assert.equal(url.searchParams.get('period'), '30');
  assert.equal((await fetchDetails(server, user)).twoFactorEnabled, false);

  // At rest the secret is sealed, never in the clear.
  const [row] = await server.db.query<{ pending_secret: string }>(
    'SELECT pending_secret FROM two_factor WHERE user_id = $1',
    [await userIdOf(server, user)],
  );
  assert.ok(row && !row.pending_secret.includes(setup.secret));
  assert.match(row.pending_secret, /^v2\.[0-9a-f]{8}\./);

  // A restarted setup replaces the pending secret: the first one's codes no longer enable.
  const second = await setUp(user);
  assert.notEqual(second.secret, setup.secret);
  const stale = await server.request('POST', '/auth/2fa/enable', {
    token: user.token,
    body: { code: nextCode(setup.secret) },
  });
  assertError(stale, 403, /not valid/);
});

test('enable: a wrong code is 403 and changes nothing; the right one turns 2FA on and gives 10 recovery codes, stored only as hashes', async () => {
  const user = await createUser(server);
  const { secret } = await setUp(user);
  const wrong = await server.request('POST', '/auth/2fa/enable', {
    token: user.token,
    body: { code: codeFor(secret, clock - 5 * STEP_MS) },
  });
  assertError(wrong, 403, exactly(TWO_FACTOR_MESSAGES.wrongCode));
  assert.equal((await fetchDetails(server, user)).twoFactorEnabled, false);

  const enabled = await server.request<EnableTwoFactorResponse>('POST', '/auth/2fa/enable', {
    token: user.token,
    body: { code: nextCode(secret) },
  });
  assert.equal(enabled.status, 200, enabled.text);
  const codes = enabled.body.recoveryCodes;
  assert.equal(codes.length, 10);
  assert.equal(new Set(codes).size, 10);
  for (const code of codes) assert.match(code, /^[0-9a-hjkmnp-tv-z]{5}-[0-9a-hjkmnp-tv-z]{5}$/);
  assert.equal((await fetchDetails(server, user)).twoFactorEnabled, true);

  const stored = await server.db.query<{ code_hash: string }>(
    'SELECT code_hash FROM recovery_codes WHERE user_id = $1',
    [await userIdOf(server, user)],
  );
  assert.equal(stored.length, 10);
  for (const { code_hash } of stored) {
    for (const code of codes) assert.ok(!code_hash.includes(code.replace('-', '')));
  }

  // Setting up another authenticator, or enabling twice, needs 2FA off first.
  assertError(await server.request('POST', '/auth/2fa/setup', { token: user.token }), 409);
  assertError(
    await server.request('POST', '/auth/2fa/enable', {
      token: user.token,
      body: { code: nextCode(secret) },
    }),
    409,
  );
  // Nothing of this reached a response but the codes' one hand-over.
  assertNoSecretsLeaked(
    server.responses.filter((r) => r.path !== '/auth/2fa/enable'),
    codes,
  );
});

test('enable without a setup is a 409 that says to start the setup', async () => {
  const user = await createUser(server);
  const response = await server.request('POST', '/auth/2fa/enable', {
    token: user.token,
    body: { code: '123456' },
  });
  assertError(response, 409, /Start the two-factor setup/);
});

test('malformed codes (5 digits, letters, 7 digits, not a string, missing) are 400 and record nothing', async () => {
  const user = await createUser(server);
  await setUp(user);
  for (const code of ['12345', 'abcdef', '1234567', 123456, '12 34 56', undefined]) {
    const response = await server.request('POST', '/auth/2fa/enable', {
      token: user.token,
      body: code === undefined ? {} : { code },
    });
    assertError(response, 400, /6-digit code/);
  }
  assert.equal((await fetchDetails(server, user)).twoFactorEnabled, false);
});

test('each TOTP code works once: a replayed code, or one from an older step, is refused; ±1 step is accepted', async () => {
  const user = await userWithTwoFactor();
  const usedToEnable = codeFor(user.secret);
  // The very code that enabled it cannot turn it off.
  assertError(await disable(user, { code: usedToEnable }), 403);
  // Two steps old: outside the window.
  assertError(await disable(user, { code: codeFor(user.secret, clock - 2 * STEP_MS) }), 403);
  // One step ahead (a phone clock running fast) is inside the window.
  const ahead = codeFor(user.secret, clock + STEP_MS);
  const disabled = await disable(user, { code: ahead });
  assert.equal(disabled.status, 204, disabled.text);
  assert.equal((await fetchDetails(server, user)).twoFactorEnabled, false);
  assert.equal(await countFor('recovery_codes', user), 0);
  assert.equal(await countFor('two_factor', user), 0);
});

test('disable: a wrong or missing code is 403 (never 401) and 2FA stays on; a recovery code works', async () => {
  const user = await userWithTwoFactor();
  assertError(await disable(user, {}), 403);
  assertError(await disable(user, { code: 'zzzzz-zzzzz' }), 403);
  assert.equal((await fetchDetails(server, user)).twoFactorEnabled, true);
  // Upper case and no dash: the same recovery code.
  const typed = (user.recoveryCodes[0] ?? '').toUpperCase().replace('-', '');
  const disabled = await disable(user, { code: typed });
  assert.equal(disabled.status, 204, disabled.text);
  // Off now: disabling again is a 409, not a wrong code.
  assertError(await disable(user, { code: nextCode(user.secret) }), 409);
});

// ——— Signing in with a code ———

test('login with 2FA on answers a challenge and no token, and opens no session until the code', async () => {
  const user = await userWithTwoFactor();
  const sessionsBefore = await activeSessions(user);
  const attemptsBefore = await countFor('sign_in_attempts', user);
  const response = await login(user);
  assert.equal(response.status, 200, response.text);
  assert.deepEqual(Object.keys(response.body).sort(), ['challenge', 'twoFactorRequired']);
  const { challenge, twoFactorRequired } = response.body as TwoFactorChallenge;
  assert.equal(twoFactorRequired, true);
  assert.match(challenge, /^[A-Za-z0-9_-]{43}$/);
  assert.equal(await activeSessions(user), sessionsBefore);
  assert.equal(await countFor('sign_in_attempts', user), attemptsBefore);

  const done = await loginWithCode(challenge, nextCode(user.secret));
  assert.equal(done.status, 200, done.text);
  assert.equal(done.body.user.email, user.email);
  assert.equal(done.body.user.twoFactorEnabled, true);
  assert.equal(await activeSessions(user), sessionsBefore + 1);
  const details = await server.request<UserDetails>('GET', '/transaction/token-user', {
    token: done.body.token,
  });
  assert.equal(details.status, 200);
  const history = await server.request<{ logins: { success: boolean }[] }>(
    'GET',
    '/auth/login-history',
    { token: done.body.token },
  );
  assert.equal(history.status, 200, history.text);
  assert.equal(history.body.logins[0]?.success, true);

  // A challenge completes one sign-in only.
  const again = await loginWithCode(challenge, nextCode(user.secret));
  assertError(again, 401, exactly(TWO_FACTOR_MESSAGES.challengeExpired));
});

test('a wrong code is 401 with its own message, recorded as a failed sign-in; no session', async () => {
  const user = await userWithTwoFactor();
  const challenge = await challengeFor(user);
  const sessionsBefore = await activeSessions(user);
  const wrong = await loginWithCode(challenge, codeFor(user.secret, clock - 3 * STEP_MS));
  assertError(wrong, 401, exactly(TWO_FACTOR_MESSAGES.wrongCode));
  assert.equal(await activeSessions(user), sessionsBefore);
  assert.equal(await countFor('sign_in_attempts', user, 'NOT success'), 1);
  // The challenge survives a wrong try.
  const right = await loginWithCode(challenge, nextCode(user.secret));
  assert.equal(right.status, 200, right.text);
});

test('a challenge allows 5 tries: the 5th wrong code ends it, and then even the right code is refused', async () => {
  const user = await userWithTwoFactor();
  const challenge = await challengeFor(user);
  const wrongCode = codeFor(user.secret, clock - 4 * STEP_MS);
  for (let attempt = 1; attempt <= 4; attempt += 1) {
    const response = await loginWithCode(challenge, wrongCode);
    assertError(response, 401, exactly(TWO_FACTOR_MESSAGES.wrongCode));
  }
  const fifth = await loginWithCode(challenge, wrongCode);
  assertError(fifth, 401, exactly(TWO_FACTOR_MESSAGES.challengeExpired));
  const sessionsBefore = await activeSessions(user);
  const right = await loginWithCode(challenge, nextCode(user.secret));
  assertError(right, 401, exactly(TWO_FACTOR_MESSAGES.challengeExpired));
  assert.equal(await activeSessions(user), sessionsBefore);
  assert.equal(await countFor('sign_in_attempts', user, 'NOT success'), 5);
});

test('malformed codes at sign-in are 400 and cost no try', async () => {
  const user = await userWithTwoFactor();
  const challenge = await challengeFor(user);
  for (let i = 0; i < 6; i += 1) {
    assertError(await loginWithCode(challenge, '12345'), 400, /6-digit code/);
  }
  assertError(await loginWithCode(challenge, undefined), 400);
  assert.equal(await countFor('sign_in_attempts', user, 'NOT success'), 0);
  const right = await loginWithCode(challenge, nextCode(user.secret));
  assert.equal(right.status, 200, right.text);
});

test('an expired or unknown challenge is 401 with the expiry message, and no session', async () => {
  const user = await userWithTwoFactor();
  const challenge = await challengeFor(user);
  await server.db.query(
    "UPDATE login_challenges SET expires_at = clock_timestamp() - interval '1 second' WHERE user_id = $1",
    [await userIdOf(server, user)],
  );
  const sessionsBefore = await activeSessions(user);
  for (const stale of [challenge, 'A'.repeat(43), 'not-a-challenge']) {
    const response = await loginWithCode(stale, nextCode(user.secret));
    assertError(response, 401, exactly(TWO_FACTOR_MESSAGES.challengeExpired));
  }
  assert.equal(await activeSessions(user), sessionsBefore);
});

test('a challenge lives 5 minutes', async () => {
  const user = await userWithTwoFactor();
  await challengeFor(user);
  const [row] = await server.db.query<{ seconds: number }>(
    'SELECT extract(epoch FROM expires_at - created_at)::int AS seconds FROM login_challenges WHERE user_id = $1',
    [await userIdOf(server, user)],
  );
  assert.equal(row?.seconds, 300);
});

test('a challenge is bound to the login that made it: another account’s code does not complete it', async () => {
  const alice = await userWithTwoFactor();
  const bob = await userWithTwoFactor();
  const aliceChallenge = await challengeFor(alice);
  const bobCode = nextCode(bob.secret);
  const crossed = await loginWithCode(aliceChallenge, bobCode);
  assertError(crossed, 401, exactly(TWO_FACTOR_MESSAGES.wrongCode));
  assert.equal(await countFor('sign_in_attempts', alice, 'NOT success'), 1);
  // Bob's own sign-in with his (unused) code still works and opens Bob's session only.
  const bobChallenge = await challengeFor(bob);
  const bobDone = await loginWithCode(bobChallenge, bobCode);
  assert.equal(bobDone.status, 200, bobDone.text);
  assert.equal(bobDone.body.user.email, bob.email);
});

test('a recovery code completes a sign-in once', async () => {
  const user = await userWithTwoFactor();
  const recovery = user.recoveryCodes[1] ?? '';
  const first = await loginWithCode(await challengeFor(user), recovery);
  assert.equal(first.status, 200, first.text);
  const second = await loginWithCode(await challengeFor(user), recovery);
  assertError(second, 401, exactly(TWO_FACTOR_MESSAGES.wrongCode));
});

test('the password step and the code step use up the same sign-in attempts of the account', async (t) => {
  // Another instance on this database with a low limit: a second startTestServer would, under
  // DATABASE_URL, drop this file's schema.
  const throttled = await startAnotherInstance(server, {
    accountSignInLimit: { maxAttempts: 3, windowMs: 60_000 },
  });
  t.after(() => throttled.close());
  const user = await userWithTwoFactor();
  const password = () =>
    throttled.request<LoginResponse>('POST', '/auth/login', {
      body: { email: user.email, password: user.password },
    });
  const first = await password();
  assert.equal(first.status, 200, first.text);
  const { challenge } = first.body as TwoFactorChallenge;
  const withCode = (code: string) =>
    throttled.request('POST', '/auth/login/2fa', { body: { challenge, code } });
  const wrong = codeFor(user.secret, clock - 5 * STEP_MS);
  for (let i = 0; i < 2; i += 1) assertError(await withCode(wrong), 401);
  // A right password, then two wrong codes: three attempts, so the account is throttled now.
  // A right code is refused unchecked, and so is the password step.
  assertError(
    await withCode(nextCode(user.secret)),
    429,
    /^Too many failed sign-in attempts for this account\./,
  );
  assertError(await password(), 429);
});

test('a reset by seed phrase ends a sign-in waiting for its code', async () => {
  const user = await userWithTwoFactor();
  const challenge = await challengeFor(user);
  const reset = await server.request('PUT', '/auth/edit-password', {
    body: { email: user.email, password: 'Another@123', seedPhrase: user.seedPhrase },
  });
  assert.equal(reset.status, 200, reset.text);
  assertError(await loginWithCode(challenge, nextCode(user.secret)), 401);
});

// ——— Withdrawals need the code ———

test('with 2FA on a withdrawal needs a right code: missing or wrong is 403 with nothing recorded', async () => {
  const user = await userWithTwoFactor();
  await postTradeResult(server.db, user.email, '1000', 'BTC swing trade');
  await allowWithdrawals(server.db, user.email, true);
  const before = await countFor('withdrawals', user);

  const missing = await server.request('POST', '/withdrawal/add', {
    token: user.token,
    body: withdrawalRequest(),
  });
  assertError(missing, 403, exactly(TWO_FACTOR_MESSAGES.codeRequired));
  const wrong = await server.request('POST', '/withdrawal/add', {
    token: user.token,
    body: withdrawalRequest({ code: codeFor(user.secret, clock - 4 * STEP_MS) }),
  });
  assertError(wrong, 403);
  assertError(
    await server.request('POST', '/withdrawal/add', {
      token: user.token,
      body: withdrawalRequest({ code: '1234567' }),
    }),
    400,
  );
  assert.equal(await countFor('withdrawals', user), before);

  // A refusal for another reason does not spend the code: the same code then works.
  const code = nextCode(user.secret);
  const overCash = await server.request('POST', '/withdrawal/add', {
    token: user.token,
    body: withdrawalRequest({ amount: 5000, code }),
  });
  assertError(overCash, 400, /must not exceed your available cash/);
  const made = await server.request('POST', '/withdrawal/add', {
    token: user.token,
    body: withdrawalRequest({ code }),
  });
  assert.equal(made.status, 201, made.text);
  assert.equal(await countFor('withdrawals', user), before + 1);

  // The code is spent now: another withdrawal with it is refused.
  const replay = await server.request('POST', '/withdrawal/add', {
    token: user.token,
    body: withdrawalRequest({ amount: 50, code }),
  });
  assertError(replay, 403);
  assert.equal(await countFor('withdrawals', user), before + 1);
});

test('saving an address with 2FA on needs a code; missing or wrong is 403 with nothing recorded', async () => {
  const user = await userWithTwoFactor();
  const entry = {
    label: 'Cold wallet',
    asset: 'BTC',
    address: 'bc1qcoldwallet0000000000000000000',
  };
  assertError(
    await server.request('POST', '/withdrawal/addresses', { token: user.token, body: entry }),
    403,
  );
  assertError(
    await server.request('POST', '/withdrawal/addresses', {
      token: user.token,
      body: { ...entry, code: codeFor(user.secret, clock - 4 * STEP_MS) },
    }),
    403,
  );
  assert.equal(await countFor('saved_addresses', user), 0);
  const saved = await server.request('POST', '/withdrawal/addresses', {
    token: user.token,
    body: { ...entry, code: user.recoveryCodes[2] },
  });
  assert.equal(saved.status, 201, saved.text);
});

/** A user with 2FA on and one saved address (saved with their first recovery code). */
async function userWithSavedAddress(): Promise<TwoFactorUser & { addressId: string }> {
  const user = await userWithTwoFactor();
  const saved = await server.request<AddSavedAddressResponse>('POST', '/withdrawal/addresses', {
    token: user.token,
    body: {
      label: 'Cold wallet',
      asset: 'BTC',
      address: 'bc1qcoldwallet0000000000000000000',
      code: user.recoveryCodes[0],
    },
  });
  assert.equal(saved.status, 201, saved.text);
  return { ...user, addressId: saved.body.address.id };
}

const removeAddress = (user: TestUser, id: string, body?: unknown) =>
  server.request('DELETE', `/withdrawal/addresses/${id}`, { token: user.token, body });

const savedAddressCount = (user: TestUser) =>
  countFor('saved_addresses', user, 'removed_at IS NULL');

test('removing an address with 2FA on needs a code; missing, wrong or reused is 403 and removes nothing', async () => {
  const user = await userWithSavedAddress();
  const { addressId } = user;
  assertError(await removeAddress(user, addressId), 403, exactly(TWO_FACTOR_MESSAGES.codeRequired));
  assertError(
    await removeAddress(user, addressId, {}),
    403,
    exactly(TWO_FACTOR_MESSAGES.codeRequired),
  );
  assertError(
    await removeAddress(user, addressId, { code: codeFor(user.secret, clock - 4 * STEP_MS) }),
    403,
    exactly(TWO_FACTOR_MESSAGES.wrongCode),
  );
  // The recovery code that saved the address is spent.
  assertError(
    await removeAddress(user, addressId, { code: user.recoveryCodes[0] }),
    403,
    exactly(TWO_FACTOR_MESSAGES.wrongCode),
  );
  for (const malformed of [{ code: '12345' }, { code: 123456 }, { code: 'not a code!' }]) {
    assertError(
      await removeAddress(user, addressId, malformed),
      400,
      exactly(TWO_FACTOR_MESSAGES.malformedCode),
    );
  }
  assertError(await removeAddress(user, addressId, ['not', 'an', 'object']), 400, /JSON object/);
  assert.equal(await savedAddressCount(user), 1);

  // An address that is not there is a 404 that leaves the code unspent.
  const code = nextCode(user.secret);
  assertError(await removeAddress(user, randomUUID(), { code }), 404);
  const removed = await removeAddress(user, addressId, { code });
  assert.equal(removed.status, 204, removed.text);
  assert.equal(await savedAddressCount(user), 0);
  // Gone now: removing it again is a 404, even with a good code.
  assertError(await removeAddress(user, addressId, { code: user.recoveryCodes[1] }), 404);
});

test('wrong codes on address removals count toward the lock like any signed-in call (429)', async () => {
  const user = await userWithSavedAddress();
  const wrong = codeFor(user.secret, clock - 4 * STEP_MS);
  for (let i = 0; i < 10; i += 1) {
    assertError(await removeAddress(user, user.addressId, { code: wrong }), 403);
  }
  assertError(await removeAddress(user, user.addressId, { code: nextCode(user.secret) }), 429);
  assert.equal(await savedAddressCount(user), 1);
});

test('a refused address change leaves no trace in the security history', async () => {
  const user = await userWithSavedAddress();
  const entry = {
    label: 'Hot wallet',
    asset: 'ETH',
    address: '0x52908400098527886E0F7030069857D2E4169EE7',
  };
  assertError(
    await server.request('POST', '/withdrawal/addresses', { token: user.token, body: entry }),
    403,
  );
  assertError(
    await removeAddress(user, user.addressId, { code: codeFor(user.secret, clock - 4 * STEP_MS) }),
    403,
  );
  const history = await server.request<LoginHistoryResponse>('GET', '/auth/login-history', {
    token: user.token,
  });
  assert.equal(history.status, 200, history.text);
  assert.deepEqual(
    history.body.events.map((event) => event.kind),
    ['address_added'],
  );
});

test('ten wrong codes on signed-in calls lock code checks for a while (429)', async () => {
  const user = await userWithTwoFactor();
  const wrong = codeFor(user.secret, clock - 4 * STEP_MS);
  for (let i = 0; i < 10; i += 1) {
    assertError(await disable(user, { code: wrong }), 403);
  }
  assertError(await disable(user, { code: nextCode(user.secret) }), 429);
});

// ——— Operator ———

test('operator: account protection shows 2FA state; a reset needs an identity check and is audited, append-only', async () => {
  const user = await userWithTwoFactor();
  const state = await runOperatorCommand(server.db, ['account-protection', user.email]);
  assert.match(state, /2FA on since .*, 10 recovery codes left/);
  assert.match(state, /No saved addresses/);

  await assert.rejects(runOperatorCommand(server.db, ['reset-2fa', user.email]), /Usage/);
  await assert.rejects(
    runOperatorCommand(server.db, ['reset-2fa', user.email, 'ticket', '42']),
    /--confirm-identity/,
  );
  await assert.rejects(
    runOperatorCommand(server.db, ['reset-2fa', user.email, '--confirm-identity', '  ']),
    /identity was checked/,
  );
  assert.equal((await fetchDetails(server, user)).twoFactorEnabled, true);
  assert.equal(await countFor('audit_events', user), 0);

  const output = await runOperatorCommand(server.db, [
    'reset-2fa',
    user.email,
    '--confirm-identity',
    'Ticket 4711: passport and selfie video checked',
  ]);
  assert.match(output, /reset/);
  assert.equal((await fetchDetails(server, user)).twoFactorEnabled, false);
  const loggedIn = await login(user);
  assert.equal(loggedIn.status, 200);
  assert.ok('token' in loggedIn.body);

  const audit = await runOperatorCommand(server.db, ['audit-events', user.email]);
  assert.match(
    audit,
    /two_factor_reset {2}by operator.*"Ticket 4711: passport and selfie video checked"/,
  );
  await assert.rejects(
    server.db.query("UPDATE audit_events SET reason = 'nothing happened'"),
    /append-only/,
  );
  await assert.rejects(server.db.query('DELETE FROM audit_events'), /append-only/);
  // Resetting an account without 2FA is refused, and not recorded.
  await assert.rejects(
    runOperatorCommand(server.db, ['reset-2fa', user.email, '--confirm-identity', 'again']),
    /not on/,
  );
  assert.equal(await countFor('audit_events', user), 1);
});

test('no response carries a TOTP secret at rest or a recovery-code hash', async () => {
  const hashes = await server.db.query<{ code_hash: string }>(
    'SELECT code_hash FROM recovery_codes LIMIT 5',
  );
  const sealed = await server.db.query<{ secret: string }>(
    'SELECT secret FROM two_factor WHERE secret IS NOT NULL LIMIT 5',
  );
  assert.ok(hashes.length > 0 && sealed.length > 0);
  assertNoSecretsLeaked(server.responses, [
    ...hashes.map((h) => h.code_hash),
    ...sealed.map((s) => s.secret),
  ]);
  assert.ok((await countRows(server.db, 'login_challenges')) > 0);
});
