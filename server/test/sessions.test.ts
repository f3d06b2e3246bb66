import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { wordlist } from '@scure/bip39/wordlists/english.js';
import type {
  EditPasswordResponse,
  LoginHistoryResponse,
  LoginSuccessResponse,
  SessionsResponse,
} from '../../src/api/types';
import { buildApp } from '../src/app';
import type { AppConfig } from '../src/config';
import {
  assertError,
  assertNoSecretsLeaked,
  countRows,
  createUser,
  testServerForFile,
  type ApiResponse,
  type TestUser,
  userIdOf,
} from './helpers';

const knownSecrets: string[] = [];

/** A real browser's User-Agent; the server reads its names into each record's `device`. */
const CHROME_ON_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

const server = testServerForFile();

/** Signs the user in again: a new session, as from another device. */
async function login(user: TestUser, userAgent = 'TestBrowser/1.0'): Promise<string> {
  const response = await server.request<LoginSuccessResponse>('POST', '/auth/login', {
    body: { email: user.email, password: user.password },
    headers: { 'user-agent': userAgent },
  });
  assert.equal(response.status, 200, response.text);
  return response.body.token;
}

/** The session id a token names (its `sid` claim). */
function sessionIdOf(token: string): string {
  const payload = token.split('.')[1] ?? '';
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as { sid: string };
  return claims.sid;
}

const sessions = (token: string) =>
  server.request<SessionsResponse>('GET', '/auth/sessions', { token });

/** One call to every bearer endpoint, as a token-holder would make them. */
function everyBearerCall(token: string): Promise<ApiResponse<unknown>>[] {
  const withdrawal = {
    amount: 10,
    charges: 0,
    walletAddress: 'w',
    email: 'a@b.co',
    exchange: 'x',
    asset: 'BTC',
  };
  const edit = {
    name: 'Ada Lovelace',
    zipCode: '1',
    address: '12 Road',
    gender: '',
    phoneNumber: '',
    investmentGoal: 'none',
  };
  return [
    server.request('GET', '/transaction/token-user', { token }),
    server.request('GET', '/transaction/all', { token }),
    server.request('POST', '/transaction/add', { token, body: { amount: 5 } }),
    server.request('GET', '/withdrawal/all', { token }),
    server.request('POST', '/withdrawal/add', { token, body: withdrawal }),
    server.request('PUT', '/auth/edit-user', { token, body: edit }),
    server.request('GET', '/auth/sessions', { token }),
    server.request('GET', '/auth/login-history', { token }),
    server.request('POST', '/auth/logout', { token }),
    server.request('POST', '/auth/logout-all', { token }),
    server.request('DELETE', `/auth/sessions/${sessionIdOf(token)}`, { token }),
  ];
}

async function assertRefusedEverywhere(token: string) {
  const deposits = await countRows(server.db, 'deposits');
  const withdrawals = await countRows(server.db, 'withdrawals');
  for (const response of await Promise.all(everyBearerCall(token))) {
    assertError(response, 401, /session has expired/);
  }
  assert.equal(await countRows(server.db, 'deposits'), deposits, 'a refused call wrote nothing');
  assert.equal(await countRows(server.db, 'withdrawals'), withdrawals);
}

async function assertWorks(token: string) {
  const response = await server.request('GET', '/transaction/token-user', { token });
  assert.equal(response.status, 200, response.text);
}

describe('a login creates a server-side session that its token names', () => {
  test('the session row records when, from where and with what browser', async () => {
    const user = await createUser(server);
    const token = await login(user, 'Mozilla/5.0 (X11; Linux x86_64) Firefox/133.0');
    const [row] = await server.db.query<{
      user_id: string;
      ip: string;
      user_agent: string;
      ended_at: Date | null;
      ttl: number;
    }>(
      `SELECT user_id, ip, user_agent, ended_at,
              extract(epoch FROM expires_at - created_at)::float8 AS ttl
         FROM sessions WHERE id = $1`,
      [sessionIdOf(token)],
    );
    assert.ok(row, 'the token names a session row');
    assert.equal(row.user_id, await userIdOf(server, user));
    assert.equal(row.ip, '127.0.0.1');
    assert.equal(row.user_agent, 'Mozilla/5.0 (X11; Linux x86_64) Firefox/133.0');
    assert.equal(row.ended_at, null);
    // TOKEN_TTL_SECONDS bounds the session as well as the token.
    assert.ok(Math.abs(row.ttl - server.config.tokenTtlSeconds) < 5, `ttl ${row.ttl}`);
  });

  test('an expired session is refused even while its token has not expired', async () => {
    const user = await createUser(server);
    await server.db.query(
      "UPDATE sessions SET expires_at = now() - interval '1 second' WHERE id = $1",
      [sessionIdOf(user.token)],
    );
    await assertRefusedEverywhere(user.token);
  });

  test('a token without a session (issued before sessions existed) is refused', async () => {
    const user = await createUser(server);
    await server.db.query('DELETE FROM sessions WHERE id = $1', [sessionIdOf(user.token)]);
    assertError(await server.request('GET', '/transaction/token-user', { token: user.token }), 401);
  });
});

