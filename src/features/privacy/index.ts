/**
 * The privacy feature's public API: Hide amounts (SPEC §11.3). The eye button itself is loaded
 * with the dashboard frame (src/app/dashboardFrame.ts), not from here, to stay off public pages.
 */
export { startSavingHideAmounts } from './privacyListeners';
export { hideAmountsToggled, privacyReducer, selectHideAmounts } from './privacySlice';
