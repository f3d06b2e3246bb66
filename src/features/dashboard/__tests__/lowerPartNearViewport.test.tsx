import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { paths } from '../../../config/routes';
import { buildLoginResponse, buildUser } from '../../../test/fixtures';
import {
  FakeIntersectionObserver,
  installFakeIntersectionObserver,
  removeFakeIntersectionObserver,
} from '../../../test/fakeIntersectionObserver';
import { renderApp, signedInState } from '../../../test/renderWithProviders';
import { apiUrl, server } from '../../../test/server';
import { LOWER_PART_MARGIN } from '../DashboardPage';

/**
 * On a phone the greeting and the wallet cards fill the first screen and more: the sections
 * below them (Performance, holdings, watchlist, market) are drawn as the reader scrolls towards
 * them, while the user's own figures are asked for at once. The fake IntersectionObserver says
 * what is on screen (jsdom has no layout).
 */
beforeEach(() => installFakeIntersectionObserver());
afterEach(() => {
  removeFakeIntersectionObserver();
  server.events.removeAllListeners();
});

function recordFirstDataRequests() {
  const requested: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const { pathname } = new URL(request.url);
    if (pathname.endsWith('/portfolio/history') || pathname.endsWith('/holdings')) {
      requested.push(pathname.split('/').pop() ?? '');
    }
  });
  return requested;
}

/** The reader scrolls until the sections below the cards come within the observer's margin. */
function scrollToLowerPart() {
  const observers = FakeIntersectionObserver.all.filter(
    (observer) => observer.options.rootMargin === LOWER_PART_MARGIN && observer.observed.size > 0,
  );
  expect(observers).toHaveLength(1);
  act(() => observers[0]!.intersect());
}

describe('the dashboard below the wallet cards, off the first screen', () => {
  it('is drawn as the reader scrolls to it, from the figures asked for with the first data', async () => {
    const requested = recordFirstDataRequests();
    const user = buildUser({ verified: true, notification: '', tradeProfit: 1250 });
    server.use(http.get(apiUrl('/transaction/token-user'), () => HttpResponse.json(user)));
    renderApp(paths.dashboard, { preloadedState: signedInState(buildLoginResponse({ user })) });

    expect(await screen.findByText('$1,250.00')).toBeVisible();
    await waitFor(() => expect(requested.sort()).toEqual(['history', 'holdings']));
    // Their code is here (fetched when the page was idle), yet none of them is drawn.
    await act(async () => {
      await import('../DashboardLowerPart');
      await new Promise((resolve) => setTimeout(resolve, 100));
    });
    expect(screen.queryByRole('region', { name: 'Performance' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Your holdings' })).not.toBeInTheDocument();

    scrollToLowerPart();
    expect(await screen.findByRole('region', { name: 'Performance' })).toBeVisible();
    expect(await screen.findByRole('region', { name: 'Your holdings' })).toBeVisible();
    // Drawn from the answers already here: neither was asked for a second time.
    expect(requested.sort()).toEqual(['history', 'holdings']);
  });
});
