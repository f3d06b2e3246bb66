import {
  persistReducer,
  type PersistConfig,
  type PersistedState,
  type Storage,
} from 'redux-persist';
import type { UserDetails } from '../../api/types';
import { SESSION_PERSIST_KEY, sessionReducer, type SessionState } from './sessionSlice';

/**
 * The only code that knows the session's storage keys. SPEC §7 fixes the format other tools
 * read: `localStorage.userDetails === JSON.stringify(user)` and
 * `localStorage.userToken === JSON.stringify(token)`. redux-persist's own format (one
 * `persist:<key>` entry of nested JSON) does not match, so this adapter stores the persisted
 * slice fields under those two keys instead and nothing else.
 */
export const USER_DETAILS_KEY = 'userDetails';
export const USER_TOKEN_KEY = 'userToken';

interface PersistedSession {
  userDetails?: UserDetails | null;
  token?: string | null;
}

function readJson(storage: globalThis.Storage, key: string): unknown {
  const raw = storage.getItem(key);
  if (raw === null) return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    // A corrupt entry is treated as absent rather than crashing the app on start.
    return undefined;
  }
}

function writeOrRemove(storage: globalThis.Storage, key: string, value: unknown): void {
  if (value === null || value === undefined) storage.removeItem(key);
  else storage.setItem(key, JSON.stringify(value));
}

/** What is saved, or undefined when there is no session (so preloaded state is kept). */
function readPersistedSession(storage: globalThis.Storage): PersistedSession | undefined {
  const userDetails = readJson(storage, USER_DETAILS_KEY);
  const token = readJson(storage, USER_TOKEN_KEY);
  if (typeof token !== 'string') return undefined;
  const persisted: PersistedSession = { token };
  if (typeof userDetails === 'object' && userDetails !== null) {
    persisted.userDetails = userDetails as UserDetails;
  }
  return persisted;
}

/** Runs `work` now; its throw (a full localStorage) becomes the rejection redux-persist handles. */
const settled = <T>(work: () => T): Promise<T> => new Promise((resolve) => resolve(work()));

function createSessionStorage(storage: globalThis.Storage): Storage {
  return {
    getItem: () => settled(() => readPersistedSession(storage)),
    setItem: (_key: string, value: PersistedSession) =>
      settled(() => {
        writeOrRemove(storage, USER_DETAILS_KEY, value.userDetails);
        writeOrRemove(storage, USER_TOKEN_KEY, value.token);
      }),
    removeItem: () =>
      settled(() => {
        storage.removeItem(USER_DETAILS_KEY);
        storage.removeItem(USER_TOKEN_KEY);
      }),
  };
}

/**
 * Removes the saved session at once. redux-persist writes later (asynchronously, after the
 * store changes), so a reload straight after Logout would still find the old token; sign-out
 * paths call this first so nothing of the session survives whatever happens next.
 */
export function clearSavedSession(storage: globalThis.Storage = globalThis.localStorage): void {
  storage.removeItem(USER_DETAILS_KEY);
  storage.removeItem(USER_TOKEN_KEY);
}

/**
 * Whether a `storage` event says another tab removed the saved token (its user logged out,
 * was signed out for inactivity, or its session expired). Browsers fire the event only in the
 * other tabs of the origin, so this is how one tab's sign-out reaches the rest.
 */
export function isSavedTokenRemoval(event: StorageEvent): boolean {
  return (
    event.storageArea === globalThis.localStorage &&
    // `key` is null when the other tab cleared the whole storage.
    (event.key === USER_TOKEN_KEY || event.key === null) &&
    event.newValue === null
  );
}

const sessionPersistConfig: PersistConfig<SessionState> = {
  key: SESSION_PERSIST_KEY,
  storage: createSessionStorage(globalThis.localStorage),
  whitelist: ['userDetails', 'token'],
  // The adapter writes JSON itself, key by key, and reads it back the same way.
  serialize: false,
  // redux-persist types the stored state as carrying `_persist`; its reconciler ignores that
  // key, so the two SPEC entries alone are a complete stored session.
  getStoredState: () =>
    settled(() => readPersistedSession(globalThis.localStorage) as unknown as PersistedState),
};

export const persistedSessionReducer = persistReducer(sessionPersistConfig, sessionReducer);

/** The session as the store holds it: the slice plus redux-persist's `_persist` marker. */
export type PersistedSessionState = ReturnType<typeof persistedSessionReducer>;
