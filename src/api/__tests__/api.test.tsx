import { act, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { api } from '../api';
import { SESSION_EXPIRED_MESSAGE } from '../sessionEvents';
import { paths } from '../../config/routes';
import { setupStore } from '../../app/store';
import { buildLoginResponse, buildUser } from '../../test/fixtures';
import { renderApp, signedInState } from '../../test/renderWithProviders';
import { apiUrl, server } from '../../test/server';

const login = buildLoginResponse({ token: 'bearer-token-42' });

function recordAuthorization(method: 'get' | 'post' | 'put', path: string, body: unknown) {
  const seen: (string | null)[] = [];
  server.use(
    http[method](apiUrl(path), ({ request }) => {
      seen.push(request.headers.get('Authorization'));
      return HttpResponse.json(body as Record<string, unknown>);
    }),
  );
  return seen;
}

describe('API slice', () => {
  it('sends the bearer token on bearer calls', async () => {
    const store = setupStore(signedInState(login));
    const seen = recordAuthorization('get', '/transaction/token-user', buildUser());
    await store.dispatch(api.endpoints.getUser.initiate());
    expect(seen).toEqual(['Bearer bearer-token-42']);
  });

  it('sends the bearer token on the history lists', async () => {
    const store = setupStore(signedInState(login));
    const seenDeposits = recordAuthorization('get', '/transaction/all', { allTransactions: [] });
    const seenWithdrawals = recordAuthorization('get', '/withdrawal/all', { allWithdrawals: [] });
    await store.dispatch(api.endpoints.getTransactions.initiate());
    await store.dispatch(api.endpoints.getWithdrawals.initiate());
    expect(seenDeposits).toEqual(['Bearer bearer-token-42']);
    expect(seenWithdrawals).toEqual(['Bearer bearer-token-42']);
  });

  it('sends no token on public calls, even when signed in', async () => {
    const store = setupStore(signedInState(login));
    const seenLogin = recordAuthorization('post', '/auth/login', login);
    const seenReset = recordAuthorization('put', '/auth/edit-password', { message: 'ok' });
    await store.dispatch(api.endpoints.login.initiate({ email: 'a@b.co', password: 'x' }));
    await store.dispatch(
      api.endpoints.editPassword.initiate({ email: 'a@b.co', password: 'x', seedPhrase: 's' }),
    );
    expect(seenLogin).toEqual([null]);
    expect(seenReset).toEqual([null]);
  });

  it('ends the session on a bearer call answered 401 and shows why on sign-in', async () => {
    server.use(
      http.get(apiUrl('/transaction/token-user'), () =>
        HttpResponse.json({ message: 'Token expired' }, { status: 401 }),
      ),
    );
    const { store, router } = renderApp(paths.account, {
      preloadedState: signedInState(login),
      persist: false,
    });
    await screen.findByRole('heading', { name: 'Account' });

    await act(() => store.dispatch(api.endpoints.getUser.initiate()));

    expect(await screen.findByText(SESSION_EXPIRED_MESSAGE)).toBeVisible();
    expect(router.state.location.pathname).toBe(paths.signIn);
    expect(store.getState().session).toMatchObject({ isUser: false, token: null });
  });

  it('does not treat a refused login (401) as an expired session', async () => {
    server.use(
      http.post(apiUrl('/auth/login'), () =>
        HttpResponse.json({ message: 'Incorrect email or password' }, { status: 401 }),
      ),
    );
    const { user } = renderApp(paths.signIn);
    await user.type(await screen.findByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Incorrect email or password')).toBeVisible();
    expect(screen.queryByText(SESSION_EXPIRED_MESSAGE)).not.toBeInTheDocument();
  });

  it('shows the network message and keeps what was typed when the server is unreachable', async () => {
    server.use(http.post(apiUrl('/auth/login'), () => HttpResponse.error()));
    const { user } = renderApp(paths.signIn);
    await user.type(await screen.findByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'correct-horse');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(
      await screen.findByText('Network error — please check your connection and try again.'),
    ).toBeVisible();
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com');
    expect(screen.getByLabelText('Password')).toHaveValue('correct-horse');
  });
});
