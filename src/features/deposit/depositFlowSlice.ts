import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { DepositMethod } from '../../config/config';

/**
 * The deposit flow as a story a QA tester can replay in Redux DevTools (issue 18): the amount
 * step, the payment step, and which payment method's address is open. The amount itself is in
 * the session slice (SPEC §7 `depositAmount`).
 */
export interface DepositFlowState {
  step: 'amount' | 'payment';
  /** The payment method whose address and QR code are shown; null when all are closed. */
  method: DepositMethod | null;
}

export const initialDepositFlowState: DepositFlowState = { step: 'amount', method: null };

const depositFlowSlice = createSlice({
  name: 'depositFlow',
  initialState: initialDepositFlowState,
  reducers: {
    /** The deposit page opened: the amount step, every payment method closed. */
    started: () => initialDepositFlowState,
    /** The user went back from the payment step to change the amount. */
    amountStepShown: (state) => {
      state.step = 'amount';
    },
    paymentStepShown: (state) => {
      state.step = 'payment';
    },
    methodChosen: (state, action: PayloadAction<DepositMethod | null>) => {
      state.method = action.payload;
    },
  },
});

export const depositFlow = depositFlowSlice.actions;
export const depositFlowReducer = depositFlowSlice.reducer;

type StateWithDepositFlow = { depositFlow: DepositFlowState };
export const selectDepositStep = (state: StateWithDepositFlow) => state.depositFlow.step;
export const selectDepositMethod = (state: StateWithDepositFlow) => state.depositFlow.method;
