import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { wordlist } from '@scure/bip39/wordlists/english.js';
import type { LoginSuccessResponse, RegisterResponse, UserDetails } from '../../src/api/types';
import { countRows } from './helpers';
import {
  assertError,
  assertNoSecretsLeaked,
  createUser,
  registration,
  startTestServer,
  TEST_TOKEN_SECRET,
  type TestServer,
} from './helpers';
import { issueToken } from '../src/security/tokens';

let server: TestServer;
const knownSecrets: string[] = [];

before(async () => {
  server = await startTestServer();
});
after(async () => {
  await server.close();
});

describe('POST /auth/register', () => {
  test('creates an account and returns a 12-word seed phrase once', async () => {
    const form = registration({ email: 'New.Person@Example.com' });
    const response = await server.request<RegisterResponse>('POST', '/auth/register', {
      body: form,
    });
    assert.equal(response.status, 201);
    assert.deepEqual(Object.keys(response.body), ['seedPhrase']);
    const words = response.body.seedPhrase.split('-');
    assert.equal(words.length, 12);
    for (const word of words) assert.ok(wordlist.includes(word), `${word} is a BIP-39 word`);
    knownSecrets.push(response.body.seedPhrase, form.password);

    // Email is stored lowercased, so signing in with any case works.
    const login = await server.request<LoginSuccessResponse>('POST', '/auth/login', {
      body: { email: 'new.person@example.com', password: form.password },
    });
    assert.equal(login.status, 200);
  });

  test('two registrations get different seed phrases', async () => {
    const a = await createUser(server);
    const b = await createUser(server);
    assert.notEqual(a.seedPhrase, b.seedPhrase);
    knownSecrets.push(a.seedPhrase, b.seedPhrase);
  });

  test('a new account starts unverified, with no money and no permissions', async () => {
    const user = await createUser(server, { countryOfResidence: 'NIGERIA' });
    const response = await server.request<UserDetails>('GET', '/transaction/token-user', {
      token: user.token,
    });
    assert.equal(response.status, 200);
    assert.deepEqual(response.body, {
      name: 'Ada Lovelace',
      email: user.email,
      zipCode: '10115',
      address: '12 Analytical Engine Road',
      gender: '',
      phoneNumber: '',
      investmentGoal: 'Investing for Retirement',
      verified: false,
      plan: 'none',
      notification: '',
      currency: '$',
      pendBalance: 0,
      referralBonus: 0,
      tradingProgress: 0,
      totalDeposit: 0,
      totalEquity: 0,
      tradeProfit: 0,
      availableCash: 0,
      withdrawalCharges: 0,
      userCanWithdraw: false,
      withdrawalHoldReason: null,
      bitcoinAddress: '',
      ethereumAddress: '',
      usdtAddress: '',
      twoFactorEnabled: false,
      hasPasskey: false,
      withdrawalsOpenAt: null,
      demo: false,
    });
    const [row] = await server.db.query<{ country_of_residence: string }>(
      'SELECT country_of_residence FROM users WHERE email = $1',
      [user.email],
    );
    assert.equal(row?.country_of_residence, 'nigeria');
  });

  test('a duplicate email (any case) gets 409', async () => {
    const user = await createUser(server);
    const response = await server.request('POST', '/auth/register', {
      body: registration({ email: user.email.toUpperCase() }),
    });
    assertError(response, 409, /already exists/);
  });

  test('balances or flags in the registration body are ignored', async () => {
    const form = { ...registration(), verified: true, tradeProfit: 1e6, userCanWithdraw: true };
    const registered = await server.request('POST', '/auth/register', { body: form });
    assert.equal(registered.status, 201);
    const login = await server.request<LoginSuccessResponse>('POST', '/auth/login', {
      body: { email: form.email, password: form.password },
    });
    assert.equal(login.body.user.verified, false);
    assert.equal(login.body.user.tradeProfit, 0);
    assert.equal(login.body.user.userCanWithdraw, false);
  });

  const invalid: [string, Record<string, unknown>, RegExp][] = [
    ['missing name', { name: undefined }, /^name is required$/],
    ['blank name', { name: '   ' }, /^name is required$/],
    ['missing email', { email: undefined }, /^email is required$/],
    ['invalid email', { email: 'not-an-email' }, /^email must be a valid email address$/],
    ['email of the wrong type', { email: 42 }, /^email must be a string$/],
    ['short password', { password: 'short' }, /^password must be at least 8 characters$/],
    ['missing password', { password: undefined }, /^password is required$/],
    ['missing zipCode', { zipCode: undefined }, /^zipCode is required$/],
    ['missing address', { address: '' }, /^address is required$/],
    ['missing country', { countryOfResidence: undefined }, /^countryOfResidence is required$/],
    ['missing currency', { currency: undefined }, /^currency is required$/],
    ['unknown investment goal', { investmentGoal: 'Get rich' }, /^investmentGoal must be one of/],
    ['too long name', { name: 'x'.repeat(101) }, /^name must be at most 100 characters$/],
  ];
  for (const [label, change, message] of invalid) {
    test(`refuses ${label} with a 400 naming the field and writes nothing`, async () => {
      const before = await countRows(server.db, 'users');
      const response = await server.request('POST', '/auth/register', {
        body: { ...registration(), ...change },
      });
      assertError(response, 400, message);
      assert.equal(await countRows(server.db, 'users'), before);
    });
  }
});

