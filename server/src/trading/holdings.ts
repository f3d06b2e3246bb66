import type { Holding, HoldingsResponse } from '../../../src/api/contract';
import type { Queryable } from '../db/database';
import { keptPrices } from '../prices/priceStore';
import { cashFigures } from './cash';
import type { TradingSettings } from './settings';
import {
  averageCost,
  COST_SCALE,
  costCents,
  formatMoney,
  formatPrice,
  formatQuantity,
  PRICE_SCALE,
  QUANTITY_SCALE,
  toUnits,
  valueCents,
} from './tradeMath';

/**
 * `GET /holdings` (SPEC §12.3): cash, available cash and each position valued at the current
 * price. Reads the kept cash totals, one `holdings` row per asset and one price per asset, so
 * its cost does not grow with the number of trades. A stale price values nothing: that
 * holding's price, value and P/L are null, and so are the sums that would need it.
 */
export async function holdingsOf(
  db: Queryable,
  settings: Pick<TradingSettings, 'priceMaxAgeSeconds'>,
  userId: string,
  now: Date,
): Promise<HoldingsResponse> {
  const [cash, rows] = await Promise.all([
    cashFigures(db, userId),
    db.query<{ asset: string; quantity: string; cost_basis: string }>(
      `SELECT asset, quantity::text AS quantity, cost_basis::text AS cost_basis
         FROM holdings WHERE user_id = $1 AND quantity > 0 ORDER BY asset`,
      [userId],
    ),
  ]);
  const prices = new Map(
    (
      await keptPrices(
        db,
        rows.map((row) => row.asset),
        settings.priceMaxAgeSeconds,
        now,
      )
    ).map((kept) => [kept.asset, kept]),
  );

  let holdingsValue: bigint | null = 0n;
  const holdings = rows.map((row): Holding => {
    const position = {
      quantity: toUnits(row.quantity, QUANTITY_SCALE),
      costBasis: toUnits(row.cost_basis, COST_SCALE),
    };
    const kept = prices.get(row.asset);
    const shown = {
      asset: row.asset,
      quantity: formatQuantity(position.quantity),
      averageCost: formatPrice(averageCost(position)),
      asOf: kept ? kept.asOf.toISOString() : null,
    };
    if (!kept || kept.stale) {
      holdingsValue = null;
      return { ...shown, price: null, value: null, unrealizedPnl: null };
    }
    const value = valueCents(position.quantity, toUnits(kept.price, PRICE_SCALE));
    if (holdingsValue !== null) holdingsValue += value;
    return {
      ...shown,
      price: kept.price,
      value: formatMoney(value),
      // value − quantity × averageCost, where quantity × averageCost is the cost itself
      // (the shown average is rounded to 8 places; the cost is exact).
      unrealizedPnl: formatMoney(value - costCents(position.costBasis)),
    };
  });
  const valued: bigint | null = holdingsValue;
  return {
    cash: formatMoney(cash.cash),
    availableCash: formatMoney(cash.availableCash),
    holdings,
    holdingsValue: valued === null ? null : formatMoney(valued),
    totalEquity: valued === null ? null : formatMoney(cash.cash + valued),
  };
}
