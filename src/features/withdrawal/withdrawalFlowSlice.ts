import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { endpointSettled } from '../../api/endpointOutcome';
import type { WithdrawalValues } from './schemas';
// Its type only: the store loads this slice with every page, the endpoints' code need not.
import type { withdrawalApi } from './withdrawalApi';

/**
 * The withdrawal flow as a story a QA tester can replay in Redux DevTools (issue 18): the page
 * opened, the review dialog opened with the values it shows, cancelled or confirmed, then sent.
 * The form's field values stay in react-final-form; only the submitted snapshot under review is
 * kept, since the review dialog shows it. The 2FA code is never stored here.
 */
export interface WithdrawalFlowState {
  /** The values the review dialog shows; null while the form is being filled in. */
  review: WithdrawalValues | null;
  /** SPEC §7's withdrawal amount: the amount under review, 0 while nothing is. */
  amount: { amount: number };
  /** The user pressed Confirm Withdrawal and the request has not been refused yet. */
  confirmed: boolean;
}

export const initialWithdrawalFlowState: WithdrawalFlowState = {
  review: null,
  amount: { amount: 0 },
  confirmed: false,
};

const ADD_WITHDRAWAL = 'addWithdrawal' satisfies keyof (typeof withdrawalApi)['endpoints'];
const withdrawalSent = endpointSettled(ADD_WITHDRAWAL, 'fulfilled');
const withdrawalRefused = endpointSettled(ADD_WITHDRAWAL, 'rejected');

const withdrawalFlowSlice = createSlice({
  name: 'withdrawalFlow',
  initialState: initialWithdrawalFlowState,
  reducers: {
    /** The withdrawal page opened: a review left open on an earlier visit does not reopen. */
    started: () => initialWithdrawalFlowState,
    reviewOpened: (_state, action: PayloadAction<WithdrawalValues>) => ({
      review: action.payload,
      // The form validated the amount as a plain decimal; the review shows it to the cent.
      amount: { amount: Number(action.payload.amount) },
      confirmed: false,
    }),
    reviewCancelled: () => initialWithdrawalFlowState,
    confirmed: (state) => {
      state.confirmed = true;
    },
  },
  extraReducers: (builder) => {
    builder
      // Sent: the page moves on to the history; nothing is left under review.
      .addMatcher(withdrawalSent, () => initialWithdrawalFlowState)
      // Refused: the dialog stays open with the server's message, ready to confirm again.
      .addMatcher(withdrawalRefused, (state) => {
        state.confirmed = false;
      });
  },
});

export const withdrawalFlow = withdrawalFlowSlice.actions;
export const withdrawalFlowReducer = withdrawalFlowSlice.reducer;

export const selectWithdrawalReview = (state: { withdrawalFlow: WithdrawalFlowState }) =>
  state.withdrawalFlow.review;
