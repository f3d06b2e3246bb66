import { DEMO_ASSETS, dayStart, type DemoAsset } from './priceHistory';
import { seededRandom, type SeededRandom } from './random';

/**
 * The sample year as a list of events in time order, drawn from the seeded random source:
 * the same seed and the same day give the same plan. What an event moves (the amount of a
 * buy, of a withdrawal) is a share of what the account holds when it happens, so the
 * seeder's domain calls never overdraw.
 */
export type DemoEvent =
  | { kind: 'deposit'; at: Date; key: string; amount: number }
  | { kind: 'approve_deposit' | 'fail_deposit'; at: Date; key: string }
  | { kind: 'trade_result'; at: Date; amount: string }
  | { kind: 'referral_bonus'; at: Date; amount: string }
  | { kind: 'save_address'; at: Date }
  /** `share`: the part of the available cash asked for (whole dollars). */
  | { kind: 'withdrawal'; at: Date; key: string; share: number }
  | { kind: 'approve_withdrawal' | 'fail_withdrawal'; at: Date; key: string }
  /**
   * `share`: the part of the available cash spent on a buy, or of the holding sold;
   * `pricePoint`: where in its day's low–high range the price stood (0 low, 1 high).
   */
  | { kind: 'buy' | 'sell'; at: Date; asset: DemoAsset; share: number; pricePoint: number }
  | { kind: 'alert'; at: Date; asset: DemoAsset; direction: 'above' | 'below'; level: string }
  /** A past refresh of the price job whose price fires the alert above. */
  | { kind: 'price_refresh'; at: Date; asset: DemoAsset; price: string };

/** The seed `npm run demo` uses. */
export const DEMO_SEED = 20261127;

/** How many days back the sample account opens (its first deposit). */
export const FIRST_DAY = 360;

/** A moment on the day `days` before `now`'s, between 08:00 and 20:00 UTC. */
function momentOn(random: SeededRandom, now: Date, days: number): Date {
  return new Date(dayStart(now, days).getTime() + random.integer(8 * 3600, 20 * 3600) * 1000);
}

const money = (cents: number) => (cents / 100).toFixed(2);

/** The two alerts' levels, from the price history (alertLevels.ts). */
export interface AlertLevels {
  /**
   * Set `setDaysAgo` below `level`, reached by the close (`closePrice`) of `firesDaysAgo`;
   * the level is above today's price, so only that past close fires it.
   */
  fired: {
    asset: DemoAsset;
    setDaysAgo: number;
    level: string;
    firesDaysAgo: number;
    closePrice: string;
  };
  /** A level far below today's price: still waiting. */
  waiting: { asset: DemoAsset; level: string };
}

export function demoPlan(seed: number, now: Date, alerts: AlertLevels): DemoEvent[] {
  const random = seededRandom(seed);
  const events: DemoEvent[] = [];
  let keys = 0;
  const key = () => `k${(keys += 1)}`;

  // The opening deposit, then one about every month: most approved, a few failed.
  const deposit = (days: number, amount: number, outcome: 'approved' | 'failed' | 'pending') => {
    const at = momentOn(random, now, days);
    const id = key();
    events.push({ kind: 'deposit', at, key: id, amount });
    if (outcome === 'pending') return;
    const decidedAt = new Date(at.getTime() + random.integer(2, 30) * 3600_000);
    events.push({
      kind: outcome === 'approved' ? 'approve_deposit' : 'fail_deposit',
      at: decidedAt,
      key: id,
    });
  };
  deposit(FIRST_DAY, 5_000, 'approved');
  const failedMonths = new Set([random.integer(2, 5), random.integer(7, 10)]);
  for (let month = 1; month <= 11; month += 1) {
    const days = FIRST_DAY - month * 30 + random.integer(-4, 4);
    deposit(days, random.integer(5, 40) * 50, failedMonths.has(month) ? 'failed' : 'approved');
  }
  deposit(2, random.integer(10, 20) * 50, 'pending');

  // The operator's trade results: about every two and a half weeks, mostly gains.
  for (let days = FIRST_DAY - 12; days > 5; days -= random.integer(14, 22)) {
    const cents = random.chance(0.65)
      ? random.integer(2_500, 35_000)
      : -random.integer(1_500, 22_000);
    events.push({ kind: 'trade_result', at: momentOn(random, now, days), amount: money(cents) });
  }
  events.push({
    kind: 'referral_bonus',
    at: momentOn(random, now, random.integer(180, 240)),
    amount: money(random.integer(2, 10) * 1_000),
  });

  // The user's own trades: buys through the year, sells in its second half.
  for (let days = FIRST_DAY - 3; days > 4; days -= random.integer(18, 32)) {
    events.push({
      kind: 'buy',
      at: momentOn(random, now, days),
      asset: random.pick(DEMO_ASSETS),
      share: random.integer(12, 30) / 100,
      pricePoint: random.next(),
    });
  }
  for (let days = 170; days > 6; days -= random.integer(22, 36)) {
    events.push({
      kind: 'sell',
      at: momentOn(random, now, days),
      asset: random.pick(DEMO_ASSETS),
      share: random.integer(20, 50) / 100,
      pricePoint: random.next(),
    });
  }

  // Withdrawals to the saved address (saved once, long before the first): three paid out,
  // one refused, one still pending.
  events.push({ kind: 'save_address', at: momentOn(random, now, FIRST_DAY - 8) });
  const withdrawal = (days: number, outcome: 'approved' | 'failed' | 'pending') => {
    const at = momentOn(random, now, days);
    const id = key();
    events.push({ kind: 'withdrawal', at, key: id, share: random.integer(6, 12) / 100 });
    if (outcome === 'pending') return;
    events.push({
      kind: outcome === 'approved' ? 'approve_withdrawal' : 'fail_withdrawal',
      at: new Date(at.getTime() + random.integer(4, 40) * 3600_000),
      key: id,
    });
  };
  withdrawal(random.integer(270, 300), 'approved');
  withdrawal(random.integer(170, 200), 'approved');
  withdrawal(random.integer(120, 140), 'failed');
  withdrawal(random.integer(70, 100), 'approved');
  withdrawal(3, 'pending');

  events.push({
    kind: 'alert',
    at: momentOn(random, now, alerts.fired.setDaysAgo),
    asset: alerts.fired.asset,
    direction: 'above',
    level: alerts.fired.level,
  });
  events.push({
    kind: 'price_refresh',
    // The close is kept a second before its day ends (priceHistory.ts).
    at: new Date(dayStart(now, alerts.fired.firesDaysAgo - 1).getTime() - 1000),
    asset: alerts.fired.asset,
    price: alerts.fired.closePrice,
  });
  events.push({
    kind: 'alert',
    at: momentOn(random, now, random.integer(8, 20)),
    asset: alerts.waiting.asset,
    direction: 'below',
    level: alerts.waiting.level,
  });

  // Stable: two events at the same moment keep the order they were planned in.
  return events.sort((a, b) => a.at.getTime() - b.at.getTime());
}
