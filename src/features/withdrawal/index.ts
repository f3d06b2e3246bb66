/**
 * The withdrawal feature's public API. The pages are loaded by the router directly (their own
 * chunks); this exports only what the store needs.
 */
export {
  initialWithdrawalFlowState,
  withdrawalFlow,
  withdrawalFlowReducer,
  type WithdrawalFlowState,
} from './withdrawalFlowSlice';
