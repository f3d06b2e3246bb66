import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { AppLayout } from '../components/layout/AppLayout';
import { ErrorScreen } from '../components/ErrorScreen';
import { PageLoadingBar } from '../components/PageLoadingBar';
import type { RouteHandle } from '../components/DocumentTitle';
import { RequireSession } from '../features/session/RequireSession';
import { paths } from '../config/routes';

type PageModule = { default: React.ComponentType };

/** A lazily loaded route: each page is its own chunk, fetched on first visit. */
function page(path: string, title: string, load: () => Promise<PageModule>): RouteObject {
  const handle: RouteHandle = { title };
  return { path, handle, lazy: () => load().then((module) => ({ Component: module.default })) };
}

const publicRoutes: RouteObject[] = [
  page(
    paths.home,
    'Home',
    () => import(/* webpackChunkName: "route-home" */ '../features/public-pages/HomePage'),
  ),
  page(
    paths.plans,
    'Plans',
    () => import(/* webpackChunkName: "route-plans" */ '../features/plans/PlansPage'),
  ),
  page(
    paths.about,
    'About',
    () => import(/* webpackChunkName: "route-about" */ '../features/public-pages/AboutPage'),
  ),
  page(
    paths.services,
    'Services',
    () => import(/* webpackChunkName: "route-services" */ '../features/public-pages/ServicesPage'),
  ),
  page(
    paths.helpCenter,
    'Help Center',
    () =>
      import(/* webpackChunkName: "route-helpCenter" */ '../features/public-pages/HelpCenterPage'),
  ),
  page(
    paths.contact,
    'Contact',
    () => import(/* webpackChunkName: "route-contact" */ '../features/public-pages/ContactPage'),
  ),
  page(
    paths.prices,
    'Prices',
    () => import(/* webpackChunkName: "route-prices" */ '../features/public-pages/PricesPage'),
  ),
  page(
    paths.signIn,
    'Login',
    () => import(/* webpackChunkName: "route-signIn" */ '../features/auth/SignInPage'),
  ),
  page(
    paths.signUp,
    'Create Personal Account',
    () => import(/* webpackChunkName: "route-signUp" */ '../features/auth/SignUpPage'),
  ),
  page(
    paths.guides,
    'Guides',
    () => import(/* webpackChunkName: "route-guides" */ '../features/public-pages/GuidesPage'),
  ),
  page(
    paths.cryptoGuides,
    'Crypto Guides',
    () =>
      import(
        /* webpackChunkName: "route-cryptoGuides" */ '../features/public-pages/CryptoGuidesPage'
      ),
  ),
  page(
    paths.stocksGuides,
    'Stocks Guides',
    () =>
      import(
        /* webpackChunkName: "route-stocksGuides" */ '../features/public-pages/StocksGuidesPage'
      ),
  ),
  page(
    paths.cryptoIndicesGuidesLegacy,
    'Crypto Indices Guide',
    () =>
      import(
        /* webpackChunkName: "route-cryptoIndicesGuides" */ '../features/public-pages/CryptoIndicesGuidePage'
      ),
  ),
  page(
    paths.cryptoIndicesGuides,
    'Crypto Indices Guide',
    () =>
      import(
        /* webpackChunkName: "route-cryptoIndicesGuides" */ '../features/public-pages/CryptoIndicesGuidePage'
      ),
  ),
  page(
    paths.termsOfUse,
    'Terms of Use',
    () =>
      import(/* webpackChunkName: "route-termsOfUse" */ '../features/public-pages/TermsOfUsePage'),
  ),
  page(
    paths.privacyPolicy,
    'Privacy Policy',
    () =>
      import(
        /* webpackChunkName: "route-privacyPolicy" */ '../features/public-pages/PrivacyPolicyPage'
      ),
  ),
];

const dashboardRoutes: RouteObject[] = [
  page(
    paths.dashboard,
    'Dashboard',
    () => import(/* webpackChunkName: "route-dashboard" */ '../features/dashboard/DashboardPage'),
  ),
  page(
    paths.spotTrading,
    'Spot Trading',
    () => import(/* webpackChunkName: "route-spotTrading" */ '../features/market/SpotTradingPage'),
  ),
  page(
    paths.markets,
    'Markets',
    () => import(/* webpackChunkName: "route-markets" */ '../features/market/MarketsPage'),
  ),
  page(
    paths.account,
    'Account',
    () => import(/* webpackChunkName: "route-account" */ '../features/account/AccountPage'),
  ),
  page(
    paths.upgradeAccount,
    'Upgrade Account',
    () =>
      import(/* webpackChunkName: "route-upgradeAccount" */ '../features/plans/UpgradeAccountPage'),
  ),
  page(
    paths.deposit,
    'Deposit',
    () => import(/* webpackChunkName: "route-deposit" */ '../features/deposit/DepositPage'),
  ),
  page(
    paths.depositHistory,
    'Deposit History',
    () =>
      import(
        /* webpackChunkName: "route-depositHistory" */ '../features/deposit/DepositHistoryPage'
      ),
  ),
  page(
    paths.withdrawal,
    'Withdrawal',
    () =>
      import(/* webpackChunkName: "route-withdrawal" */ '../features/withdrawal/WithdrawalPage'),
  ),
  page(
    paths.withdrawalHistory,
    'Withdrawal History',
    () =>
      import(
        /* webpackChunkName: "route-withdrawalHistory" */ '../features/withdrawal/WithdrawalHistoryPage'
      ),
  ),
];

/** The whole route table of SPEC §1; tests mount the same table in a memory router. */
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    errorElement: <ErrorScreen />,
    hydrateFallbackElement: <PageLoadingBar label="Loading page" />,
    children: [
      {
        // A render error inside a page keeps the header and footer around the error screen.
        errorElement: <ErrorScreen />,
        children: [
          ...publicRoutes,
          { element: <RequireSession />, children: dashboardRoutes },
          { path: '*', element: <ErrorScreen />, handle: { title: 'Page not found' } },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
