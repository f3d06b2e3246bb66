import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { ErrorScreen } from '../components/ErrorScreen';
import { PageLoadingBar } from '../components/PageLoadingBar';
import type { RouteHandle } from '../components/DocumentTitle';
import {
  GUARDED_ROUTES,
  PUBLIC_ROUTES,
  type RouteDefinition,
  type RouteKey,
} from '../config/routes';
import { RequireSession } from '../features/session';
import { AppFrame } from './AppFrame';

type PageLoader = () => Promise<{ default: ComponentType }>;

/**
 * The page of every registered route, each its own chunk fetched on first visit. Typed by the
 * registry's keys, so a route without a page, or a page without a route, does not compile.
 * The chunk names are literal because webpack reads them at build time, and
 * bench/firstRenderBundle.ts finds each route's files by them (`route-<key>`).
 */
const pageLoaders: Record<RouteKey, PageLoader> = {
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
  dashboard: () =>
    import(/* webpackChunkName: "route-dashboard" */ '../features/dashboard/DashboardPage'),
  spotTrading: () =>
    import(/* webpackChunkName: "route-spotTrading" */ '../features/market/SpotTradingPage'),
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
};

/** A registered route as a lazily loaded page, titled "<title> | Meridian" by DocumentTitle. */
function pageRoute({ key, path, title }: RouteDefinition & { key: RouteKey }): RouteObject {
  const handle: RouteHandle = { title };
  return {
    path,
    handle,
    lazy: () => pageLoaders[key]().then((module) => ({ Component: module.default })),
  };
}

/** The whole route table of SPEC §1; tests mount the same table in a memory router. */
export const routes: RouteObject[] = [
  {
    element: <AppFrame />,
    errorElement: <ErrorScreen />,
    hydrateFallbackElement: <PageLoadingBar label="Loading page" />,
    children: [
      {
        // A render error inside a page keeps the header and footer around the error screen.
        errorElement: <ErrorScreen />,
        children: [
          ...PUBLIC_ROUTES.map(pageRoute),
          { element: <RequireSession />, children: GUARDED_ROUTES.map(pageRoute) },
          { path: '*', element: <ErrorScreen />, handle: { title: 'Page not found' } },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
