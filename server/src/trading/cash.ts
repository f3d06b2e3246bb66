import { ledgerFigures } from '../accounts/ledger';
import type { Queryable } from '../db/database';
import { MONEY_SCALE, toUnits } from './tradeMath';

/** A user's cash in cents (SPEC §12.3). */
export interface CashFigures {
  /** The sum of every cash ledger entry. */
  cash: bigint;
  /** cash − the amounts of pending withdrawals: what a buy may spend. */
  availableCash: bigint;
}

/**
 * Cash in constant time, from the same figures token-user shows (`ledgerFigures`), as integer
 * cents for the order arithmetic. Inside a transaction that holds the user's lock (`lockUser`),
 * nothing can change either figure until it commits.
 */
export async function cashFigures(db: Queryable, userId: string): Promise<CashFigures> {
  const figures = await ledgerFigures(db, userId);
  return {
    cash: toUnits(figures.cash, MONEY_SCALE),
    availableCash: toUnits(figures.availableCash, MONEY_SCALE),
  };
}
