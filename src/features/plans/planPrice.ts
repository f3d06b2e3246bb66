import { formatMoney } from '../../lib/money';
import { PLAN_CURRENCY, type Plan } from './plans';

/**
 * "$400.00 – $2,500.00" ("400,00 $ – 2.500,00 $" in German): both ends formatted as money in
 * `locale` (formatMoney), never rounded; the spaced en dash reads as a range in each language.
 */
export function formatPlanPrice({ priceRange }: Plan, locale?: string): string {
  const min = formatMoney(priceRange.min, PLAN_CURRENCY, locale);
  const max = formatMoney(priceRange.max, PLAN_CURRENCY, locale);
  return `${min} – ${max}`;
}
