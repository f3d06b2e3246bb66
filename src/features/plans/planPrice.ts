import { formatMoney } from '../../lib/money';
import { PLAN_CURRENCY, type Plan } from './plans';

/** "$400.00 – $2,500.00": both ends formatted as money (formatMoney), never rounded. */
export function formatPlanPrice({ priceRange }: Plan): string {
  return `${formatMoney(priceRange.min, PLAN_CURRENCY)} – ${formatMoney(priceRange.max, PLAN_CURRENCY)}`;
}
