import { randomUUID } from 'node:crypto';
import type { Quote, QuoteRequest, Trade, TradeSide } from '../../../src/api/contract';
import { postLedgerEntry, type LedgerEntryInput } from '../accounts/ledger';
import { newReference } from '../accounts/references';
import { lockUser } from '../accounts/users';
import type { Database, Queryable } from '../db/database';
import { DomainError } from '../domainError';
import { notify } from '../notifications/notify';
import { freshPrice, freshPriceAt, plainDecimal } from '../prices/priceStore';
import { cashFigures } from './cash';
import type { TradingSettings } from './settings';
import {
  afterBuy,
  afterSell,
  buyFigures,
  COST_SCALE,
  feePercentUnits,
  formatCost,
  formatMoney,
  formatPrice,
  formatQuantity,
  MONEY_SCALE,
  parseOrderAmount,
  PRICE_SCALE,
  QUANTITY_SCALE,
  sellFigures,
  toUnits,
  type OrderFigures,
  type Position,
} from './tradeMath';
import { toApiTrade, TRADE_COLUMNS, type TradeRow } from './tradeRecords';

/**
 * Market orders (SPEC §12.2): a quote fixes the price and every figure for QUOTE_TTL_SECONDS;
 * executing it moves the cash and the asset at exactly those figures, once.
 */

/** A buy's amount is dollars (cents); a sell's a quantity (units of 1e-8). */
const AMOUNT_PLACES: Record<TradeSide, number> = { buy: MONEY_SCALE, sell: QUANTITY_SCALE };

function orderAmount(side: TradeSide, amount: string | number): bigint {
  const parsed = parseOrderAmount(amount, AMOUNT_PLACES[side]);
  if (parsed.ok) return parsed.units;
  switch (parsed.problem) {
    case 'malformed':
      throw new DomainError('invalid', 'trade_amount_malformed');
    case 'not_positive':
      throw new DomainError('invalid', 'trade_amount_not_positive');
    case 'too_precise':
      throw new DomainError(
        'invalid',
        side === 'buy' ? 'buy_amount_too_precise' : 'sell_amount_too_precise',
      );
    case 'too_large':
      throw new DomainError('invalid', 'trade_amount_too_large', {
        values: { digits: parsed.digits },
      });
  }
}

function requireTradable(asset: string, settings: TradingSettings): void {
  if (!settings.tradableAssets.includes(asset)) {
    throw new DomainError('invalid', 'asset_not_tradable', {
      values: { asset, assets: settings.tradableAssets.join(', ') },
    });
  }
}

/** The user's position in `asset` (zero when they never held it). */
async function positionOf(db: Queryable, userId: string, asset: string): Promise<Position> {
  const [row] = await db.query<{ quantity: string; cost_basis: string }>(
    `SELECT quantity::text AS quantity, cost_basis::text AS cost_basis
       FROM holdings WHERE user_id = $1 AND asset = $2`,
    [userId, asset],
  );
  return row
    ? {
        quantity: toUnits(row.quantity, QUANTITY_SCALE),
        costBasis: toUnits(row.cost_basis, COST_SCALE),
      }
    : { quantity: 0n, costBasis: 0n };
}

/**
 * Refuses an order the account cannot pay for now: a buy above the available cash, a sell
 * above the holding. Asked at quote time and again, under the user's lock, at execution.
 */
async function requireCover(
  db: Queryable,
  userId: string,
  order: { side: TradeSide; asset: string; quantity: bigint; totalCents: bigint },
): Promise<Position> {
  const position = await positionOf(db, userId, order.asset);
  if (order.side === 'buy') {
    const { availableCash } = await cashFigures(db, userId);
    if (order.totalCents > availableCash) throw new DomainError('invalid', 'not_enough_cash');
  } else if (order.quantity > position.quantity) {
    throw new DomainError('invalid', 'not_enough_asset', { values: { asset: order.asset } });
  }
  return position;
}

