import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { RouteOptions } from 'fastify';
import {
  LoginSuccessResponse,
  SessionsResponse,
  UserDetails,
  type UserDetails as UserDetailsType,
} from '../../src/api/contract';
import { buildApp } from '../src/app';
import { makeConfig } from '../src/config';
import { API_DOCS_PATH } from '../src/http/apiDocs';
import {
  createUser,
  openTestDatabase,
  registration,
  startTestServer,
  TEST_SCRYPT_COST,
  TEST_TOKEN_SECRET,
  type TestServer,
} from './helpers';

/** An OpenAPI operation as far as these tests read it. */
interface Operation {
  summary?: string;
  responses?: Record<string, unknown>;
}

describe('the OpenAPI document (SPEC §12.7)', () => {
  let server: TestServer;
  const routes: { method: string; url: string; hidden: boolean; websocket: boolean }[] = [];
  const previousMarketData = process.env.MARKET_DATA;

  before(async () => {
    process.env.MARKET_DATA = 'fixtures';
    server = await startTestServer(
      { operatorSecret: 'contract-test-operator-secret-0123' },
      (route: RouteOptions) => {
        const hidden = route.schema?.hide === true;
        const websocket = (route as { websocket?: boolean }).websocket === true;
        for (const method of [route.method].flat()) {
          routes.push({ method, url: route.url, hidden, websocket });
        }
      },
    );
  });
  after(async () => {
    if (previousMarketData === undefined) delete process.env.MARKET_DATA;
    else process.env.MARKET_DATA = previousMarketData;
    await server.close();
  });

  test('lists every route with a summary and its answers, success and errors', async () => {
    const response = await server.request<{ paths: Record<string, Record<string, Operation>> }>(
      'GET',
      `${API_DOCS_PATH}/json`,
    );
    assert.equal(response.status, 200);
    const { paths } = response.body;
    // HEAD and OPTIONS are Fastify's and @fastify/cors' own; hidden are the page's own files
    // and the replayed ticker, a WebSocket (which OpenAPI cannot describe).
    const documented = routes.filter(
      ({ method, hidden, websocket }) =>
        method !== 'HEAD' && method !== 'OPTIONS' && !hidden && !websocket,
    );
    assert.ok(documented.length > 25, `${documented.length} routes`);
    for (const { method, url } of documented) {
      const path = url.replace(/:([A-Za-z]+)/g, '{$1}').replace(/\*$/, '{*}');
      const operation = paths[path]?.[method.toLowerCase()];
      assert.ok(operation, `${method} ${url} is not in the document`);
      assert.ok(operation.summary, `${method} ${url} has no summary`);
      const statuses = Object.keys(operation.responses ?? {});
      assert.ok(
        statuses.some((status) => status.startsWith('2')),
        `${method} ${url}: no success answer`,
      );
      if (url !== '/' && !url.startsWith('/health/live')) {
        assert.ok(
          statuses.some((status) => status.startsWith('4') || status.startsWith('5')),
          `${method} ${url}: no error answer`,
        );
      }
    }
    // Otherwise hidden are only the page's own.
    for (const { method, url, hidden, websocket } of routes) {
      if (hidden && method !== 'OPTIONS' && !websocket) {
        assert.ok(url.startsWith(API_DOCS_PATH), url);
      }
    }
  });

  test('the page is served from the package’s files under a CSP of its own', async () => {
    const page = await fetch(`${server.baseUrl}${API_DOCS_PATH}`);
    const html = await page.text();
    assert.equal(page.status, 200);
    assert.match(page.headers.get('content-type') ?? '', /text\/html/);
    const csp = page.headers.get('content-security-policy') ?? '';
    assert.match(csp, /default-src 'none'/);
    assert.match(csp, /script-src 'self'(;|$)/);
    assert.match(csp, /frame-ancestors 'none'/);
    assert.equal(page.headers.get('x-frame-options'), 'DENY');
    // Every script and stylesheet is on this origin: nothing is fetched from elsewhere.
    for (const [, source] of html.matchAll(/(?:src|href)="([^"]+)"/g)) {
      assert.ok(source?.startsWith(`${API_DOCS_PATH}/`), source);
      const asset = await fetch(`${server.baseUrl}${source}`);
      await asset.arrayBuffer();
      assert.equal(asset.status, 200, source);
    }
    // The API's own answers are JSON, not documents: no page CSP leaks onto them.
    const ping = await server.request('GET', '/');
    assert.equal(ping.headers.get('content-security-policy'), null);
  });
});

