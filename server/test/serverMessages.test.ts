import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import { parse, TYPE } from '@formatjs/icu-messageformat-parser';
import {
  REAUTH_REQUIRED_CODE,
  STEP_UP_MESSAGES,
  TWO_FACTOR_CHALLENGE_EXPIRED_CODE,
  TWO_FACTOR_MESSAGES,
} from '../../src/api/contract/constants';
import { LANGUAGES } from '../../src/i18n/languages';
import en from '../../src/i18n/locales/en/server.json';
import { languageOf } from '../src/http/language';
import { serverMessage, type ServerMessageCode } from '../src/i18n/serverMessages';

/**
 * The server's catalogue (src/i18n/locales/<language>/server.json): the SPA's catalogue test
 * (npx jest src/i18n) checks that every language has every code with the same placeholders;
 * these check what is particular to the server's messages.
 */
const ROOT = path.join(__dirname, '..', '..');
const codes = Object.keys(en) as ServerMessageCode[];

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

describe('the server catalogue', () => {
  test('every message is plain text with {placeholders}: what the server formatter handles', () => {
    for (const language of LANGUAGES) {
      for (const code of codes) {
        const message = serverMessage(
          language,
          code,
          new Proxy({}, { get: (_, name) => `<${String(name)}>` }),
        );
        const parsed = parse(
          (
            JSON.parse(
              readFileSync(path.join(ROOT, `src/i18n/locales/${language}/server.json`), 'utf8'),
            ) as Record<string, string>
          )[code] ?? '',
        );
        const icu = parsed
          .map((element) => {
            if (element.type === TYPE.literal) return element.value;
            assert.equal(element.type, TYPE.argument, `${language}/${code}: only simple arguments`);
            return `<${element.value}>`;
          })
          .join('');
        assert.equal(message, icu, `${language}/${code} reads the same through ICU`);
      }
    }
  });

  test('every code is used by the server, and the server uses no code the catalogue lacks', () => {
    // Codes appear in the server and the contract as quoted literals; a code the catalogue
    // lacks cannot compile (ServerMessageCode), so this finds the ones nothing uses any more.
    const sources = [
      ...sourceFiles(path.join(ROOT, 'server/src')),
      ...sourceFiles(path.join(ROOT, 'src/api/contract')),
    ]
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n');
    const unused = codes.filter((code) => !sources.includes(`'${code}'`));
    assert.deepEqual(unused, []);
  });

  test('its English is the SPEC’s, byte for byte', () => {
    assert.equal(en.two_factor_challenge_expired, TWO_FACTOR_MESSAGES.challengeExpired);
    assert.equal(en.two_factor_wrong_code, TWO_FACTOR_MESSAGES.wrongCode);
    assert.equal(en.two_factor_code_required, TWO_FACTOR_MESSAGES.codeRequired);
    assert.equal(en.two_factor_code_malformed, TWO_FACTOR_MESSAGES.malformedCode);
    assert.equal(en.reauth_required, STEP_UP_MESSAGES.passwordRequired);
    assert.equal(en.reauth_wrong_password, STEP_UP_MESSAGES.wrongPassword);
    assert.ok(Object.hasOwn(en, REAUTH_REQUIRED_CODE));
    assert.ok(Object.hasOwn(en, TWO_FACTOR_CHALLENGE_EXPIRED_CODE));
  });

  test('a wait is written in the answer’s language', () => {
    const wait = (waitMs: number, language: 'en' | 'es' | 'de') =>
      serverMessage(language, 'too_many_requests', { wait: { waitMs } });
    assert.equal(wait(1, 'en'), 'Too many requests. Please wait 1 second and try again.');
    assert.equal(wait(45_000, 'en'), 'Too many requests. Please wait 45 seconds and try again.');
    assert.equal(wait(60_000, 'en'), 'Too many requests. Please wait 1 minute and try again.');
    assert.equal(wait(61_000, 'en'), 'Too many requests. Please wait 2 minutes and try again.');
    assert.match(wait(15 * 60_000, 'de'), /Bitte warten Sie 15 Minuten/);
    assert.match(wait(45_000, 'es'), /Espera 45 segundos/);
  });
});

describe('Accept-Language', () => {
  const cases: [string | undefined, string][] = [
    [undefined, 'en'],
    ['', 'en'],
    ['de', 'de'],
    ['de-AT', 'de'],
    ['ES-mx,es;q=0.9', 'es'],
    ['fr-FR, fr;q=0.9', 'en'],
    ['fr, de;q=0.5, es;q=0.8', 'es'],
    ['en;q=0.2, de;q=0.7', 'de'],
    ['es;q=0.5, de;q=0.5', 'es'],
    ['de;q=0, es', 'es'],
    ['*', 'en'],
    ['de;q=abc, es;q=0.1', 'es'],
  ];
  for (const [header, language] of cases) {
    test(`${JSON.stringify(header)} → ${language}`, () => {
      assert.equal(languageOf(header), language);
    });
  }
});
