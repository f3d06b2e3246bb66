import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { setupStore } from '../../../app/store';
import { buildLoginResponse } from '../../../test/fixtures';
import { signedInState } from '../../../test/renderWithProviders';
import { apiUrl, server } from '../../../test/server';
import { portfolioApi } from '../portfolioApi';
import { usePerformanceRequested } from '../usePerformanceRequested';

const afterTest: (() => void)[] = [];
afterEach(() => afterTest.splice(0).forEach((undo) => undo()));

test("the dashboard's request for Performance leaves at once and its answer re-renders nothing there", async () => {
  // The default handler answers (a new account's Performance); this only notes the requests.
  const ranges: (string | null)[] = [];
  const noteRequest = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    if (url.href.startsWith(apiUrl('/portfolio/history')))
      ranges.push(url.searchParams.get('range'));
  };
  server.events.on('request:start', noteRequest);
  afterTest.push(() => server.events.removeListener('request:start', noteRequest));
  const store = setupStore(signedInState(buildLoginResponse()));
  let renders = 0;
  renderHook(
    () => {
      renders += 1;
      usePerformanceRequested();
    },
    {
      wrapper: ({ children }: { children: ReactNode }) => (
        <Provider store={store}>
          <MemoryRouter initialEntries={['/dashboard?range=1M']}>{children}</MemoryRouter>
        </Provider>
      ),
    },
  );
  // The answer is in the cache for the section drawn later…
  await waitFor(() =>
    expect(portfolioApi.endpoints.getPortfolioHistory.select('1M')(store.getState()).status).toBe(
      'fulfilled',
    ),
  );
  expect(ranges).toEqual(['1M']);
  // …while the page that asked, which reads none of it, rendered once.
  expect(renders).toBe(1);
});
