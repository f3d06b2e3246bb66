import assert from 'node:assert/strict';
import { test } from 'node:test';
import { Secret, TOTP } from 'otpauth';
import type {
  EnableTwoFactorResponse,
  LoginHistoryResponse,
  LoginSuccessResponse,
  TwoFactorSetupResponse,
} from '../../src/api/types';
import type {
  PasskeyAssertion,
  PasskeyCeremony,
  PasskeyResponse,
  PasskeysResponse,
} from '../../src/api/contract';
import { allowWithdrawals, postTradeResult } from '../src/operator/commands';
import {
  assertError,
  createUser,
  fetchDetails,
  startAnotherInstance,
  testServerForFile,
  type TestServer,
  type TestUser,
  userIdOf,
  withdrawalRequest,
} from './helpers';
import { SoftAuthenticator, type Tampering } from './support/softAuthenticator';

/** The server's TOTP clock, moved on a time step for each code. */
let clock = Date.UTC(2026, 10, 27, 9, 0, 10);
const server = testServerForFile({ now: () => clock });

const PASSWORD_SIGN_IN_ONLY = /^Please confirm your password to continue\.$/;

function nextCode(secret: string): string {
  clock += 30_000;
  return new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: clock });
}

async function turnTwoFactorOn(user: TestUser): Promise<string> {
  const setup = await server.request<TwoFactorSetupResponse>('POST', '/auth/2fa/setup', {
    token: user.token,
  });
  assert.equal(setup.status, 200, setup.text);
  const enabled = await server.request<EnableTwoFactorResponse>('POST', '/auth/2fa/enable', {
    token: user.token,
    body: { code: nextCode(setup.body.secret) },
  });
  assert.equal(enabled.status, 200, enabled.text);
  return setup.body.secret;
}

/** The session no longer counts as a recent sign-in: the step-up must ask for the password. */
async function ageSession(user: TestUser) {
  await server.db.query(
    `UPDATE sessions SET authenticated_at = now() - interval '10 minutes'
      WHERE user_id = (SELECT id FROM users WHERE email = $1)`,
    [user.email],
  );
}

async function ceremony(path: string, token?: string, body: unknown = {}) {
  const started = await server.request<PasskeyCeremony>('POST', path, {
    ...(token ? { token } : {}),
    body,
  });
  assert.equal(started.status, 200, started.text);
  return started.body;
}

/** Adds a passkey made by `authenticator` (a fresh one by default) to `user`'s account. */
async function addPasskey(
  user: TestUser,
  authenticator = new SoftAuthenticator(),
  name = 'MacBook Touch ID',
) {
  const { challengeId, options } = await ceremony('/auth/passkeys/register/options', user.token);
  const added = await server.request<PasskeyResponse>('POST', '/auth/passkeys/register', {
    token: user.token,
    body: { challengeId, name, credential: authenticator.register(options) },
  });
  assert.equal(added.status, 201, added.text);
  return { authenticator, passkey: added.body.passkey };
}

async function passkeysOf(user: TestUser) {
  const listed = await server.request<PasskeysResponse>('GET', '/auth/passkeys', {
    token: user.token,
  });
  assert.equal(listed.status, 200, listed.text);
  return listed.body.passkeys;
}

async function signInWith(authenticator: SoftAuthenticator, tampering: Tampering = {}) {
  const { challengeId, options } = await ceremony('/auth/passkeys/login/options');
  return server.request<LoginSuccessResponse>('POST', '/auth/passkeys/login', {
    body: { challengeId, credential: authenticator.assert(options, tampering) },
  });
}

/** A passkey's answer to a 'verify' challenge of `user`'s session, sent as `passkey`. */
async function passkeyAnswer(
  user: TestUser,
  authenticator: SoftAuthenticator,
  tampering: Tampering = {},
) {
  const { challengeId, options } = await ceremony('/auth/passkeys/verify/options', user.token);
  return { challengeId, credential: authenticator.assert(options, tampering) };
}

async function securityEventKinds(user: TestUser) {
  const history = await server.request<LoginHistoryResponse>('GET', '/auth/login-history', {
    token: user.token,
  });
  assert.equal(history.status, 200, history.text);
  return history.body.events.map((event) => event.kind);
}

