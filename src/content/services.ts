import type { Highlight, PageIntro } from './types';

export const servicesIntro: PageIntro = {
  title: 'Services',
  lead:
    'Everything your account includes, described plainly — what each service does and where ' +
    'to find it once you are signed in.',
};

export type ServiceKind = 'crypto' | 'stocks' | 'indices' | 'plans' | 'market' | 'payments';

export interface Service extends Highlight {
  kind: ServiceKind;
  points: readonly string[];
}

export const services: readonly Service[] = [
  {
    kind: 'crypto',
    title: 'Crypto investing',
    body: 'Put money into major cryptocurrencies and follow them with live prices.',
    points: ['Live prices from the market feed', 'Spot trading view with a real-time chart'],
  },
  {
    kind: 'stocks',
    title: 'Stock investing',
    body: 'Build positions in listed companies alongside your crypto holdings.',
    points: ['One account for crypto and stocks', 'A beginner’s guide to get started'],
  },
  {
    kind: 'indices',
    title: 'Crypto indices',
    body: 'Spread your exposure across a basket of coins instead of a single asset.',
    points: ['Rules-based diversification', 'A guide to how indices are built'],
  },
  {
    kind: 'plans',
    title: 'Investment plans',
    body: 'Four plans by investment size, each with an automated trading bot.',
    points: ['From 20 to 500 open positions', 'Signals and arbitrage on the top plan'],
  },
  {
    kind: 'market',
    title: 'Market data',
    body: 'Charts and market widgets on your dashboard to follow prices as they move.',
    points: ['BTC, ETH and LTC mini charts', 'Technical-analysis summary and advanced chart'],
  },
  {
    kind: 'payments',
    title: 'Deposits and withdrawals',
    body: 'Fund your account in crypto and withdraw to your own wallet.',
    points: [
      'Bitcoin, Ethereum, USDT, TRX, Solana and BNB',
      'Fee and net amount shown before you confirm a withdrawal',
    ],
  },
];

export const servicesCta = {
  heading: 'See what it costs',
  lead: 'Plan prices and our fee schedule are published in full.',
  action: 'View prices',
} as const;
