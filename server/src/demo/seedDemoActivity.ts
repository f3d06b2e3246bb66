import { addToAddressBook } from '../accounts/addressBook';
import type { AttemptLimiter } from '../accounts/attemptLimiter';
import { DEMO_EMAIL } from '../accounts/demoAccount';
import { addDeposit, type PendingLimits } from '../accounts/deposits';
import { ledgerFigures } from '../accounts/ledger';
import { twoFactorKeys, type SecondFactorGate } from '../accounts/twoFactor';
import { findUserByEmail } from '../accounts/users';
import { submitWithdrawal } from '../accounts/withdrawals';
import type { AppConfig } from '../config';
import type { Database } from '../db/database';
import { createAlert, evaluateAlerts } from '../notifications/alerts';
import { markRead } from '../notifications/inbox';
import { setWatchlist } from '../notifications/watchlist';
import {
  allowWithdrawals,
  approveDeposit,
  approveWithdrawal,
  failDeposit,
  failWithdrawal,
  postReferralBonus,
  postTradeResult,
  setWithdrawalFee,
  verifyUser,
} from '../operator/commands';
import { recordPrices } from '../prices/priceStore';
import { executeQuote, requestQuote } from '../trading/orders';
import { tradingSettings } from '../trading/settings';
import { formatQuantity, QUANTITY_SCALE, toUnits } from '../trading/tradeMath';
import { alertLevels } from './alertLevels';
import { DEMO_SEED, demoPlan, FIRST_DAY, type DemoEvent } from './plan';
import { DAY_MS, demoPriceHistory, priceText, recordPastCloses } from './priceHistory';
import { claimForSampleActivity } from './sampleActivityClaim';

/**
 * `npm run demo`'s lived-in account: a year of sample activity written into the empty demo
 * account through the same domain functions a real account's requests and the operator's
 * commands call — deposits and their approvals, the operator's trade results and a referral
 * bonus, withdrawals to a saved address and their payouts, market orders at the prices kept
 * then, a watchlist, alerts and the inbox — so every figure is the ledger's, as for anyone.
 *
 * Past dates: each domain call takes an optional `at` that only this seeder passes, stamped at
 * insert time. An UPDATE of created_at after each call is not possible honestly: the ledger,
 * trades and the asset ledger are append-only (migrations 003, 013) and the per-day totals
 * follow each insert's own date (migration 007), so a later UPDATE would be refused or leave
 * the totals on the wrong day.
 */

/** Where the sample withdrawals go: plainly not a real address. */
export const DEMO_WITHDRAWAL_ADDRESS = 'bc1qmeridiandemosampleaddressnotreal0000';

/** A read of the inbox two weeks old: what is newer is still unread. */
const READ_UP_TO_DAYS = 14;

/** The seeder types no code (the demo account has no 2FA), so no attempt is ever counted. */
const noCodeAttempts: AttemptLimiter = {
  consume: () => Promise.reject(new Error('the demo seeder never types a second-factor code')),
  refund: () => Promise.resolve(),
  reset: () => Promise.resolve(),
};

export interface SeedOptions {
  seed?: number;
  now?: Date;
}

/**
 * Seeds the demo account once: true when this call wrote the activity, false when the account
 * does not exist, already has activity or was claimed by another instance (or an earlier run).
 */
/** Who "made" the sample calls, as the security history and e-mails show it. */
const DEMO_CLIENT = { ip: '127.0.0.1', userAgent: 'Meridian demo (sample activity)' };

