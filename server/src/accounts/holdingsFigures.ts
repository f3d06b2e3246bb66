import type { Queryable } from '../db/database';
import { valuedHoldings } from '../trading/holdings';
import { formatMoney, MONEY_SCALE, toUnits } from '../trading/tradeMath';
import type { LedgerFigures } from './ledger';

/**
 * The figures that come from the user's holdings (SPEC §12.3), beside the ledger's cash
 * figures (accounts/ledger.ts): the realized profit of their sells, part of Trade Profit, and
 * the value of what they hold at fresh prices, part of Total Equity. `holdings` is the trading
 * core's table (migration 013: one row per user and asset with its quantity and realized P/L),
 * valued by the trading core's `valuedHoldings`.
 */

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
  ledger: Pick<LedgerFigures, 'tradeResults' | 'cash'>,
  priceMaxAgeSeconds: number,
  now: Date,
): Promise<FiguresWithHoldings> {
  // The same valuation GET /holdings answers with, so the two never disagree by a cent.
  const valued = await valuedHoldings(db, { priceMaxAgeSeconds }, userId, now);
  const tradeProfit = toUnits(ledger.tradeResults, MONEY_SCALE) + valued.realizedCents;
  return {
    tradeProfit: formatMoney(tradeProfit),
    totalEquity:
      valued.valueCents === null
        ? null
        : formatMoney(toUnits(ledger.cash, MONEY_SCALE) + valued.valueCents),
  };
}
