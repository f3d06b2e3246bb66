import { config } from '../config/config';
import { legalMessages } from '../i18n/namespaces/legal';
import type { Document } from './types';

/** SPEC §10: constants the legal pages state. */
export const LEGAL_FACTS = {
  minimumAge: 18,
  settlementDays: 2,
  recordRetentionYears: 5,
} as const;

type LegalKey = keyof typeof legalMessages.en;

const values = {
  productName: config.productName,
  supportEmail: config.supportEmail,
  ...LEGAL_FACTS,
};

export const termsOfUse: Document<LegalKey> = {
  namespace: legalMessages,
  values,
  title: 'terms.title',
  lead: 'terms.lead',
  sections: [
    {
      id: 'eligibility',
      heading: 'terms.eligibility.heading',
      paragraphs: ['terms.eligibility.p1'],
    },
    {
      id: 'your-account',
      heading: 'terms.account.heading',
      paragraphs: ['terms.account.p1', 'terms.account.p2'],
    },
    {
      id: 'verification',
      heading: 'terms.verification.heading',
      paragraphs: ['terms.verification.p1'],
    },
    {
      id: 'deposits',
      heading: 'terms.deposits.heading',
      paragraphs: ['terms.deposits.p1', 'terms.deposits.p2'],
    },
    {
      id: 'withdrawals-and-fees',
      heading: 'terms.withdrawals.heading',
      paragraphs: ['terms.withdrawals.p1', 'terms.withdrawals.p2'],
    },
    { id: 'settlement', heading: 'terms.settlement.heading', paragraphs: ['terms.settlement.p1'] },
    { id: 'plans', heading: 'terms.plans.heading', paragraphs: ['terms.plans.p1'] },
    { id: 'risk', heading: 'terms.risk.heading', paragraphs: ['terms.risk.p1'] },
    { id: 'no-advice', heading: 'terms.noAdvice.heading', paragraphs: ['terms.noAdvice.p1'] },
    {
      id: 'acceptable-use',
      heading: 'terms.acceptableUse.heading',
      paragraphs: ['terms.acceptableUse.p1'],
      bullets: ['terms.acceptableUse.b1', 'terms.acceptableUse.b2', 'terms.acceptableUse.b3'],
    },
    { id: 'suspension', heading: 'terms.suspension.heading', paragraphs: ['terms.suspension.p1'] },
    { id: 'changes', heading: 'terms.changes.heading', paragraphs: ['terms.changes.p1'] },
    { id: 'contact', heading: 'terms.contact.heading', paragraphs: ['terms.contact.p1'] },
  ],
};

export const privacyPolicy: Document<LegalKey> = {
  namespace: legalMessages,
  values,
  title: 'privacy.title',
  lead: 'privacy.lead',
  sections: [
    {
      id: 'data-we-collect',
      heading: 'privacy.collect.heading',
      paragraphs: ['privacy.collect.p1'],
      bullets: [
        'privacy.collect.b1',
        'privacy.collect.b2',
        'privacy.collect.b3',
        'privacy.collect.b4',
      ],
    },
    { id: 'how-we-use-it', heading: 'privacy.use.heading', paragraphs: ['privacy.use.p1'] },
    {
      id: 'settlement',
      heading: 'privacy.settlement.heading',
      paragraphs: ['privacy.settlement.p1'],
    },
    {
      id: 'minimum-age',
      heading: 'privacy.minimumAge.heading',
      paragraphs: ['privacy.minimumAge.p1'],
    },
    { id: 'retention', heading: 'privacy.retention.heading', paragraphs: ['privacy.retention.p1'] },
    { id: 'security', heading: 'privacy.security.heading', paragraphs: ['privacy.security.p1'] },
    {
      id: 'browser-storage',
      heading: 'privacy.storage.heading',
      // The demo build's browser loads the sample feed from the demo's own server, not from a
      // market data provider. A getter, so the build is read when the page renders.
      get paragraphs() {
        return [
          'privacy.storage.p1',
          config.demoBuild ? 'privacy.storage.p2Sample' : 'privacy.storage.p2',
        ] as const;
      },
    },
    { id: 'your-rights', heading: 'privacy.rights.heading', paragraphs: ['privacy.rights.p1'] },
    { id: 'contact', heading: 'privacy.contact.heading', paragraphs: ['privacy.contact.p1'] },
  ],
};