describe('POST /auth/logout', () => {
  test('204, and that token is refused by every bearer endpoint afterwards', async () => {
    const user = await createUser(server);
    const otherDevice = await login(user);
    const response = await server.request('POST', '/auth/logout', { token: user.token });
    assert.equal(response.status, 204);
    assert.equal(response.text, '');
    await assertRefusedEverywhere(user.token);
    // Only that session ended.
    await assertWorks(otherDevice);
  });

  test('logging out with an already-ended token gets 401', async () => {
    const user = await createUser(server);
    assert.equal((await server.request('POST', '/auth/logout', { token: user.token })).status, 204);
    assertError(await server.request('POST', '/auth/logout', { token: user.token }), 401);
  });

  test('accepts an empty JSON object as body', async () => {
    const user = await createUser(server);
    const response = await server.request('POST', '/auth/logout', {
      token: user.token,
      body: {},
    });
    assert.equal(response.status, 204);
  });

  test('without a token gets 401', async () => {
    assertError(await server.request('POST', '/auth/logout'), 401, /Authentication required/);
  });
});

describe('POST /auth/logout-all', () => {
  test('ends every session of the user, this one included, and no one else’s', async () => {
    const user = await createUser(server);
    const laptop = await login(user, 'Laptop');
    const phone = await login(user, 'Phone');
    const someoneElse = await createUser(server);
    const response = await server.request('POST', '/auth/logout-all', { token: laptop });
    assert.equal(response.status, 204);
    for (const token of [user.token, laptop, phone]) await assertRefusedEverywhere(token);
    await assertWorks(someoneElse.token);
    // Signing in again works and starts a fresh list.
    const fresh = await login(user);
    const listed = await sessions(fresh);
    assert.deepEqual(
      listed.body.sessions.map((s) => s.id),
      [sessionIdOf(fresh)],
    );
  });
});

describe('GET /auth/sessions', () => {
  test('the caller’s active sessions, newest first, the current one marked', async () => {
    const user = await createUser(server);
    const first = await login(user, CHROME_ON_WINDOWS);
    const second = await login(user, '');
    const ended = await login(user, 'Ended');
    await server.request('POST', '/auth/logout', { token: ended });
    const expired = await login(user, 'Expired');
    await server.db.query(
      "UPDATE sessions SET expires_at = now() - interval '1 second' WHERE id = $1",
      [sessionIdOf(expired)],
    );
    const someoneElse = await createUser(server);

    const response = await sessions(first);
    assert.equal(response.status, 200);
    assert.deepEqual(Object.keys(response.body), ['sessions']);
    const listed = response.body.sessions;
    assert.deepEqual(
      listed.map((s) => s.id),
      [sessionIdOf(second), sessionIdOf(first), sessionIdOf(user.token)],
      'active only, newest first, nobody else’s',
    );
    assert.ok(!listed.some((s) => s.id === sessionIdOf(someoneElse.token)));
    const [newest, current] = listed;
    assert.ok(newest && current);
    assert.deepEqual(Object.keys(current).sort(), [
      'createdAt',
      'current',
      'device',
      'id',
      'ip',
      'lastSeenAt',
      'userAgent',
    ]);
    assert.equal(current.current, true);
    assert.equal(current.userAgent, CHROME_ON_WINDOWS);
    assert.deepEqual(current.device, { browser: 'Chrome', os: 'Windows' });
    assert.equal(current.ip, '127.0.0.1');
    assert.ok(!Number.isNaN(Date.parse(current.createdAt)));
    assert.ok(!Number.isNaN(Date.parse(current.lastSeenAt)));
    assert.equal(newest.current, false);
    assert.equal(newest.userAgent, '');
    assert.deepEqual(newest.device, { browser: '', os: '' }, 'no User-Agent: nothing known');
    assert.ok(Date.parse(newest.createdAt) >= Date.parse(current.createdAt));
    assert.equal(listed.filter((s) => s.current).length, 1);
  });
});

