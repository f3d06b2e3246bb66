import { act, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { DEVICE_ID_STORAGE_KEY } from '../../../api/types';
import { paths } from '../../../config/routes';
import { buildLoginResponse, buildUser } from '../../../test/fixtures';
import { renderApp, signedInState } from '../../../test/renderWithProviders';
import { apiUrl, server } from '../../../test/server';
import { sessionApi } from '../sessionApi';
import { USER_DETAILS_KEY, USER_TOKEN_KEY } from '../sessionPersistence';

/**
 * What the session saved: every storage key but the browser's device id, which the sign-in
 * itself keeps (SPEC §12.5) and no sign-out removes.
 */
const sessionKeysSaved = () =>
  Object.keys(localStorage)
    .filter((key) => key !== DEVICE_ID_STORAGE_KEY)
    .sort();

const login = buildLoginResponse({
  token: 'eyJ.session.token',
  user: buildUser({ name: 'Grace Hopper', email: 'grace@example.com' }),
});

/** The server knows Grace: login and the dashboard's token-user refresh both answer with her. */
function serveGrace() {
  server.use(
    http.post(apiUrl('/auth/login'), () => HttpResponse.json(login)),
    http.get(apiUrl('/transaction/token-user'), () => HttpResponse.json(login.user)),
  );
}

async function signIn() {
  serveGrace();
  const view = renderApp(paths.signIn);
  await view.user.type(await screen.findByLabelText('Email'), 'grace@example.com');
  await view.user.type(screen.getByLabelText('Password'), 'correct-horse');
  await view.user.click(screen.getByRole('button', { name: 'Sign in' }));
  await screen.findByRole('heading', { name: 'Dashboard' });
  return view;
}

describe('session persistence', () => {
  it('saves exactly userDetails and userToken, as JSON, after login', async () => {
    const { persistor } = await signIn();
    // Flushing dispatches to the store, which re-renders the page: act() lets that finish.
    await act(() => persistor?.flush());
    expect(localStorage.getItem('userDetails')).toBe(JSON.stringify(login.user));
    expect(localStorage.getItem('userToken')).toBe(JSON.stringify(login.token));
    expect(sessionKeysSaved()).toEqual([USER_DETAILS_KEY, USER_TOKEN_KEY].sort());
  });

  it("keeps the saved user details in step with the server's latest answer", async () => {
    const { persistor, router } = await signIn();
    const upgraded = { ...login.user, plan: 'Diamond -Crystal', totalDeposit: 900 };
    server.use(http.get(apiUrl('/transaction/token-user'), () => HttpResponse.json(upgraded)));
    // Any screen that shows the figures asks again; the saved copy follows the answer.
    await act(() => router.navigate(paths.account));
    expect(await screen.findByText('Diamond -Crystal')).toBeVisible();
    await act(() => persistor?.flush());
    expect(localStorage.getItem('userDetails')).toBe(JSON.stringify(upgraded));
  });

  it('restores the session after a reload', async () => {
    serveGrace();
    localStorage.setItem('userDetails', JSON.stringify(login.user));
    localStorage.setItem('userToken', JSON.stringify(login.token));

    const { store, router } = renderApp(paths.account);

    expect(await screen.findByRole('heading', { name: 'Account' })).toBeVisible();
    expect(router.state.location.pathname).toBe(paths.account);
    expect(store.getState().session).toMatchObject({
      isUser: true,
      token: login.token,
      userDetails: login.user,
    });
    // Rehydration writes back the same values, not a redux-persist envelope.
    expect(localStorage.getItem('userToken')).toBe(JSON.stringify(login.token));
    expect(localStorage.getItem('persist:session')).toBeNull();
  });

  it('removes both keys and goes home on logout', async () => {
    server.use(http.post(apiUrl('/auth/logout'), () => new HttpResponse(null, { status: 204 })));
    const { user, router, persistor, store } = await signIn();
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByRole('link', { name: 'Sign in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(paths.home);
    await act(() => persistor?.flush());
    expect(localStorage.getItem('userDetails')).toBeNull();
    expect(localStorage.getItem('userToken')).toBeNull();
    expect(store.getState().session).toMatchObject({
      isUser: false,
      token: null,
      userDetails: null,
    });
  });

  it("keeps a store that started signed in signed in past redux-persist's 5 s timeout", async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    try {
      const { store } = renderApp(paths.account, { preloadedState: signedInState(login) });
      // The timeout rehydrates with no payload: nothing read, so nothing to sign out.
      await act(() => jest.advanceTimersByTimeAsync(6000));
      expect(store.getState().session).toMatchObject({ isUser: true, token: login.token });
    } finally {
      jest.useRealTimers();
    }
  });

  it('treats a corrupt saved token as no session', async () => {
    localStorage.setItem('userToken', '{not json');
    const { router } = renderApp(paths.dashboard);
    expect(await screen.findByRole('heading', { name: 'Meridian Trades Login' })).toBeVisible();
    expect(router.state.location.pathname).toBe(paths.signIn);
  });

  it('never persists the seed phrase or the API cache', async () => {
    const { persistor, store } = await signIn();
    await act(() => store.dispatch(sessionApi.endpoints.getUser.initiate()));
    await act(() => persistor?.flush());
    expect(Object.keys(store.getState().api.queries)).not.toHaveLength(0);
    expect(sessionKeysSaved()).toEqual([USER_DETAILS_KEY, USER_TOKEN_KEY].sort());
    const saved = Object.values(localStorage).join('\n');
    expect(saved).not.toContain('seedPhrase');
    expect(saved).not.toContain('queries');
  });
});
