import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { readHideAmounts } from './hideAmountsStorage';

export interface PrivacyState {
  /** Hide amounts (SPEC §11.3): every money figure of the user shows as `••••`. */
  hideAmounts: boolean;
}

const privacySlice = createSlice({
  name: 'privacy',
  // Read when the store is built, so the first paint after a reload is already masked.
  initialState: (): PrivacyState => ({ hideAmounts: readHideAmounts() }),
  reducers: {
    /** The eye toggle; also dispatchable by hand (Redux DevTools) as `privacy/hideAmountsToggled`. */
    hideAmountsToggled(state) {
      state.hideAmounts = !state.hideAmounts;
    },
    /** Another tab changed the choice; this one follows. */
    hideAmountsSet(state, action: PayloadAction<boolean>) {
      state.hideAmounts = action.payload;
    },
  },
});

export const { hideAmountsToggled, hideAmountsSet } = privacySlice.actions;
export const privacyReducer = privacySlice.reducer;

export const selectHideAmounts = (state: { privacy: PrivacyState }) => state.privacy.hideAmounts;
