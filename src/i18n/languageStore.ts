import { DEFAULT_LANGUAGE, isLanguage, languageFromBrowser, type Language } from './languages';

/**
 * The chosen language, kept per browser under its own storage key — never inside the session's
 * persisted `userDetails`/`userToken` — so signing out keeps it and it applies before sign-in.
 */
export const LANGUAGE_STORAGE_KEY = 'meridian.language';

type Listener = () => void;
const listeners = new Set<Listener>();
let current: Language | undefined;

function readStored(): Language | undefined {
  try {
    const stored = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(stored) ? stored : undefined;
  } catch {
    // Storage can be off (private modes, policies): the browser's languages still apply.
    return undefined;
  }
}

function firstVisitLanguage(): Language {
  if (typeof navigator === 'undefined') return DEFAULT_LANGUAGE;
  return languageFromBrowser(navigator.languages ?? [navigator.language]);
}

function applyToDocument(language: Language) {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

/** The language the app speaks now: the stored choice, else the browser's first we speak. */
export function currentLanguage(): Language {
  if (current === undefined) {
    current = readStored() ?? firstVisitLanguage();
    applyToDocument(current);
  }
  return current;
}

/** Keeps the choice for this browser and tells every subscriber (the provider re-renders). */
export function storeLanguage(language: Language) {
  current = language;
  applyToDocument(language);
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Not kept across visits, but the page still switches.
  }
  for (const listener of listeners) listener();
}

export function subscribeToLanguage(listener: Listener) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Reads the language again from storage and the browser: on start-up, and between tests. */
export function forgetLanguage() {
  current = undefined;
  for (const listener of listeners) listener();
}