export async function seedDemoActivity(
  db: Database,
  config: AppConfig,
  { seed = DEMO_SEED, now = new Date() }: SeedOptions = {},
): Promise<boolean> {
  const user = await findUserByEmail(db, DEMO_EMAIL);
  if (!user) return false;
  const opened = new Date(now.getTime() - (FIRST_DAY + 1) * DAY_MS);
  if (!(await claimForSampleActivity(db, user.id, opened, now))) return false;

  const history = demoPriceHistory();
  const plan = demoPlan(seed, now, alertLevels(history));
  const limits: PendingLimits = {
    duplicateWindowSeconds: config.duplicateWindowSeconds,
    maxPending: config.maxPendingPerUser,
  };
  // The demo account has no 2FA, so no code or passkey is ever asked of these calls.
  const gate = (at: Date): SecondFactorGate => ({
    keys: twoFactorKeys(config),
    now: at.getTime(),
    attempts: noCodeAttempts,
    passkeys: { sessionId: '', relyingParty: config.relyingParty },
    client: DEMO_CLIENT,
  });
  const settings = tradingSettings(config);
  const references = new Map<string, string>();
  const reference = (key: string) => {
    const found = references.get(key);
    if (!found) throw new Error(`the demo plan decides ${key} before making it`);
    return found;
  };

  // What an operator does for a verified customer, through the operator's commands.
  await verifyUser(db, DEMO_EMAIL);
  await setWithdrawalFee(db, DEMO_EMAIL, '1.5');
  await allowWithdrawals(db, DEMO_EMAIL, true);
  await setWatchlist(db, user.id, { assets: ['BTC', 'ETH', 'LTC', 'SOL', 'BNB'] });
  await recordPastCloses(db, history, now, FIRST_DAY + 1);

  const run = async (event: DemoEvent): Promise<void> => {
    const { at } = event;
    switch (event.kind) {
      case 'deposit': {
        const { deposit } = await addDeposit(db, user.id, { amount: event.amount }, limits, at);
        references.set(event.key, deposit.reference);
        return;
      }
      case 'approve_deposit':
        return approveDeposit(db, reference(event.key), at);
      case 'fail_deposit':
        return failDeposit(db, reference(event.key), at);
      case 'trade_result':
        await postTradeResult(
          db,
          DEMO_EMAIL,
          event.amount,
          `Sample managed-trading ${event.amount.startsWith('-') ? 'loss' : 'gain'}`,
          at,
        );
        return;
      case 'referral_bonus':
        await postReferralBonus(db, DEMO_EMAIL, event.amount, 'Sample referral bonus', at);
        return;
      case 'save_address':
        await addToAddressBook(
          db,
          user.id,
          { label: 'My BTC wallet', asset: 'BTC', address: DEMO_WITHDRAWAL_ADDRESS },
          {
            gate: gate(at),
            holdHours: config.addressHoldHours,
            client: DEMO_CLIENT,
          },
          at,
        );
        return;
      case 'withdrawal': {
        const { availableCash } = await ledgerFigures(db, user.id);
        const amount = Math.floor(Number(availableCash) * event.share);
        if (amount < 20) return;
        const { withdrawal } = await submitWithdrawal(
          db,
          user.id,
          {
            amount,
            charges: 0.015,
            walletAddress: DEMO_WITHDRAWAL_ADDRESS,
            email: DEMO_EMAIL,
            exchange: 'Sample wallet',
            asset: 'BTC',
          },
          { limits, gate: gate(at), addressHoldHours: config.addressHoldHours },
          at,
        );
        references.set(event.key, withdrawal.reference);
        return;
      }
      case 'approve_withdrawal':
        return references.has(event.key)
          ? approveWithdrawal(db, reference(event.key), at)
          : undefined;
      case 'fail_withdrawal':
        return references.has(event.key) ? failWithdrawal(db, reference(event.key), at) : undefined;
      case 'buy':
      case 'sell': {
        const amount = await orderAmount(db, user.id, event);
        if (amount === null) return;
        const day = history.daysAgo(
          event.asset,
          Math.round((dayFloor(now) - dayFloor(at)) / DAY_MS),
        );
        const price = day.low + (day.high - day.low) * event.pricePoint;
        // The price job's observation the quote stands on, at the moment of the order.
        await recordPrices(db, [{ asset: event.asset, price: priceText(price), observedAt: at }]);
        const quote = await requestQuote(
          db,
          settings,
          user.id,
          { side: event.kind, asset: event.asset, amount },
          at,
          at,
        );
        const confirmed = new Date(at.getTime() + 2_000);
        await executeQuote(db, user.id, quote.quoteId, confirmed, confirmed);
        return;
      }
      case 'alert':
        await createAlert(
          db,
          user.id,
          { asset: event.asset, direction: event.direction, price: event.level },
          config.tradableAssets,
          at,
        );
        return;
      case 'price_refresh':
        await evaluateAlerts(
          db,
          [{ asset: event.asset, price: event.price, observedAt: at }],
          user.id,
        );
        return;
    }
  };
  for (const event of plan) await run(event);

  const read = await db.query<{ id: string }>(
    'SELECT id FROM notifications WHERE user_id = $1 AND created_at < $2',
    [user.id, new Date(now.getTime() - READ_UP_TO_DAYS * DAY_MS).toISOString()],
  );
  await markRead(
    db,
    user.id,
    read.map((row) => row.id),
  );
  return true;
}

const dayFloor = (moment: Date) => Math.floor(moment.getTime() / DAY_MS) * DAY_MS;

/**
 * What an order asks for: a buy spends its share of the available cash (dollars, two places),
 * a sell sells its share of the holding (8 places, down). Null when there is too little.
 */
async function orderAmount(
  db: Database,
  userId: string,
  event: Extract<DemoEvent, { kind: 'buy' | 'sell' }>,
): Promise<string | null> {
  if (event.kind === 'buy') {
    const { availableCash } = await ledgerFigures(db, userId);
    const cents = Math.floor(Number(availableCash) * 100 * event.share);
    return cents >= 5_000 ? (cents / 100).toFixed(2) : null;
  }
  const [held] = await db.query<{ quantity: string }>(
    'SELECT quantity::text AS quantity FROM holdings WHERE user_id = $1 AND asset = $2',
    [userId, event.asset],
  );
  if (!held) return null;
  const units =
    (toUnits(held.quantity, QUANTITY_SCALE) * BigInt(Math.round(event.share * 100))) / 100n;
  return units > 0n ? formatQuantity(units) : null;
}
