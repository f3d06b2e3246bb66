import { defineNamespace } from '../catalogue';
import en from '../locales/en/market.json';

/** The market pages and widgets: ticker, charts, market table, technical analysis. */
export const marketMessages = defineNamespace('market', en);
