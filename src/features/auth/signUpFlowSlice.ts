import { createSlice } from '@reduxjs/toolkit';

/**
 * The sign-up flow as a story a QA tester can replay in Redux DevTools (issue 18): the form, the
 * one-time seed phrase dialog shown, and the user's acknowledgement (Login). The seed phrase
 * itself never enters this slice: it comes from the register mutation's result (session slice),
 * which DevTools only ever sees masked.
 */
export interface SignUpFlowState {
  step: 'form' | 'seedPhrase' | 'acknowledged';
}

export const initialSignUpFlowState: SignUpFlowState = { step: 'form' };

const signUpFlowSlice = createSlice({
  name: 'signUpFlow',
  initialState: initialSignUpFlowState,
  reducers: {
    /** The sign-up page opened: a new registration starts at the form. */
    formShown: () => initialSignUpFlowState,
    seedPhraseShown: (state) => {
      state.step = 'seedPhrase';
    },
    /** The user pressed Login in the seed phrase dialog: they have written the phrase down. */
    seedPhraseAcknowledged: (state) => {
      state.step = 'acknowledged';
    },
  },
});

export const signUpFlow = signUpFlowSlice.actions;
export const signUpFlowReducer = signUpFlowSlice.reducer;

export const selectSignUpStep = (state: { signUpFlow: SignUpFlowState }) => state.signUpFlow.step;
