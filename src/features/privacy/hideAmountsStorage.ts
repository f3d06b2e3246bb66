/**
 * The only code that knows where Hide amounts is kept (SPEC §11.3): per browser, under its own
 * key, never inside the session's `userDetails`/`userToken` entries, so signing out or in as
 * another user keeps this browser's choice and the session entries keep their SPEC §7 format.
 */
export const HIDE_AMOUNTS_KEY = 'meridian.hideAmounts';

function storage(): globalThis.Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    // Storage can be denied (privacy settings); the choice then lasts for this page only.
    return undefined;
  }
}

/** The saved choice; off when nothing (or something unreadable) is saved. */
export function readHideAmounts(): boolean {
  try {
    return storage()?.getItem(HIDE_AMOUNTS_KEY) === 'true';
  } catch {
    return false;
  }
}

export function saveHideAmounts(hidden: boolean): void {
  try {
    storage()?.setItem(HIDE_AMOUNTS_KEY, String(hidden));
  } catch {
    // A full or denied storage must not break the toggle; it just is not remembered.
  }
}

/** The new choice when a `storage` event says another tab changed it, else undefined. */
export function hideAmountsFromOtherTab(event: StorageEvent): boolean | undefined {
  if (event.storageArea !== storage() || event.key !== HIDE_AMOUNTS_KEY) return undefined;
  return event.newValue === 'true';
}
