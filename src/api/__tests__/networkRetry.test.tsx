import { screen, within } from '@testing-library/react';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { NETWORK_RETRY_DELAYS_MS } from '../networkRetry';
import { paths } from '../../config/routes';
import { setupStore } from '../../app/store';
import { depositApi } from '../../features/deposit/depositApi';
import { withdrawalApi } from '../../features/withdrawal/withdrawalApi';
import { NETWORK_ERROR_MESSAGE } from '../../lib/apiError';
import { buildLoginResponse, buildUser } from '../../test/fixtures';
import { renderApp, signedInState } from '../../test/renderWithProviders';
import { apiUrl, server } from '../../test/server';

const login = buildLoginResponse();
type Store = ReturnType<typeof setupStore>;

/**
 * Answers `GET path` with a network failure (no response at all) for the first `failures`
 * requests, then with `body`; returns the time of every request that arrived.
 */
function failGetOnTheNetwork(path: string, failures: number, body: JsonBodyType) {
  const arrivals: number[] = [];
  server.use(
    http.get(apiUrl(path), () => {
      arrivals.push(performance.now());
      return arrivals.length <= failures ? HttpResponse.error() : HttpResponse.json(body);
    }),
  );
  return arrivals;
}

beforeAll(() => import('../../features/dashboard/DashboardPage'));

describe('network retry of idempotent reads', () => {
  it('retries a GET that never reached the server and shows the figures once it does', async () => {
    const arrivals = failGetOnTheNetwork(
      '/transaction/token-user',
      2,
      buildUser({ totalDeposit: 700 }),
    );
    renderApp(paths.dashboard, { preloadedState: signedInState(login) });

    const card = await screen.findByRole('group', { name: 'Total Deposits' });
    expect(await within(card).findByText('$700.00')).toBeVisible();
    expect(arrivals).toHaveLength(3);
    expect(screen.queryByText(/could not be loaded/)).not.toBeInTheDocument();
  });

  it('waits longer before each retry, then shows the failure with a Retry', async () => {
    const arrivals = failGetOnTheNetwork('/transaction/token-user', Infinity, {});
    const { user } = renderApp(paths.dashboard, { preloadedState: signedInState(login) });

    expect(await screen.findByText(new RegExp(NETWORK_ERROR_MESSAGE))).toBeVisible();
    expect(arrivals).toHaveLength(1 + NETWORK_RETRY_DELAYS_MS.length);
    const gaps = arrivals.slice(1).map((time, index) => time - (arrivals[index] ?? 0));
    // Timers may fire a millisecond early; a missing backoff would show gaps near zero.
    gaps.forEach((gap, index) =>
      expect(gap).toBeGreaterThan((NETWORK_RETRY_DELAYS_MS[index] ?? 0) - 5),
    );

    // The user's Retry starts a fresh round that succeeds once the network is back.
    server.use(
      http.get(apiUrl('/transaction/token-user'), () =>
        HttpResponse.json(buildUser({ totalDeposit: 50 })),
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    const card = await screen.findByRole('group', { name: 'Total Deposits' });
    expect(await within(card).findByText('$50.00')).toBeVisible();
  });

  it("shows a server's answer at once, even a 5xx: only missing answers are retried", async () => {
    let requests = 0;
    server.use(
      http.get(apiUrl('/transaction/all'), () => {
        requests += 1;
        return HttpResponse.json({ message: 'Database unavailable' }, { status: 503 });
      }),
    );
    const store = setupStore(signedInState(login));
    const result = await store.dispatch(depositApi.endpoints.getDepositHistory.initiate({}));
    expect(result.error).toMatchObject({ status: 503 });
    expect(requests).toBe(1);
  });

  it.each([
    [
      'a deposit',
      '/transaction/add',
      (store: Store) =>
        store.dispatch(depositApi.endpoints.addTransaction.initiate({ amount: 500 })),
    ],
    [
      'a withdrawal',
      '/withdrawal/add',
      (store: Store) =>
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
  ])('never repeats %s: the first request may have been recorded', async (_name, path, call) => {
    let requests = 0;
    server.use(
      http.post(apiUrl(path), () => {
        requests += 1;
        return HttpResponse.error();
      }),
    );
    const store = setupStore(signedInState(login));
    const result = await call(store);
    expect(result.error).toMatchObject({ status: 'FETCH_ERROR' });
    expect(requests).toBe(1);
  });
});
