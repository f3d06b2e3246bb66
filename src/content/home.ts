import { config } from '../config/config';
import type { PageIntro } from './types';

const name = config.productName;

// Only what the home page's first render shows; the sections below it (a chunk loaded later)
// read theirs from homeMore.ts, so their text is not downloaded before the page can paint.

export const homeHero: PageIntro = {
  title: `Invest in crypto and stocks with ${name}`,
  lead:
    'Open an account, fund it in crypto and follow your balances, deposits and withdrawals in ' +
    'one place — with live market prices and every fee shown before you confirm.',
};

export const heroImageAlt =
  'Illustration of a live candlestick price chart with a Bitcoin price card';

export const marketStatsIntro = {
  heading: 'The crypto market today',
  caption: 'Live figures from our market data provider.',
  unavailable: 'Live market figures are unavailable right now.',
} as const;
