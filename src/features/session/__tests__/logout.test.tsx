import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { SESSION_EXPIRED_MESSAGE } from '../../../api/sessionEvents';
import { paths } from '../../../config/routes';
import { PAGE_LOAD } from '../../../test/authCalls';
import { buildLoginResponse, buildUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/renderWithProviders';
import { apiUrl, server } from '../../../test/server';
import { USER_DETAILS_KEY, USER_TOKEN_KEY } from '../sessionPersistence';

const login = buildLoginResponse({
  token: 'eyJ.old.session',
  user: buildUser({ name: 'Ada Lovelace', email: 'ada@example.com' }),
});

type LogoutReply = 204 | 401 | 'network-error';

/** Answers POST /auth/logout and records the Authorization header of every call. */
function answerLogout(reply: LogoutReply = 204): (string | null)[] {
  const authorizations: (string | null)[] = [];
  server.use(
    http.get(apiUrl('/transaction/token-user'), () => HttpResponse.json(login.user)),
    http.post(apiUrl('/auth/logout'), ({ request }) => {
      authorizations.push(request.headers.get('Authorization'));
      if (reply === 'network-error') return HttpResponse.error();
      if (reply === 401) return HttpResponse.json({ message: 'Session ended' }, { status: 401 });
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return authorizations;
}

/** A tab that was signed in before this page load: the session comes from storage. */
function openSignedIn(path: string) {
  localStorage.setItem(USER_DETAILS_KEY, JSON.stringify(login.user));
  localStorage.setItem(USER_TOKEN_KEY, JSON.stringify(login.token));
  const view = renderApp(path);
  const visited: string[] = [];
  view.router.subscribe((state) => visited.push(state.location.pathname));
  return { ...view, visited };
}

describe('Logout', () => {
  it('clears storage and the store before leaving, lands on home, then ends the server session', async () => {
    const authorizations = answerLogout();
    const { store, router, visited } = openSignedIn(paths.upgradeAccount);
    const logout = await screen.findByRole('button', { name: 'Logout' }, PAGE_LOAD);

    fireEvent.click(logout);

    // Synchronously, before the page changes: a reload now would find no session.
    expect(localStorage.getItem(USER_TOKEN_KEY)).toBeNull();
    expect(localStorage.getItem(USER_DETAILS_KEY)).toBeNull();
    expect(store.getState().session).toMatchObject({ isUser: false, token: null });
    expect(router.state.location.pathname).toBe(paths.upgradeAccount);

    await waitFor(() => expect(router.state.location.pathname).toBe(paths.home));
    expect(await screen.findByRole('link', { name: 'Sign in' }, PAGE_LOAD)).toBeVisible();
    // The guard never read the cleared session as a visit that needs sign-in.
    expect(visited).not.toContain(paths.signIn);
    await waitFor(() => expect(authorizations).toEqual([`Bearer ${login.token}`]));
    expect(localStorage.getItem(USER_TOKEN_KEY)).toBeNull();
  });

  it.each<LogoutReply>(['network-error', 401])(
    'signs out here even when the server logout fails (%s), and says nothing alarming',
    async (reply) => {
      const authorizations = answerLogout(reply);
      const { store, router } = openSignedIn(paths.upgradeAccount);
      fireEvent.click(await screen.findByRole('button', { name: 'Logout' }, PAGE_LOAD));

      await waitFor(() => expect(authorizations).toHaveLength(1));
      await waitFor(() => expect(router.state.location.pathname).toBe(paths.home));
      const session = store.getState().session;
      expect(session).toMatchObject({ isUser: false, token: null, loginError: '' });
      expect(screen.queryByText(SESSION_EXPIRED_MESSAGE)).not.toBeInTheDocument();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(localStorage.getItem(USER_TOKEN_KEY)).toBeNull();
    },
  );

  it('sends Back to a dashboard page after Logout to sign-in, not home', async () => {
    answerLogout();
    const { router } = openSignedIn(paths.upgradeAccount);
    fireEvent.click(await screen.findByRole('button', { name: 'Logout' }, PAGE_LOAD));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.home));

    await act(() => router.navigate(paths.deposit));

    expect(
      await screen.findByRole('heading', { name: 'Meridian Trades Login' }, PAGE_LOAD),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe(paths.signIn);
  });
});

describe('Logout in another tab', () => {
  it('signs this tab out and sends it to sign-in, without calling the server', async () => {
    const authorizations = answerLogout();
    const { store, router } = openSignedIn(paths.upgradeAccount);
    await screen.findByRole('button', { name: 'Logout' }, PAGE_LOAD);

    // What the browser delivers when another tab of the origin removes the saved token.
    const oldValue = localStorage.getItem(USER_TOKEN_KEY);
    localStorage.removeItem(USER_DETAILS_KEY);
    localStorage.removeItem(USER_TOKEN_KEY);
    act(() => {
      window.dispatchEvent(
        new StorageEvent('storage', {
          key: USER_TOKEN_KEY,
          oldValue,
          newValue: null,
          storageArea: localStorage,
        }),
      );
    });

    expect(
      await screen.findByRole('heading', { name: 'Meridian Trades Login' }, PAGE_LOAD),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe(paths.signIn);
    expect(store.getState().session).toMatchObject({ isUser: false, token: null });
    expect(authorizations).toEqual([]);
  });

  it('ignores storage events about other keys', async () => {
    answerLogout();
    const { store } = openSignedIn(paths.upgradeAccount);
    await screen.findByRole('button', { name: 'Logout' }, PAGE_LOAD);
    act(() => {
      window.dispatchEvent(
        new StorageEvent('storage', { key: 'theme', newValue: null, storageArea: localStorage }),
      );
    });
    expect(store.getState().session.token).toBe(login.token);
  });
});
