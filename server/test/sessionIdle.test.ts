import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { BACKGROUND_REQUEST_HEADER, type SessionsResponse } from '../../src/api/types';
import {
  DEFAULT_IDLE_TIMEOUT_MINUTES,
  IDLE_SLACK_SECONDS,
  IDLE_WARNING_SECONDS,
  serverIdleWindowSeconds,
} from '../../src/config/idleTimeout';
import { buildApp } from '../src/app';
import { readServerEnv } from '../src/serverEnv';
import { assertError, createUser, testServerForFile, type TestUser } from './helpers';

/**
 * Issue 26, finding 3: the server ends a session nobody has used for longer than the idle
 * window (IDLE_TIMEOUT_MINUTES + the SPA's 60-second countdown + a minute of slack), not only
 * the browser. A short window here: 1 minute, so 180 seconds. The clock is moved by dating the
 * session's last use back, never by waiting.
 */

const IDLE_MINUTES = 1;
const WINDOW_SECONDS = 180;

const server = testServerForFile({ idleTimeoutMinutes: IDLE_MINUTES });

function sessionIdOf(token: string): string {
  const payload = token.split('.')[1] ?? '';
  return (JSON.parse(Buffer.from(payload, 'base64url').toString()) as { sid: string }).sid;
}

/** As if the session's last use were `seconds` ago. */
const lastUsedAgo = (user: TestUser, seconds: number) =>
  server.db.query(
    'UPDATE sessions SET last_seen_at = now() - make_interval(secs => $2) WHERE id = $1',
    [sessionIdOf(user.token), seconds],
  );

/** How many seconds ago the server last counted the session as used. */
async function secondsSinceUse(user: TestUser): Promise<number> {
  const [row] = await server.db.query<{ age: number }>(
    'SELECT extract(epoch FROM now() - last_seen_at)::float8 AS age FROM sessions WHERE id = $1',
    [sessionIdOf(user.token)],
  );
  assert.ok(row);
  return row.age;
}

const tokenUser = (user: TestUser, headers: Record<string, string> = {}) =>
  server.request('GET', '/transaction/token-user', { token: user.token, headers });

const background = { [BACKGROUND_REQUEST_HEADER]: '1' };

describe('the idle window', () => {
  test('is IDLE_TIMEOUT_MINUTES + the countdown + a minute of slack, fixed on the session', async () => {
    assert.equal(serverIdleWindowSeconds(IDLE_MINUTES), WINDOW_SECONDS);
    assert.equal(IDLE_WARNING_SECONDS + IDLE_SLACK_SECONDS, 120);
    assert.equal(serverIdleWindowSeconds(DEFAULT_IDLE_TIMEOUT_MINUTES), 17 * 60);
    // Fractions of a minute (tests, demos) round up to a whole second.
    assert.equal(serverIdleWindowSeconds(0.01), 121);

    const user = await createUser(server);
    const [row] = await server.db.query<{ idle_timeout_seconds: number }>(
      'SELECT idle_timeout_seconds FROM sessions WHERE id = $1',
      [sessionIdOf(user.token)],
    );
    assert.equal(row?.idle_timeout_seconds, WINDOW_SECONDS);
  });

  test('the server reads IDLE_TIMEOUT_MINUTES like the SPA, and refuses what the SPA would ignore', () => {
    assert.equal(readServerEnv({}).idleTimeoutMinutes, DEFAULT_IDLE_TIMEOUT_MINUTES);
    assert.equal(readServerEnv({ IDLE_TIMEOUT_MINUTES: '' }).idleTimeoutMinutes, 15);
    assert.equal(readServerEnv({ IDLE_TIMEOUT_MINUTES: '30' }).idleTimeoutMinutes, 30);
    assert.equal(readServerEnv({ IDLE_TIMEOUT_MINUTES: '0.5' }).idleTimeoutMinutes, 0.5);
    for (const bad of ['0', '-1', 'soon', 'Infinity']) {
      assert.throws(
        () => readServerEnv({ IDLE_TIMEOUT_MINUTES: bad }),
        new RegExp(`IDLE_TIMEOUT_MINUTES must be a number of minutes above 0 \\(got "${bad}"\\)`),
      );
    }
  });
});

