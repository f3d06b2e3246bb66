/**
 * The languages Meridian speaks (SPEC §12.6). English is the default and the fallback: its
 * catalogue ships with the code that uses it, the others load when chosen.
 */
export const LANGUAGES = ['en', 'es', 'de'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** Each language's own name, as its speakers write it (the menu lists them so). */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  es: 'Español',
  de: 'Deutsch',
};

/**
 * The locale Intl formats with: money, numbers and dates follow the chosen language's
 * conventions (`$5,000.00`, `5.000,00 $`, `5000,00 US$`).
 */
export const INTL_LOCALES: Record<Language, string> = {
  en: 'en-US',
  es: 'es-ES',
  de: 'de-DE',
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The first of the browser's languages Meridian speaks (`de-AT` → `de`), else English. */
export function languageFromBrowser(preferred: readonly string[]): Language {
  for (const tag of preferred) {
    const primary = tag.split('-')[0]?.toLowerCase();
    if (isLanguage(primary)) return primary;
  }
  return DEFAULT_LANGUAGE;
}
