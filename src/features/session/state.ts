/**
 * The session's state for the store (src/app/store.ts): the persisted reducer, the listener
 * that keeps the saved user details in step, and the actions that end a session. No UI and no
 * hooks, so building the store never loads a screen (index.ts is the entry point for those).
 */
export { persistedSessionReducer } from './sessionPersistence';
export { isSessionEnd } from './sessionSlice';
export { startSavingUserDetails } from './userDetailsListener';
