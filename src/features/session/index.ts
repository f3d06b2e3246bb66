/**
 * The session feature's public API: what the app layer and other features may use. Anything
 * not exported here is the feature's own business (the storage keys above all).
 */
export { RequireSession, type RedirectState } from './RequireSession';
export { persistedSessionReducer } from './sessionPersistence';
export {
  selectDepositAmount,
  selectIsSignedIn,
  selectSession,
  selectUserDetails,
} from './sessionSelectors';
export {
  depositAmountChosen,
  forgotPasswordToggled,
  initialSessionState,
  loggedOut,
  modalClosed,
  isSessionEnd,
  signedOutForInactivity,
  signedOutInAnotherTab,
} from './sessionSlice';
export { logOut, signOutEverywhere } from './sessionThunks';
export { useFollowOtherTabs } from './useFollowOtherTabs';
export {
  useEditPasswordMutation,
  useEditUserMutation,
  useGetUserQuery,
  useLoginMutation,
  useLoginWithCodeMutation,
  useRegisterMutation,
} from './sessionApi';
