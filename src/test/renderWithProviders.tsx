import { useLayoutEffect, useRef } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  MemoryRouter,
  parsePath,
  useLocation,
  useNavigate,
  type Location,
  type NavigateFunction,
} from 'react-router-dom';
import { persistStore } from 'redux-persist';
import type { LoginSuccessResponse } from '../api/types';
import { AppProviders } from '../app/AppProviders';
import { appPages, AppRoutes } from '../app/router';
import { setupStore, type RootState } from '../app/store';
import { initialSessionState } from '../features/session';

interface RenderOptions {
  preloadedState?: Partial<RootState>;
  /**
   * Run redux-persist as the app does (rehydrate from localStorage, write back). Off, the
   * session counts as already rehydrated and nothing touches storage.
   */
  persist?: boolean;
}

/** A session that is signed in and already rehydrated, for tests that start on the dashboard. */
export function signedInState(login: LoginSuccessResponse): Partial<RootState> {
  return {
    session: {
      ...initialSessionState,
      isUser: true,
      token: login.token,
      userDetails: login.user,
      _persist: { version: -1, rehydrated: true },
    },
  };
}

export function rehydratedState(): Partial<RootState> {
  return { session: { ...initialSessionState, _persist: { version: -1, rehydrated: true } } };
}

/** The router as a test reads and drives it: where it is, and a way to go elsewhere. */
export interface TestRouter {
  state: { location: Location };
  navigate: NavigateFunction;
  /** Called with each new location; returns the unsubscribe. */
  subscribe: (listener: (state: { location: Location }) => void) => () => void;
}

function testRouter(
  path: string,
): TestRouter & { arrive: (location: Location, notify: boolean) => void } {
  const listeners = new Set<(state: { location: Location }) => void>();
  const { pathname = '/', search = '', hash = '' } = parsePath(path);
  const router = {
    state: { location: { pathname, search, hash, state: null, key: 'default' } as Location },
    navigate: (() => {
      throw new Error('The router is not mounted yet');
    }) as NavigateFunction,
    subscribe: (listener: (state: { location: Location }) => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    arrive: (location: Location, notify: boolean) => {
      router.state = { location };
      if (notify) for (const listener of listeners) listener(router.state);
    },
  };
  return router;
}

/** Inside the memory router: keeps the test's view of it current and lends it `navigate`. */
function RouterProbe({ router }: { router: ReturnType<typeof testRouter> }) {
  const location = useLocation();
  const navigate = useNavigate();
  useLayoutEffect(() => {
    router.navigate = navigate;
  }, [router, navigate]);
  // The first location is where the test started, not a navigation: listeners hear only moves.
  const started = useRef(false);
  useLayoutEffect(() => {
    router.arrive(location, started.current);
    started.current = true;
  }, [router, location]);
  return null;
}

/** Mounts the real route table at `path` with a fresh store: the app as a user meets it. */
export function renderApp(path: string, { preloadedState, persist = true }: RenderOptions = {}) {
  const store = setupStore(preloadedState ?? (persist ? undefined : rehydratedState()));
  const persistor = persist ? persistStore(store) : null;
  const router = testRouter(path);
  // No timer between keystrokes (`delay: null`): each key still waits for React's updates, but
  // not for an idle macrotask. The whole jest run took 625 s with the timer and 555 s without,
  // its CPU unchanged (2026-11-29): that wait was time the core stood idle.
  const user = userEvent.setup({ delay: null });
  const view = render(
    <AppProviders store={store}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes pages={appPages(store)} />
        <RouterProbe router={router} />
      </MemoryRouter>
    </AppProviders>,
  );
  return { ...view, store, persistor, router: router as TestRouter, user };
}
