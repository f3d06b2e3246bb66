/**
 * The trading feature's public API. Its pages are loaded by the router directly (their own
 * chunks); this exports what the store needs and what the dashboard shows and reads (the
 * holdings).
 */
export {
  initialTradeFlowState,
  tradeFlow,
  tradeFlowReducer,
  type TradeFlowState,
} from './tradeFlowSlice';
export { HoldingsSection } from './HoldingsSection';
export { tradingApi, useGetHoldingsQuery } from './tradingApi';
