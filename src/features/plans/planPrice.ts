import { formatMoney } from '../../lib/money';
import { PLAN_CURRENCY, type Plan } from './plans';

/** "$400 – $2,500": both ends formatted with Intl.NumberFormat, never rounded. */
export function formatPlanPrice({ priceRange }: Plan): string {
  return `${formatMoney(priceRange.min, PLAN_CURRENCY)} – ${formatMoney(priceRange.max, PLAN_CURRENCY)}`;
}
