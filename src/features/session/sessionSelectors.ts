import type { PersistedSessionState } from './sessionPersistence';

/**
 * The part of the store the session's selectors read. Declared here rather than taken from the
 * app's RootState so the feature never imports app/; any store with the session slice fits.
 */
export interface StateWithSession {
  session: PersistedSessionState;
}

export const selectSession = (state: StateWithSession) => state.session;
/** Sign-in's error box: a sign-out notice in the chosen language, else the server's message. */
export const selectLoginMessage = (state: StateWithSession) =>
  state.session.loginNotice ?? state.session.loginError;
export const selectIsSignedIn = (state: StateWithSession) =>
  state.session.isUser && state.session.token !== null;
/** False until redux-persist has read the saved session; the guard waits for it. */
export const selectSessionRehydrated = (state: StateWithSession) =>
  state.session._persist?.rehydrated ?? false;
/** The copy saved at sign-in; screens read useUserDetails / useKnownUserDetails instead. */
export const selectSavedUserDetails = (state: StateWithSession) => state.session.userDetails;
export const selectDepositAmount = (state: StateWithSession) => state.session.depositAmount.amount;
export const selectSignOutReason = (state: StateWithSession) => state.session.signOutReason;
