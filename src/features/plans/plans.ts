/**
 * The four plans of SPEC §6: the one list the public Plans page, the Prices page and the
 * signed-in Upgrade Account page all draw from. `planName` is spelled exactly as the server
 * stores it in a user's `plan` field.
 */
export interface Plan {
  planName: string;
  /** Price range in US dollars, inclusive. */
  priceRange: { min: number; max: number };
  /** How many open positions the plan allows. */
  positions: number;
  features: readonly string[];
}

export const PLAN_CURRENCY = '$';

export const PLANS: readonly Plan[] = [
  {
    planName: 'Premium - Gold',
    priceRange: { min: 400, max: 2500 },
    positions: 20,
    features: ['Automated trading bot'],
  },
  {
    planName: 'Diamond -Crystal',
    priceRange: { min: 2500, max: 5500 },
    positions: 80,
    features: ['Automated trading bot'],
  },
  {
    planName: 'Deluxe - Platinum',
    priceRange: { min: 5500, max: 11500 },
    positions: 200,
    features: ['Automated trading bot'],
  },
  {
    planName: 'Top-Tier - VIP',
    priceRange: { min: 11500, max: 30000 },
    positions: 500,
    features: ['Automated trading bot', 'Signals', 'Market arbitrage', 'Algorithm intelligence'],
  },
];

/** Plans describe tools, not outcomes: said wherever plans are offered. */
export const PLAN_RISK_NOTE =
  'No plan guarantees a return. Automated trading can lose money, and the value of your ' +
  'investment can fall as well as rise.';