/** The security e-mails queued for `user`, oldest first. */
async function securityMailTitles(user: TestUser) {
  const rows = await server.db.query<{ title: string }>(
    `SELECT o.title FROM mail_outbox o JOIN users u ON u.id = o.user_id
      WHERE u.email = $1 AND o.kind = 'security' ORDER BY o.seq`,
    [user.email],
  );
  return rows.map((row) => row.title);
}

async function userReadyToWithdraw(): Promise<TestUser> {
  const user = await createUser(server);
  await turnTwoFactorOn(user);
  await postTradeResult(server.db, user.email, '1000', 'BTC swing trade');
  await allowWithdrawals(server.db, user.email, true);
  return user;
}

const countWithdrawals = async (user: TestUser) => {
  const [row] = await server.db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM withdrawals WHERE user_id = $1',
    [await userIdOf(server, user)],
  );
  return row?.n ?? 0;
};

test('add a passkey, list and rename it, then sign in with it alone — both factors, with 2FA on', async () => {
  const user = await createUser(server);
  await turnTwoFactorOn(user);
  assert.equal((await fetchDetails(server, user)).hasPasskey, false);

  const first = await ceremony('/auth/passkeys/register/options', user.token);
  assert.deepEqual(first.options.authenticatorSelection, {
    residentKey: 'required',
    userVerification: 'required',
    requireResidentKey: true,
  });
  assert.deepEqual(first.options.excludeCredentials, []);
  const { authenticator, passkey } = await addPasskey(user);
  assert.equal(passkey.name, 'MacBook Touch ID');
  assert.equal(passkey.lastUsedAt, null);
  assert.equal((await fetchDetails(server, user)).hasPasskey, true);

  // The next ceremony excludes it, so one authenticator is not added twice.
  const next = await ceremony('/auth/passkeys/register/options', user.token);
  assert.deepEqual(
    (next.options.excludeCredentials as { id: string }[]).map(({ id }) => id),
    [authenticator.id],
  );
  await addPasskey(user, new SoftAuthenticator(), 'YubiKey');
  assert.deepEqual(
    (await passkeysOf(user)).map(({ name }) => name),
    ['MacBook Touch ID', 'YubiKey'],
  );

  const renamed = await server.request<PasskeyResponse>('PUT', `/auth/passkeys/${passkey.id}`, {
    token: user.token,
    body: { name: 'Work laptop' },
  });
  assert.equal(renamed.status, 200, renamed.text);
  assert.equal(renamed.body.passkey.name, 'Work laptop');

  const login = await server.request<PasskeyCeremony>('POST', '/auth/passkeys/login/options');
  assert.equal(login.status, 200, login.text);
  assert.equal(login.body.options.userVerification, 'required');
  assert.deepEqual(login.body.options.allowCredentials ?? [], []);
  const signedIn = await server.request<LoginSuccessResponse>('POST', '/auth/passkeys/login', {
    body: {
      challengeId: login.body.challengeId,
      credential: authenticator.assert(login.body.options),
      deviceId: 'browser-1',
    },
    headers: { 'user-agent': 'Passkey Browser/1.0' },
  });
  assert.equal(signedIn.status, 200, signedIn.text);
  assert.equal(signedIn.body.user.email, user.email);
  assert.equal(signedIn.body.user.twoFactorEnabled, true);
  const session = { ...user, token: signedIn.body.token };

  const [used] = (await passkeysOf(session)).filter(({ id }) => id === passkey.id);
  assert.ok(used?.lastUsedAt, 'the sign-in is recorded as the passkey’s last use');
  const history = await server.request<LoginHistoryResponse>('GET', '/auth/login-history', {
    token: session.token,
  });
  assert.deepEqual(
    { success: history.body.logins[0]?.success, userAgent: history.body.logins[0]?.userAgent },
    { success: true, userAgent: 'Passkey Browser/1.0' },
  );
});

test('the passkey sign-in opens a session that counts for the step-up by itself', async () => {
  const user = await createUser(server);
  const { authenticator } = await addPasskey(user);
  await ageSession(user);
  const signedIn = await signInWith(authenticator);
  assert.equal(signedIn.status, 200, signedIn.text);
  const started = await server.request('POST', '/auth/passkeys/register/options', {
    token: signedIn.body.token,
    body: {},
  });
  assert.equal(started.status, 200, started.text);
});

