import { paths } from '../../config/routes';

export interface NavItem {
  label: string;
  to: string;
}

export const PUBLIC_NAV: readonly NavItem[] = [
  { label: 'Home', to: paths.home },
  { label: 'Plans', to: paths.plans },
  { label: 'About', to: paths.about },
  { label: 'Services', to: paths.services },
  { label: 'Help Center', to: paths.helpCenter },
];

/** Upgrade Account is reached from buttons, not the nav (SPEC §2). */
export const DASHBOARD_NAV: readonly NavItem[] = [
  { label: 'Dashboard', to: paths.dashboard },
  { label: 'Spot Trading', to: paths.spotTrading },
  { label: 'Markets', to: paths.markets },
  { label: 'Account', to: paths.account },
  { label: 'Deposit', to: paths.deposit },
  { label: 'Deposit History', to: paths.depositHistory },
  { label: 'Withdrawal', to: paths.withdrawal },
  { label: 'Withdrawal History', to: paths.withdrawalHistory },
];

export const FOOTER_LINKS: readonly NavItem[] = [
  { label: 'Plans', to: paths.plans },
  { label: 'Prices', to: paths.prices },
  { label: 'About', to: paths.about },
  { label: 'Services', to: paths.services },
  { label: 'Guides', to: paths.guides },
  { label: 'Help Center', to: paths.helpCenter },
  { label: 'Contact', to: paths.contact },
  { label: 'Terms of use', to: paths.termsOfUse },
  { label: 'Privacy policy', to: paths.privacyPolicy },
];
