/** The privacy feature's public API: Hide amounts (SPEC §11.3). */
export { HideAmountsToggle } from './HideAmountsToggle';
export { startSavingHideAmounts } from './privacyListeners';
export { hideAmountsToggled, privacyReducer, selectHideAmounts } from './privacySlice';
