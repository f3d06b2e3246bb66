import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { config } from '../../config/config';
import { endSessionOnServer } from './sessionApi';
import { clearSavedSession } from './sessionPersistence';
import type { StateWithSession } from './sessionSelectors';
import {
  accountLocked,
  loggedOut,
  signedOutEverywhere,
  signedOutForInactivity,
} from './sessionSlice';

type SessionThunk = ThunkAction<void, StateWithSession, unknown, UnknownAction>;

/**
 * Ends this browser's session, in the order SPEC §11.1 asks for: storage first and at once (a
 * reload that follows immediately finds nothing), then the store (the guard moves the page
 * on), and only then the server, in the background. The server call cannot keep anyone signed
 * in: whether it fails (offline) or is refused (401, already ended), the client has already
 * forgotten the token, and nothing is shown about it.
 */
function endSession(endInStore: UnknownAction): SessionThunk {
  return (dispatch, getState) => {
    const { token } = getState().session;
    clearSavedSession();
    dispatch(endInStore);
    if (token) dispatch(endSessionOnServer(token));
  };
}

/** The user pressed Logout: lands on `/`. */
export const logOut = (): SessionThunk => endSession(loggedOut());

/** The idle countdown reached zero: lands on sign-in with the inactivity message. */
export const signOutForInactivity = (): SessionThunk =>
  endSession(signedOutForInactivity({ idleMinutes: config.idleTimeoutMinutes }));

/**
 * Every session of the account was ended on the server (Account → Security, "Sign out of all
 * devices"): this tab forgets its session at once, like Logout, but lands on sign-in and makes
 * no logout call of its own, since the server has already ended this session with the others.
 */
export const signOutEverywhere = (): SessionThunk => (dispatch) => {
  clearSavedSession();
  dispatch(signedOutEverywhere());
};

/**
 * The account was locked from this tab (SPEC §12.5): the server has ended every session, this
 * one included, so the tab forgets its own at once and makes no logout call; the guard shows
 * the locked account's page instead of sign-in, which would only be refused.
 */
export const signOutLocked = (): SessionThunk => (dispatch) => {
  clearSavedSession();
  dispatch(accountLocked());
};