test('removing a passkey asks for the password after 5 minutes; adding and removing are e-mailed', async () => {
  const user = await createUser(server);
  const { passkey } = await addPasskey(user, new SoftAuthenticator(), 'Phone');
  await ageSession(user);

  assertError(
    await server.request('DELETE', `/auth/passkeys/${passkey.id}`, { token: user.token }),
    403,
    PASSWORD_SIGN_IN_ONLY,
  );
  assertError(
    await server.request('POST', '/auth/passkeys/register/options', {
      token: user.token,
      body: {},
    }),
    403,
    PASSWORD_SIGN_IN_ONLY,
  );
  assert.equal((await passkeysOf(user)).length, 1);

  const removed = await server.request('DELETE', `/auth/passkeys/${passkey.id}`, {
    token: user.token,
    body: { password: user.password },
  });
  assert.equal(removed.status, 204, removed.text);
  assert.deepEqual(await passkeysOf(user), []);
  assert.equal((await fetchDetails(server, user)).hasPasskey, false);

  assert.deepEqual(await securityEventKinds(user), ['passkey_removed', 'passkey_added']);
  assert.deepEqual(await securityMailTitles(user), ['Passkey added', 'Passkey removed']);
  const [body] = await server.db.query<{ body: string }>(
    `SELECT o.body FROM mail_outbox o JOIN users u ON u.id = o.user_id
      WHERE u.email = $1 AND o.title = 'Passkey added'`,
    [user.email],
  );
  assert.match(body?.body ?? '', /“Phone”/);
});

test('another user’s passkey, or an unknown id, is not found; it stays as it is', async () => {
  const owner = await createUser(server);
  const other = await createUser(server);
  const { passkey } = await addPasskey(owner);

  for (const id of [passkey.id, '00000000-0000-4000-8000-000000000000', 'not-an-id']) {
    assertError(
      await server.request('PUT', `/auth/passkeys/${id}`, {
        token: other.token,
        body: { name: 'Mine now' },
      }),
      404,
    );
    assertError(
      await server.request('DELETE', `/auth/passkeys/${id}`, { token: other.token }),
      404,
    );
  }
  assert.deepEqual(
    (await passkeysOf(owner)).map(({ name }) => name),
    ['MacBook Touch ID'],
  );
  assert.deepEqual(await passkeysOf(other), []);
  assertError(
    await server.request('POST', '/auth/passkeys/verify/options', { token: other.token }),
    404,
  );
});

test('a challenge works once: a second sign-in or registration with it is refused', async () => {
  const user = await createUser(server);
  const { authenticator } = await addPasskey(user);

  const { challengeId, options } = await ceremony('/auth/passkeys/login/options');
  const first = await server.request('POST', '/auth/passkeys/login', {
    body: { challengeId, credential: authenticator.assert(options) },
  });
  assert.equal(first.status, 200, first.text);
  const again = await server.request('POST', '/auth/passkeys/login', {
    body: { challengeId, credential: authenticator.assert(options) },
  });
  assertError(again, 401, /expired or was already used/);

  const registration = await ceremony('/auth/passkeys/register/options', user.token);
  const newKey = new SoftAuthenticator();
  const body = {
    challengeId: registration.challengeId,
    name: 'Key',
    credential: newKey.register(registration.options),
  };
  const added = await server.request('POST', '/auth/passkeys/register', {
    token: user.token,
    body,
  });
  assert.equal(added.status, 201, added.text);
  assertError(
    await server.request('POST', '/auth/passkeys/register', { token: user.token, body }),
    403,
    /expired or was already used/,
  );
});

test('a challenge older than 5 minutes is refused', async () => {
  const user = await createUser(server);
  const { authenticator } = await addPasskey(user);
  const { challengeId, options } = await ceremony('/auth/passkeys/login/options');
  // A challenge's lifetime is PASSKEY_CHALLENGE_MINUTES from its creation…
  const [row] = await server.db.query<{ minutes: number }>(
    `SELECT round(extract(epoch FROM expires_at - created_at) / 60)::int AS minutes
       FROM webauthn_challenges WHERE id = $1`,
    [challengeId],
  );
  assert.equal(row?.minutes, 5);
  // …and once it has passed, the challenge answers nothing.
  await server.db.query(
    `UPDATE webauthn_challenges SET expires_at = clock_timestamp() - interval '1 second'
      WHERE id = $1`,
    [challengeId],
  );
  const late = await server.request('POST', '/auth/passkeys/login', {
    body: { challengeId, credential: authenticator.assert(options) },
  });
  assertError(late, 401, /expired or was already used/);
  assert.equal((await signInWith(authenticator)).status, 200);
});