describe('a session unused for longer than the idle window', () => {
  test('is refused with 401 session expired on every bearer call; just inside it works', async () => {
    const user = await createUser(server);
    await lastUsedAgo(user, WINDOW_SECONDS - 10);
    assert.equal((await tokenUser(user)).status, 200);

    await lastUsedAgo(user, WINDOW_SECONDS + 1);
    assertError(await tokenUser(user), 401, /^Your session has expired\. Please sign in again\.$/);
    for (const [method, path] of [
      ['GET', '/auth/sessions'],
      ['POST', '/auth/sessions/current/activity'],
      ['POST', '/auth/logout'],
      ['GET', '/transaction/all'],
    ] as const) {
      assertError(await server.request(method, path, { token: user.token }), 401);
    }
    // Nothing the refused calls did brought it back.
    assertError(await tokenUser(user), 401);
  });

  test('is no longer listed among the active sessions, and cannot be signed out by id', async () => {
    const user = await createUser(server);
    const other = await createUser(server);
    const laptop = await server.request<{ token: string }>('POST', '/auth/login', {
      body: { email: user.email, password: user.password },
    });
    const left = { ...user, token: laptop.body.token };
    await lastUsedAgo(left, WINDOW_SECONDS + 1);

    const listed = await server.request<SessionsResponse>('GET', '/auth/sessions', {
      token: user.token,
    });
    assert.deepEqual(
      listed.body.sessions.map((session) => session.id),
      [sessionIdOf(user.token)],
    );
    assertError(
      await server.request('DELETE', `/auth/sessions/${sessionIdOf(left.token)}`, {
        token: user.token,
      }),
      404,
    );
    assert.equal((await tokenUser(other)).status, 200, 'other accounts are untouched');
  });

  test('still ends at its absolute lifetime however actively it is used', async () => {
    const user = await createUser(server);
    await server.db.query(
      "UPDATE sessions SET expires_at = now() - interval '1 second' WHERE id = $1",
      [sessionIdOf(user.token)],
    );
    assertError(
      await server.request('POST', '/auth/sessions/current/activity', { token: user.token }),
      401,
    );
  });
});

describe('what counts as use', () => {
  test('a call marked X-Meridian-Background: 1 is answered but does not keep the session alive', async () => {
    const user = await createUser(server);
    await lastUsedAgo(user, WINDOW_SECONDS - 10);
    const polled = await tokenUser(user, background);
    assert.equal(polled.status, 200, polled.text);
    assert.ok((await secondsSinceUse(user)) >= WINDOW_SECONDS - 10, 'not recorded as use');

    await lastUsedAgo(user, WINDOW_SECONDS + 1);
    assertError(await tokenUser(user, background), 401);
  });

  test('an ordinary call counts as use (recorded at most once a minute)', async () => {
    const user = await createUser(server);
    await lastUsedAgo(user, WINDOW_SECONDS - 10);
    assert.equal((await tokenUser(user)).status, 200);
    assert.ok((await secondsSinceUse(user)) < 5);
  });

  test('POST /auth/sessions/current/activity → 204 records use now, even within the minute', async () => {
    const user = await createUser(server);
    await lastUsedAgo(user, WINDOW_SECONDS - 10);
    const reported = await server.request('POST', '/auth/sessions/current/activity', {
      token: user.token,
    });
    assert.equal(reported.status, 204, reported.text);
    assert.equal(reported.text, '');
    assert.ok((await secondsSinceUse(user)) < 5);

    // Ordinary calls write at most once a minute; a report always does, so the server's
    // record is never older than the SPA's last report.
    await lastUsedAgo(user, 30);
    await server.request('POST', '/auth/sessions/current/activity', { token: user.token });
    assert.ok((await secondsSinceUse(user)) < 5);

    assertError(await server.request('POST', '/auth/sessions/current/activity'), 401);
  });

  test('CORS lets the SPA send the background header', async () => {
    const preflight = await server.request('OPTIONS', '/transaction/token-user', {
      headers: {
        origin: 'http://localhost:8080',
        'access-control-request-method': 'GET',
        'access-control-request-headers': `authorization,${BACKGROUND_REQUEST_HEADER.toLowerCase()}`,
      },
    });
    assert.equal(preflight.status, 204);
    assert.match(
      preflight.headers.get('access-control-allow-headers') ?? '',
      new RegExp(BACKGROUND_REQUEST_HEADER, 'i'),
    );
  });
});

describe('two instances on one database', () => {
  let second: FastifyInstance;
  let secondUrl: string;
  before(async () => {
    // Another instance whose own setting differs: the window the session started with holds.
    second = await buildApp({
      db: server.db,
      config: { ...server.config, idleTimeoutMinutes: 60 },
    });
    secondUrl = await second.listen({ port: 0, host: '127.0.0.1' });
  });
  after(() => second.close());

  const tokenUserAtSecond = async (user: TestUser) =>
    (
      await fetch(`${secondUrl}/transaction/token-user`, {
        headers: { authorization: `Bearer ${user.token}` },
      })
    ).status;

  test('use reported at one keeps the session alive at the other; idle, both refuse it', async () => {
    const user = await createUser(server);
    await lastUsedAgo(user, WINDOW_SECONDS - 10);
    await server.request('POST', '/auth/sessions/current/activity', { token: user.token });
    await server.db.query(
      "UPDATE sessions SET last_seen_at = last_seen_at - interval '100 seconds' WHERE id = $1",
      [sessionIdOf(user.token)],
    );
    assert.equal(await tokenUserAtSecond(user), 200);

    await lastUsedAgo(user, WINDOW_SECONDS + 1);
    assert.equal(await tokenUserAtSecond(user), 401);
    assertError(await tokenUser(user), 401);
  });
});
