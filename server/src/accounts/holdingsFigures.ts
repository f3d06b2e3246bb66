import type { Queryable } from '../db/database';
import { holdingsOf } from '../trading/holdings';
import type { LedgerFigures } from './ledger';

/**
 * The figures that come from the user's holdings (SPEC §12.3), beside the ledger's cash
 * figures (accounts/ledger.ts): the realized profit of their sells, part of Trade Profit, and
 * the value of what they hold at fresh prices, part of Total Equity. `holdings` is the trading
 * core's table (migration 013: one row per user and asset with its quantity and realized P/L),
 * valued by the trading core's `holdingsOf`.
 */

/** The realized profit or loss of every sell the user made, summed (a decimal string). */
export async function realizedProfitSum(db: Queryable, userId: string): Promise<string> {
  const [row] = await db.query<{ total: string }>(
    `SELECT COALESCE(SUM(realized_pnl), 0)::numeric(20,2)::text AS total
       FROM holdings WHERE user_id = $1`,
    [userId],
  );
  return row?.total ?? '0.00';
}

/** Token-user's figures that add the holdings to the ledger's (decimal strings). */
export interface FiguresWithHoldings {
  /** The operator's trade results + the realized profit of the user's sells (SPEC §12.0). */
  tradeProfit: string;
  /** Cash + holdings at fresh prices; null when a held asset's price is stale (SPEC §12.3). */
  totalEquity: string | null;
}

export async function figuresWithHoldings(
  db: Queryable,
  userId: string,
  ledger: Pick<LedgerFigures, 'tradeResults'>,
  priceMaxAgeSeconds: number,
  now: Date = new Date(),
): Promise<FiguresWithHoldings> {
  const realized = await realizedProfitSum(db, userId);
  // The same valuation GET /holdings answers with, so the two never disagree by a cent.
  const { totalEquity } = await holdingsOf(db, { priceMaxAgeSeconds }, userId, now);
  // Summed in SQL on exact NUMERIC values.
  const [row] = await db.query<{ tradeProfit: string }>(
    `SELECT ($1::numeric + $2::numeric)::numeric(20,2)::text AS "tradeProfit"`,
    [ledger.tradeResults, realized],
  );
  if (!row) throw new Error('figures query returned no row');
  return { tradeProfit: row.tradeProfit, totalEquity };
}
