/**
 * The deposit feature's public API. Its pages are loaded by the router directly (their own
 * chunks); this exports what another feature reads: the pending deposits (the dashboard's
 * Pending Balance breakdown).
 */
export { useGetPendingDepositsQuery } from './depositApi';
