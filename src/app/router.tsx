import { createBrowserRouter, type LoaderFunction, type RouteObject } from 'react-router-dom';
import { ErrorScreen } from '../components/ErrorScreen';
import { PageCodeLoadingBar } from '../components/PageLoadingBar';
import type { RouteHandle } from '../components/DocumentTitle';
import {
  GUARDED_ROUTES,
  PUBLIC_ROUTES,
  type RouteDefinition,
  type RouteKey,
} from '../config/routes';
import { RequireSession, selectIsSignedIn } from '../features/session';
import { messageRef } from '../i18n';
import { layoutMessages } from '../i18n/namespaces/layout';
import { AppFrame } from './AppFrame';
import { firstDataLoaders, requestPageCode, type FirstDataLoader } from './pageCode';
import type { AppStore } from './store';

/**
 * How long a page waits for its first data before it renders without it (its own loading
 * state then shows, and the answer lands when it comes). The answer normally arrives before
 * the page's code does, so this only bounds a slow server.
 */
const FIRST_DATA_WAIT_MS = 400;

/** True while the router is still loading the page the app was opened on. */
type IsOpening = () => boolean;

/**
 * A route loader that asks for the page's first data alongside its code (React Router runs a
 * static loader in parallel with `lazy`) and returns nothing: the data lives in the store.
 * Only for the page the app opens on: after that, a page is left on screen while the next one
 * loads, and a request that found the session over would send the user to sign in from the
 * page they were leaving (and back there afterwards); those pages ask when they mount.
 * Signed-out visitors ask for nothing (the session guard sends them to sign in), and a failure
 * is left for the page, which shows its own error and Retry.
 */
function firstDataLoader(
  store: AppStore,
  isOpening: IsOpening,
  load: FirstDataLoader,
): LoaderFunction {
  return async ({ request }) => {
    if (!isOpening()) return null;
    try {
      const { requestFirstPage } = await load();
      if (!selectIsSignedIn(store.getState())) return null;
      const answer = store.dispatch(requestFirstPage(new URL(request.url).searchParams));
      let timer: ReturnType<typeof setTimeout> | undefined;
      await Promise.race([
        answer,
        new Promise((resolve) => {
          timer = setTimeout(resolve, FIRST_DATA_WAIT_MS);
        }),
      ]);
      clearTimeout(timer);
    } catch {
      // The page loads its data itself and reports the failure where the user looks.
    }
    return null;
  };
}

type LayoutKey = keyof typeof layoutMessages.en;

/**
 * Each page's name in the document title, in the layout catalogue (its English text is the
 * registry's `title`); the misspelt legacy path is the same page as the right one.
 */
const TITLE_KEYS: Record<RouteKey, LayoutKey> = {
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

const notFoundHandle: RouteHandle = { title: messageRef(layoutMessages, 'title.notFound') };

/** A registered route as a lazily loaded page, titled "<title> | Meridian" by DocumentTitle. */
function pageRoute(
  store: AppStore,
  isOpening: IsOpening,
  { key, path }: RouteDefinition & { key: RouteKey },
): RouteObject {
  const handle: RouteHandle = { title: messageRef(layoutMessages, TITLE_KEYS[key]) };
  const loadFirstData = firstDataLoaders[key];
  return {
    path,
    handle,
    lazy: () => requestPageCode(key, isOpening()).then((module) => ({ Component: module.default })),
    ...(loadFirstData && {
      loader: firstDataLoader(store, isOpening, loadFirstData),
      // Only on entering the page: a new page or filter within it is the page's own request,
      // and a loader would hold the URL change until it answered.
      shouldRevalidate: () => false,
    }),
  };
}

/**
 * The whole route table of SPEC §1, for the app's store (some routes ask it for their first
 * data); tests mount the same table in a memory router.
 */
export function appRoutes(store: AppStore, isOpening: IsOpening): RouteObject[] {
  const route = (definition: RouteDefinition & { key: RouteKey }) =>
    pageRoute(store, isOpening, definition);
  return [
    {
      element: <AppFrame />,
      errorElement: <ErrorScreen />,
      hydrateFallbackElement: <PageCodeLoadingBar />,
      children: [
        {
          // A render error inside a page keeps the header and footer around the error screen.
          errorElement: <ErrorScreen />,
          children: [
            ...PUBLIC_ROUTES.map(route),
            { element: <RequireSession />, children: GUARDED_ROUTES.map(route) },
            { path: '*', element: <ErrorScreen />, handle: notFoundHandle },
          ],
        },
      ],
    },
  ];
}

/**
 * A router over the route table for `store`, made by `create` (the browser's, or a memory
 * router in tests); the table asks it whether it is still opening its first page.
 */
export function routerFor<Router extends { state: { initialized: boolean } }>(
  store: AppStore,
  create: (routes: RouteObject[]) => Router,
): Router {
  // Loaders of the first page run inside `create`, before it returns: not yet assigned then.
  let router: Router | undefined = undefined;
  const isOpening = () => router?.state.initialized !== true;
  router = create(appRoutes(store, isOpening));
  return router;
}

export function createAppRouter(store: AppStore) {
  return routerFor(store, (routes) => createBrowserRouter(routes));
}
