/** The plans feature's public API: the static plan data (SPEC §6) other pages list. */
export { formatPlanPrice } from './planPrice';
export { PLANS } from './plans';
