import type { Holding, HoldingsResponse, RealizedProfit } from '../../../src/api/contract';
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
  MONEY_SCALE,
  PRICE_SCALE,
  QUANTITY_SCALE,
  toUnits,
  valueCents,
} from './tradeMath';

/** The user's positions valued at fresh prices, and what their sells realized. */
export interface ValuedHoldings {
  /** Each asset held (quantity above zero), in asset order. */
  holdings: Holding[];
  /** The sum of the values in cents; null when any held asset's price is stale or missing. */
  valueCents: bigint | null;
  /** The realized profit or loss of every sell, in cents (sold-out assets included). */
  realizedCents: bigint;
  /** The same per asset, in asset order, leaving out assets whose sells realized nothing. */
  realized: RealizedProfit[];
}

/**
 * The user's `holdings` rows (one per asset ever traded, so a handful) valued at fresh prices:
 * its cost does not grow with the number of trades. A stale price values nothing: that
 * holding's price, value and P/L are null, and so is the sum that would need it.
 */
export async function valuedHoldings(
  db: Queryable,
  settings: Pick<TradingSettings, 'priceMaxAgeSeconds'>,
  userId: string,
  now: Date,
): Promise<ValuedHoldings> {
  const rows = await db.query<{
    asset: string;
    quantity: string;
    cost_basis: string;
    realized_pnl: string;
  }>(
    `SELECT asset, quantity::text AS quantity, cost_basis::text AS cost_basis,
            realized_pnl::text AS realized_pnl
       FROM holdings WHERE user_id = $1 ORDER BY asset`,
    [userId],
  );
  const realized = rows
    .map((row) => ({ asset: row.asset, cents: toUnits(row.realized_pnl, MONEY_SCALE) }))
    .filter((row) => row.cents !== 0n);
  const realizedCents = realized.reduce((sum, row) => sum + row.cents, 0n);
  const held = rows.filter((row) => toUnits(row.quantity, QUANTITY_SCALE) > 0n);
  const prices = new Map(
    (
      await keptPrices(
        db,
        held.map((row) => row.asset),
        settings.priceMaxAgeSeconds,
        now,
      )
    ).map((kept) => [kept.asset, kept]),
  );

  let valueSum: bigint | null = 0n;
  const holdings = held.map((row): Holding => {
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
      valueSum = null;
      return { ...shown, price: null, value: null, unrealizedPnl: null };
    }
    const value = valueCents(position.quantity, toUnits(kept.price, PRICE_SCALE));
    if (valueSum !== null) valueSum += value;
    return {
      ...shown,
      price: kept.price,
      value: formatMoney(value),
      // value − quantity × averageCost, where quantity × averageCost is the cost itself
      // (the shown average is rounded to 8 places; the cost is exact).
      unrealizedPnl: formatMoney(value - costCents(position.costBasis)),
    };
  });
  return {
    holdings,
    valueCents: valueSum,
    realizedCents,
    realized: realized.map((row) => ({ asset: row.asset, realizedPnl: formatMoney(row.cents) })),
  };
}

/**
 * `GET /holdings` (SPEC §12.3): cash, available cash and each position valued at the current
 * price. Reads the kept cash totals, one `holdings` row per asset and one price per asset, so
 * its cost does not grow with the number of trades.
 */
export async function holdingsOf(
  db: Queryable,
  settings: Pick<TradingSettings, 'priceMaxAgeSeconds'>,
  userId: string,
  now: Date,
): Promise<HoldingsResponse> {
  const [cash, valued] = await Promise.all([
    cashFigures(db, userId),
    valuedHoldings(db, settings, userId, now),
  ]);
  return {
    cash: formatMoney(cash.cash),
    availableCash: formatMoney(cash.availableCash),
    holdings: valued.holdings,
    holdingsValue: valued.valueCents === null ? null : formatMoney(valued.valueCents),
    totalEquity: valued.valueCents === null ? null : formatMoney(cash.cash + valued.valueCents),
    realized: valued.realized,
  };
}