test('API_DOCS=off: no /docs and no /docs/json', async () => {
  const server = await startTestServer({ apiDocs: false });
  try {
    assert.equal((await server.request('GET', `${API_DOCS_PATH}/json`)).status, 404);
    assert.equal((await fetch(`${server.baseUrl}${API_DOCS_PATH}`)).status, 404);
  } finally {
    await server.close();
  }
});

test('a secret-looking field on a response object never leaves the server', async () => {
  const db = await openTestDatabase();
  const app = await buildApp({
    db,
    config: makeConfig({ tokenSecret: TEST_TOKEN_SECRET, scryptCost: TEST_SCRYPT_COST }),
  });
  try {
    const secrets = {
      passwordHash: 'scrypt$131072$8$1$leaked',
      seedPhrase: 'abandon-ability-able',
      token_hash: 'leaked',
    };
    const details: UserDetailsType = {
      name: 'Ada',
      email: 'ada@example.com',
      zipCode: '10115',
      address: '12 Road',
      gender: '',
      phoneNumber: '',
      investmentGoal: 'none',
      verified: false,
      plan: '',
      notification: '',
      currency: '$',
      pendBalance: 0,
      referralBonus: 0,
      tradingProgress: 0,
      totalDeposit: 100,
      totalEquity: 100,
      tradeProfit: 0,
      availableCash: 0,
      withdrawalCharges: 2.5,
      userCanWithdraw: false,
      withdrawalHoldReason: null,
      bitcoinAddress: '',
      ethereumAddress: '',
      usdtAddress: '',
      twoFactorEnabled: false,
      hasPasskey: false,
      withdrawalsOpenAt: null,
      demo: false,
    };
    const session = {
      id: 's1',
      createdAt: '2026-01-01T00:00:00.000Z',
      lastSeenAt: '2026-01-01T00:00:00.000Z',
      ip: '127.0.0.1',
      userAgent: '',
      device: { browser: '', os: '' },
      current: true,
    };
    // Handlers that hand back rows with extra columns, answered through the contract's schemas.
    const cases = [
      ['/test/details', UserDetails, { ...details, ...secrets }, details],
      [
        '/test/login',
        LoginSuccessResponse,
        { token: 'a.b.c', user: { ...details, ...secrets }, ...secrets },
        { token: 'a.b.c', user: details },
      ],
      [
        '/test/sessions',
        SessionsResponse,
        { sessions: [{ ...session, ...secrets }] },
        { sessions: [session] },
      ],
    ] as const;
    for (const [url, schema, body] of cases) {
      app.get(url, { schema: { response: { 200: schema } } }, () => body);
    }
    for (const [url, , , expected] of cases) {
      const answer = await app.inject({ method: 'GET', url });
      assert.equal(answer.statusCode, 200, answer.body);
      assert.doesNotMatch(answer.body, /scrypt\$|leaked|abandon|passwordHash|seedPhrase/);
      assert.deepEqual(JSON.parse(answer.body), expected);
    }
  } finally {
    await app.close();
    await db.close();
  }
});

describe('text is normalised before it is checked', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer();
  });
  after(() => server.close());

  test('a choice with spaces around it is the choice; an e-mail is lowercased; a password is not trimmed', async () => {
    const form = registration({
      email: '  Mixed.Case@Example.COM ',
      investmentGoal: '  Starting a business\n',
      countryOfResidence: ' Germany ',
      password: ' Secret@123 ',
    });
    const registered = await server.request('POST', '/auth/register', { body: form });
    assert.equal(registered.status, 201, registered.text);
    const [row] = await server.db.query<{
      email: string;
      investment_goal: string;
      country_of_residence: string;
    }>('SELECT email, investment_goal, country_of_residence FROM users WHERE email = $1', [
      'mixed.case@example.com',
    ]);
    assert.deepEqual(
      { ...row },
      {
        email: 'mixed.case@example.com',
        investment_goal: 'Starting a business',
        country_of_residence: 'germany',
      },
    );
    const trimmed = await server.request('POST', '/auth/login', {
      body: { email: 'mixed.case@example.com', password: 'Secret@123' },
    });
    assert.equal(trimmed.status, 401, 'the password is every character typed, spaces too');
    const typed = await server.request('POST', '/auth/login', {
      body: { email: 'MIXED.case@example.com', password: ' Secret@123 ' },
    });
    assert.equal(typed.status, 200, typed.text);
  });

  test('a repeated query parameter is refused by name, not read as a list', async () => {
    const user = await createUser(server);
    const response = await server.request('GET', '/transaction/all?status=pending&status=failed', {
      token: user.token,
    });
    assert.equal(response.status, 400);
    assert.deepEqual(response.body, {
      code: 'field_given_once',
      message: 'status must be given once',
    });
  });
});