/** `POST /trade/quote`: prices an order at the latest fresh price and keeps the quote. */
export async function requestQuote(
  db: Queryable,
  settings: TradingSettings,
  userId: string,
  request: QuoteRequest,
  now: Date,
  /**
   * A backdated quote of the demo's sample history (server/src/demo): priced at the price
   * kept at `at`, expiring QUOTE_TTL_SECONDS after it. A real quote is made now.
   */
  at?: Date,
): Promise<Quote> {
  const { side, asset } = request;
  const amount = orderAmount(side, request.amount);
  requireTradable(asset, settings);
  const kept = at
    ? await freshPriceAt(db, asset, settings.priceMaxAgeSeconds, at)
    : await freshPrice(db, asset, settings.priceMaxAgeSeconds, now);
  if (!kept) throw new DomainError('unavailable', 'prices_unavailable');

  const price = toUnits(kept.price, PRICE_SCALE);
  const feePercent = feePercentUnits(settings.feePercent);
  const figures: OrderFigures =
    side === 'buy' ? buyFigures(amount, price, feePercent) : sellFigures(amount, price, feePercent);
  await requireCover(db, userId, { side, asset, ...figures });
  // A buy too small for one unit of 1e-8, or a sell worth less than a cent after its fee,
  // would move money or the asset for nothing.
  if (figures.quantity <= 0n || figures.totalCents <= 0n) {
    throw new DomainError('invalid', 'trade_too_small');
  }

  const quote: Quote = {
    quoteId: randomUUID(),
    side,
    asset,
    price: formatPrice(price),
    quantity: formatQuantity(figures.quantity),
    subtotal: formatMoney(figures.subtotalCents),
    feePercent: settings.feePercent,
    fee: formatMoney(figures.feeCents),
    total: formatMoney(figures.totalCents),
    expiresAt: new Date((at ?? now).getTime() + settings.quoteTtlSeconds * 1000).toISOString(),
  };
  await db.query(
    `INSERT INTO quotes (id, user_id, side, asset, price, quantity, subtotal, fee_percent, fee,
                         total, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
    [
      quote.quoteId,
      userId,
      side,
      asset,
      quote.price,
      quote.quantity,
      quote.subtotal,
      quote.feePercent,
      quote.fee,
      quote.total,
      quote.expiresAt,
    ],
  );
  return quote;
}

interface QuoteRow {
  id: string;
  side: TradeSide;
  asset: string;
  price: string;
  quantity: string;
  subtotal: string;
  fee: string;
  total: string;
  fee_percent: string;
  expires_at: Date;
  trade_id: string | null;
}

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * `POST /trade/execute`: the quote's trade, made now or found from before (`created: false`:
 * a retry after a lost answer, or the loser of two executions at once, moves nothing).
 *
 * One transaction: the quote row is locked first, so a second execution of it waits and then
 * finds the trade; then the user, as every money-changing request does (withdrawals too), so
 * the cash and holding re-checked here cannot change before the commit on any instance.
 */
export async function executeQuote(
  db: Database,
  userId: string,
  quoteId: string,
  now: Date,
  /** A backdated execution of the demo's sample history (see requestQuote), stamped `at`. */
  at?: Date,
): Promise<{ trade: Trade; created: boolean }> {
  if (!UUID_PATTERN.test(quoteId)) throw new DomainError('not_found', 'quote_not_found');
  return db.transaction(async (tx) => {
    const [quote] = await tx.query<QuoteRow>(
      `SELECT id, side, asset, price::text AS price, quantity::text AS quantity,
              subtotal::text AS subtotal, fee::text AS fee, total::text AS total,
              fee_percent::text AS fee_percent, expires_at, trade_id
         FROM quotes WHERE id = $1 AND user_id = $2 FOR UPDATE`,
      [quoteId, userId],
    );
    if (!quote) throw new DomainError('not_found', 'quote_not_found');
    if (quote.trade_id !== null) {
      const [done] = await tx.query<TradeRow>(`SELECT ${TRADE_COLUMNS} FROM trades WHERE id = $1`, [
        quote.trade_id,
      ]);
      if (!done) throw new Error(`quote ${quote.id} names a trade that does not exist`);
      return { trade: toApiTrade(done), created: false };
    }
    if (quote.expires_at.getTime() <= (at ?? now).getTime()) {
      throw new DomainError('conflict', 'quote_expired');
    }

    await lockUser(tx, userId);
    const order = {
      side: quote.side,
      asset: quote.asset,
      quantity: toUnits(quote.quantity, QUANTITY_SCALE),
      subtotalCents: toUnits(quote.subtotal, MONEY_SCALE),
      feeCents: toUnits(quote.fee, MONEY_SCALE),
      totalCents: toUnits(quote.total, MONEY_SCALE),
    };
    const position = await requireCover(tx, userId, order);
    const moved =
      order.side === 'buy'
        ? { position: afterBuy(position, order.quantity, order.totalCents), realizedCents: null }
        : afterSell(position, order.quantity, order.totalCents);

    const tradeId = randomUUID();
    const reference = newReference('ORD');
    const [trade] = await tx.query<TradeRow>(
      `INSERT INTO trades (id, reference, user_id, quote_id, side, asset, price, quantity,
                           subtotal, fee, total, realized_pnl, created_at)
       SELECT $1, $2, user_id, id, side, asset, price, quantity, subtotal, fee, total, $4,
              COALESCE($5::timestamptz, clock_timestamp())
         FROM quotes WHERE id = $3
       RETURNING ${TRADE_COLUMNS}`,
      [
        tradeId,
        reference,
        quote.id,
        moved.realizedCents === null ? null : formatMoney(moved.realizedCents),
        at ?? null,
      ],
    );
    if (!trade) throw new Error('trade insert returned no row');
    await tx.query('UPDATE quotes SET trade_id = $1 WHERE id = $2', [tradeId, quote.id]);

    const percent = plainDecimal(quote.fee_percent);
    const entries: LedgerEntryInput[] = [
      {
        userId,
        kind: order.side === 'buy' ? 'trade_buy' : 'trade_sell',
        amount: formatMoney(order.side === 'buy' ? -order.subtotalCents : order.subtotalCents),
        reason: `${order.side === 'buy' ? 'Bought' : 'Sold'} ${plainDecimal(quote.quantity)} ${order.asset} at ${plainDecimal(quote.price)}`,
        reference,
        at,
      },
      {
        userId,
        kind: 'trade_fee',
        amount: formatMoney(-order.feeCents),
        reason: `Trade fee (${percent}%)`,
        reference,
        at,
      },
    ];
    // A fee rounded to 0.00 is no balance change, so it is no entry (as with withdrawals).
    for (const entry of entries) if (entry.amount !== '0.00') await postLedgerEntry(tx, entry);
    await tx.query(
      `INSERT INTO asset_ledger (user_id, asset, quantity, trade_id, created_at)
       VALUES ($1, $2, $3, $4, COALESCE($5::timestamptz, clock_timestamp()))`,
      [
        userId,
        order.asset,
        formatQuantity(order.side === 'buy' ? order.quantity : -order.quantity),
        tradeId,
        at ?? null,
      ],
    );
    await tx.query(
      `INSERT INTO holdings AS h (user_id, asset, quantity, cost_basis, realized_pnl)
       VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (user_id, asset) DO UPDATE SET
         quantity = EXCLUDED.quantity,
         cost_basis = EXCLUDED.cost_basis,
         realized_pnl = h.realized_pnl + EXCLUDED.realized_pnl`,
      [
        userId,
        order.asset,
        formatQuantity(moved.position.quantity),
        formatCost(moved.position.costBasis),
        formatMoney(moved.realizedCents ?? 0n),
      ],
    );
    const executed = toApiTrade(trade);
    // In the trade's transaction (the outbox): a retried execution returns above, untold.
    await notify(
      tx,
      userId,
      {
        kind: 'trade_executed',
        details: {
          reference: executed.reference,
          side: executed.side,
          asset: executed.asset,
          quantity: executed.quantity,
          price: executed.price,
          total: executed.total,
        },
      },
      { at },
    );
    return { trade: executed, created: true };
  });
}
