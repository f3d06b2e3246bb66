import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { Language } from './languages';

/**
 * A namespace's messages as the code receives them: compiled at build time
 * (scripts/i18n/precompileCatalogue.cjs), plain text as a string, any message with arguments,
 * plurals or tags as its ICU syntax tree.
 */
export type CompiledMessage = MessageFormatElement[];
export type Messages = Readonly<Record<string, string | CompiledMessage>>;

/**
 * One area's messages (a feature, the layout, validation…). Its English catalogue is imported
 * by the code that uses it, so English ships in the same chunk as its screen and home's first
 * render carries only home's strings; Español and Deutsch load when chosen.
 */
export interface Namespace<Key extends string = string> {
  readonly name: string;
  /**
   * Typed as the JSON file reads (its keys type every lookup); at run time each message is
   * compiled (see Messages), so read it through useT or englishText, never directly.
   */
  readonly en: Readonly<Record<Key, string>>;
}

const namespaces = new Map<string, Namespace>();

/**
 * A download that carries its result once settled, so a render after it takes the value
 * synchronously and never suspends again (src/i18n/translate.tsx, settledValue).
 */
export type TrackedPromise<T> = Promise<T> & { status?: 'fulfilled'; value?: T };

const downloads = new Map<string, TrackedPromise<Messages>>();

/**
 * Declares a namespace from its English catalogue (src/i18n/locales/en/<name>.json); the keys
 * of that file type every lookup, so a misspelt key does not compile.
 */
export function defineNamespace<const Catalogue extends Record<string, string>>(
  name: string,
  en: Catalogue,
): Namespace<keyof Catalogue & string> {
  const namespace: Namespace<keyof Catalogue & string> = { name, en };
  namespaces.set(name, namespace);
  return namespace;
}

/**
 * `start()` once per key: the download is remembered with its result recorded on it, or
 * forgotten if it fails, so the next call asks again.
 */
export function downloadOnce<Key, T>(
  downloads: Map<Key, TrackedPromise<T>>,
  key: Key,
  start: () => Promise<T>,
): TrackedPromise<T> {
  let download = downloads.get(key);
  if (!download) {
    const started: TrackedPromise<T> = start().then(
      (value) => {
        started.status = 'fulfilled';
        started.value = value;
        return value;
      },
      (error: unknown) => {
        downloads.delete(key);
        throw error;
      },
    );
    download = started;
    downloads.set(key, download);
  }
  return download;
}

/** A download already settled with `value` (English, which is in the code). */
export function settled<T>(value: T): TrackedPromise<T> {
  return Object.assign(Promise.resolve(value), { status: 'fulfilled' as const, value });
}

/** A language's catalogues by namespace, all in one chunk (src/i18n/translations). */
type Translations = Readonly<Record<string, Messages | undefined>>;

const translationDownloads = new Map<Language, TrackedPromise<Translations>>();

function fetchTranslations(language: Exclude<Language, 'en'>): Promise<Translations> {
  return downloadOnce(translationDownloads, language, async () => {
    const chunk =
      language === 'es'
        ? await import(/* webpackChunkName: "i18n-es" */ './translations/es')
        : await import(/* webpackChunkName: "i18n-de" */ './translations/de');
    return chunk.default;
  });
}

const englishMessages = new WeakMap<Namespace, TrackedPromise<Messages>>();

/**
 * The namespace's messages in `language`, downloaded once (English is in the code): a key the
 * translation lacks falls back to English (SPEC §12.6), which the catalogue test keeps from
 * ever happening in a release.
 */
export function loadMessages(namespace: Namespace, language: Language): TrackedPromise<Messages> {
  if (language === 'en') {
    let english = englishMessages.get(namespace);
    if (!english) {
      english = settled<Messages>(namespace.en);
      englishMessages.set(namespace, english);
    }
    return english;
  }
  return downloadOnce(downloads, `${language}/${namespace.name}`, async () => ({
    ...namespace.en,
    ...(await fetchTranslations(language))[namespace.name],
  }));
}

/** Loads every namespace the app has met so far, so a switch shows the new language at once. */
export function loadLanguage(language: Language): Promise<unknown> {
  return Promise.all(
    [...namespaces.values()].map((namespace) => loadMessages(namespace, language)),
  );
}
