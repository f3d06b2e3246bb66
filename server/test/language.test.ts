import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import de from '../../src/i18n/locales/de/server.json';
import en from '../../src/i18n/locales/en/server.json';
import es from '../../src/i18n/locales/es/server.json';
import { assertError, createUser, testServerForFile, type ApiResponse } from './helpers';

/**
 * Issue 28: refusals are `{ code, message }`, the message in the language the request's
 * Accept-Language asks for (en, es, de), English otherwise; the code is the same in all.
 */
const server = testServerForFile({ accountSignInLimit: { maxAttempts: 3, windowMs: 15 * 60_000 } });

const wrongPassword = async (email: string, acceptLanguage?: string) =>
  server.request('POST', '/auth/login', {
    body: { email, password: 'not-the-password' },
    headers: acceptLanguage === undefined ? {} : { 'accept-language': acceptLanguage },
  });

function assertAnswer(response: ApiResponse, status: number, code: string, message: string) {
  assertError(response, status);
  assert.deepEqual(response.body, { code, message });
}

/** The answer names its language, and caches keep languages apart. */
function assertLanguage(response: ApiResponse, language: string) {
  assert.equal(response.headers.get('content-language'), language);
  assert.match(response.headers.get('vary') ?? '', /(^|,\s*)Accept-Language(,|$)/i);
}

describe('a wrong password', () => {
  test('is refused in the language asked for, with the same code in each', async () => {
    const { email } = await createUser(server);
    const answers = {
      de: await wrongPassword(email, 'de-DE,de;q=0.9'),
      es: await wrongPassword(email, 'es'),
      en: await wrongPassword(email, 'en-GB'),
    };
    assertAnswer(answers.de, 401, 'invalid_credentials', de.invalid_credentials);
    assertAnswer(answers.es, 401, 'invalid_credentials', es.invalid_credentials);
    assertAnswer(answers.en, 401, 'invalid_credentials', 'Invalid email or password');
    assert.equal(de.invalid_credentials, 'E-Mail-Adresse oder Passwort ist falsch');
    for (const [language, answer] of Object.entries(answers)) assertLanguage(answer, language);
  });

  test('a language Meridian does not speak, or none, gets English', async () => {
    const { email } = await createUser(server);
    for (const header of ['fr-FR, fr;q=0.9', undefined]) {
      const answer = await wrongPassword(email, header);
      assertAnswer(answer, 401, 'invalid_credentials', en.invalid_credentials);
      assertLanguage(answer, 'en');
    }
  });

  test('q-values rank the languages, not their order', async () => {
    const { email } = await createUser(server);
    const answer = await wrongPassword(email, 'en;q=0.3, de;q=0.5, es;q=0.9');
    assertAnswer(answer, 401, 'invalid_credentials', es.invalid_credentials);
  });

  test('the attempt limit’s 429 says how long to wait, in the language asked for', async () => {
    const { email } = await createUser(server);
    for (let attempt = 0; attempt < 3; attempt += 1) await wrongPassword(email);
    const german = await wrongPassword(email, 'de');
    const english = await wrongPassword(email);
    assertError(german, 429);
    assertError(english, 429);
    assert.equal(german.body.code, 'too_many_sign_in_attempts');
    assert.equal(english.body.code, 'too_many_sign_in_attempts');
    assert.equal(
      german.body.message,
      'Zu viele fehlgeschlagene Anmeldeversuche für dieses Konto. Bitte warten Sie 15 Minuten und versuchen Sie es dann erneut.',
    );
    assert.equal(
      english.body.message,
      'Too many failed sign-in attempts for this account. Please wait 15 minutes and try again.',
    );
  });
});

describe('a request the contract refuses', () => {
  test('is worded in German, field name and all, with the English code', async () => {
    const body = { email: 'not-an-email', password: 'x' };
    const german = await server.request('POST', '/auth/login', {
      body,
      headers: { 'accept-language': 'de-AT' },
    });
    const english = await server.request('POST', '/auth/login', { body });
    assertAnswer(german, 400, 'field_invalid_email', 'email muss eine gültige E-Mail-Adresse sein');
    assertAnswer(english, 400, 'field_invalid_email', 'email must be a valid email address');
    assertLanguage(german, 'de');
  });

  test('a missing field and an unknown route are translated too', async () => {
    const missing = await server.request('POST', '/auth/login', {
      body: { email: 'ada@example.com' },
      headers: { 'accept-language': 'es' },
    });
    assertAnswer(missing, 400, 'field_required', 'password es obligatorio');
    const nowhere = await server.request('GET', '/nowhere', {
      headers: { 'accept-language': 'de' },
    });
    assertAnswer(nowhere, 404, 'route_not_found', 'Keine Route für GET /nowhere');
  });
});

describe('a step-up refusal', () => {
  test('keeps its code reauth_required in every language', async () => {
    const user = await createUser(server);
    const answer = await server.request('POST', '/auth/2fa/enable', {
      token: user.token,
      body: { code: '123456', password: 'not-the-password' },
      headers: { 'accept-language': 'de' },
    });
    assertAnswer(answer, 403, 'reauth_required', de.reauth_wrong_password);
  });
});
