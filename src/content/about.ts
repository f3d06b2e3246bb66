import { config } from '../config/config';
import type { Highlight, PageIntro, ProseSection } from './types';

const name = config.productName;

export const aboutIntro: PageIntro = {
  title: `About ${name}`,
  lead:
    `${name} is a web platform for people who invest in crypto and stocks. We built it around ` +
    'one idea: you should always be able to see where your money is and what it costs.',
};

export const aboutStory: ProseSection = {
  id: 'what-we-do',
  heading: 'What we do',
  paragraphs: [
    `${name} gives you one account for funding, investing and withdrawing. You fund it in ` +
      'crypto, choose a plan that matches the amount you invest, and follow your balances and ' +
      'live market prices from a single dashboard.',
    'Every deposit and withdrawal you make is recorded with its date, reference and status, ' +
      'so your history always adds up to the figures you see.',
  ],
};

export const principlesHeading = 'How we work';

export const principles: readonly Highlight[] = [
  {
    title: 'Honest numbers',
    body:
      'Balances are shown exactly as our records hold them. Market figures come live from our ' +
      'data provider — when they are unavailable we say so instead of guessing.',
  },
  {
    title: 'No simulated activity',
    body:
      'You will never see made-up trades, pop-ups about other people’s deposits, invented ' +
      'user counts or awards on this site.',
  },
  {
    title: 'Fees before commitment',
    body:
      'Any fee is shown as a percentage and an amount, with the net you receive, before you ' +
      'confirm. Fees come out of the payout; we never ask for extra money.',
  },
  {
    title: 'Visible failures',
    body:
      'If something goes wrong, you see a clear message and what you typed is kept, so you can ' +
      'try again without starting over.',
  },
];

export const aboutLimits: ProseSection = {
  id: 'what-we-are-not',
  heading: 'What we are not',
  paragraphs: [
    `${name} is not a bank, and nothing on this site is personal financial advice or a ` +
      'recommendation to buy or sell any asset. Trading crypto and stocks involves risk of ' +
      'loss, and no plan or tool can guarantee a profit.',
  ],
};

export const aboutContact = {
  heading: 'Talk to us',
  lead: 'Questions about the platform, your account or these principles? Get in touch.',
  action: 'Contact us',
} as const;
