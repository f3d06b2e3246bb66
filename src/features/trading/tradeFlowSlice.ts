import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Quote, Trade, TradeSide } from '../../api/types';

/**
 * A trade as a story a QA tester can replay in Redux DevTools (issue 29): the order sent for a
 * quote, the quote shown, its expiry, the confirmation, then the trade or the server's refusal.
 * The typed amount stays in react-final-form (a refusal keeps it); only what the panel shows
 * once the form is submitted lives here. Not persisted: a quote lives seconds.
 */
export interface TradeOrder {
  side: TradeSide;
  asset: string;
  /** As typed: dollars for a buy, a quantity for a sell (a decimal string, never a float). */
  amount: string;
}

export type TradeStep = 'editing' | 'quoting' | 'quoted' | 'expired' | 'confirming' | 'executed';

export interface TradeFailure {
  /** The server's `{ message }` (already in the user's language), or the app's own sentence. */
  message: string;
  /** The quote ran out on the server (409): the panel offers a new quote instead of Confirm. */
  expired: boolean;
}

export interface TradeFlowState {
  step: TradeStep;
  order: TradeOrder | null;
  quote: Quote | null;
  trade: Trade | null;
  failure: TradeFailure | null;
}

export const initialTradeFlowState: TradeFlowState = {
  step: 'editing',
  order: null,
  quote: null,
  trade: null,
  failure: null,
};

const tradeFlowSlice = createSlice({
  name: 'tradeFlow',
  initialState: initialTradeFlowState,
  reducers: {
    quoteRequested: (_state, action: PayloadAction<TradeOrder>) => ({
      ...initialTradeFlowState,
      step: 'quoting',
      order: action.payload,
    }),
    quoteReceived: (state, action: PayloadAction<Quote>) => {
      state.step = 'quoted';
      state.quote = action.payload;
      state.failure = null;
    },
    /** The quote's `expiresAt` passed on the panel's clock, or the server said so (409). */
    quoteExpired: (state) => {
      if (state.quote) state.step = 'expired';
    },
    confirmRequested: (state) => {
      state.step = 'confirming';
      state.failure = null;
    },
    tradeExecuted: (state, action: PayloadAction<Trade>) => {
      state.step = 'executed';
      state.trade = action.payload;
      state.failure = null;
    },
    /**
     * A quote or an execution refused: a quote that was shown stays (Confirm again, or a new
     * quote once it expired); without one the panel is back to the form, which kept the input.
     */
    tradeFailed: (state, action: PayloadAction<TradeFailure>) => {
      state.failure = action.payload;
      if (!state.quote) state.step = 'editing';
      else state.step = action.payload.expired ? 'expired' : 'quoted';
    },
    /** The order was changed, or a new one started after a trade. */
    reset: () => initialTradeFlowState,
  },
});

export const tradeFlow = tradeFlowSlice.actions;
export const tradeFlowReducer = tradeFlowSlice.reducer;

export const selectTradeFlow = (state: { tradeFlow: TradeFlowState }) => state.tradeFlow;
