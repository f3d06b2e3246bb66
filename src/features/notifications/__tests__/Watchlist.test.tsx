import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { Watchlist } from '../../../api/types';
import { paths } from '../../../config/routes';
import { buildLoginResponse } from '../../../test/fixtures';
import { notificationsBackend } from '../../../test/notificationHandlers';
import { recordedCoins } from '../../../test/recordedMarket';
import { renderApp, signedInState } from '../../../test/renderWithProviders';
import { apiUrl, marketUrl, server } from '../../../test/server';

jest.mock(
  'lightweight-charts',
  () => jest.requireActual<object>('../../../../__mocks__/lightweight-charts'),
  { virtual: true },
);

const signedIn = () => ({ preloadedState: signedInState(buildLoginResponse()) });
const bitcoin = recordedCoins.find((coin) => coin.id === 'bitcoin')!;
const usd = (value: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(value);

/** Records the bodies of PUT /watchlist while the backend answers. */
function recordPuts() {
  const bodies: Watchlist[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'PUT' && request.url === apiUrl('/watchlist')) {
      void request
        .clone()
        .json()
        .then((body) => bodies.push(body as Watchlist));
    }
  });
  return bodies;
}

afterEach(() => server.events.removeAllListeners());

async function watchlistSection() {
  return screen.findByRole('region', { name: 'Watchlist' });
}

test('Markets shows the watchlist first, with an honest empty state', async () => {
  server.use(...notificationsBackend().handlers);
  renderApp(paths.markets, signedIn());
  const section = await watchlistSection();
  expect(await within(section).findByText('Star a coin to watch it here.')).toBeVisible();
  const table = await screen.findByRole('table', { name: 'Crypto markets' });
  // The watchlist comes before the market table in reading order.
  expect(section.compareDocumentPosition(table) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
});

test('a star in the market table adds the coin to the watchlist and takes it off again', async () => {
  const backend = notificationsBackend();
  server.use(...backend.handlers);
  const puts = recordPuts();
  const { user } = renderApp(paths.markets, signedIn());
  const section = await watchlistSection();
  const table = await screen.findByRole('table', { name: 'Crypto markets' });
  const star = await within(table).findByRole('button', { name: 'Watch Bitcoin', pressed: false });
  await waitFor(() => expect(star).toBeEnabled());

  await user.click(star);
  expect(star).toHaveAttribute('aria-pressed', 'true');
  const row = await within(section).findByRole('row', { name: /Bitcoin/ });
  expect(within(row).getByText(usd(bitcoin.current_price))).toBeVisible();
  await waitFor(() => expect(backend.state.watchlist).toEqual(['BTC']));
  expect(puts).toEqual([{ assets: ['BTC'] }]);

  await user.click(within(row).getByRole('button', { name: 'Watch Bitcoin', pressed: true }));
  expect(await within(section).findByText('Star a coin to watch it here.')).toBeVisible();
  expect(star).toHaveAttribute('aria-pressed', 'false');
  await waitFor(() => expect(backend.state.watchlist).toEqual([]));
});

test('a refused star goes back and the server says why (the 21st coin)', async () => {
  const full = Array.from({ length: 20 }, (_, index) => `C${index}`);
  // The first handler that matches answers: the refusal before the backend's.
  server.use(
    http.put(apiUrl('/watchlist'), () =>
      HttpResponse.json({ message: 'Your watchlist is full (20 coins).' }, { status: 400 }),
    ),
    ...notificationsBackend({ watchlist: full }).handlers,
  );
  const { user } = renderApp(paths.markets, signedIn());
  const table = await screen.findByRole('table', { name: 'Crypto markets' });
  const star = await within(table).findByRole('button', { name: 'Watch Bitcoin' });
  await waitFor(() => expect(star).toBeEnabled());

  await user.click(star);
  expect(await screen.findByText('Your watchlist is full (20 coins).')).toBeVisible();
  expect(star).toHaveAttribute('aria-pressed', 'false');
  expect(within(await watchlistSection()).queryByText('Bitcoin')).not.toBeInTheDocument();
});

test('the dashboard lists the watched coins with price and 24 h change', async () => {
  server.use(...notificationsBackend({ watchlist: ['BTC'] }).handlers);
  renderApp(paths.dashboard, signedIn());
  const section = await watchlistSection();
  const row = await within(section).findByRole('row', { name: /Bitcoin/ });
  expect(within(row).getByText(usd(bitcoin.current_price))).toBeVisible();
  expect(within(row).getByText(/[▲▼] \d/)).toBeVisible();
});

/** Records the requests for the hundred-coin table the watchlist prices its coins from. */
function recordPriceTableRequests() {
  const requests: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (
      request.url.startsWith(marketUrl('/coins/markets')) &&
      url.searchParams.get('per_page') === '100'
    ) {
      requests.push(request.url);
    }
  });
  return requests;
}

test("the dashboard's empty watchlist asks the feed for no prices", async () => {
  server.use(...notificationsBackend().handlers);
  const requests = recordPriceTableRequests();
  renderApp(paths.dashboard, signedIn());
  const section = await watchlistSection();
  expect(await within(section).findByText('Star a coin to watch it here.')).toBeVisible();
  // A section that asked would have done so when it mounted, before the list was in.
  await act(() => new Promise((done) => setTimeout(done, 50)));
  expect(requests).toEqual([]);
});

test('the dashboard asks for the prices once there is a coin to price', async () => {
  server.use(...notificationsBackend({ watchlist: ['BTC'] }).handlers);
  const requests = recordPriceTableRequests();
  renderApp(paths.dashboard, signedIn());
  const row = await within(await watchlistSection()).findByRole('row', { name: /Bitcoin/ });
  expect(await within(row).findByText(usd(bitcoin.current_price))).toBeVisible();
  expect(requests).toHaveLength(1);
});

test('a watchlist that cannot be loaded says so, with Retry', async () => {
  server.use(
    http.get(apiUrl('/watchlist'), () =>
      HttpResponse.json({ message: 'The server is busy.' }, { status: 503 }),
    ),
  );
  renderApp(paths.dashboard, signedIn());
  const section = await watchlistSection();
  expect(
    await within(section).findByText('Your watchlist could not be loaded: The server is busy.'),
  ).toBeVisible();
  expect(within(section).getByRole('button', { name: 'Retry' })).toBeVisible();
});

test('Markets asks for the watchlist and the coins while its code loads, and asks once', async () => {
  const backend = notificationsBackend();
  server.use(...backend.handlers);
  // For each request, whether the page was already drawn when it left.
  const pageDrawnAtRequest: Record<string, boolean[]> = { watchlist: [], coins: [] };
  server.events.on('request:start', ({ request }) => {
    const drawn = screen.queryByRole('heading', { name: 'Markets' }) !== null;
    if (request.method === 'GET' && request.url === apiUrl('/watchlist')) {
      pageDrawnAtRequest.watchlist!.push(drawn);
    }
    if (request.url.startsWith(marketUrl('/coins/markets'))) pageDrawnAtRequest.coins!.push(drawn);
  });
  renderApp(paths.markets, signedIn());
  const section = await watchlistSection();
  // Already known when the section first shows, even before its own code has come: it says the
  // list is empty at once, with no loading block whose height would then move the table below.
  expect(within(section).queryByRole('progressbar')).not.toBeInTheDocument();
  expect(within(section).getByText('Star a coin to watch it here.')).toBeVisible();
  expect(await screen.findByRole('table', { name: 'Crypto markets' })).toBeVisible();
  expect(pageDrawnAtRequest).toEqual({ watchlist: [false], coins: [false] });
});
