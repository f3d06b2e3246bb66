import { act, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { api, publicEndpoint } from '../api';
import { SESSION_EXPIRED_MESSAGE } from '../sessionEvents';
import { paths } from '../../config/routes';
import { setupStore } from '../../app/store';
import { depositApi } from '../../features/deposit/depositApi';
import { publicPagesApi } from '../../features/public-pages/publicPagesApi';
import { sessionApi } from '../../features/session/sessionApi';
import { withdrawalApi } from '../../features/withdrawal/withdrawalApi';
import { buildLoginResponse } from '../../test/fixtures';
import { renderApp, signedInState } from '../../test/renderWithProviders';
import { apiUrl, server } from '../../test/server';

const login = buildLoginResponse({ token: 'bearer-token-42' });
type Store = ReturnType<typeof setupStore>;
type Method = 'get' | 'post' | 'put';

/** Answers `method path` with `status` and `body`; returns the Authorization header of each call. */
function recordAuthorization(method: Method, path: string, body: unknown, status = 200) {
  const seen: (string | null)[] = [];
  server.use(
    http[method](apiUrl(path), ({ request }) => {
      seen.push(request.headers.get('Authorization'));
      return HttpResponse.json(body as Record<string, unknown>, { status });
    }),
  );
  return seen;
}

/**
 * Endpoints that differ only in the flag their definition carries, all on one URL with
 * made-up names: whatever the API layer does differently for them can come from nothing but
 * the flag (a list of endpoint names could not know these).
 */
const probes = api.injectEndpoints({
  endpoints: (build) => ({
    probeDeclaredPublic: build.query<unknown, void>({
      query: () => '/probe',
      extraOptions: publicEndpoint,
    }),
    probeDefault: build.query<unknown, void>({ query: () => '/probe' }),
    probeDeclaredBearer: build.query<unknown, void>({
      query: () => '/probe',
      extraOptions: { auth: 'bearer' },
    }),
  }),
});

describe('the auth flag on an endpoint definition', () => {
  it('keeps the token off a public endpoint, even when signed in', async () => {
    const store = setupStore(signedInState(login));
    const seen = recordAuthorization('get', '/probe', {});
    await store.dispatch(probes.endpoints.probeDeclaredPublic.initiate());
    expect(seen).toEqual([null]);
  });

  it('sends the token on a bearer endpoint, the default when nothing is declared', async () => {
    const store = setupStore(signedInState(login));
    const seen = recordAuthorization('get', '/probe', {});
    await store.dispatch(probes.endpoints.probeDefault.initiate());
    await store.dispatch(probes.endpoints.probeDeclaredBearer.initiate());
    expect(seen).toEqual(['Bearer bearer-token-42', 'Bearer bearer-token-42']);
  });

  it("keeps the session when a public endpoint is answered 401: it's about the request", async () => {
    const store = setupStore(signedInState(login));
    recordAuthorization('get', '/probe', { message: 'Wrong code' }, 401);
    const result = await store.dispatch(probes.endpoints.probeDeclaredPublic.initiate());
    expect(result.error).toMatchObject({ status: 401 });
    expect(store.getState().session).toMatchObject({
      isUser: true,
      token: 'bearer-token-42',
      loginError: '',
    });
  });

  it.each(['probeDefault', 'probeDeclaredBearer'] as const)(
    'ends the session when a bearer endpoint (%s) is answered 401',
    async (probe) => {
      const store = setupStore(signedInState(login));
      recordAuthorization('get', '/probe', { message: 'Token expired' }, 401);
      await store.dispatch(probes.endpoints[probe].initiate());
      expect(store.getState().session).toMatchObject({
        isUser: false,
        token: null,
        userDetails: null,
        loginError: SESSION_EXPIRED_MESSAGE,
      });
    },
  );
});

/** Every call of SPEC §8 with its Auth column, as the features define them. */
const publicCalls: [string, Method, string, (store: Store) => Promise<unknown>][] = [
  ['wake-up', 'get', '/', (store) => store.dispatch(publicPagesApi.endpoints.wakeUp.initiate())],
  [
    'register',
    'post',
    '/auth/register',
    (store) =>
      store.dispatch(
        sessionApi.endpoints.register.initiate({
          name: 'Ada Lovelace',
          email: 'ada@example.com',
          password: 'x',
          zipCode: '1',
          address: 'a',
          countryOfResidence: 'uk',
          currency: '$',
          investmentGoal: 'none',
        }),
      ),
  ],
  [
    'login',
    'post',
    '/auth/login',
    (store) =>
      store.dispatch(sessionApi.endpoints.login.initiate({ email: 'a@b.co', password: 'x' })),
  ],
  [
    'edit-password',
    'put',
    '/auth/edit-password',
    (store) =>
      store.dispatch(
        sessionApi.endpoints.editPassword.initiate({
          email: 'a@b.co',
          password: 'x',
          seedPhrase: 's',
        }),
      ),
  ],
];

const bearerCalls: [string, Method, string, (store: Store) => Promise<unknown>][] = [
  [
    'token-user',
    'get',
    '/transaction/token-user',
    (store) => store.dispatch(sessionApi.endpoints.getUser.initiate()),
  ],
  [
    'edit-user',
    'put',
    '/auth/edit-user',
    (store) =>
      store.dispatch(
        sessionApi.endpoints.editUser.initiate({
          name: 'Ada Lovelace',
          zipCode: '1',
          address: 'a',
          gender: 'female',
          phoneNumber: '1',
          investmentGoal: 'none',
        }),
      ),
  ],
  [
    'deposit history',
    'get',
    '/transaction/all',
    (store) => store.dispatch(depositApi.endpoints.getDepositHistory.initiate({})),
  ],
  [
    'deposit',
    'post',
    '/transaction/add',
    (store) => store.dispatch(depositApi.endpoints.addTransaction.initiate({ amount: 5 })),
  ],
  [
    'withdrawal history',
    'get',
    '/withdrawal/all',
    (store) => store.dispatch(withdrawalApi.endpoints.getWithdrawalHistory.initiate({})),
  ],
  [
    'withdrawal',
    'post',
    '/withdrawal/add',
    (store) =>
      store.dispatch(
        withdrawalApi.endpoints.addWithdrawal.initiate({
          amount: 20,
          charges: 0,
          walletAddress: 'bc1qexample',
          email: 'ada@example.com',
          exchange: 'Kraken',
          asset: 'Bitcoin',
        }),
      ),
  ],
];

describe('the calls of SPEC §8', () => {
  it.each(publicCalls)(
    'sends %s without a token and keeps the session on its 401',
    async (_name, method, path, call) => {
      const store = setupStore(signedInState(login));
      const seen = recordAuthorization(method, path, { message: 'Refused' }, 401);
      await call(store);
      expect(seen).toEqual([null]);
      expect(store.getState().session).toMatchObject({ isUser: true, token: 'bearer-token-42' });
    },
  );

  it.each(bearerCalls)(
    'sends %s with the token and ends the session on its 401',
    async (_name, method, path, call) => {
      const store = setupStore(signedInState(login));
      const seen = recordAuthorization(method, path, { message: 'Token expired' }, 401);
      await call(store);
      expect(seen).toEqual(['Bearer bearer-token-42']);
      expect(store.getState().session).toMatchObject({
        isUser: false,
        token: null,
        loginError: SESSION_EXPIRED_MESSAGE,
      });
    },
  );
});

describe('an expired session in the app', () => {
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

    await act(() => store.dispatch(sessionApi.endpoints.getUser.initiate()));

    expect(await screen.findByText(SESSION_EXPIRED_MESSAGE)).toBeVisible();
    expect(router.state.location.pathname).toBe(paths.signIn);
    expect(store.getState().session).toMatchObject({ isUser: false, token: null });
  });

  it('remembers the page that was opening when its first request finds the session over', async () => {
    // The history page asks for its rows while its code loads (a route loader), so the 401
    // arrives while the account page is still on screen.
    server.use(
      http.get(apiUrl('/transaction/all'), () =>
        HttpResponse.json({ message: 'Token expired' }, { status: 401 }),
      ),
    );
    const { router } = renderApp(paths.account, {
      preloadedState: signedInState(login),
      persist: false,
    });
    await screen.findByRole('heading', { name: 'Account' });

    await act(() => router.navigate(`${paths.depositHistory}?status=pending`));

    expect(await screen.findByText(SESSION_EXPIRED_MESSAGE)).toBeVisible();
    expect(router.state.location.pathname).toBe(paths.signIn);
    // Signing in again returns where the user was going, not to the account page.
    expect(router.state.location.state).toEqual({
      from: `${paths.depositHistory}?status=pending`,
    });
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
