import type { Highlight } from './types';

/** The home page's sections below the first screen (see home.ts). */
export type InvestmentKind = 'stocks' | 'crypto' | 'indices';

export interface InvestmentCard extends Highlight {
  kind: InvestmentKind;
  guideLabel: string;
}

export const investmentIntro = {
  heading: 'What you can invest in',
  lead: 'Three ways to put money to work, each with a plain-language guide to read first.',
} as const;

export const investmentCards: readonly InvestmentCard[] = [
  {
    kind: 'stocks',
    title: 'Stocks',
    body:
      'Shares in listed companies. Build positions in businesses you understand and follow ' +
      'how they move over time.',
    guideLabel: 'Read the stocks guide',
  },
  {
    kind: 'crypto',
    title: 'Cryptocurrencies',
    body:
      'Bitcoin, Ethereum and other major coins, with live prices from the market feed. Crypto ' +
      'prices can move sharply in either direction.',
    guideLabel: 'Read the crypto guide',
  },
  {
    kind: 'indices',
    title: 'Crypto Indices',
    body:
      'A basket of coins instead of a single bet. An index spreads your exposure across ' +
      'several assets and is rebalanced by its rules, not by hunches.',
    guideLabel: 'Read the indices guide',
  },
];

export const popularCoinsIntro = {
  heading: 'Popular cryptocurrencies',
  caption: 'The first five coins of the live market feed, ranked by market capitalisation.',
  unavailable: 'Live prices are unavailable right now.',
} as const;

export const tradeBitcoin = {
  heading: 'Trade Bitcoin',
  lead:
    'Bitcoin is the oldest and most widely held cryptocurrency. Follow it on a live chart, ' +
    'fund your account in the coin you already hold, and withdraw to your own wallet when ' +
    'you choose.',
  points: [
    'Live BTC/USD chart and technical summary on your dashboard',
    'Deposit in Bitcoin, Ethereum, USDT, TRX, Solana or BNB',
    'Every withdrawal shows its fee and the amount you receive before you confirm',
  ],
  imageAlt: 'Illustration of a Bitcoin coin beside a rising and falling price line',
} as const;

export const stepsIntro = {
  heading: 'Get started in three steps',
} as const;

export const steps: readonly Highlight[] = [
  {
    title: 'Verify your identity',
    body:
      'Create your account, then e-mail a government-issued ID to our support team. Your ' +
      'dashboard shows "Verified" once it has been checked.',
  },
  {
    title: 'Fund your account',
    body:
      'Choose an amount and pay it to the wallet address shown for your coin. The deposit ' +
      'appears in your history as pending until it is confirmed.',
  },
  {
    title: 'Start trading',
    body:
      'Pick the plan that fits the amount you invest, follow the markets from your dashboard ' +
      'and request withdrawals to your own wallet.',
  },
];

export const securityIntro = {
  heading: 'Security you can check',
  lead: 'No badges or slogans — here is what we actually do with your account.',
  imageAlt: 'Illustration of a shield with a padlock',
} as const;

export const securityPoints: readonly Highlight[] = [
  {
    title: 'Secrets stored as salted hashes',
    body:
      'Your password and recovery phrase are never stored in readable form — only as slow, ' +
      'salted hashes that cannot be turned back into the original.',
  },
  {
    title: 'A recovery phrase only you hold',
    body:
      'At sign-up you receive a 12-word seed phrase. It is shown once and is the only way to ' +
      'reset your password, so keep it offline and never share it.',
  },
  {
    title: 'Fees before you commit',
    body:
      'A withdrawal shows the fee percentage, the fee and the net amount before you confirm. ' +
      'We will never ask you to send money to unlock a withdrawal.',
  },
  {
    title: 'Sessions that expire',
    body:
      'Sign-ins expire on their own, and every account can see only its own deposits and ' +
      'withdrawals.',
  },
];

export const needHelp = {
  heading: 'Need help?',
  lead:
    'Questions about deposits, withdrawals or your account? Reach our support team by e-mail, ' +
    'phone or WhatsApp, or leave a message in the help center.',
  action: 'Visit the help center',
} as const;

export const startEarning = {
  heading: 'Start earning with a plan that fits you',
  lead:
    'Choose a plan, fund it in crypto and follow every figure from your dashboard. Returns ' +
    'are never guaranteed: investments can fall as well as rise.',
  primary: 'Create account',
  secondary: 'Compare plans',
} as const;
