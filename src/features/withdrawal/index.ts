/**
 * The withdrawal feature's public API. The pages are loaded by the router directly (their own
 * chunks); this exports what the store needs and the pending withdrawals (the dashboard's Cash
 * breakdown).
 */
export { useGetPendingWithdrawalsQuery } from './withdrawalApi';
export {
  initialWithdrawalFlowState,
  withdrawalFlow,
  withdrawalFlowReducer,
  type WithdrawalFlowState,
} from './withdrawalFlowSlice';
