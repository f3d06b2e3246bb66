/**
 * The trading feature's public API. Its pages are loaded by the router directly (their own
 * chunks); this exports only what the store needs.
 */
export {
  initialTradeFlowState,
  tradeFlow,
  tradeFlowReducer,
  type TradeFlowState,
} from './tradeFlowSlice';
