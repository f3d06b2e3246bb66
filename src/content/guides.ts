import type { Document, Highlight, PageIntro } from './types';

export const guidesIntro: PageIntro = {
  title: 'Guides',
  lead:
    'Short, plain-language guides to read before you invest. They explain how things work — ' +
    'they are not advice about what to buy.',
};

export type GuideKind = 'crypto' | 'stocks' | 'indices';

export interface GuideLink extends Highlight {
  kind: GuideKind;
}

export const guideLinks: readonly GuideLink[] = [
  {
    kind: 'crypto',
    title: 'Crypto guides',
    body: 'The most widely held cryptocurrencies: what each one is for and what to watch out for.',
  },
  {
    kind: 'stocks',
    title: 'Stocks guides',
    body: 'Six habits that help beginners invest in shares with a clear head.',
  },
  {
    kind: 'indices',
    title: 'Crypto indices guide',
    body: 'How a crypto index works, how it is weighted, and the risks it does not remove.',
  },
];

export const cryptoGuidesIntro: PageIntro = {
  title: 'Crypto guides',
  lead:
    'A quick tour of popular cryptocurrencies. Learn what each one does before you decide ' +
    'whether it belongs in your portfolio — live prices are on the home page and your dashboard.',
};

export interface CryptoAsset {
  name: string;
  symbol: string;
  summary: string;
  watchOut: string;
}

export const popularAssetsHeading = 'Popular assets';

export const popularAssets: readonly CryptoAsset[] = [
  {
    name: 'Bitcoin',
    symbol: 'BTC',
    summary:
      'The first cryptocurrency, launched in 2009. Its supply is capped at 21 million coins, ' +
      'and new coins are created by miners who secure the network.',
    watchOut: 'Large price swings are common, even for the biggest coin.',
  },
  {
    name: 'Ethereum',
    symbol: 'ETH',
    summary:
      'A programmable blockchain that runs smart contracts — small programs behind tokens, ' +
      'lending and exchanges. Ether pays for the computation.',
    watchOut: 'Network fees rise when the network is busy.',
  },
  {
    name: 'Tether',
    symbol: 'USDT',
    summary:
      'A stablecoin designed to track the US dollar, often used to move value between ' +
      'exchanges without leaving crypto.',
    watchOut: 'Its value depends on the issuer’s reserves; stablecoins have lost their peg before.',
  },
  {
    name: 'BNB',
    symbol: 'BNB',
    summary:
      'The native coin of BNB Chain, created by the Binance exchange and used to pay ' +
      'transaction fees on that chain.',
    watchOut: 'Its fortunes are closely tied to a single company.',
  },
  {
    name: 'Solana',
    symbol: 'SOL',
    summary:
      'A blockchain built for fast, low-cost transactions. SOL pays network fees and is staked ' +
      'to secure the network.',
    watchOut: 'The network has suffered outages in the past.',
  },
  {
    name: 'TRON',
    symbol: 'TRX',
    summary:
      'The native coin of the TRON network, widely used to send USDT with low transaction fees.',
    watchOut: 'Check you are sending on the right network: tokens sent to the wrong one are lost.',
  },
];

export const beforeYouBuy: Highlight = {
  title: 'Before you buy any coin',
  body:
    'Only invest what you can afford to lose, double-check every wallet address and network ' +
    'before you send, and never share your seed phrase — no genuine support team will ask for it.',
};

export const stocksGuidesIntro: PageIntro = {
  title: 'Stocks guides',
  lead:
    'New to shares? These six beginner tips cover the habits that matter most, whatever you ' +
    'decide to buy.',
};

export const stockTipsHeading = 'Six beginner tips';

export const stockTips: readonly Highlight[] = [
  {
    title: 'Know what you own',
    body:
      'A share is a slice of a real business. Before you buy, make sure you can explain how the ' +
      'company earns money and what could stop it.',
  },
  {
    title: 'Invest money you will not need soon',
    body:
      'Share prices can stay low for years. Keep an emergency fund in cash and invest only ' +
      'money you can leave alone for five years or more.',
  },
  {
    title: 'Spread your risk',
    body:
      'Do not put everything into one company or one industry. Owning several different ' +
      'businesses means one bad result hurts less.',
  },
  {
    title: 'Watch your costs',
    body:
      'Fees, spreads and frequent trading quietly eat into returns. Know what each trade costs ' +
      'before you place it.',
  },
  {
    title: 'Keep emotions out of it',
    body:
      'Decide in advance why you are buying and when you would sell. Chasing headlines or ' +
      'panicking in a fall usually costs money.',
  },
  {
    title: 'Review, do not tinker',
    body:
      'Check your portfolio on a regular schedule — every few months is plenty — and rebalance ' +
      'if one holding has grown far beyond the share you planned.',
  },
];

export const cryptoIndicesGuide: Document = {
  intro: {
    title: 'Crypto indices guide',
    lead:
      'A crypto index follows a basket of coins under fixed rules, so you can invest in a slice ' +
      'of the market instead of picking single winners.',
  },
  sections: [
    {
      id: 'what-is-an-index',
      heading: 'What is a crypto index?',
      paragraphs: [
        'An index is a list of assets with a rule for how much of each to hold. A crypto index ' +
          'might hold the ten largest coins by market capitalisation, for example, and update ' +
          'that list on a schedule.',
        'Investing through an index means your result follows the basket as a whole rather than ' +
          'any single coin.',
      ],
    },
    {
      id: 'how-indices-are-weighted',
      heading: 'How indices are weighted',
      paragraphs: ['The weighting rule decides how much each coin counts:'],
      bullets: [
        'Market-cap weighted — bigger coins take a bigger share. Simple, but the largest one or ' +
          'two coins can dominate.',
        'Equal weighted — every coin gets the same share, giving smaller coins more influence.',
        'Capped — market-cap weighting with a ceiling per coin, so no single asset takes over.',
      ],
    },
    {
      id: 'why-investors-use-them',
      heading: 'Why investors use them',
      paragraphs: [
        'Indices are a way to diversify without researching dozens of projects, and their ' +
          'rebalancing rules enforce discipline: they trim what has grown and top up what has ' +
          'shrunk, without emotion.',
      ],
    },
    {
      id: 'the-risks',
      heading: 'The risks they do not remove',
      paragraphs: [
        'Diversification inside crypto has limits. Coins tend to rise and fall together, so an ' +
          'index can still lose a large part of its value in a market-wide fall.',
        'Rebalancing has costs, and an index that is rebalanced rarely can drift far from its ' +
          'intended weights between updates.',
      ],
    },
    {
      id: 'getting-started',
      heading: 'Getting started',
      paragraphs: [
        'Read how an index is built before you invest in it: which coins it holds, how they are ' +
          'weighted and how often it is rebalanced. Then decide how large a share of your ' +
          'portfolio it should be — and keep the rest of your savings outside crypto.',
      ],
    },
  ],
};