describe('DELETE /auth/sessions/:id', () => {
  test('ends another of the caller’s sessions: 204, that token refused, this one kept', async () => {
    const user = await createUser(server);
    const phone = await login(user, 'Phone');
    const response = await server.request('DELETE', `/auth/sessions/${sessionIdOf(phone)}`, {
      token: user.token,
    });
    assert.equal(response.status, 204);
    await assertRefusedEverywhere(phone);
    await assertWorks(user.token);
    assertError(
      await server.request('DELETE', `/auth/sessions/${sessionIdOf(phone)}`, {
        token: user.token,
      }),
      404,
      /No such session/,
    );
  });

  test('another user’s session id gets 404 and that session keeps working', async () => {
    const user = await createUser(server);
    const victim = await createUser(server);
    const response = await server.request('DELETE', `/auth/sessions/${sessionIdOf(victim.token)}`, {
      token: user.token,
    });
    assertError(response, 404, /^No such session$/);
    await assertWorks(victim.token);
  });

  test('an unknown or malformed id gets 404 { message }, never a 500', async () => {
    const user = await createUser(server);
    for (const id of [randomUUID(), 'not-a-uuid', "1' OR '1'='1", ' ', 'ü'.repeat(30)]) {
      assertError(
        await server.request('DELETE', `/auth/sessions/${encodeURIComponent(id)}`, {
          token: user.token,
        }),
        404,
        /^No such session$/,
      );
    }
    // Refused by the router before the route runs: 400, still { message }.
    assertError(
      await server.request('DELETE', `/auth/sessions/${'x'.repeat(500)}`, { token: user.token }),
      400,
      /^A path parameter is too long$/,
    );
    assertError(
      await server.request('DELETE', '/auth/sessions/%E0%A4%A', { token: user.token }),
      400,
      /^The request URL is not valid$/,
    );
    await assertWorks(user.token);
  });

  test('the current session’s own id ends it, like a logout', async () => {
    const user = await createUser(server);
    const response = await server.request('DELETE', `/auth/sessions/${sessionIdOf(user.token)}`, {
      token: user.token,
    });
    assert.equal(response.status, 204);
    await assertRefusedEverywhere(user.token);
  });

  test('CORS lets the SPA send DELETE with a token', async () => {
    const preflight = await server.request('OPTIONS', '/auth/sessions/x', {
      headers: {
        origin: 'http://localhost:8080',
        'access-control-request-method': 'DELETE',
        'access-control-request-headers': 'authorization',
      },
    });
    assert.equal(preflight.status, 204);
    assert.match(preflight.headers.get('access-control-allow-methods') ?? '', /DELETE/);
  });
});

describe('lastSeenAt', () => {
  const lastSeen = async (token: string) => {
    const [row] = await server.db.query<{ last_seen_at: Date }>(
      'SELECT last_seen_at FROM sessions WHERE id = $1',
      [sessionIdOf(token)],
    );
    assert.ok(row);
    return row.last_seen_at.getTime();
  };
  const backdate = (token: string, seconds: number) =>
    server.db.query(
      'UPDATE sessions SET last_seen_at = now() - make_interval(secs => $2) WHERE id = $1',
      [sessionIdOf(token), seconds],
    );

  test('is written at most once a minute per session', async () => {
    const user = await createUser(server);
    const atLogin = await lastSeen(user.token);
    for (let i = 0; i < 3; i++) await assertWorks(user.token);
    assert.equal(await lastSeen(user.token), atLogin, 'calls within the minute write nothing');

    await backdate(user.token, 30);
    const thirtySecondsAgo = await lastSeen(user.token);
    await assertWorks(user.token);
    assert.equal(await lastSeen(user.token), thirtySecondsAgo, 'still within the minute');

    await backdate(user.token, 120);
    const twoMinutesAgo = await lastSeen(user.token);
    await assertWorks(user.token);
    const touched = await lastSeen(user.token);
    assert.ok(touched > twoMinutesAgo + 60_000, 'a call after a minute records the time');
    await assertWorks(user.token);
    assert.equal(await lastSeen(user.token), touched, 'and then not again within the minute');

    const listed = await sessions(user.token);
    assert.equal(
      Date.parse(listed.body.sessions[0]?.lastSeenAt ?? ''),
      touched,
      'GET /auth/sessions reports it',
    );
  });
});

