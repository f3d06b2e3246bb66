import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { persistStore } from 'redux-persist';
import type { LoginSuccessResponse } from '../api/types';
import { AppProviders } from '../app/AppProviders';
import { routerFor } from '../app/router';
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

/** Mounts the real route table at `path` with a fresh store: the app as a user meets it. */
export function renderApp(path: string, { preloadedState, persist = true }: RenderOptions = {}) {
  const store = setupStore(preloadedState ?? (persist ? undefined : rehydratedState()));
  const persistor = persist ? persistStore(store) : null;
  const router = routerFor(store, (routes) =>
    createMemoryRouter(routes, { initialEntries: [path] }),
  );
  const user = userEvent.setup();
  const view = render(
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, store, persistor, router, user };
}
