import { config } from '../config/config';
import type { PageIntro } from './types';

export const pricesIntro: PageIntro = {
  title: 'Prices',
  lead:
    'What each plan costs and how our fees work. If a charge is not listed here, we do not ' +
    'make it.',
};

export const planPricesSection = {
  heading: 'Plan prices',
  caption: 'You move to a plan by depositing an amount within its price range.',
} as const;

export interface FeeRow {
  item: string;
  fee: string;
  details: string;
}

export const feeScheduleHeading = 'Fee schedule';

export const feeSchedule: readonly FeeRow[] = [
  {
    item: 'Opening an account',
    fee: 'Free',
    details: 'Creating and keeping an account costs nothing.',
  },
  {
    item: 'Deposits',
    fee: `No ${config.productName} fee`,
    details:
      'We charge nothing to receive a deposit. The blockchain network charges its own ' +
      'transaction fee, paid from the sending wallet.',
  },
  {
    item: 'Withdrawals',
    fee: 'A percentage of the amount, set per account',
    details:
      'Your percentage, the fee in money and the net amount you receive are shown in the ' +
      'review step, before you confirm. The fee is deducted from the payout.',
  },
];

export const feePromises = {
  heading: 'Our fee promises',
  points: [
    'Every fee is shown before you commit — as a percentage, an amount and the net you receive.',
    'Fees are taken from the payout. We never ask you to send extra money to unlock a withdrawal.',
    'Your withdrawal history lists the fee charged on every request.',
  ],
} as const;