test('an answer for another origin or RP ID, or without user verification, is refused', async () => {
  const user = await createUser(server);
  const { authenticator } = await addPasskey(user);

  for (const tampering of [
    { origin: 'https://meridian-login.example' },
    { rpId: 'meridian-login.example' },
    { userVerified: false },
  ]) {
    assertError(await signInWith(authenticator, tampering), 401, /could not be verified/);
    const { challengeId, options } = await ceremony('/auth/passkeys/register/options', user.token);
    assertError(
      await server.request('POST', '/auth/passkeys/register', {
        token: user.token,
        body: {
          challengeId,
          name: 'Phished',
          credential: new SoftAuthenticator().register(options, tampering),
        },
      }),
      403,
      /could not be verified/,
    );
  }
  assert.equal((await passkeysOf(user)).length, 1);
  assert.equal((await signInWith(authenticator)).status, 200);
});

test('a passkey that was never added, or another key signing for one that was, signs no one in', async () => {
  assertError(await signInWith(new SoftAuthenticator()), 401, /could not be verified/);
  const { challengeId, options } = await ceremony('/auth/passkeys/login/options');
  const forged = new SoftAuthenticator().assert(options);
  const { authenticator } = await addPasskey(await createUser(server));
  // Another passkey's id over this key's signature: the stored public key does not match.
  assertError(
    await server.request('POST', '/auth/passkeys/login', {
      body: {
        challengeId,
        credential: { ...forged, id: authenticator.id, rawId: authenticator.id },
      },
    }),
    401,
    /could not be verified/,
  );
});

test('a counter that goes backwards is refused and e-mailed (sign-in and a second factor)', async () => {
  const user = await userReadyToWithdraw();
  const { authenticator } = await addPasskey(user, new SoftAuthenticator(), 'Cloned key');
  assert.equal((await signInWith(authenticator, { counter: 5 })).status, 200);

  assertError(await signInWith(authenticator, { counter: 5 }), 401, /counter went backwards/);
  assertError(await signInWith(authenticator, { counter: 3 }), 401, /counter went backwards/);
  const history = await server.request<LoginHistoryResponse>('GET', '/auth/login-history', {
    token: user.token,
  });
  assert.equal(history.body.logins[0]?.success, false);

  const before = await countWithdrawals(user);
  const refused = await server.request('POST', '/withdrawal/add', {
    token: user.token,
    body: withdrawalRequest({ passkey: await passkeyAnswer(user, authenticator, { counter: 4 }) }),
  });
  assertError(refused, 403, /counter went backwards/);
  assert.equal(await countWithdrawals(user), before);

  const regressions = (await securityEventKinds(user)).filter(
    (kind) => kind === 'passkey_counter_regressed',
  );
  assert.equal(regressions.length, 3);
  assert.deepEqual(
    (await securityMailTitles(user)).filter((title) => title === 'Passkey refused').length,
    3,
  );
  const [row] = await server.db.query<{ counter: string }>(
    'SELECT counter::text AS counter FROM passkeys WHERE credential_id = $1',
    [authenticator.id],
  );
  assert.equal(row?.counter, '5');
});

test('with 2FA on a passkey confirms a withdrawal, a new address, and turning 2FA off', async () => {
  const user = await userReadyToWithdraw();
  const { authenticator } = await addPasskey(user);
  const before = await countWithdrawals(user);

  const verify = await ceremony('/auth/passkeys/verify/options', user.token);
  assert.equal(verify.options.userVerification, 'required');
  assert.deepEqual(
    (verify.options.allowCredentials as { id: string }[]).map(({ id }) => id),
    [authenticator.id],
  );
  const made = await server.request('POST', '/withdrawal/add', {
    token: user.token,
    body: withdrawalRequest({
      passkey: {
        challengeId: verify.challengeId,
        credential: authenticator.assert(verify.options),
      },
    }),
  });
  assert.equal(made.status, 201, made.text);
  assert.equal(await countWithdrawals(user), before + 1);

  const saved = await server.request('POST', '/withdrawal/addresses', {
    token: user.token,
    body: {
      label: 'Cold wallet',
      asset: 'BTC',
      address: 'bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh',
      passkey: await passkeyAnswer(user, authenticator),
    },
  });
  assert.equal(saved.status, 201, saved.text);

  const off = await server.request('POST', '/auth/2fa/disable', {
    token: user.token,
    body: { passkey: await passkeyAnswer(user, authenticator) },
  });
  assert.equal(off.status, 204, off.text);
  assert.equal((await fetchDetails(server, user)).twoFactorEnabled, false);
});

