/**
 * The trading feature's public API: its pages are loaded by the router directly; this exports
 * what the dashboard reads (holdings, and the trade list for realized profit).
 */
export { tradingApi, useGetHoldingsQuery } from './tradingApi';
