/**
 * The one route registry (SPEC §1): every route as data — path, page title, nav label, and
 * whether it sits behind the session guard. The router (src/app/router.tsx, with a lazy loader
 * per key in src/app/pageCode.ts), the nav bars, the route tests, the browser tests and the
 * benchmarks all read this list, so adding a screen is one entry here plus its page. Data only:
 * importing it loads no page.
 */
export type RouteAccess = 'public' | 'guarded';

export interface RouteDefinition {
  path: string;
  /** The page name in the document title: "<title> | Meridian". */
  title: string;
  /** The label in the public or dashboard nav bar; absent when the route is not in a nav. */
  navLabel?: string;
  access: RouteAccess;
}

export const routeRegistry = {
  home: { path: '/', title: 'Home', navLabel: 'Home', access: 'public' },
  plans: { path: '/plans', title: 'Plans', navLabel: 'Plans', access: 'public' },
  about: { path: '/about', title: 'About', navLabel: 'About', access: 'public' },
  services: { path: '/services', title: 'Services', navLabel: 'Services', access: 'public' },
  helpCenter: {
    path: '/help-center',
    title: 'Help Center',
    navLabel: 'Help Center',
    access: 'public',
  },
  contact: { path: '/contact', title: 'Contact', access: 'public' },
  prices: { path: '/prices', title: 'Prices', access: 'public' },
  signIn: { path: '/sign-in', title: 'Login', access: 'public' },
  signUp: { path: '/sign-up', title: 'Create Personal Account', access: 'public' },
  guides: { path: '/guides', title: 'Guides', access: 'public' },
  cryptoGuides: { path: '/crypto-guides', title: 'Crypto Guides', access: 'public' },
  stocksGuides: { path: '/stocks-guides', title: 'Stocks Guides', access: 'public' },
  /** Misspelling kept on purpose: existing links use it (SPEC §1). */
  cryptoIndicesGuidesLegacy: {
    path: '/crypto-indicies-guides',
    title: 'Crypto Indices Guide',
    access: 'public',
  },
  cryptoIndicesGuides: {
    path: '/crypto-indices-guides',
    title: 'Crypto Indices Guide',
    access: 'public',
  },
  termsOfUse: { path: '/terms-of-use', title: 'Terms of Use', access: 'public' },
  privacyPolicy: { path: '/privacy-policy', title: 'Privacy Policy', access: 'public' },
  /**
   * The "Lock your account" link of security e-mails (SPEC §12.5): `#token=…`, no session needed.
   * Also where Account → Security's lock lands once every session has ended.
   */
  lockAccount: { path: '/lock-account', title: 'Lock your account', access: 'public' },
  /** Unlocking with the password and the seed phrase: a locked account has no session. */
  unlock: { path: '/unlock', title: 'Unlock your account', access: 'public' },
  dashboard: { path: '/dashboard', title: 'Dashboard', navLabel: 'Dashboard', access: 'guarded' },
  spotTrading: {
    path: '/dashboard/spot-trading',
    title: 'Spot Trading',
    navLabel: 'Spot Trading',
    access: 'guarded',
  },
  markets: {
    path: '/dashboard/markets',
    title: 'Markets',
    navLabel: 'Markets',
    access: 'guarded',
  },
  account: {
    path: '/dashboard/account',
    title: 'Account',
    navLabel: 'Account',
    access: 'guarded',
  },
  /** Reached from buttons, not the nav (SPEC §2). */
  upgradeAccount: {
    path: '/dashboard/upgrade-account',
    title: 'Upgrade Account',
    access: 'guarded',
  },
  deposit: {
    path: '/dashboard/deposit',
    title: 'Deposit',
    navLabel: 'Deposit',
    access: 'guarded',
  },
  depositHistory: {
    path: '/dashboard/depositHistory',
    title: 'Deposit History',
    navLabel: 'Deposit History',
    access: 'guarded',
  },
  withdrawal: {
    path: '/dashboard/withdrawal',
    title: 'Withdrawal',
    navLabel: 'Withdrawal',
    access: 'guarded',
  },
  withdrawalHistory: {
    path: '/dashboard/withdrawalHistory',
    title: 'Withdrawal History',
    navLabel: 'Withdrawal History',
    access: 'guarded',
  },
  /** The full trade history (SPEC §12.3), reached from the Spot Trading page. */
  trades: {
    path: '/dashboard/trades',
    title: 'Trades',
    access: 'guarded',
  },
} as const satisfies Record<string, RouteDefinition>;

export type RouteKey = keyof typeof routeRegistry;

/** Registry order is nav order; the keys as a typed list. */
export const ROUTE_KEYS = Object.keys(routeRegistry) as RouteKey[];

/** Every route with its key, in registry order. */
export const ROUTES: readonly (RouteDefinition & { key: RouteKey })[] = ROUTE_KEYS.map((key) => ({
  key,
  ...routeRegistry[key],
}));

export const PUBLIC_ROUTES = ROUTES.filter((route) => route.access === 'public');
export const GUARDED_ROUTES = ROUTES.filter((route) => route.access === 'guarded');

/** Paths by key, for links and redirects: `paths.deposit`. */
export const paths = Object.fromEntries(ROUTES.map((route) => [route.key, route.path])) as {
  readonly [K in RouteKey]: (typeof routeRegistry)[K]['path'];
};

export type AppPath = (typeof paths)[RouteKey];

/** A `/dashboard…` path: the guarded area with the dashboard nav. */
export function isDashboardPath(pathname: string): boolean {
  return pathname === paths.dashboard || pathname.startsWith(`${paths.dashboard}/`);
}
