import type { MessageFormatElement } from 'react-intl';
import type { Language } from './languages';

/**
 * A namespace's messages as the code receives them: compiled at build time
 * (scripts/i18n/precompileCatalogue.cjs), plain text as a string, any message with arguments,
 * plurals or tags as its ICU syntax tree.
 */
export type Messages = Readonly<Record<string, string | MessageFormatElement[]>>;

/**
 * One area's messages (a feature, the layout, validation…). Its English catalogue is imported
 * by the code that uses it, so English ships in the same chunk as its screen and home's first
 * render carries only home's strings; Español and Deutsch load when chosen.
 */
export interface Namespace<Key extends string = string> {
  readonly name: string;
  /** Typed from the JSON as strings; compiled messages at run time. */
  readonly en: Messages & Readonly<Record<Key, unknown>>;
}

const namespaces = new Map<string, Namespace>();
/** Loaded translations: `${language}/${namespace}` → messages (English falls back per key). */
const loaded = new Map<string, Messages>();
const loading = new Map<string, Promise<Messages>>();

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

const cacheKey = (language: Language, name: string) => `${language}/${name}`;

/** The namespace's messages in `language` if they are here already (English always is). */
export function loadedMessages(namespace: Namespace, language: Language): Messages | undefined {
  if (language === 'en') return namespace.en;
  return loaded.get(cacheKey(language, namespace.name));
}

async function fetchCatalogue(language: Language, name: string): Promise<Messages> {
  // One chunk per language and namespace; English is never fetched (it is in the code).
  const module = (await import(
    /* webpackChunkName: "i18n-[request]" */
    /* webpackExclude: /[\\/]en[\\/]/ */
    `./locales/${language}/${name}.json`
  )) as { default: Messages };
  return module.default;
}

/**
 * The namespace's messages in `language`, loaded once: any key the translation lacks falls back
 * to English (SPEC §12.6), which the catalogue test keeps from ever happening in a release.
 */
export function loadMessages(namespace: Namespace, language: Language): Promise<Messages> {
  const ready = loadedMessages(namespace, language);
  if (ready) return Promise.resolve(ready);
  const key = cacheKey(language, namespace.name);
  let pending = loading.get(key);
  if (!pending) {
    pending = fetchCatalogue(language, namespace.name).then(
      (translated) => {
        const messages = { ...namespace.en, ...translated };
        loaded.set(key, messages);
        loading.delete(key);
        return messages;
      },
      (error: unknown) => {
        // A failed download is asked for again next time rather than remembered.
        loading.delete(key);
        throw error;
      },
    );
    loading.set(key, pending);
  }
  return pending;
}

/** Loads every namespace the app has met so far, so a switch shows the new language at once. */
export function loadLanguage(language: Language): Promise<unknown> {
  return Promise.all(
    [...namespaces.values()].map((namespace) => loadMessages(namespace, language)),
  );
}