describe('GET /auth/login-history', () => {
  const history = (token: string) =>
    server.request<LoginHistoryResponse>('GET', '/auth/login-history', { token });

  test('failed and successful attempts, newest first, nothing typed stored', async () => {
    const user = await createUser(server);
    const typed = `Typo-${randomUUID()}`;
    knownSecrets.push(typed);
    assertError(
      await server.request('POST', '/auth/login', {
        body: { email: user.email, password: typed },
        headers: { 'user-agent': '' },
      }),
      401,
    );
    const token = await login(user, CHROME_ON_WINDOWS);

    const response = await history(token);
    assert.equal(response.status, 200);
    assert.deepEqual(Object.keys(response.body), ['logins', 'events']);
    const [latest, failed, registration] = response.body.logins;
    assert.equal(response.body.logins.length, 3, 'createUser signed in once before');
    assert.ok(latest && failed && registration);
    assert.deepEqual(Object.keys(latest).sort(), ['at', 'device', 'ip', 'success', 'userAgent']);
    const { at: latestAt, ...latestSeen } = latest;
    assert.deepEqual(latestSeen, {
      ip: '127.0.0.1',
      userAgent: CHROME_ON_WINDOWS,
      device: { browser: 'Chrome', os: 'Windows' },
      success: true,
    });
    const { at: failedAt, ...failedSeen } = failed;
    assert.deepEqual(failedSeen, {
      ip: '127.0.0.1',
      userAgent: '',
      device: { browser: '', os: '' },
      success: false,
    });
    assert.equal(registration.success, true);
    assert.ok(Date.parse(latestAt) >= Date.parse(failedAt));

    // The table has no room for what was typed, and no stored value contains it.
    const columns = await server.db.query<{ column_name: string }>(
      `SELECT column_name FROM information_schema.columns
        WHERE table_name = 'sign_in_attempts' AND table_schema = current_schema()
        ORDER BY column_name`,
    );
    assert.deepEqual(
      columns.map((c) => c.column_name),
      ['at', 'id', 'ip', 'success', 'user_agent', 'user_id'],
    );
    const rows = await server.db.query('SELECT * FROM sign_in_attempts');
    assert.ok(!JSON.stringify(rows).includes(typed));
  });

  test('an unknown email records nothing; a user sees only their own attempts', async () => {
    const before = await countRows(server.db, 'sign_in_attempts');
    assertError(
      await server.request('POST', '/auth/login', {
        body: { email: `ghost-${randomUUID()}@example.com`, password: 'Wrong@1234' },
      }),
      401,
    );
    assert.equal(await countRows(server.db, 'sign_in_attempts'), before);

    const user = await createUser(server);
    const other = await createUser(server);
    await server.request('POST', '/auth/login', {
      body: { email: other.email, password: 'Wrong@1234' },
    });
    const response = await history(user.token);
    assert.equal(response.body.logins.length, 1);
    assert.equal(response.body.logins[0]?.success, true);
  });

  test('keeps only the last 50 attempts per account', async () => {
    const user = await createUser(server);
    const userId = await userIdOf(server, user);
    for (let i = 0; i < 55; i++) {
      await server.request('POST', '/auth/login', {
        body: { email: user.email, password: 'Wrong@1234' },
        headers: { 'user-agent': `attempt-${i}` },
      });
    }
    const [stored] = await server.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM sign_in_attempts WHERE user_id = $1',
      [userId],
    );
    assert.equal(stored?.n, 50, 'older attempts are pruned on insert');
    const logins = (await history(user.token)).body.logins;
    assert.equal(logins.length, 50);
    assert.equal(logins[0]?.userAgent, 'attempt-54');
    assert.equal(logins[49]?.userAgent, 'attempt-5');
  });

  test('refused with an ended session', async () => {
    const user = await createUser(server);
    await server.request('POST', '/auth/logout', { token: user.token });
    assertError(await history(user.token), 401);
  });
});

describe('PUT /auth/edit-password (reset by seed phrase)', () => {
  test('ends every session and rotates the seed phrase', async () => {
    const user = await createUser(server);
    const phone = await login(user, 'Phone');
    const response = await server.request<EditPasswordResponse>('PUT', '/auth/edit-password', {
      body: { email: user.email, password: 'Changed@999', seedPhrase: user.seedPhrase },
    });
    assert.equal(response.status, 200, response.text);
    assert.deepEqual(Object.keys(response.body).sort(), ['message', 'seedPhrase']);
    assert.match(response.body.message, /password has been reset/);
    const rotated = response.body.seedPhrase;
    const words = rotated.split('-');
    assert.equal(words.length, 12);
    for (const word of words) assert.ok(wordlist.includes(word), `${word} is a BIP-39 word`);
    assert.notEqual(rotated, user.seedPhrase);

    for (const token of [user.token, phone]) await assertRefusedEverywhere(token);

    // The old phrase no longer resets anything; the new one does (once more rotating it).
    assertError(
      await server.request('PUT', '/auth/edit-password', {
        body: { email: user.email, password: 'Again@1234', seedPhrase: user.seedPhrase },
      }),
      400,
      /^Email or seed phrase is incorrect$/,
    );
    const fresh = await server.request<LoginSuccessResponse>('POST', '/auth/login', {
      body: { email: user.email, password: 'Changed@999' },
    });
    assert.equal(fresh.status, 200, 'the refused reset changed nothing');
    const again = await server.request<EditPasswordResponse>('PUT', '/auth/edit-password', {
      body: { email: user.email, password: 'Again@1234', seedPhrase: rotated },
    });
    assert.equal(again.status, 200, again.text);
    assert.notEqual(again.body.seedPhrase, rotated);
    await assertRefusedEverywhere(fresh.body.token);
    const last = await server.request('POST', '/auth/login', {
      body: { email: user.email, password: 'Again@1234' },
    });
    assert.equal(last.status, 200);
    // Only these two responses ever carried the new phrases.
    knownSecrets.push(user.seedPhrase, 'Changed@999', 'Again@1234');
  });
});

