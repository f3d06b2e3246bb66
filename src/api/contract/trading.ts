import Type, { type Static } from 'typebox';
import {
  BEARER,
  CONTRACT_KEYWORDS,
  Day,
  DecimalString,
  endpoint,
  errors,
  NextCursor,
  PageCursor,
  PageLimit,
  Text,
  Timestamp,
} from './common';
import { HISTORY_PAGE_MAX_LIMIT, TRADE_SIDES } from './constants';

/**
 * Spot trading (SPEC §12.1–§12.3): the prices the server trusts, quote → execute market orders,
 * the trade history and the user's holdings. Every money value and quantity is a plain decimal
 * string, so no binary float touches the arithmetic on either side: money with two places
 * ("1234.50"), quantities with up to 8 ("0.01234567"), prices and average costs with up to 8.
 */

/** A quantity of an asset: a plain decimal with up to 8 places, as the server keeps it. */
export const QuantityString = (description?: string) =>
  Type.String({
    pattern: '^-?\\d+(\\.\\d{1,8})?$',
    description: description ?? 'A plain decimal with up to 8 places: "0.01234567".',
  });

/** A USD price per unit: a plain decimal with up to 8 places ("67012.5", "0.1234"). */
export const PriceString = (description?: string) =>
  Type.String({
    pattern: '^\\d+(\\.\\d{1,8})?$',
    description: description ?? 'USD per unit, a plain decimal with up to 8 places.',
  });

const nullable = <T extends ReturnType<typeof Type.String>>(schema: T, description: string) =>
  Type.Unsafe<string | null>({ ...schema, type: ['string', 'null'], description });

/** An asset symbol as the market feed names it (`BTC`), trimmed and upper-cased by the client. */
export const AssetSymbol = () =>
  Text({ max: 12, pattern: '^[A-Z0-9]{1,12}$', messages: { pattern: 'asset_symbol_invalid' } });

export const TradeSide = Type.Enum(TRADE_SIDES, {
  type: 'string',
  [CONTRACT_KEYWORDS.messages]: { enum: 'field_one_of_list' },
});
export type TradeSide = Static<typeof TradeSide>;

// ——— Prices (§12.1) ———

export const AssetPrice = Type.Object({
  asset: Type.String(),
  price: nullable(PriceString(), 'The last price kept; null when none was ever observed.'),
  asOf: Type.Unsafe<string | null>({
    type: ['string', 'null'],
    format: 'date-time',
    description: 'When that price was observed; null when none was.',
  }),
  stale: Type.Boolean({
    description: 'Older than PRICE_MAX_AGE_SECONDS (or none): nothing is quoted or valued on it.',
  }),
});
export type AssetPrice = Static<typeof AssetPrice>;

export const PricesResponse = Type.Object({
  prices: Type.Array(AssetPrice),
  synthetic: Type.Boolean({
    description:
      'The prices come from the offline feed (MARKET_DATA=fixtures): a synthetic replay, not a ' +
      'market. The app says so beside every price it shows from here.',
  }),
});
export type PricesResponse = Static<typeof PricesResponse>;

// ——— Quotes and orders (§12.2) ———

/**
 * A buy's dollars to spend (fee included, at most 2 decimals) or a sell's quantity (at most 8).
 * A decimal string, or a JSON number whose shortest form is one; the side decides the places,
 * so the server checks them (400, never rounded).
 */
const TradeAmount = Type.Unsafe<string | number>({
  type: ['string', 'number'],
  maxLength: 40,
  description:
    'Buy: dollars to spend, fee included (≤ 2 decimals). Sell: quantity (≤ 8 decimals). ' +
    'A decimal string such as "250.00"; a JSON number is accepted too. No exponents.',
  examples: ['250.00', '0.015'],
});

export const QuoteRequest = Type.Object({
  side: TradeSide,
  asset: AssetSymbol(),
  amount: TradeAmount,
});
export type QuoteRequest = Static<typeof QuoteRequest>;

export const Quote = Type.Object({
  quoteId: Type.String(),
  side: TradeSide,
  asset: Type.String(),
  price: PriceString('The price this quote trades at.'),
  quantity: QuantityString('Bought or sold, rounded down to 8 decimals.'),
  subtotal: DecimalString('Buy: amount − fee. Sell: quantity × price.'),
  feePercent: Type.String({ description: 'TRADE_FEE_PERCENT, e.g. "0.5".' }),
  fee: DecimalString('To the cent, half-up.'),
  total: DecimalString('Buy: cash leaving (the amount). Sell: cash arriving (subtotal − fee).'),
  expiresAt: Timestamp('After this the quote cannot be executed (409).'),
});
export type Quote = Static<typeof Quote>;

export const ExecuteRequest = Type.Object({ quoteId: Text({ max: 64 }) });
export type ExecuteRequest = Static<typeof ExecuteRequest>;

