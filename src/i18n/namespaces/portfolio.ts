import { defineNamespace } from '../catalogue';
import en from '../locales/en/portfolio.json';

/** The dashboard's Performance section: its ranges, legend, chart and text summary. */
export const portfolioMessages = defineNamespace('portfolio', en);
export type PortfolioKey = keyof typeof portfolioMessages.en;
