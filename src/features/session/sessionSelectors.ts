import type { RootState } from '../../app/store';

export const selectSession = (state: RootState) => state.session;
export const selectIsSignedIn = (state: RootState) =>
  state.session.isUser && state.session.token !== null;
/** False until redux-persist has read the saved session; the guard waits for it. */
export const selectSessionRehydrated = (state: RootState) =>
  state.session._persist?.rehydrated ?? false;
export const selectUserDetails = (state: RootState) => state.session.userDetails;
