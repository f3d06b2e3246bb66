import { defineNamespace } from '../catalogue';
import en from '../locales/en/trading.json';

/** The Spot Trading page's order panel, holdings and last trades, and the trade history. */
export const tradingMessages = defineNamespace('trading', en);