test('a passkey answer refused for a second factor is 403, never 401, and records nothing', async () => {
  const user = await userReadyToWithdraw();
  const { authenticator } = await addPasskey(user);
  const stranger = await userReadyToWithdraw();
  const { authenticator: strangersKey } = await addPasskey(stranger);
  const before = await countWithdrawals(user);
  // Each for another amount: a repeat of a just-made withdrawal would be answered with it.
  let amount = 10;
  const withdraw = (passkey: PasskeyAssertion) =>
    server.request('POST', '/withdrawal/add', {
      token: user.token,
      body: withdrawalRequest({ amount: (amount += 1), passkey }),
    });

  // Answers to challenges that are not this session's 'verify' ones: a sign-in's, this very
  // session's registration, another session's verification.
  for (const [path, token] of [
    ['/auth/passkeys/login/options', undefined],
    ['/auth/passkeys/register/options', user.token],
    ['/auth/passkeys/verify/options', stranger.token],
  ] as const) {
    const { challengeId, options } = await ceremony(path, token);
    assertError(
      await withdraw({ challengeId, credential: authenticator.assert(options) }),
      403,
      /expired or was already used/,
    );
  }
  // This session's challenge, answered by another account's passkey.
  assertError(
    await withdraw(await passkeyAnswer(user, strangersKey)),
    403,
    /could not be verified/,
  );
  // A replay: the same answer for another withdrawal.
  const answer = await passkeyAnswer(user, authenticator);
  assert.equal((await withdraw(answer)).status, 201);
  assertError(await withdraw(answer), 403, /expired or was already used/);
  assert.equal(await countWithdrawals(user), before + 1);
  // A wrong origin.
  assertError(
    await withdraw(await passkeyAnswer(user, authenticator, { origin: 'https://evil.example' })),
    403,
    /could not be verified/,
  );
  assert.equal(await countWithdrawals(user), before + 1);
  // The session is still good.
  assert.equal((await fetchDetails(server, user)).email, user.email);
});

test('a refused withdrawal leaves the passkey’s challenge unspent', async () => {
  const user = await userReadyToWithdraw();
  const { authenticator } = await addPasskey(user);
  const answer = await passkeyAnswer(user, authenticator);
  const overCash = await server.request('POST', '/withdrawal/add', {
    token: user.token,
    body: withdrawalRequest({ amount: 5000, passkey: answer }),
  });
  assertError(overCash, 400, /must not exceed your available cash/);
  const made = await server.request('POST', '/withdrawal/add', {
    token: user.token,
    body: withdrawalRequest({ passkey: answer }),
  });
  assert.equal(made.status, 201, made.text);
});

test('passkey sign-ins use up the account’s sign-in attempts, like passwords', async () => {
  const limited: TestServer = await startAnotherInstance(server, {
    accountSignInLimit: { maxAttempts: 2, windowMs: 60_000 },
  });
  try {
    const user = await createUser(server);
    const { authenticator } = await addPasskey(user);
    const attempt = async (tampering: Tampering) => {
      const started = await limited.request<PasskeyCeremony>(
        'POST',
        '/auth/passkeys/login/options',
      );
      return limited.request('POST', '/auth/passkeys/login', {
        body: {
          challengeId: started.body.challengeId,
          credential: authenticator.assert(started.body.options, tampering),
        },
      });
    };
    assertError(await attempt({ origin: 'https://evil.example' }), 401);
    assertError(await attempt({ origin: 'https://evil.example' }), 401);
    assertError(await attempt({}), 429);
  } finally {
    await limited.close();
  }
});
