import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { paths } from '../../../config/routes';
import { buildLoginResponse, buildUser } from '../../../test/fixtures';
import { renderApp, signedInState } from '../../../test/renderWithProviders';
import { apiUrl, server } from '../../../test/server';

/**
 * Performance, holdings, the watchlist and the market widgets are a chunk of their own, drawn
 * after the greeting and the cards are painted (DashboardPage). Here that chunk's first load fails, as a chunk does
 * offline or after a deploy replaced it: each require of the module throws while
 * mockFailedLoads is on.
 */
let mockFailedLoads = false;
jest.mock('../DashboardLowerPart', () => {
  if (mockFailedLoads) {
    throw new Error('ChunkLoadError: Loading chunk dashboard-lower-part failed');
  }
  return jest.requireActual<object>('../DashboardLowerPart');
});

beforeAll(() => import('../DashboardPage'));

describe('the dashboard below the wallet cards', () => {
  it('are asked for with the page’s first data, say so when their code cannot be loaded, and Retry draws them', async () => {
    mockFailedLoads = true;
    const requested: string[] = [];
    server.events.on('request:start', ({ request }) => {
      const { pathname } = new URL(request.url);
      if (pathname.endsWith('/portfolio/history') || pathname.endsWith('/holdings')) {
        requested.push(pathname.split('/').pop() ?? '');
      }
    });
    const user = buildUser({ verified: true, notification: '' });
    server.use(http.get(apiUrl('/transaction/token-user'), () => HttpResponse.json(user)));
    const { user: person } = renderApp(paths.dashboard, {
      preloadedState: signedInState(buildLoginResponse({ user })),
    });

    expect(
      await screen.findByText(
        'The rest of your dashboard (performance, holdings, watchlist and market) could not be loaded. Check your connection.',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Performance' })).not.toBeInTheDocument();
    // The user's own figures did not wait for the sections' code.
    await waitFor(() => expect(new Set(requested)).toEqual(new Set(['history', 'holdings'])));

    mockFailedLoads = false;
    await person.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('region', { name: 'Performance' })).toBeVisible();
    expect(await screen.findByRole('region', { name: 'Your holdings' })).toBeVisible();
    expect(screen.queryByText(/could not be loaded/)).not.toBeInTheDocument();
    server.events.removeAllListeners();
  });
});
