/**
 * The session feature's public API: what the app layer and other features may use. Anything
 * not exported here is the feature's own business (the storage keys above all). The store
 * takes the session's reducer and listener from state.ts, which loads no UI.
 */
export { RequireSession, type LockedAccountState, type RedirectState } from './RequireSession';
export {
  selectDepositAmount,
  selectIsSignedIn,
  selectLoginMessage,
  selectSession,
} from './sessionSelectors';
export {
  depositAmountChosen,
  forgotPasswordToggled,
  initialSessionState,
  loggedOut,
  modalClosed,
  signedOutForInactivity,
  signedOutInAnotherTab,
} from './sessionSlice';
export { logOut, signOutEverywhere, signOutLocked } from './sessionThunks';
export { useFollowOtherTabs } from './useFollowOtherTabs';
export {
  useEditPasswordMutation,
  useEditUserMutation,
  useLoginMutation,
  useLoginWithCodeMutation,
  useLoginWithPasskeyMutation,
  useRegisterMutation,
} from './sessionApi';
export { useKnownUserDetails, useUserDetails } from './useUserDetails';
