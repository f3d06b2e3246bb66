import LinearProgress from '@mui/material/LinearProgress';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { AppLayout } from '../components/layout/AppLayout';
import { ErrorScreen } from '../components/ErrorScreen';
import type { RouteHandle } from '../components/DocumentTitle';
import { RequireSession } from '../features/session/RequireSession';
import { paths } from './paths';

type PageModule = { default: React.ComponentType };

/** A lazily loaded route: each page is its own chunk, fetched on first visit. */
function page(path: string, title: string, load: () => Promise<PageModule>): RouteObject {
  const handle: RouteHandle = { title };
  return { path, handle, lazy: () => load().then((module) => ({ Component: module.default })) };
}

const publicRoutes: RouteObject[] = [
  page(paths.home, 'Home', () => import('../features/public-pages/HomePage')),
  page(paths.plans, 'Plans', () => import('../features/plans/PlansPage')),
  page(paths.about, 'About', () => import('../features/public-pages/AboutPage')),
  page(paths.services, 'Services', () => import('../features/public-pages/ServicesPage')),
  page(paths.helpCenter, 'Help Center', () => import('../features/public-pages/HelpCenterPage')),
  page(paths.contact, 'Contact', () => import('../features/public-pages/ContactPage')),
  page(paths.prices, 'Prices', () => import('../features/public-pages/PricesPage')),
  page(paths.signIn, 'Login', () => import('../features/auth/SignInPage')),
  page(paths.signUp, 'Create Personal Account', () => import('../features/auth/SignUpPage')),
  page(paths.guides, 'Guides', () => import('../features/public-pages/GuidesPage')),
  page(
    paths.cryptoGuides,
    'Crypto Guides',
    () => import('../features/public-pages/CryptoGuidesPage'),
  ),
  page(
    paths.stocksGuides,
    'Stocks Guides',
    () => import('../features/public-pages/StocksGuidesPage'),
  ),
  page(
    paths.cryptoIndicesGuidesLegacy,
    'Crypto Indices Guide',
    () => import('../features/public-pages/CryptoIndicesGuidePage'),
  ),
  page(
    paths.cryptoIndicesGuides,
    'Crypto Indices Guide',
    () => import('../features/public-pages/CryptoIndicesGuidePage'),
  ),
  page(paths.termsOfUse, 'Terms of Use', () => import('../features/public-pages/TermsOfUsePage')),
  page(
    paths.privacyPolicy,
    'Privacy Policy',
    () => import('../features/public-pages/PrivacyPolicyPage'),
  ),
];

const dashboardRoutes: RouteObject[] = [
  page(paths.dashboard, 'Dashboard', () => import('../features/dashboard/DashboardPage')),
  page(paths.spotTrading, 'Spot Trading', () => import('../features/market/SpotTradingPage')),
  page(paths.markets, 'Markets', () => import('../features/market/MarketsPage')),
  page(paths.account, 'Account', () => import('../features/account/AccountPage')),
  page(
    paths.upgradeAccount,
    'Upgrade Account',
    () => import('../features/plans/UpgradeAccountPage'),
  ),
  page(paths.deposit, 'Deposit', () => import('../features/deposit/DepositPage')),
  page(
    paths.depositHistory,
    'Deposit History',
    () => import('../features/deposit/DepositHistoryPage'),
  ),
  page(paths.withdrawal, 'Withdrawal', () => import('../features/withdrawal/WithdrawalPage')),
  page(
    paths.withdrawalHistory,
    'Withdrawal History',
    () => import('../features/withdrawal/WithdrawalHistoryPage'),
  ),
];

/** The whole route table of SPEC §1; tests mount the same table in a memory router. */
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    errorElement: <ErrorScreen />,
    hydrateFallbackElement: <LinearProgress aria-label="Loading page" />,
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
