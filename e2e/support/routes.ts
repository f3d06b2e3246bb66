/** The public pages of SPEC §1 (sign-in and sign-up aside) with their document titles. */
export const PUBLIC_ROUTES: readonly { path: string; title: string }[] = [
  { path: '/', title: 'Home' },
  { path: '/plans', title: 'Plans' },
  { path: '/about', title: 'About' },
  { path: '/services', title: 'Services' },
  { path: '/help-center', title: 'Help Center' },
  { path: '/contact', title: 'Contact' },
  { path: '/prices', title: 'Prices' },
  { path: '/guides', title: 'Guides' },
  { path: '/crypto-guides', title: 'Crypto Guides' },
  { path: '/stocks-guides', title: 'Stocks Guides' },
  { path: '/crypto-indicies-guides', title: 'Crypto Indices Guide' },
  { path: '/crypto-indices-guides', title: 'Crypto Indices Guide' },
  { path: '/terms-of-use', title: 'Terms of Use' },
  { path: '/privacy-policy', title: 'Privacy Policy' },
];

/** The dashboard pages of SPEC §1, all behind the session guard, with their document titles. */
export const DASHBOARD_ROUTES: readonly { path: string; title: string }[] = [
  { path: '/dashboard', title: 'Dashboard' },
  { path: '/dashboard/spot-trading', title: 'Spot Trading' },
  { path: '/dashboard/markets', title: 'Markets' },
  { path: '/dashboard/account', title: 'Account' },
  { path: '/dashboard/upgrade-account', title: 'Upgrade Account' },
  { path: '/dashboard/deposit', title: 'Deposit' },
  { path: '/dashboard/depositHistory', title: 'Deposit History' },
  { path: '/dashboard/withdrawal', title: 'Withdrawal' },
  { path: '/dashboard/withdrawalHistory', title: 'Withdrawal History' },
];