describe('several instances on one database behave as one', () => {
  let second: { baseUrl: string; close: () => Promise<void> };
  before(async () => {
    const app = await buildApp({ db: server.db, config: server.config });
    second = {
      baseUrl: await app.listen({ port: 0, host: '127.0.0.1' }),
      close: () => app.close(),
    };
  });
  after(async () => {
    await second.close();
  });

  test('a token from one instance works on the other until it is ended anywhere', async () => {
    const user = await createUser(server);
    const me = () =>
      fetch(`${second.baseUrl}/transaction/token-user`, {
        headers: { authorization: `Bearer ${user.token}` },
      });
    assert.equal((await me()).status, 200);
    await server.request('POST', '/auth/logout', { token: user.token });
    const refused = await me();
    assert.equal(refused.status, 401, 'revocation reaches the other instance at once');
  });
});

describe('TRUST_PROXY decides the recorded client IP', () => {
  const forwarded = '203.0.113.9';

  /** Another instance on the same database with its own TRUST_PROXY. */
  async function loginThrough(trustProxy: AppConfig['trustProxy']): Promise<{
    sessionIp: string;
    historyIp: string;
  }> {
    const app = await buildApp({ db: server.db, config: { ...server.config, trustProxy } });
    try {
      const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
      const user = await createUser(server);
      const response = await fetch(`${baseUrl}/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': forwarded },
        body: JSON.stringify({ email: user.email, password: user.password }),
      });
      assert.equal(response.status, 200);
      const { token } = (await response.json()) as LoginSuccessResponse;
      const [session] = await server.db.query<{ ip: string }>(
        'SELECT ip FROM sessions WHERE id = $1',
        [sessionIdOf(token)],
      );
      const history = await server.request<LoginHistoryResponse>('GET', '/auth/login-history', {
        token,
      });
      return { sessionIp: session?.ip ?? '', historyIp: history.body.logins[0]?.ip ?? '' };
    } finally {
      await app.close();
    }
  }

  test('unset: the socket address, whatever X-Forwarded-For says', async () => {
    assert.deepEqual(await loginThrough(false), {
      sessionIp: '127.0.0.1',
      historyIp: '127.0.0.1',
    });
  });

  test('a hop count: the address the nearest proxy forwarded', async () => {
    assert.deepEqual(await loginThrough(1), { sessionIp: forwarded, historyIp: forwarded });
  });

  test('a CIDR list: forwarded only when the socket is one of the listed proxies', async () => {
    assert.deepEqual(await loginThrough(['127.0.0.0/8']), {
      sessionIp: forwarded,
      historyIp: forwarded,
    });
    assert.deepEqual(await loginThrough(['10.0.0.0/8']), {
      sessionIp: '127.0.0.1',
      historyIp: '127.0.0.1',
    });
  });

  test('rate limits key on the same client IP', async () => {
    const app = await buildApp({
      db: server.db,
      config: { ...server.config, trustProxy: 1, authRateLimit: { max: 2, windowMs: 60_000 } },
    });
    try {
      const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
      const attempt = (ip: string) =>
        fetch(`${baseUrl}/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
          body: JSON.stringify({ email: 'nobody@example.com', password: 'Wrong@1234' }),
        }).then((response) => response.status);
      assert.deepEqual([await attempt('198.51.100.1'), await attempt('198.51.100.1')], [401, 401]);
      assert.equal(await attempt('198.51.100.1'), 429);
      assert.equal(await attempt('198.51.100.2'), 401, 'another client has its own budget');
    } finally {
      await app.close();
    }
  });
});

test('no response in this file contained a password hash, password or old seed phrase', () => {
  assertNoSecretsLeaked(server.responses, knownSecrets);
});
