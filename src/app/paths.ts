/**
 * The typed route registry: every path of SPEC §1 with the page name used in its document
 * title. Links and redirects import from here instead of spelling paths.
 */
export const paths = {
  home: '/',
  plans: '/plans',
  about: '/about',
  services: '/services',
  helpCenter: '/help-center',
  contact: '/contact',
  prices: '/prices',
  signIn: '/sign-in',
  signUp: '/sign-up',
  guides: '/guides',
  cryptoGuides: '/crypto-guides',
  stocksGuides: '/stocks-guides',
  /** Misspelling kept on purpose: existing links use it (SPEC §1). */
  cryptoIndicesGuidesLegacy: '/crypto-indicies-guides',
  cryptoIndicesGuides: '/crypto-indices-guides',
  termsOfUse: '/terms-of-use',
  privacyPolicy: '/privacy-policy',
  dashboard: '/dashboard',
  spotTrading: '/dashboard/spot-trading',
  markets: '/dashboard/markets',
  account: '/dashboard/account',
  upgradeAccount: '/dashboard/upgrade-account',
  deposit: '/dashboard/deposit',
  depositHistory: '/dashboard/depositHistory',
  withdrawal: '/dashboard/withdrawal',
  withdrawalHistory: '/dashboard/withdrawalHistory',
} as const;

export type PathName = keyof typeof paths;
export type AppPath = (typeof paths)[PathName];

export function isDashboardPath(pathname: string): boolean {
  return pathname === paths.dashboard || pathname.startsWith(`${paths.dashboard}/`);
}
