import { guidesMessages } from '../i18n/namespaces/guides';
import type { Document } from './types';

/** The guides (guides.json): which ones the index links, the assets and tips they cover. */
export type GuideKind = 'crypto' | 'stocks' | 'indices';

export const guideKinds: readonly GuideKind[] = ['crypto', 'stocks', 'indices'];

/** Names and tickers stay as they are in every language; what is said about them is translated. */
export const popularAssets = [
  { id: 'bitcoin', name: 'Bitcoin', symbol: 'BTC' },
  { id: 'ethereum', name: 'Ethereum', symbol: 'ETH' },
  { id: 'tether', name: 'Tether', symbol: 'USDT' },
  { id: 'bnb', name: 'BNB', symbol: 'BNB' },
  { id: 'solana', name: 'Solana', symbol: 'SOL' },
  { id: 'tron', name: 'TRON', symbol: 'TRX' },
] as const;

export const stockTips = [
  'knowWhatYouOwn',
  'longTermMoney',
  'spreadRisk',
  'costs',
  'emotions',
  'review',
] as const;

export const cryptoIndicesGuide: Document<keyof typeof guidesMessages.en> = {
  namespace: guidesMessages,
  title: 'indices.title',
  lead: 'indices.lead',
  sections: [
    {
      id: 'what-is-an-index',
      heading: 'indices.whatIs.heading',
      paragraphs: ['indices.whatIs.p1', 'indices.whatIs.p2'],
    },
    {
      id: 'how-indices-are-weighted',
      heading: 'indices.weighting.heading',
      paragraphs: ['indices.weighting.p1'],
      bullets: ['indices.weighting.b1', 'indices.weighting.b2', 'indices.weighting.b3'],
    },
    {
      id: 'why-investors-use-them',
      heading: 'indices.why.heading',
      paragraphs: ['indices.why.p1'],
    },
    {
      id: 'the-risks',
      heading: 'indices.risks.heading',
      paragraphs: ['indices.risks.p1', 'indices.risks.p2'],
    },
    { id: 'getting-started', heading: 'indices.start.heading', paragraphs: ['indices.start.p1'] },
  ],
};
