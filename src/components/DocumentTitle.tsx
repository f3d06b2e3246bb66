import { useEffect } from 'react';
import { matchPath, useLocation } from 'react-router-dom';
import { config } from '../config/config';
import { ROUTES, type RouteKey } from '../config/routes';
import { useT } from '../i18n';
import { layoutMessages } from '../i18n/namespaces/layout';

/**
 * Each page's name in the document title, in the layout catalogue (its English text is the
 * registry's `title`); the misspelt legacy path is the same page as the right one.
 */
const TITLE_KEYS: Record<RouteKey, keyof typeof layoutMessages.en> = {
  home: 'title.home',
  plans: 'title.plans',
  about: 'title.about',
  services: 'title.services',
  helpCenter: 'title.helpCenter',
  contact: 'title.contact',
  prices: 'title.prices',
  signIn: 'title.signIn',
  signUp: 'title.signUp',
  guides: 'title.guides',
  cryptoGuides: 'title.cryptoGuides',
  stocksGuides: 'title.stocksGuides',
  cryptoIndicesGuidesLegacy: 'title.cryptoIndicesGuides',
  cryptoIndicesGuides: 'title.cryptoIndicesGuides',
  termsOfUse: 'title.termsOfUse',
  privacyPolicy: 'title.privacyPolicy',
  lockAccount: 'title.lockAccount',
  unlock: 'title.unlock',
  dashboard: 'title.dashboard',
  spotTrading: 'title.spotTrading',
  markets: 'title.markets',
  account: 'title.account',
  upgradeAccount: 'title.upgradeAccount',
  deposit: 'title.deposit',
  depositHistory: 'title.depositHistory',
  withdrawal: 'title.withdrawal',
  withdrawalHistory: 'title.withdrawalHistory',
  trades: 'title.trades',
};

/**
 * Sets `document.title` to `"<Page> | Meridian"` (in the chosen language's form) for a page
 * whose title depends on its state (e.g. Login / Reset); the caller gives the page's name in
 * the language chosen.
 */
export function useDocumentTitle(page: string): void {
  const t = useT(layoutMessages);
  const title = t('documentTitle', { page, product: config.productName });
  useEffect(() => {
    document.title = title;
  }, [title]);
}

/** Titles the page at the current address `"<Page> | Meridian"`; an unknown one "Page not found". */
export function DocumentTitle() {
  const t = useT(layoutMessages);
  const { pathname } = useLocation();
  // Matched as the routes match (case-insensitively, a trailing slash allowed).
  const route = ROUTES.find(({ path }) => matchPath(path, pathname) !== null);
  useDocumentTitle(t(route ? TITLE_KEYS[route.key] : 'title.notFound'));
  return null;
}
