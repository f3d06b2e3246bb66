/**
 * The trading feature's public API. Its pages are loaded by the router directly (their own
 * chunks); this exports what the store needs and what the dashboard reads (holdings, and the
 * trade list for realized profit).
 */
export {
  initialTradeFlowState,
  tradeFlow,
  tradeFlowReducer,
  type TradeFlowState,
} from './tradeFlowSlice';
export { tradingApi, useGetHoldingsQuery } from './tradingApi';