export const Trade = Type.Object({
  _id: Type.String(),
  reference: Type.String(),
  side: TradeSide,
  asset: Type.String(),
  price: PriceString(),
  quantity: QuantityString(),
  subtotal: DecimalString(),
  fee: DecimalString(),
  total: DecimalString(),
  createdAt: Timestamp(),
  realizedPnl: Type.Unsafe<string | null>({
    type: ['string', 'null'],
    pattern: '^-?\\d+\\.\\d{2}$',
    description: "A sell's realized profit (total − quantity × average cost); null for a buy.",
  }),
});
export type Trade = Static<typeof Trade>;

export const TradeResponse = Type.Object({ trade: Trade });
export type TradeResponse = Static<typeof TradeResponse>;

export const TradesQuery = Type.Object(
  {
    limit: PageLimit({ max: HISTORY_PAGE_MAX_LIMIT, default: 20 }),
    cursor: PageCursor(),
    from: Type.Optional(Day()),
    to: Type.Optional(Day()),
    asset: Type.Optional(AssetSymbol()),
    side: Type.Optional(TradeSide),
  },
  { dependencies: { cursor: ['limit'] } },
);
export type TradesQuery = Static<typeof TradesQuery>;

export const TradesPage = Type.Object({
  trades: Type.Array(Trade),
  nextCursor: NextCursor(),
  total: Type.Integer({ description: 'Trades matching the filters, across all pages.' }),
});
export type TradesPage = Static<typeof TradesPage>;

// ——— Holdings (§12.3) ———

export const Holding = Type.Object({
  asset: Type.String(),
  quantity: QuantityString(),
  averageCost: PriceString('Weighted average price paid per unit, buy fees included.'),
  price: nullable(PriceString(), 'The current price; null when stale.'),
  asOf: Type.Unsafe<string | null>({
    type: ['string', 'null'],
    format: 'date-time',
    description: 'When that price was observed.',
  }),
  value: nullable(DecimalString(), 'quantity × price; null when the price is stale.'),
  unrealizedPnl: nullable(
    DecimalString(),
    'value − quantity × averageCost; null when the price is stale.',
  ),
});
export type Holding = Static<typeof Holding>;

/** What the sells of one asset realized, all time (kept by the server as it trades). */
export const RealizedProfit = Type.Object({
  asset: Type.String(),
  realizedPnl: DecimalString(
    'The sum of every sell’s realized profit or loss on this asset (SPEC §12.3), sold-out included.',
  ),
});
export type RealizedProfit = Static<typeof RealizedProfit>;

export const HoldingsResponse = Type.Object({
  cash: DecimalString('The sum of every cash ledger entry.'),
  availableCash: DecimalString('cash − pending withdrawals: what a buy or a withdrawal may use.'),
  holdings: Type.Array(Holding),
  holdingsValue: nullable(DecimalString(), 'Sum of the values; null when any price is stale.'),
  totalEquity: nullable(DecimalString(), 'cash + holdingsValue; null when any price is stale.'),
  realized: Type.Array(RealizedProfit, {
    description:
      'Per asset, in asset order, what its sells realized (assets whose sells made or lost ' +
      'something). With the trade results, their sum is Trade Profit (SPEC §12.0).',
  }),
});
export type HoldingsResponse = Static<typeof HoldingsResponse>;

const TAGS = ['Trading'];

export const tradingEndpoints = {
  prices: endpoint('GET', '/prices', {
    summary: 'The last price the server kept for each tradable asset',
    tags: TAGS,
    response: { 200: PricesResponse, ...errors(429) },
  }),
  quote: endpoint('POST', '/trade/quote', {
    summary: 'A price for a market order, valid QUOTE_TTL_SECONDS',
    tags: TAGS,
    security: BEARER,
    body: QuoteRequest,
    response: { 200: Quote, ...errors(400, 401, 429, 503) },
  }),
  execute: endpoint('POST', '/trade/execute', {
    summary: 'Executes a quote at its price; the same quote again returns the same trade',
    tags: TAGS,
    security: BEARER,
    body: ExecuteRequest,
    response: {
      201: TradeResponse,
      200: { ...TradeResponse, description: 'This quote was executed before: the same trade.' },
      ...errors(400, 401, 404, 409, 429, 503),
    },
  }),
  trades: endpoint('GET', '/trades', {
    summary: 'The signed-in user’s trades, newest first, one page at a time',
    tags: TAGS,
    security: BEARER,
    querystring: TradesQuery,
    response: { 200: TradesPage, ...errors(400, 401, 429) },
  }),
  holdings: endpoint('GET', '/holdings', {
    summary: 'Cash, available cash and each holding valued at the current price',
    tags: TAGS,
    security: BEARER,
    response: { 200: HoldingsResponse, ...errors(401, 429) },
  }),
};
