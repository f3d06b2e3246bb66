/**
 * The pairs the widgets know: the market feed's coin id (REST history and snapshot, quoted in USD)
 * and the exchange symbol of the real-time stream (quoted in USDT).
 */
export interface MarketPair {
  label: string;
  coinId: string;
  streamSymbol: string;
  name: string;
}

export const MARKET_PAIRS = {
  'BTC/USD': { label: 'BTC/USD', coinId: 'bitcoin', streamSymbol: 'BTCUSDT', name: 'Bitcoin' },
  'ETH/USD': { label: 'ETH/USD', coinId: 'ethereum', streamSymbol: 'ETHUSDT', name: 'Ethereum' },
  'LTC/USDT': { label: 'LTC/USDT', coinId: 'litecoin', streamSymbol: 'LTCUSDT', name: 'Litecoin' },
} as const satisfies Record<string, MarketPair>;

export type MarketSymbol = keyof typeof MARKET_PAIRS;
export const MARKET_SYMBOLS = Object.keys(MARKET_PAIRS) as MarketSymbol[];
