import { useSyncExternalStore } from 'react';
import { loadLanguage } from './catalogue';
import { INTL_LOCALES, type Language } from './languages';
import { currentLanguage, storeLanguage, subscribeToLanguage } from './languageStore';

/** The language the app speaks; a component using it re-renders when the user switches. */
export function useLanguage(): Language {
  return useSyncExternalStore(subscribeToLanguage, currentLanguage, currentLanguage);
}

/** The locale to give Intl (and the money and date formatters) for the chosen language. */
export function useIntlLocale(): string {
  return INTL_LOCALES[useLanguage()];
}

/**
 * Switches language once the new catalogues are here, so every screen changes in one step
 * with no loading state in between; a failed download leaves the current language in place
 * and rejects, for the menu to say so.
 */
export async function changeLanguage(language: Language): Promise<void> {
  await loadLanguage(language);
  storeLanguage(language);
}
