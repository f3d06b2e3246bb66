import type { Dispatch, ListenerMiddlewareInstance } from '@reduxjs/toolkit';
import { isTwoFactorChallenge, type UserDetails } from '../../api/types';
import { sessionApi } from './sessionApi';
import { selectIsSignedIn, type StateWithSession } from './sessionSelectors';
import { userDetailsSaved } from './sessionSlice';

const { login, loginWithCode, loginWithPasskey, getUser, editUser } = sessionApi.endpoints;

interface ListenerApi {
  getState: () => unknown;
  dispatch: Dispatch;
}

/**
 * Keeps the saved copy of the user's details (`userDetails`, SPEC §7) in step with what the
 * server last said: every answer that carries them — a sign-in (password, code or passkey), token-user, an edit — is
 * copied into the session, which redux-persist writes to storage. A listener rather than
 * reducers matching those answers, so the API cache stays the one source screens read and the
 * copy has one writer. An answer that lands after the session ended is not kept.
 */
export function startSavingUserDetails(listeners: ListenerMiddlewareInstance) {
  const save = (user: UserDetails, { getState, dispatch }: ListenerApi) => {
    if (selectIsSignedIn(getState() as StateWithSession)) dispatch(userDetailsSaved(user));
  };
  const unsubscribes = [
    listeners.startListening({
      matcher: login.matchFulfilled,
      effect: ({ payload }, listenerApi) => {
        // A challenge carries no user yet; the second step's answer does.
        if (!isTwoFactorChallenge(payload)) save(payload.user, listenerApi);
      },
    }),
    listeners.startListening({
      matcher: loginWithCode.matchFulfilled,
      effect: ({ payload }, listenerApi) => save(payload.user, listenerApi),
    }),
    listeners.startListening({
      matcher: loginWithPasskey.matchFulfilled,
      effect: ({ payload }, listenerApi) => save(payload.user, listenerApi),
    }),
    listeners.startListening({
      matcher: getUser.matchFulfilled,
      effect: ({ payload }, listenerApi) => save(payload, listenerApi),
    }),
    listeners.startListening({
      matcher: editUser.matchFulfilled,
      effect: ({ payload }, listenerApi) => save(payload.user, listenerApi),
    }),
  ];
  return () => unsubscribes.forEach((unsubscribe) => unsubscribe());
}
