import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import type { ComponentType } from 'react';
import { isDashboardPath, paths, ROUTES, type RouteKey } from '../config/routes';
import { currentLanguage, loadLanguage, loadMessageFormatter } from '../i18n';
import { loadDashboardFrame } from './dashboardFrameChunk';
import type { RootState } from './store';

/**
 * The code of every page, by route: what the router loads lazily, and what the app's start-up
 * (src/index.tsx) asks for early for the page it opens on. Kept apart from router.tsx so that
 * asking costs no evaluation of the router's own code.
 */

type PageLoader = () => Promise<{ default: ComponentType }>;

/**
 * The page of every registered route, each its own chunk fetched on first visit. Typed by the
 * registry's keys, so a route without a page, or a page without a route, does not compile.
 * The chunk names are literal because webpack reads them at build time, and
 * bench/firstRenderBundle.ts finds each route's files by them (`route-<key>`).
 */
export const pageLoaders: Record<RouteKey, PageLoader> = {
  home: () => import(/* webpackChunkName: "route-home" */ '../features/public-pages/HomePage'),
  plans: () => import(/* webpackChunkName: "route-plans" */ '../features/plans/PlansPage'),
  about: () => import(/* webpackChunkName: "route-about" */ '../features/public-pages/AboutPage'),
  services: () =>
    import(/* webpackChunkName: "route-services" */ '../features/public-pages/ServicesPage'),
  helpCenter: () =>
    import(/* webpackChunkName: "route-helpCenter" */ '../features/public-pages/HelpCenterPage'),
  contact: () =>
    import(/* webpackChunkName: "route-contact" */ '../features/public-pages/ContactPage'),
  prices: () =>
    import(/* webpackChunkName: "route-prices" */ '../features/public-pages/PricesPage'),
  signIn: () => import(/* webpackChunkName: "route-signIn" */ '../features/auth/SignInPage'),
  signUp: () => import(/* webpackChunkName: "route-signUp" */ '../features/auth/SignUpPage'),
  guides: () =>
    import(/* webpackChunkName: "route-guides" */ '../features/public-pages/GuidesPage'),
  cryptoGuides: () =>
    import(
      /* webpackChunkName: "route-cryptoGuides" */ '../features/public-pages/CryptoGuidesPage'
    ),
  stocksGuides: () =>
    import(
      /* webpackChunkName: "route-stocksGuides" */ '../features/public-pages/StocksGuidesPage'
    ),
  // The misspelt legacy path renders the same page, so it shares that route's chunk.
  cryptoIndicesGuidesLegacy: () =>
    import(
      /* webpackChunkName: "route-cryptoIndicesGuides" */ '../features/public-pages/CryptoIndicesGuidePage'
    ),
  cryptoIndicesGuides: () =>
    import(
      /* webpackChunkName: "route-cryptoIndicesGuides" */ '../features/public-pages/CryptoIndicesGuidePage'
    ),
  termsOfUse: () =>
    import(/* webpackChunkName: "route-termsOfUse" */ '../features/public-pages/TermsOfUsePage'),
  privacyPolicy: () =>
    import(
      /* webpackChunkName: "route-privacyPolicy" */ '../features/public-pages/PrivacyPolicyPage'
    ),
  lockAccount: () =>
    import(/* webpackChunkName: "route-lockAccount" */ '../features/auth/LockAccountPage'),
  unlock: () => import(/* webpackChunkName: "route-unlock" */ '../features/auth/UnlockPage'),
  dashboard: () =>
    import(/* webpackChunkName: "route-dashboard" */ '../features/dashboard/DashboardPage'),
  spotTrading: () =>
    import(/* webpackChunkName: "route-spotTrading" */ '../features/trading/SpotTradingPage'),
  markets: () => import(/* webpackChunkName: "route-markets" */ '../features/market/MarketsPage'),
  account: () => import(/* webpackChunkName: "route-account" */ '../features/account/AccountPage'),
  upgradeAccount: () =>
    import(/* webpackChunkName: "route-upgradeAccount" */ '../features/plans/UpgradeAccountPage'),
  deposit: () => import(/* webpackChunkName: "route-deposit" */ '../features/deposit/DepositPage'),
  depositHistory: () =>
    import(/* webpackChunkName: "route-depositHistory" */ '../features/deposit/DepositHistoryPage'),
  withdrawal: () =>
    import(/* webpackChunkName: "route-withdrawal" */ '../features/withdrawal/WithdrawalPage'),
  withdrawalHistory: () =>
    import(
      /* webpackChunkName: "route-withdrawalHistory" */ '../features/withdrawal/WithdrawalHistoryPage'
    ),
  trades: () => import(/* webpackChunkName: "route-trades" */ '../features/trading/TradesPage'),
};

/** The first data of a page, as an action for the store: a request whose answer is awaited. */
export type FirstDataRequest = (
  search: URLSearchParams,
) => ThunkAction<PromiseLike<unknown>, RootState, unknown, UnknownAction>;

/**
 * Pages whose first data is requested while their code downloads instead of after they
 * render: the history pages' first 25 rows (issue 15: drawn ≤ 500 ms after navigation) and
 * Markets' watchlist (drawn at its own height, not a loading block's). Each
 * is a small chunk of its own, fetched in parallel with the page's larger ones, so the request
 * leaves before they arrive; nothing is added to other pages' code.
 */
export type FirstDataLoader = () => Promise<{ requestFirstPage: FirstDataRequest }>;

export const firstDataLoaders: Partial<Record<RouteKey, FirstDataLoader>> = {
  // The watchlist heads Markets: with its answer in, the table below it does not move.
  markets: () =>
    import(/* webpackChunkName: "first-data-markets" */ '../features/market/marketsFirstData'),
  depositHistory: () =>
    import(
      /* webpackChunkName: "first-data-depositHistory" */ '../features/deposit/depositHistoryFirstPage'
    ),
  withdrawalHistory: () =>
    import(
      /* webpackChunkName: "first-data-withdrawalHistory" */ '../features/withdrawal/withdrawalHistoryFirstPage'
    ),
};

/**
 * Everything a page's first render needs, each chunk requested once however often this is
 * called (webpack shares a download in progress). When the app opens on the page, the first
 * data's small chunk is asked for first, so it is not queued behind the page's many; a
 * dashboard page's frame (idle sign-out, the eye button) comes in parallel.
 */
export function requestPageCode(
  key: RouteKey,
  opening: boolean,
): Promise<{ default: ComponentType }> {
  if (opening) void firstDataLoaders[key]?.();
  if (isDashboardPath(paths[key])) {
    void loadDashboardFrame();
    // The dashboard's texts have plurals: FormatJS's formatter comes with the page's code
    // rather than after it (src/i18n/translate.tsx). A failure is asked for again where needed.
    loadMessageFormatter().catch(() => undefined);
  }
  return pageLoaders[key]().then(async (page) => {
    // The page's namespaces registered as its code ran. In Español or Deutsch their catalogues
    // download now, before it renders, so it appears whole and in one language. A failed
    // download is left to the page: its texts ask again and show an error with Retry.
    await loadLanguage(currentLanguage()).catch(() => undefined);
    return page;
  });
}

/** The registered route at `pathname` (exactly, give or take a trailing slash), if any. */
export function routeKeyAt(pathname: string): RouteKey | undefined {
  const path = pathname.replace(/\/+$/, '') || '/';
  return ROUTES.find((route) => route.path === path)?.key;
}