describe('POST /auth/login', () => {
  test('returns a token and the user details', async () => {
    const form = registration();
    await server.request('POST', '/auth/register', { body: form });
    const response = await server.request<LoginSuccessResponse>('POST', '/auth/login', {
      body: { email: form.email.toUpperCase(), password: form.password },
    });
    assert.equal(response.status, 200);
    assert.deepEqual(Object.keys(response.body).sort(), ['token', 'user']);
    assert.match(response.body.token, /^[\w-]+\.[\w-]+\.[\w-]+$/);
    assert.equal(response.body.user.email, form.email.toLowerCase());
    knownSecrets.push(form.password);
  });

  test('a password is used exactly as typed, spaces included', async () => {
    const user = await createUser(server, { password: '  spaced Pass@1  ' });
    const exact = await server.request('POST', '/auth/login', {
      body: { email: user.email, password: '  spaced Pass@1  ' },
    });
    assert.equal(exact.status, 200);
    const trimmed = await server.request('POST', '/auth/login', {
      body: { email: user.email, password: 'spaced Pass@1' },
    });
    assertError(trimmed, 401);
  });

  test('a wrong password or unknown email gets the same 401', async () => {
    const user = await createUser(server);
    const wrongPassword = await server.request('POST', '/auth/login', {
      body: { email: user.email, password: 'Wrong@1234' },
    });
    assertError(wrongPassword, 401, /^Invalid email or password$/);
    const unknown = await server.request('POST', '/auth/login', {
      body: { email: 'nobody@example.com', password: 'Wrong@1234' },
    });
    assertError(unknown, 401, /^Invalid email or password$/);
  });

  test('missing fields get 400', async () => {
    assertError(
      await server.request('POST', '/auth/login', { body: { email: 'a@b.co' } }),
      400,
      /^password is required$/,
    );
    assertError(
      await server.request('POST', '/auth/login', { body: { password: 'Secret@123' } }),
      400,
      /^email is required$/,
    );
  });
});

