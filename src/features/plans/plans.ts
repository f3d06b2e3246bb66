import type { plansMessages } from '../../i18n/namespaces/plans';

/**
 * What a plan includes, by its English name (as the Prices page lists it), and the catalogue
 * entry plan cards show it with.
 */
export const PLAN_FEATURE_KEYS = {
  'Automated trading bot': 'feature.tradingBot',
  Signals: 'feature.signals',
  'Market arbitrage': 'feature.arbitrage',
  'Algorithm intelligence': 'feature.algorithm',
} as const satisfies Record<string, keyof typeof plansMessages.en>;

export type PlanFeature = keyof typeof PLAN_FEATURE_KEYS;

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
  features: readonly PlanFeature[];
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
