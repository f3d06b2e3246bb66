import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import type { RouteOptions } from 'fastify';
import * as contract from '../../src/api/contract';
import { API_DOCS_PATH } from '../src/http/apiDocs';
import { assertError, startTestServer, type TestServer } from './helpers';

/**
 * The routes anyone may call. Everything else must answer 401 to a call without a token —
 * whatever its file, scope or method — so a route registered outside `bearerScope` by mistake
 * fails here instead of serving an account's data to anyone.
 */
const PUBLIC_ROUTES = new Set([
  'GET /',
  'GET /health/live',
  'GET /health/ready',
  'POST /auth/register',
  'POST /auth/login',
  'POST /auth/login/2fa',
  // A passkey sign-in (SPEC §12.5): both factors, no session yet.
  'POST /auth/passkeys/login/options',
  'POST /auth/passkeys/login',
  'PUT /auth/edit-password',
  // A locked account has no session (SPEC §12.5): the e-mail's lock link, and unlocking.
  'POST /auth/lock/link',
  'POST /auth/unlock',
  // The prices the server trusts (SPEC §12.1): public, like the market feed.
  'GET /prices',
  // CORS preflights (@fastify/cors): a browser sends them without credentials.
  'OPTIONS *',
  // The offline market feed (MARKET_DATA=fixtures): synthetic public prices.
  'GET /market/api/v3/*',
  'GET /market/stream',
  // Loopback only, with its own secret (its 404 and 401 are tested in operator.test.ts).
  'POST /operator/run',
]);
/** Fastify answers HEAD for every GET route: public exactly when the GET is. */
const isPublic = (method: string, url: string) =>
  PUBLIC_ROUTES.has(`${method === 'HEAD' ? 'GET' : method} ${url}`) ||
  url === API_DOCS_PATH ||
  url.startsWith(`${API_DOCS_PATH}/`);

/** A URL the route answers: a fresh id for each parameter, something for a wildcard. */
const concreteUrl = (url: string) =>
  url.replace(/:[A-Za-z]+/g, () => randomUUID()).replace(/\*$/, 'anything');

/** The endpoints whose contract asks for `Authorization: Bearer <token>`. */
function bearerEndpoints() {
  return Object.entries(contract)
    .filter(([name]) => name.endsWith('Endpoints'))
    .flatMap(([, group]) =>
      Object.values(group as Record<string, { method: string; url: string; schema: object }>),
    )
    .filter(({ schema }) => 'security' in schema);
}

describe('every route that is not public answers 401 without a token', () => {
  let server: TestServer;
  const routes: { method: string; url: string }[] = [];
  const previousMarketData = process.env.MARKET_DATA;

  before(async () => {
    // Every optional route on, so none can escape the list.
    process.env.MARKET_DATA = 'fixtures';
    server = await startTestServer(
      { operatorSecret: 'route-guard-operator-secret-0123', apiDocs: true },
      (route: RouteOptions) => {
        for (const method of [route.method].flat()) routes.push({ method, url: route.url });
      },
    );
  });
  after(async () => {
    if (previousMarketData === undefined) delete process.env.MARKET_DATA;
    else process.env.MARKET_DATA = previousMarketData;
    await server.close();
  });

  test('the public list names only routes that exist', () => {
    const registered = new Set(routes.map(({ method, url }) => `${method} ${url}`));
    for (const route of PUBLIC_ROUTES) assert.ok(registered.has(route), `${route} is not a route`);
  });

  test('each of the others, HEAD included, refuses a call without a token', async () => {
    const guarded = routes.filter(({ method, url }) => !isPublic(method, url));
    // Every call the contract marks as a bearer call is among them.
    const names = new Set(guarded.map(({ method, url }) => `${method} ${url}`));
    for (const endpoint of bearerEndpoints()) {
      assert.ok(names.has(`${endpoint.method} ${endpoint.url}`), `${endpoint.url} is not guarded`);
    }
    for (const { method, url } of guarded) {
      const path = concreteUrl(url);
      if (method === 'HEAD') {
        const response = await fetch(`${server.baseUrl}${path}`, { method });
        assert.equal(response.status, 401, `${method} ${url}`);
        continue;
      }
      const body = ['POST', 'PUT', 'DELETE'].includes(method) ? {} : undefined;
      const response = await server.request(method, path, { body });
      assertError(response, 401, /^Authentication required/);
    }
  });
});
