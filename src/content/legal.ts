import { config } from '../config/config';
import type { Document } from './types';

const name = config.productName;

/** SPEC §10: constants the legal pages state. */
export const LEGAL_FACTS = {
  minimumAge: 18,
  settlementDays: 2,
  recordRetentionYears: 5,
} as const;

export const termsOfUse: Document = {
  intro: {
    title: 'Terms of use',
    lead:
      `These terms govern your use of ${name}. Please read them in full before you open an ` +
      'account; by creating one you agree to them.',
  },
  sections: [
    {
      id: 'eligibility',
      heading: 'Who can use the service',
      paragraphs: [
        `You must be at least ${LEGAL_FACTS.minimumAge} years old and legally able to enter ` +
          'into a contract in your country of residence. You may open one personal account, in ' +
          'your own name, with accurate details.',
      ],
    },
    {
      id: 'your-account',
      heading: 'Your account and its security',
      paragraphs: [
        'You are responsible for keeping your password and seed phrase secret. The seed phrase ' +
          'is shown once, at sign-up, and is the only way to reset your password — we cannot ' +
          'show it to you again.',
        'Tell us straight away if you think someone else has used your account. We will never ' +
          'ask you for your password or seed phrase.',
      ],
    },
    {
      id: 'verification',
      heading: 'Identity verification',
      paragraphs: [
        'We may ask you to verify your identity with a government-issued ID before you can use ' +
          'all features. Your account shows its verification status on the dashboard.',
      ],
    },
    {
      id: 'deposits',
      heading: 'Deposits',
      paragraphs: [
        'You fund your account by sending crypto to the wallet address shown in the deposit ' +
          'step. A deposit stays pending until we have confirmed it on the network, after which ' +
          'it is marked approved — or failed, with the reason available from support.',
        'Payments sent on the wrong network or to the wrong address may be impossible to recover.',
      ],
    },
    {
      id: 'withdrawals-and-fees',
      heading: 'Withdrawals and fees',
      paragraphs: [
        'Withdrawals carry a fee set as a percentage of the amount for your account. Before you ' +
          'confirm a withdrawal you see the fee percentage, the fee and the net amount you will ' +
          'receive. The fee is deducted from the payout.',
        `${name} will never ask you to send additional money to release or unlock a ` +
          'withdrawal. Treat any such request as fraud and report it to us.',
      ],
    },
    {
      id: 'settlement',
      heading: 'Settlement',
      paragraphs: [
        `Approved transactions are settled within ${LEGAL_FACTS.settlementDays} days. Network ` +
          'congestion outside our control can occasionally add time; your history shows the ' +
          'status of every request.',
      ],
    },
    {
      id: 'plans',
      heading: 'Plans',
      paragraphs: [
        'Plans differ in their price range and features. Your current plan is shown on your ' +
          'account page and is updated by our team once the deposit for a plan is confirmed. A ' +
          'plan is not a promise of any return.',
      ],
    },
    {
      id: 'risk',
      heading: 'Risk of loss',
      paragraphs: [
        'Trading crypto and stocks involves risk of loss. Prices can fall as well as rise, past ' +
          'performance is no guide to future results, and you may lose some or all of the money ' +
          'you invest. Automated trading tools can lose money too.',
      ],
    },
    {
      id: 'no-advice',
      heading: 'No financial advice',
      paragraphs: [
        'Guides, market data and other content on this site are general information, not ' +
          'personal advice or a recommendation to buy or sell any asset.',
      ],
    },
    {
      id: 'acceptable-use',
      heading: 'Acceptable use',
      paragraphs: ['You agree not to:'],
      bullets: [
        'use the service for money laundering, fraud or any other unlawful purpose;',
        'access or try to access another person’s account or records;',
        'interfere with the service or probe it for weaknesses without our written permission.',
      ],
    },
    {
      id: 'suspension',
      heading: 'Suspension and closure',
      paragraphs: [
        'We may suspend or close an account that breaks these terms or the law. You may close ' +
          'your account at any time by contacting support; any balance due to you is paid out ' +
          'under the withdrawal rules above.',
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to these terms',
      paragraphs: [
        'We may update these terms. When the change is material we will tell you by e-mail or ' +
          'in your dashboard before it takes effect.',
      ],
    },
    {
      id: 'contact',
      heading: 'Contact',
      paragraphs: [`Questions about these terms can be sent to ${config.supportEmail}.`],
    },
  ],
};

export const privacyPolicy: Document = {
  intro: {
    title: 'Privacy policy',
    lead:
      `This policy explains what personal data ${name} collects, why, how long we keep it and ` +
      'the choices you have.',
  },
  sections: [
    {
      id: 'data-we-collect',
      heading: 'Data we collect',
      paragraphs: ['When you open and use an account we collect:'],
      bullets: [
        'account details: your name, e-mail address, postal address, zip code and country of ' +
          'residence, and — if you add them — phone number and gender;',
        'your investment goal, if you choose one;',
        'records of your deposits and withdrawals, including wallet addresses and exchanges ' +
          'you give us;',
        'identity documents you send us for verification.',
      ],
    },
    {
      id: 'how-we-use-it',
      heading: 'How we use it',
      paragraphs: [
        'We use your data to run your account, process and settle your transactions, verify ' +
          'your identity, meet our legal obligations and answer your messages. We do not sell ' +
          'your personal data.',
      ],
    },
    {
      id: 'settlement',
      heading: 'Transactions and settlement',
      paragraphs: [
        `Approved transactions are settled within ${LEGAL_FACTS.settlementDays} days. We keep ` +
          'the details needed to complete each one — amount, reference, destination and ' +
          'status — as part of your account records.',
      ],
    },
    {
      id: 'minimum-age',
      heading: 'Minimum age',
      paragraphs: [
        `The service is for people aged ${LEGAL_FACTS.minimumAge} or over. We do not knowingly ` +
          'collect data from anyone younger; if we learn that we have, we close the account and ' +
          'delete the data that the law does not require us to keep.',
      ],
    },
    {
      id: 'retention',
      heading: 'How long we keep records',
      paragraphs: [
        `We keep account and transaction records for ${LEGAL_FACTS.recordRetentionYears} years ` +
          'after your account closes, as financial record-keeping rules require. After that we ' +
          'delete them or make them anonymous.',
      ],
    },
    {
      id: 'security',
      heading: 'How we protect it',
      paragraphs: [
        'Passwords and seed phrases are stored only as slow, salted hashes, never in readable ' +
          'form. Sign-ins expire, and each account can see only its own records.',
      ],
    },
    {
      id: 'browser-storage',
      heading: 'Cookies and browser storage',
      paragraphs: [
        'To keep you signed in, your browser stores your session in its local storage; signing ' +
          'out removes it. This site does not use advertising or tracking cookies.',
        'Live market prices are loaded by your browser directly from our market data provider, ' +
          'which therefore sees your IP address when you view them.',
      ],
    },
    {
      id: 'your-rights',
      heading: 'Your rights',
      paragraphs: [
        'You can ask for a copy of your data, ask us to correct it, or ask us to delete what we ' +
          'are not required to keep. You can update your name, phone number, address, gender, ' +
          'zip code and investment goal yourself on your account page.',
      ],
    },
    {
      id: 'contact',
      heading: 'Contact',
      paragraphs: [`Write to ${config.supportEmail} with any privacy question or request.`],
    },
  ],
};
