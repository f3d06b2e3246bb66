import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import {
  assertError,
  countRows,
  createUser,
  registration,
  startTestServer,
  type TestServer,
} from './helpers';

let server: TestServer;

before(async () => {
  server = await startTestServer({ corsOrigins: ['http://localhost:8080'] });
});
after(async () => {
  await server.close();
});

test('GET / answers the wake-up ping', async () => {
  const response = await server.request('GET', '/');
  assert.equal(response.status, 200);
});

test('unknown routes get 404 { message }', async () => {
  assertError(await server.request('GET', '/no/such/route'), 404, /GET \/no\/such\/route/);
  assertError(await server.request('DELETE', '/auth/login'), 404);
});

describe('malformed requests get a clear 4xx and write nothing', () => {
  const endpoints: [string, string][] = [
    ['POST', '/auth/register'],
    ['POST', '/auth/login'],
    ['PUT', '/auth/edit-password'],
    ['PUT', '/auth/edit-user'],
    ['POST', '/transaction/add'],
    ['POST', '/withdrawal/add'],
  ];

  test('malformed JSON → 400', async () => {
    const user = await createUser(server);
    const before = await Promise.all(
      ['users', 'deposits', 'withdrawals'].map((t) => countRows(server.db, t)),
    );
    for (const [method, path] of endpoints) {
      for (const rawBody of ['{"email": "a@b.co",', "{'single': 'quotes'}", 'not json']) {
        assertError(
          await server.request(method, path, { rawBody, token: user.token }),
          400,
          /^Request body is not valid JSON$/,
        );
      }
    }
    const afterCounts = await Promise.all(
      ['users', 'deposits', 'withdrawals'].map((t) => countRows(server.db, t)),
    );
    assert.deepEqual(afterCounts, before);
  });

  test('a body that is not an object → 400', async () => {
    const user = await createUser(server);
    for (const [method, path] of endpoints) {
      for (const body of [[1, 2], 'text', 42, null]) {
        assertError(
          await server.request(method, path, { body, token: user.token }),
          400,
          /^Request body must be a JSON object$/,
        );
      }
    }
  });

  test('an empty JSON body → 400', async () => {
    assertError(
      await server.request('POST', '/auth/login', {
        rawBody: '',
        headers: { 'content-type': 'application/json' },
      }),
      400,
    );
  });

  test('a huge body → 413 and nothing written', async () => {
    const before = await countRows(server.db, 'users');
    const huge = registration({ address: 'x'.repeat(server.config.bodyLimitBytes + 1) });
    assertError(
      await server.request('POST', '/auth/register', { body: huge }),
      413,
      /^Request body is too large$/,
    );
    assert.equal(await countRows(server.db, 'users'), before);
  });

  test('a body that is not JSON → 415', async () => {
    assertError(
      await server.request('POST', '/auth/login', {
        rawBody: 'email=a@b.co',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      }),
      415,
      /application\/json/,
    );
  });

  test('a field over its length limit → 400', async () => {
    assertError(
      await server.request('POST', '/auth/register', {
        body: registration({ address: 'x'.repeat(201) }),
      }),
      400,
      /^address must be at most 200 characters$/,
    );
  });
});

test('CORS allows the SPA origin with the Authorization header', async () => {
  const preflight = await server.request('OPTIONS', '/transaction/token-user', {
    headers: {
      origin: 'http://localhost:8080',
      'access-control-request-method': 'GET',
      'access-control-request-headers': 'authorization',
    },
  });
  assert.equal(preflight.status, 204);
  assert.equal(preflight.headers.get('access-control-allow-origin'), 'http://localhost:8080');
  assert.match(preflight.headers.get('access-control-allow-headers') ?? '', /Authorization/i);

  const foreign = await server.request('GET', '/', { headers: { origin: 'https://evil.example' } });
  assert.equal(foreign.headers.get('access-control-allow-origin'), null);
});

test('the operator endpoint does not exist unless the server was given a secret', async () => {
  assertError(
    await server.request('POST', '/operator/run', { body: { args: ['list-users'] } }),
    404,
  );
});

describe('rate limit on /auth/*', () => {
  let limited: TestServer;
  before(async () => {
    limited = await startTestServer({ authRateLimit: { max: 3, windowMs: 60_000 } });
  });
  after(async () => {
    await limited.close();
  });

  test('the fourth auth call in the window gets 429 { message }', async () => {
    const body = { email: 'someone@example.com', password: 'Wrong@1234' };
    for (let i = 0; i < 3; i++) {
      assert.equal((await limited.request('POST', '/auth/login', { body })).status, 401);
    }
    const blocked = await limited.request('POST', '/auth/login', { body });
    assertError(blocked, 429, /^Too many requests/);
    assert.ok(blocked.headers.get('retry-after'));
    assertError(await limited.request('POST', '/auth/register', { body: registration() }), 429);
  });

  test('non-auth endpoints are not limited by it', async () => {
    for (let i = 0; i < 5; i++) assert.equal((await limited.request('GET', '/')).status, 200);
    assertError(await limited.request('GET', '/transaction/all'), 401);
  });
});
