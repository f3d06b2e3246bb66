import type { Trade, TradeSide } from '../../../src/api/contract';
import { plainDecimal } from '../prices/priceStore';

/** A `trades` row as both drivers return it: NUMERIC as text, timestamps as Date. */
export interface TradeRow {
  id: string;
  reference: string;
  side: TradeSide;
  asset: string;
  price: string;
  quantity: string;
  subtotal: string;
  fee: string;
  total: string;
  realized_pnl: string | null;
  created_at: Date;
}

/** The columns a trade is shown with. */
export const TRADE_COLUMNS =
  'id, reference, side, asset, price::text AS price, quantity::text AS quantity, ' +
  'subtotal::text AS subtotal, fee::text AS fee, total::text AS total, ' +
  'realized_pnl::text AS realized_pnl, created_at';

/** Prices and quantities in their shortest form ("0.5"), money with its two places. */
export function toApiTrade(row: TradeRow): Trade {
  return {
    _id: row.id,
    reference: row.reference,
    side: row.side,
    asset: row.asset,
    price: plainDecimal(row.price),
    quantity: plainDecimal(row.quantity),
    subtotal: row.subtotal,
    fee: row.fee,
    total: row.total,
    createdAt: row.created_at.toISOString(),
    realizedPnl: row.realized_pnl,
  };
}
