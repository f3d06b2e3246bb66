import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { buildApp } from '../src/app';
import { makeConfig, serverLogger } from '../src/config';
import type { Database } from '../src/db/database';
import { hashSecret } from '../src/security/hashing';
import {
  assertError,
  createUser,
  openTestDatabase,
  registration,
  startTestServer,
  TEST_SCRYPT_COST,
  TEST_TOKEN_SECRET,
  type TestServer,
} from './helpers';

/** Collects what the server's logger writes, exactly as it would reach stdout. */
function logCapture() {
  const lines: string[] = [];
  return { lines, stream: { write: (line: string) => void lines.push(line) } };
}

describe('no secret reaches the logs', () => {
  let server: TestServer;
  const logs = logCapture();

  before(async () => {
    server = await startTestServer({ logger: serverLogger('info', logs.stream) });
  });
  after(() => server.close());

  test('register with a NUL in the name: 400, and the log holds no hash or parameter', async () => {
    const form = registration({ name: 'Eve\u0000' });
    const response = await server.request('POST', '/auth/register', { body: form });
    assertError(response, 400, /^name must not contain control characters/);
    const written = logs.lines.join('');
    assert.ok(written.length > 0, 'the request was logged');
    assert.doesNotMatch(written, /scrypt\$/);
    assert.doesNotMatch(written, /"params"/);
    assert.ok(!written.includes(form.password));
    assert.ok(!written.includes(form.email), 'the body is not logged');
  });

  const unsafe = [
    ['NUL', 'a\u0000b'],
    ['an escape', 'a\u001b[31mb'],
    ['a line break', 'a\nb'],
    ['DEL', 'a\u007fb'],
    ['a C1 control', 'a\u0085b'],
    ['a lone high surrogate', 'a\ud800b'],
    ['a lone low surrogate', 'a\udc00b'],
  ] as const;

  for (const [what, value] of unsafe) {
    test(`${what} in any text field is refused with 400`, async () => {
      for (const field of ['name', 'zipCode', 'address', 'countryOfResidence', 'password']) {
        const response = await server.request('POST', '/auth/register', {
          body: registration({ [field]: `${value}-long-enough` }),
        });
        assertError(response, 400, new RegExp(`^${field} must not contain control characters`));
      }
      const login = await server.request('POST', '/auth/login', {
        body: { email: 'someone@example.com', password: `Secret${value}123` },
      });
      assertError(login, 400, /^password must not contain/);
      const reset = await server.request('PUT', '/auth/edit-password', {
        body: { email: 'someone@example.com', password: 'Secret@123', seedPhrase: value },
      });
      assertError(reset, 400, /^seedPhrase must not contain/);
    });
  }

  test('a bearer form with a control character is refused the same way', async () => {
    const user = await createUser(server);
    const edit = await server.request('PUT', '/auth/edit-user', {
      token: user.token,
      body: {
        name: 'Eve',
        zipCode: '10115',
        address: '12 Road\u0000',
        gender: '',
        phoneNumber: '',
        investmentGoal: 'Investing for Retirement',
      },
    });
    assertError(edit, 400, /^address must not contain control characters/);
  });

  test('a line break around a pasted value is trimmed like any whitespace, not refused', async () => {
    const response = await server.request('POST', '/auth/register', {
      body: registration({ address: '12 Analytical Engine Road\n' }),
    });
    assert.equal(response.status, 201, response.text);
  });

  test('emoji and accented letters (well-formed surrogate pairs) are still accepted', async () => {
    const response = await server.request('POST', '/auth/register', {
      body: registration({ name: 'Zoë 🚀 Ōtsuka' }),
    });
    assert.equal(response.status, 201, response.text);
  });
});

describe('database errors carry no query values', () => {
  let db: Database;
  before(async () => {
    db = await openTestDatabase();
  });
  after(() => db.close());

  test('a failed query loses its parameters before anything can log them', async () => {
    const secretHash = await hashSecret('a secret', TEST_SCRYPT_COST);
    const error = await db
      .query('SELECT $1::text, $2::int', [secretHash, 'not a number'])
      .then(() => assert.fail('the query should fail'))
      .catch((caught: unknown) => caught);
    assert.ok(error instanceof Error);
    assert.equal('params' in error, false);
    assert.equal('detail' in error, false);
    assert.ok(!JSON.stringify(error).includes(secretHash));
  });

  test('a unique violation keeps its code (the routes read it) but not the row values', async () => {
    await db.exec('CREATE TABLE probe (value text UNIQUE)');
    await db.query('INSERT INTO probe VALUES ($1)', ['scrypt$secret']);
    const error = await db
      .query('INSERT INTO probe VALUES ($1)', ['scrypt$secret'])
      .then(() => assert.fail('the insert should fail'))
      .catch((caught: unknown) => caught);
    assert.equal((error as { code?: string }).code, '23505');
    assert.ok(!JSON.stringify(error).includes('scrypt$'));
  });

  test('a 500 caused by a database error logs no hash, parameter or detail', async () => {
    const logs = logCapture();
    const app = await buildApp({
      db,
      config: makeConfig({
        tokenSecret: TEST_TOKEN_SECRET,
        scryptCost: TEST_SCRYPT_COST,
        logger: serverLogger('info', logs.stream),
      }),
    });
    const secretHash = await hashSecret('another secret', TEST_SCRYPT_COST);
    app.get('/test/failing-query', async () =>
      db.query('SELECT $1::text, $2::int', [secretHash, 'not a number']),
    );
    const response = await app.inject({ method: 'GET', url: '/test/failing-query' });
    await app.close();
    assert.equal(response.statusCode, 500);
    const written = logs.lines.join('');
    assert.match(written, /request failed/);
    assert.ok(!written.includes(secretHash));
    assert.doesNotMatch(written, /scrypt\$|"params"/);
  });

  test('the redaction list censors an error`s params even if one slips through', async () => {
    const logs = logCapture();
    const app = await buildApp({
      db,
      config: makeConfig({
        tokenSecret: TEST_TOKEN_SECRET,
        logger: serverLogger('info', logs.stream),
      }),
    });
    app.log.error({ err: { message: 'x', params: ['scrypt$leak'], detail: 'Key (x)=(leak)' } });
    await app.close();
    const written = logs.lines.join('');
    assert.match(written, /\[redacted\]/);
    assert.doesNotMatch(written, /leak/);
  });
});
