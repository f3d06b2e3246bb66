/**
 * The colour scheme the user chose (light, dark, or the system's until they choose), kept in
 * local storage. Read before the first render, so the page paints in its scheme at once.
 */
export type ColorMode = 'light' | 'dark';
export type ColorModeChoice = ColorMode | 'system';

/** MUI's colour-scheme store used this key, so a choice saved before keeps applying. */
export const COLOR_MODE_STORAGE_KEY = 'mui-mode';

const DARK_QUERY = '(prefers-color-scheme: dark)';

function isChoice(value: unknown): value is ColorModeChoice {
  return value === 'light' || value === 'dark' || value === 'system';
}

/** The saved choice; 'system' when there is none or storage is blocked (private windows). */
export function savedColorModeChoice(): ColorModeChoice {
  try {
    const saved = window.localStorage.getItem(COLOR_MODE_STORAGE_KEY);
    return isChoice(saved) ? saved : 'system';
  } catch {
    return 'system';
  }
}

export function saveColorModeChoice(choice: ColorModeChoice): void {
  try {
    window.localStorage.setItem(COLOR_MODE_STORAGE_KEY, choice);
  } catch {
    // Storage blocked: the choice holds for this visit only.
  }
}

/** The system's preference; light where the browser cannot tell (and in jsdom). */
export function systemColorMode(): ColorMode {
  if (typeof window.matchMedia !== 'function') return 'light';
  return window.matchMedia(DARK_QUERY).matches ? 'dark' : 'light';
}

/** The scheme the first render paints in. */
export function initialColorMode(): ColorMode {
  const choice = savedColorModeChoice();
  return choice === 'system' ? systemColorMode() : choice;
}

/** Calls `onChange` when the system's preference changes; returns the unsubscribe. */
export function watchSystemColorMode(onChange: (mode: ColorMode) => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => undefined;
  const query = window.matchMedia(DARK_QUERY);
  const listener = (event: MediaQueryListEvent) => onChange(event.matches ? 'dark' : 'light');
  query.addEventListener('change', listener);
  return () => query.removeEventListener('change', listener);
}

/** Calls `onChange` when another tab saves a choice; returns the unsubscribe. */
export function watchSavedColorModeChoice(onChange: (choice: ColorModeChoice) => void) {
  const listener = (event: StorageEvent) => {
    if (event.key !== COLOR_MODE_STORAGE_KEY) return;
    onChange(isChoice(event.newValue) ? event.newValue : 'system');
  };
  window.addEventListener('storage', listener);
  return () => window.removeEventListener('storage', listener);
}
