import type { Queryable } from '../db/database';
import { freshPrice } from '../prices/priceStore';
import type { LedgerFigures } from './ledger';

/**
 * The figures that come from the user's holdings (SPEC §12.3), beside the ledger's cash
 * figures (accounts/ledger.ts): the realized profit of their sells, part of Trade Profit, and
 * the value of what they hold at fresh prices, part of Total Equity. `holdings` is the trading
 * core's table (migration 013: one row per user and asset with its quantity and realized P/L).
 */

/**
 * Whether migration 013's `holdings` exists in this database. Until the trading core is merged
 * it does not, and a user then holds nothing and has realized nothing; once it is, this is
 * always true and the check can go (it costs one catalogue lookup per figure read).
 */
async function holdingsTableExists(db: Queryable): Promise<boolean> {
  const [row] = await db.query<{ present: boolean }>(
    `SELECT to_regclass('holdings') IS NOT NULL AS present`,
  );
  return row?.present === true;
}

/** The realized profit or loss of every sell the user made, summed (a decimal string). */
export async function realizedProfitSum(db: Queryable, userId: string): Promise<string> {
  if (!(await holdingsTableExists(db))) return '0.00';
  const [row] = await db.query<{ total: string }>(
    `SELECT COALESCE(SUM(realized_pnl), 0)::numeric(20,2)::text AS total
       FROM holdings WHERE user_id = $1`,
    [userId],
  );
  return row?.total ?? '0.00';
}

/** What the user holds now: each asset with a quantity above zero, as stored. */
async function heldQuantities(
  db: Queryable,
  userId: string,
): Promise<{ asset: string; quantity: string }[]> {
  if (!(await holdingsTableExists(db))) return [];
  return db.query<{ asset: string; quantity: string }>(
    `SELECT asset, quantity::text AS quantity FROM holdings
      WHERE user_id = $1 AND quantity > 0 ORDER BY asset`,
    [userId],
  );
}

/**
 * The user's holdings valued at fresh prices: the sum of each holding's quantity × price to
 * the cent (half-up, as GET /holdings rounds each value), "0.00" when nothing is held, and
 * null when any held asset's price is missing or stale — never a guess (SPEC §12.3).
 */
export async function holdingsValue(
  db: Queryable,
  userId: string,
  priceMaxAgeSeconds: number,
  now: Date = new Date(),
): Promise<string | null> {
  const held = await heldQuantities(db, userId);
  const prices: string[] = [];
  for (const { asset } of held) {
    const price = await freshPrice(db, asset, priceMaxAgeSeconds, now);
    if (!price) return null;
    prices.push(price.price);
  }
  const [row] = await db.query<{ value: string }>(
    `SELECT COALESCE(SUM((q::numeric * p::numeric)::numeric(20,2)), 0)::numeric(20,2)::text AS value
       FROM unnest($1::text[], $2::text[]) AS held(q, p)`,
    [held.map((holding) => holding.quantity), prices],
  );
  return row?.value ?? '0.00';
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
  ledger: Pick<LedgerFigures, 'cash' | 'tradeResults'>,
  priceMaxAgeSeconds: number,
  now: Date = new Date(),
): Promise<FiguresWithHoldings> {
  const realized = await realizedProfitSum(db, userId);
  const value = await holdingsValue(db, userId, priceMaxAgeSeconds, now);
  // Summed in SQL on exact NUMERIC values; a null value (stale price) makes the equity null.
  const [row] = await db.query<FiguresWithHoldings>(
    `SELECT ($1::numeric + $2::numeric)::numeric(20,2)::text AS "tradeProfit",
            ($3::numeric + $4::numeric)::numeric(20,2)::text AS "totalEquity"`,
    [ledger.tradeResults, realized, ledger.cash, value],
  );
  if (!row) throw new Error('figures query returned no row');
  return row;
}
