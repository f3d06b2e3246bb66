import { DEVICE_ID_STORAGE_KEY } from '../../api/types';

/**
 * This browser's device id (SPEC §12.5): a random id kept in local storage under
 * DEVICE_ID_STORAGE_KEY and sent with each sign-in, so the server can tell a browser the account
 * has not signed in from before and e-mail about it. It is no secret and no session: sign-out
 * paths remove only the session's own keys, so it outlives every sign-out, as a "new browser"
 * must mean a new browser and not a new sign-in.
 */

/** The id for this page's life when storage refuses to keep one (private mode, a full store). */
let unsaved: string | undefined;

/**
 * A random UUID. `crypto.randomUUID` exists only in secure contexts (https, localhost); an app
 * served over plain http on a LAN address still has `getRandomValues`, so the id is built from
 * that there (RFC 9562 version 4 layout).
 */
function randomId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const hex = Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');
  const variant = ((parseInt(hex.charAt(16), 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20)}`;
}

/**
 * The contract's longest device id: a stored value that does not fit (edited by hand, say) is
 * replaced rather than sent, or every sign-in from this browser would be refused as invalid.
 */
const MAX_LENGTH = 64;

function stored(): string | undefined {
  try {
    const value = globalThis.localStorage.getItem(DEVICE_ID_STORAGE_KEY);
    return value !== null && value.trim() !== '' && value.length <= MAX_LENGTH ? value : undefined;
  } catch {
    return undefined;
  }
}

/** This browser's device id, created and saved on first need. */
export function deviceId(): string {
  const existing = stored();
  if (existing !== undefined) return existing;
  const id = unsaved ?? randomId();
  try {
    globalThis.localStorage.setItem(DEVICE_ID_STORAGE_KEY, id);
  } catch {
    // Storage refused: the same id for the rest of this page's life; the next visit is "new".
    unsaved = id;
  }
  return id;
}