describe('PUT /auth/edit-password', () => {
  test('a wrong seed phrase changes nothing: the old password still works', async () => {
    const user = await createUser(server);
    const otherUser = await createUser(server);
    const response = await server.request('PUT', '/auth/edit-password', {
      body: { email: user.email, password: 'Changed@999', seedPhrase: otherUser.seedPhrase },
    });
    assertError(response, 400, /^Email or seed phrase is incorrect$/);
    const oldLogin = await server.request('POST', '/auth/login', {
      body: { email: user.email, password: user.password },
    });
    assert.equal(oldLogin.status, 200);
    const newLogin = await server.request('POST', '/auth/login', {
      body: { email: user.email, password: 'Changed@999' },
    });
    assert.equal(newLogin.status, 401);
    // The old session is untouched too.
    const session = await server.request('GET', '/transaction/token-user', { token: user.token });
    assert.equal(session.status, 200);
  });

  test('an unknown email gets the same refusal', async () => {
    const user = await createUser(server);
    const response = await server.request('PUT', '/auth/edit-password', {
      body: { email: 'ghost@example.com', password: 'Changed@999', seedPhrase: user.seedPhrase },
    });
    assertError(response, 400, /^Email or seed phrase is incorrect$/);
  });

  test('email and seed phrase together reset the password and end old sessions', async () => {
    const user = await createUser(server);
    // Typed with spaces and capitals: the phrase is compared normalised.
    const typed = user.seedPhrase.replaceAll('-', ' ').toUpperCase();
    const response = await server.request('PUT', '/auth/edit-password', {
      body: { email: user.email, password: 'Changed@999', seedPhrase: typed },
    });
    assert.equal(response.status, 200);
    assert.deepEqual(Object.keys(response.body).sort(), ['message', 'seedPhrase']);

    const oldLogin = await server.request('POST', '/auth/login', {
      body: { email: user.email, password: user.password },
    });
    assertError(oldLogin, 401);
    const newLogin = await server.request('POST', '/auth/login', {
      body: { email: user.email, password: 'Changed@999' },
    });
    assert.equal(newLogin.status, 200);
    const oldSession = await server.request('GET', '/transaction/token-user', {
      token: user.token,
    });
    assertError(oldSession, 401);
  });

  test('missing fields or a short new password get 400 and change nothing', async () => {
    const user = await createUser(server);
    assertError(
      await server.request('PUT', '/auth/edit-password', {
        body: { email: user.email, password: 'Changed@999' },
      }),
      400,
      /^seedPhrase is required$/,
    );
    assertError(
      await server.request('PUT', '/auth/edit-password', {
        body: { email: user.email, password: 'short', seedPhrase: user.seedPhrase },
      }),
      400,
      /^password must be at least 8 characters$/,
    );
    const login = await server.request('POST', '/auth/login', {
      body: { email: user.email, password: user.password },
    });
    assert.equal(login.status, 200);
  });
});

describe('bearer tokens', () => {
  test('no token, a malformed header, a forged or an expired token all get 401', async () => {
    const user = await createUser(server);
    // Forged and expired tokens name the user's real, active session: only the signature or
    // the expiry is wrong.
    const [row] = await server.db.query<{ id: string; user_id: string }>(
      'SELECT s.id, s.user_id FROM sessions s JOIN users u ON u.id = s.user_id WHERE u.email = $1',
      [user.email],
    );
    assert.ok(row);
    const subject = { userId: row.user_id, sessionId: row.id };
    const forged = issueToken(subject, 'not-the-server-secret', 3600);
    const expired = issueToken(subject, TEST_TOKEN_SECRET, 60, Date.now() - 2 * 60 * 60 * 1000);
    const [header, payload, signature] = user.token.split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as object;
    const tampered = [
      header,
      Buffer.from(JSON.stringify({ ...claims, exp: 9999999999 })).toString('base64url'),
      signature,
    ].join('.');
    const algNone = [
      Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url'),
      payload,
      '',
    ].join('.');

    for (const path of ['/transaction/token-user', '/transaction/all', '/withdrawal/all']) {
      assertError(await server.request('GET', path), 401, /Authentication required/);
      assertError(
        await server.request('GET', path, { headers: { authorization: user.token } }),
        401,
      );
      for (const token of [forged, expired, tampered, algNone, 'garbage']) {
        assertError(await server.request('GET', path, { token }), 401, /session has expired/);
      }
    }
    assertError(
      await server.request('POST', '/transaction/add', { token: forged, body: { amount: 5 } }),
      401,
    );
    assertError(await server.request('PUT', '/auth/edit-user', { token: expired, body: {} }), 401);
    assert.equal(await countRows(server.db, 'deposits'), 0);
  });
});

test('no response in this file contained a password hash, password or seed phrase', () => {
  assertNoSecretsLeaked(server.responses, knownSecrets);
});
