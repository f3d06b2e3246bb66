import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { MARKET_REST_PREFIX } from '../src/market/fixtureRoutes';
import {
  createUser,
  registration,
  startTestServer,
  type TestServer,
  type TestUser,
} from './helpers';

function assertSecurityHeaders(headers: Headers, what: string) {
  assert.equal(headers.get('x-content-type-options'), 'nosniff', what);
  assert.equal(headers.get('referrer-policy'), 'no-referrer', what);
  assert.equal(headers.get('x-frame-options'), 'DENY', what);
}

describe('security headers (SPEC §11.5)', () => {
  let server: TestServer;
  let user: TestUser;
  const previousMarketData = process.env.MARKET_DATA;

  before(async () => {
    process.env.MARKET_DATA = 'fixtures';
    server = await startTestServer({ authRateLimit: { max: 40, windowMs: 60_000 } });
    user = await createUser(server);
  });
  after(async () => {
    if (previousMarketData === undefined) delete process.env.MARKET_DATA;
    else process.env.MARKET_DATA = previousMarketData;
    await server.close();
  });

  test('every kind of response carries nosniff, no-referrer and DENY', async () => {
    const responses: [string, Headers][] = [];
    const call = async (
      what: string,
      method: string,
      path: string,
      body?: unknown,
      token?: string,
    ) => {
      const response = await server.request(method, path, { body, token });
      responses.push([`${what} (${response.status})`, response.headers]);
      return response;
    };
    await call('wake-up ping', 'GET', '/');
    await call('unknown route', 'GET', '/nowhere');
    await call('invalid body', 'POST', '/auth/login', { email: 'x' });
    await call('bearer without token', 'GET', '/transaction/token-user');
    await call('bearer call', 'GET', '/transaction/token-user', undefined, user.token);
    await call('money call', 'POST', '/transaction/add', { amount: 100 }, user.token);
    await call('market fixture', 'GET', `${MARKET_REST_PREFIX}/coins/markets?vs_currency=usd`);
    const logo = await fetch(`${server.baseUrl}${MARKET_REST_PREFIX}/images/btc.svg`);
    await logo.text();
    responses.push([`market logo (${logo.status})`, logo.headers]);
    const malformed = await fetch(`${server.baseUrl}/%E0%A4%A`);
    await malformed.text();
    responses.push([`router refusal (${malformed.status})`, malformed.headers]);
    for (const [what, headers] of responses) assertSecurityHeaders(headers, what);
    assert.equal(malformed.status, 400);
  });

  test('a rate-limited answer carries them too', async () => {
    let status = 0;
    let headers = new Headers();
    for (let i = 0; i < 45 && status !== 429; i += 1) {
      const response = await server.request('POST', '/auth/login', {
        body: { email: 'nobody@example.com', password: 'Wrong@1234' },
      });
      ({ status, headers } = response);
    }
    assert.equal(status, 429);
    assertSecurityHeaders(headers, 'rate limited');
  });

  test('the SPA (another origin) can still call the API and load the fixture logos', async () => {
    const preflight = await fetch(`${server.baseUrl}/auth/login`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:8080',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    assert.equal(preflight.status, 204);
    assert.equal(preflight.headers.get('access-control-allow-origin'), 'http://localhost:8080');
    assertSecurityHeaders(preflight.headers, 'preflight');
    const logo = await fetch(`${server.baseUrl}${MARKET_REST_PREFIX}/images/btc.svg`, {
      headers: { origin: 'http://localhost:8080' },
    });
    assert.equal(logo.status, 200);
    // same-origin (helmet's default) would make the browser drop the image.
    assert.equal(logo.headers.get('cross-origin-resource-policy'), 'cross-origin');
    assert.equal(logo.headers.get('content-security-policy'), null);
  });

  test('auth, user and money responses are never stored by a cache', async () => {
    const form = registration();
    const checks = [
      await server.request('POST', '/auth/register', { body: form }),
      await server.request('POST', '/auth/login', {
        body: { email: form.email, password: form.password },
      }),
      await server.request('PUT', '/auth/edit-password', {
        body: { email: form.email, password: 'Another@123', seedPhrase: 'wrong' },
      }),
      await server.request('GET', '/auth/sessions', { token: user.token }),
      await server.request('GET', '/transaction/token-user', { token: user.token }),
      await server.request('GET', '/transaction/token-user'),
      await server.request('GET', '/transaction/all', { token: user.token }),
      await server.request('GET', '/withdrawal/all', { token: user.token }),
      await server.request('POST', '/transaction/add', { token: user.token, body: { amount: 7 } }),
    ];
    for (const response of checks) {
      assert.equal(response.headers.get('cache-control'), 'no-store', response.text);
    }
  });
});
