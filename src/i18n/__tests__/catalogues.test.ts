import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { LANGUAGES } from '../languages';
import de from '../translations/de';
import es from '../translations/es';

/**
 * SPEC §12.6: every language has every key English has and no other, each message parses, and
 * a translation keeps every placeholder and tag of the English one (a lost `{amount}` would
 * show a sentence without its number).
 */
const LOCALES = path.join(__dirname, '..', 'locales');

function catalogue(language: string, file: string): Record<string, string> {
  return JSON.parse(readFileSync(path.join(LOCALES, language, file), 'utf8')) as Record<
    string,
    string
  >;
}

/** Names of the arguments and tags a message uses, in and below plurals and selects. */
function argumentsOf(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
    into.add(element.type === TYPE.tag ? `<${element.value}>` : `{${element.value}}`);
    if (element.type === TYPE.tag) argumentsOf(element.children, into);
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      for (const option of Object.values(element.options)) argumentsOf(option.value, into);
    }
  }
  return into;
}

const englishFiles = readdirSync(path.join(LOCALES, 'en')).filter((file) => file.endsWith('.json'));

test('there are English catalogues to check', () => {
  expect(englishFiles.length).toBeGreaterThan(0);
});

describe.each(LANGUAGES.filter((language) => language !== 'en'))('%s', (language) => {
  test('has exactly the catalogues English has', () => {
    const files = readdirSync(path.join(LOCALES, language)).filter((file) =>
      file.endsWith('.json'),
    );
    expect(files.sort()).toEqual([...englishFiles].sort());
  });

  test.each(englishFiles)(
    '%s has every English key, no other, with the same placeholders',
    (file) => {
      const english = catalogue('en', file);
      const translated = catalogue(language, file);
      expect(Object.keys(translated).sort()).toEqual(Object.keys(english).sort());
      for (const [key, message] of Object.entries(english)) {
        const translation = translated[key] ?? '';
        expect({ key, value: translation.trim() === '' }).toEqual({ key, value: false });
        expect({ key, arguments: [...argumentsOf(parse(translation))].sort() }).toEqual({
          key,
          arguments: [...argumentsOf(parse(message))].sort(),
        });
      }
    },
  );
});

const namespaceNames = readdirSync(path.join(__dirname, '..', 'namespaces'))
  .filter((file) => file.endsWith('.ts'))
  .map((file) => file.replace(/\.ts$/, ''))
  .sort();

test.each([
  ['es', es],
  ['de', de],
])('the %s download carries every namespace the app declares', (_language, translations) => {
  expect(Object.keys(translations).sort()).toEqual(namespaceNames);
});
