import {
  Component,
  lazy,
  type ComponentType,
  type ErrorInfo,
  type LazyExoticComponent,
  type ReactNode,
} from 'react';
import { Outlet, Route, Routes, useLocation } from 'react-router-dom';
import { ErrorScreen } from '../components/ErrorScreen';
import { GUARDED_ROUTES, PUBLIC_ROUTES, type RouteKey } from '../config/routes';
import { RequireSession, selectIsSignedIn } from '../features/session';
import { AppFrame } from './AppFrame';
import { firstDataLoaders, requestPageCode } from './pageCode';
import type { AppStore } from './store';

// React Router's declarative routes (<Routes>) rather than its data router: the data router's
// state machine (loaders, actions, fetchers, revalidation) is ≈ 16.6 kB gzip in every page's
// first render, and the app used it only to load pages lazily, title them and catch their
// errors — which React.lazy, the route registry and an error boundary do (issue 32).
// Navigations run in a transition (BrowserRouter's own), so a page stays on screen while the
// next one's code arrives; the app's first page shows the frame's loading bar meanwhile.

/**
 * How long the page the app opens on waits for its first data before it renders without it
 * (its own loading state then shows, and the answer lands when it comes). The answer normally
 * arrives before the page's code does, so this only bounds a slow server.
 */
const FIRST_DATA_WAIT_MS = 400;

/**
 * The first data of the page the app opens on, asked for alongside its code: resolves when it
 * has answered, or after FIRST_DATA_WAIT_MS. Only for that page: later pages ask when they
 * mount (a request that found the session over would send the user to sign in from the page
 * they were leaving). Signed-out visitors ask for nothing (the guard sends them to sign in), and
 * a failure is left for the page, which shows its own error and Retry.
 */
async function openingFirstData(store: AppStore, key: RouteKey, search: string): Promise<void> {
  const load = firstDataLoaders[key];
  if (!load) return;
  try {
    const { requestFirstPage } = await load();
    if (!selectIsSignedIn(store.getState())) return;
    const answer = store.dispatch(requestFirstPage(new URLSearchParams(search)));
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
}

type LazyPage = LazyExoticComponent<ComponentType>;

/**
 * Every registered page as a lazily loaded component, made on its first visit. React.lazy keeps
 * a failed load failed, so a page whose code could not be fetched gets a new one the next time
 * it is shown (after the error screen has been left), which asks again.
 */
export interface AppPages {
  pageOf: (key: RouteKey, search: string) => LazyPage;
}

export function appPages(store: AppStore): AppPages {
  const pages = new Map<RouteKey, LazyPage>();
  const failed = new Set<RouteKey>();
  let opened = false;
  return {
    pageOf: (key, search) => {
      const known = pages.get(key);
      if (known && !failed.has(key)) return known;
      failed.delete(key);
      const page = lazy(() => {
        const opening = !opened;
        opened = true;
        const code = requestPageCode(key, opening);
        const firstData = opening ? openingFirstData(store, key, search) : undefined;
        return Promise.all([code, firstData]).then(
          ([module]) => module,
          (failure: unknown) => {
            failed.add(key);
            throw failure;
          },
        );
      });
      pages.set(key, page);
      return page;
    },
  };
}

interface ErrorBoundaryProps {
  /** A new key (the next page) leaves the error screen for the children again. */
  resetKey: string;
  children: ReactNode;
}

interface ErrorBoundaryState {
  error: unknown;
  /** The resetKey last rendered: a different one clears the error. */
  shownFor: string | undefined;
}

/** Shows the error screen for an error thrown while rendering (or a page's code not loading). */
class RouteErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { error: undefined, shownFor: undefined };

  static getDerivedStateFromError(error: unknown): Partial<ErrorBoundaryState> {
    return { error: error ?? new Error('Unknown error') };
  }

  static getDerivedStateFromProps(
    { resetKey }: ErrorBoundaryProps,
    { shownFor }: ErrorBoundaryState,
  ): Partial<ErrorBoundaryState> | null {
    return shownFor === resetKey ? null : { error: undefined, shownFor: resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    // What React Router's error element logged: the error and where it was thrown.
    console.error(error, info.componentStack);
  }

  override render() {
    if (this.state.error !== undefined) return <ErrorScreen error={this.state.error} />;
    return this.props.children;
  }
}

/** A render error inside a page keeps the header and footer around the error screen. */
export function PageErrors() {
  const { pathname } = useLocation();
  return (
    <RouteErrorBoundary resetKey={pathname}>
      <Outlet />
    </RouteErrorBoundary>
  );
}

function RoutePage({ pages, routeKey }: { pages: AppPages; routeKey: RouteKey }) {
  const { search } = useLocation();
  const Page = pages.pageOf(routeKey, search);
  return <Page />;
}

/** The whole route table of SPEC §1; the browser's router and the tests' memory router hold it. */
export function AppRoutes({ pages }: { pages: AppPages }) {
  const { pathname } = useLocation();
  const page = ({ key, path }: { key: RouteKey; path: string }) => (
    <Route key={key} path={path} element={<RoutePage pages={pages} routeKey={key} />} />
  );
  return (
    <RouteErrorBoundary resetKey={pathname}>
      <Routes>
        <Route element={<AppFrame />}>
          <Route element={<PageErrors />}>
            {PUBLIC_ROUTES.map(page)}
            <Route element={<RequireSession />}>{GUARDED_ROUTES.map(page)}</Route>
            <Route path="*" element={<ErrorScreen />} />
          </Route>
        </Route>
      </Routes>
    </RouteErrorBoundary>
  );
}
