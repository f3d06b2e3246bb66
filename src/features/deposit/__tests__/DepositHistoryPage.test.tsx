import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { Deposit } from '../../../api/types';
import { paths } from '../../../config/routes';
import { changeLanguage } from '../../../i18n';
import { formatDateTime } from '../../../lib/dates';
import { buildDeposit, buildLoginResponse, buildUser } from '../../../test/fixtures';
import { serveDepositList, type ListRequests } from '../../../test/historyHandlers';
import { renderApp, signedInState } from '../../../test/renderWithProviders';
import { apiUrl, server } from '../../../test/server';
import { depositApi } from '../depositApi';

beforeAll(() => import('../DepositHistoryPage'));

function serveDeposits(deposits: Deposit[]): ListRequests {
  const requests: ListRequests = [];
  server.use(serveDepositList(deposits, requests));
  return requests;
}

/** `count` deposits a minute apart; DEP-000 is the newest. */
function manyDeposits(count: number, overrides: (index: number) => Partial<Deposit> = () => ({})) {
  return Array.from({ length: count }, (_, index) =>
    buildDeposit({
      reference: `DEP-${String(index).padStart(3, '0')}`,
      date: new Date(Date.UTC(2026, 10, 1, 12) - index * 60_000).toISOString(),
      ...overrides(index),
    }),
  );
}

function renderHistory(search = '', currency = '$') {
  return renderApp(`${paths.depositHistory}${search}`, {
    preloadedState: signedInState(buildLoginResponse({ user: buildUser({ currency }) })),
  });
}

const table = () => screen.getByRole('table', { name: 'Deposit history' });
const bodyRows = () => within(table()).getAllByRole('row').slice(1);
const pages = () => screen.getByRole('navigation', { name: 'Deposit history pages' });
type Router = ReturnType<typeof renderHistory>['router'];
const searchOf = (router: Router) => router.state.location.search;

describe('Deposit history', () => {
  it('lists a page of deposits as the server orders them, with the total', async () => {
    serveDeposits([
      buildDeposit({
        reference: 'DEP-NEW',
        date: '2026-11-05T17:45:00.000Z',
        status: 'pending',
        amount: 1250.5,
      }),
      buildDeposit({
        reference: 'DEP-MID',
        date: '2026-10-15T09:30:00.000Z',
        status: 'approved',
        amount: 500,
      }),
      buildDeposit({ reference: 'DEP-OLD', date: '2026-09-01T08:00:00.000Z', status: 'failed' }),
    ]);
    renderHistory('', '€');
    await screen.findByText('DEP-NEW');
    const [newest, middle, oldest] = bodyRows() as [HTMLElement, HTMLElement, HTMLElement];
    expect(
      within(newest)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      formatDateTime('2026-11-05T17:45:00.000Z'),
      'Deposit',
      'DEP-NEW',
      '€1,250.50',
      'Pending',
    ]);
    // A whole amount shows its cents too, as on a statement.
    expect(within(middle).getByText('€500.00')).toBeVisible();
    expect(within(oldest).getByText('Failed')).toBeVisible();
    expect(screen.getByText('3 deposits')).toBeVisible();
    expect(within(pages()).getByText('Page 1 of 1')).toBeVisible();
    expect(within(pages()).getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  it('asks the server for one 25-row page, not the whole list', async () => {
    const requests = serveDeposits(manyDeposits(3));
    renderHistory();
    await screen.findByText('DEP-000');
    expect(requests).toHaveLength(1);
    expect(Object.fromEntries(requests[0]!)).toEqual({ limit: '25' });
  });

  it('asks for the first rows while the page loads, so its first render shows them', async () => {
    const headingShownAtRequest: boolean[] = [];
    server.use(
      http.get(apiUrl('/transaction/all'), () => {
        headingShownAtRequest.push(
          screen.queryByRole('heading', { name: 'Deposit History' }) !== null,
        );
        return HttpResponse.json({
          allTransactions: [buildDeposit({ reference: 'DEP-FIRST' })],
          nextCursor: null,
          total: 1,
        });
      }),
    );
    renderHistory();
    await screen.findByRole('heading', { name: 'Deposit History' });
    // No skeleton first: the rows arrive with the page.
    expect(screen.getByText('DEP-FIRST')).toBeVisible();
    expect(table()).not.toHaveAttribute('aria-busy');
    // One request per visit, sent before the page was drawn.
    expect(headingShownAtRequest).toEqual([false]);
  });

  it('draws the page without waiting long for a slow server', async () => {
    let answer: () => void = () => undefined;
    server.use(
      http.get(
        apiUrl('/transaction/all'),
        () =>
          new Promise<Response>((resolve) => {
            answer = () =>
              resolve(
                HttpResponse.json({
                  allTransactions: [buildDeposit({ reference: 'DEP-SLOW' })],
                  nextCursor: null,
                  total: 1,
                }),
              );
          }),
      ),
    );
    renderHistory();
    // The page and its loading table show while the request is still out.
    const loading = await screen.findByRole(
      'table',
      { name: 'Deposit history' },
      { timeout: 2000 },
    );
    expect(loading).toHaveAttribute('aria-busy', 'true');
    answer();
    expect(await screen.findByText('DEP-SLOW')).toBeVisible();
  });

  it('sends no history request for a visitor who is not signed in', async () => {
    const requests = serveDeposits(manyDeposits(3));
    renderApp(paths.depositHistory);
    expect(await screen.findByRole('heading', { name: 'Meridian Trades Login' })).toBeVisible();
    expect(requests).toHaveLength(0);
  });

  it('says so when there is no history', async () => {
    serveDeposits([]);
    renderHistory();
    expect(await screen.findByText('No transaction history')).toBeVisible();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows a skeleton table while loading', async () => {
    server.use(http.get(apiUrl('/transaction/all'), () => new Promise<never>(() => {})));
    renderHistory();
    const loading = await screen.findByRole('table', { name: 'Deposit history' });
    expect(loading).toHaveAttribute('aria-busy', 'true');
    // A full page of placeholder rows holds the table's place.
    expect(within(loading).getAllByRole('row')).toHaveLength(26);
    expect(screen.queryByText('No transaction history')).not.toBeInTheDocument();
  });

  it('shows a failure with a Retry', async () => {
    let failures = 0;
    server.use(
      http.get(apiUrl('/transaction/all'), () => {
        failures += 1;
        return HttpResponse.json({ message: 'History is unavailable' }, { status: 500 });
      }),
    );
    const { user } = renderHistory();
    // Opened on the page: the router's request fails, then the page's own as it mounts (RTK
    // Query asks again for a failed entry when a component subscribes to it).
    await waitFor(() => expect(failures).toBe(2));
    expect(await screen.findByText('History is unavailable')).toBeVisible();
    serveDeposits([buildDeposit({ reference: 'DEP-BACK' })]);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('DEP-BACK')).toBeVisible();
  });

  it('fetches afresh on every visit', async () => {
    serveDeposits([buildDeposit({ reference: 'DEP-ONE' })]);
    const { router } = renderHistory();
    await screen.findByText('DEP-ONE');
    await act(() => router.navigate(paths.account));
    serveDeposits([buildDeposit({ reference: 'DEP-TWO' })]);
    await act(() => router.navigate(paths.depositHistory));
    expect(await screen.findByText('DEP-TWO')).toBeVisible();
  });

  it('pages with Next and Previous by the server cursor, keeping the page in the URL', async () => {
    const requests = serveDeposits(manyDeposits(60));
    const { user, router } = renderHistory();
    await screen.findByText('DEP-000');
    expect(bodyRows()).toHaveLength(25);
    expect(screen.getByText('60 deposits')).toBeVisible();
    expect(within(pages()).getByText('1–25 of 60')).toBeVisible();
    expect(within(pages()).getByRole('button', { name: 'Previous page' })).toBeDisabled();

    await user.click(within(pages()).getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(bodyRows()[0]).toHaveTextContent('DEP-025'));
    expect(searchOf(router)).toBe('?page=2');
    // Next asks for page 2 as it is pressed; the page's own check after the URL change then
    // finds it on its way and does not ask again.
    expect(requests).toHaveLength(2);
    expect(requests[1]?.get('cursor')).toBe('page-25');
    expect(screen.queryByText('DEP-000')).not.toBeInTheDocument();

    await user.click(within(pages()).getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    expect(within(pages()).getByText('51–60 of 60')).toBeVisible();
    expect(within(pages()).getByText('Page 3 of 3')).toBeVisible();
    const next = within(pages()).getByRole('button', { name: 'Next page' });
    expect(next).toBeDisabled();
    // The keyboard focus moves to Previous rather than being lost with the disabled button.
    expect(within(pages()).getByRole('button', { name: 'Previous page' })).toHaveFocus();

    // Previous and Back read the cursors already visited: no request goes out.
    const sent = requests.length;
    await user.click(within(pages()).getByRole('button', { name: 'Previous page' }));
    expect(bodyRows()[0]).toHaveTextContent('DEP-025');
    expect(searchOf(router)).toBe('?page=2');
    await act(() => router.navigate(-1));
    expect(bodyRows()[0]).toHaveTextContent('DEP-050');
    await act(() => router.navigate(-1));
    await act(() => router.navigate(-1));
    expect(bodyRows()[0]).toHaveTextContent('DEP-000');
    expect(requests).toHaveLength(sent);
  });

  it('pages with the keyboard', async () => {
    serveDeposits(manyDeposits(30));
    const { user } = renderHistory();
    await screen.findByText('DEP-000');
    act(() => within(pages()).getByRole('button', { name: 'Next page' }).focus());
    await user.keyboard('{Enter}');
    await waitFor(() => expect(bodyRows()[0]).toHaveTextContent('DEP-025'));
    // Page 2 is the last: focus moved from the disabled Next to Previous.
    expect(within(pages()).getByRole('button', { name: 'Previous page' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(bodyRows()[0]).toHaveTextContent('DEP-000'));
  });

  it('opens a shared link to page 2 by fetching the pages before it in order', async () => {
    const requests = serveDeposits(manyDeposits(60));
    renderHistory('?page=2');
    await waitFor(() => expect(bodyRows()[0]).toHaveTextContent('DEP-025'));
    expect(requests.map((search) => search.get('cursor'))).toEqual([null, 'page-25']);
  });

  it('shows the last page for a page number past the end', async () => {
    serveDeposits(manyDeposits(30));
    const { router } = renderHistory('?page=9');
    await waitFor(() => expect(bodyRows()[0]).toHaveTextContent('DEP-025'));
    expect(searchOf(router)).toBe('?page=2');
  });

  it('ignores what a hand-edited URL cannot mean and shows the plain list', async () => {
    const requests = serveDeposits(manyDeposits(3));
    const { router } = renderHistory('?status=paid&from=2024-13-01&to=2024-02-30&page=abc');
    await screen.findByText('DEP-000');
    // The address is cleaned in a navigation of its own (a transition, after the rows).
    await waitFor(() => expect(searchOf(router)).toBe(''));
    expect(Object.fromEntries(requests.at(-1)!)).toEqual({ limit: '25' });
    // A reversed range is dropped whole; a valid status stays.
    await act(() =>
      router.navigate(`${paths.depositHistory}?status=failed&from=2026-02-01&to=2026-01-01`),
    );
    await waitFor(() => expect(searchOf(router)).toBe('?status=failed'));
  });

  it('filters by status and dates through the URL, and Back restores the view', async () => {
    const requests = serveDeposits(
      manyDeposits(40, (index) => ({ status: index % 2 === 0 ? 'approved' : 'pending' })),
    );
    const { user, router } = renderHistory();
    await screen.findByText('40 deposits');

    // The filters render just after the first rows are painted.
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Status' }), 'Approved');
    await user.type(screen.getByLabelText('From'), '2026-11-01');
    await user.type(screen.getByLabelText('To'), '2026-11-01');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));

    expect(await screen.findByText('20 deposits')).toBeVisible();
    expect(searchOf(router)).toBe('?status=approved&from=2026-11-01&to=2026-11-01');
    expect(Object.fromEntries(requests.at(-1)!)).toEqual({
      limit: '25',
      status: 'approved',
      from: '2026-11-01',
      to: '2026-11-01',
    });
    expect(bodyRows().every((row) => within(row).queryByText('Approved'))).toBe(true);

    await act(() => router.navigate(-1));
    expect(await screen.findByText('40 deposits')).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveDisplayValue('All statuses');
    expect(screen.getByLabelText('From')).toHaveValue('');

    await act(() => router.navigate(1));
    expect(await screen.findByText('20 deposits')).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveDisplayValue('Approved');
    expect(screen.getByLabelText('From')).toHaveValue('2026-11-01');
  });

  it('starts a new filter at page 1', async () => {
    serveDeposits(manyDeposits(60, (index) => ({ status: index < 50 ? 'approved' : 'failed' })));
    const { user, router } = renderHistory('?page=2');
    await waitFor(() => expect(bodyRows()[0]).toHaveTextContent('DEP-025'));
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Status' }), 'Failed');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    await waitFor(() => expect(bodyRows()[0]).toHaveTextContent('DEP-050'));
    expect(searchOf(router)).toBe('?status=failed');
  });

  it('says when nothing matches the filters and clears them', async () => {
    serveDeposits(manyDeposits(3));
    const { user, router } = renderHistory('?status=failed');
    expect(await screen.findByText('No deposits match these filters')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Show all deposits' }));
    expect(await screen.findByText('3 deposits')).toBeVisible();
    expect(searchOf(router)).toBe('');
  });

  it('checks the dates before filtering and keeps what was typed', async () => {
    const requests = serveDeposits(manyDeposits(3));
    const { user } = renderHistory();
    await screen.findByText('3 deposits');
    const sent = requests.length;

    await user.type(await screen.findByLabelText('From'), '2026-03-01');
    await user.type(screen.getByLabelText('To'), '2026-02-01');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    const to = screen.getByLabelText('To');
    expect(to).toHaveAccessibleDescription('From must be on or before To');
    expect(to).toHaveAttribute('aria-invalid', 'true');

    await user.clear(screen.getByLabelText('From'));
    await user.type(screen.getByLabelText('From'), '2020-01-01');
    await user.clear(to);
    await user.type(to, '2026-01-01');
    expect(to).toHaveAccessibleDescription('The range can be at most 5 years');
    expect(screen.getByLabelText('From')).toHaveValue('2020-01-01');
    expect(requests).toHaveLength(sent);
  });

  it('refetches the pages after a new deposit', async () => {
    const deposits = manyDeposits(2);
    serveDeposits(deposits);
    server.use(
      http.post(apiUrl('/transaction/add'), () =>
        HttpResponse.json({ transaction: deposits[0] }, { status: 201 }),
      ),
    );
    const { store } = renderHistory();
    await screen.findByText('2 deposits');
    serveDeposits([
      buildDeposit({ reference: 'DEP-FRESH', date: '2026-11-02T00:00:00.000Z' }),
      ...deposits,
    ]);
    await act(() => store.dispatch(depositApi.endpoints.addTransaction.initiate({ amount: 5 })));
    expect(await screen.findByText('DEP-FRESH')).toBeVisible();
    expect(screen.getByText('3 deposits')).toBeVisible();
  });

  it('keeps the visited page and offers a Retry when the next page fails', async () => {
    const deposits = manyDeposits(30);
    let failNext = true;
    server.use(
      http.get(apiUrl('/transaction/all'), ({ request }) => {
        if (new URL(request.url).searchParams.get('cursor') && failNext) {
          return HttpResponse.json({ message: 'Page unavailable' }, { status: 503 });
        }
        return undefined;
      }),
      // MSW tries handlers newest first, so this answers whatever the failing one passes on.
      serveDepositList(deposits),
    );
    const { user } = renderHistory();
    await screen.findByText('DEP-000');
    await user.click(within(pages()).getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Page unavailable')).toBeVisible();
    failNext = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(bodyRows()[0]).toHaveTextContent('DEP-025'));
  });
});

describe('Deposit history with an answer it cannot read (SPEC §12.0)', () => {
  // React reports what a boundary caught on the console; the test reads the screen.
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('shows a row missing its amount and status as a table error with Retry; the page stays', async () => {
    const broken: Partial<Deposit> = buildDeposit({ reference: 'DEP-BROKEN' });
    delete broken.amount;
    delete broken.status;
    serveDeposits([broken as Deposit]);
    const { user } = renderHistory();
    expect(
      await screen.findByText(
        'Deposit history could not be shown. The answer from the server could not be read. Please try again.',
      ),
    ).toBeVisible();
    expect(screen.queryByText('Unhandled Thrown Error!')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Deposit History' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Download statement' })).toBeVisible();

    serveDeposits([buildDeposit({ reference: 'DEP-FIXED', amount: 42 })]);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('DEP-FIXED')).toBeVisible();
    expect(within(table()).getByText('$42.00')).toBeVisible();
  });
});

describe('Deposit history in other languages', () => {
  it('shows its title, columns, narration, dates and money the German way', async () => {
    serveDeposits([
      // Midday UTC: the same calendar day in every time zone the suite may run in.
      buildDeposit({ reference: 'DEP-DE', date: '2026-11-05T12:00:00.000Z', amount: 1250.5 }),
    ]);
    renderHistory('', '€');
    await act(() => changeLanguage('de'));
    expect(await screen.findByRole('heading', { name: 'Einzahlungsverlauf' })).toBeVisible();
    await screen.findByText('DEP-DE');
    const germanTable = screen.getByRole('table', { name: 'Einzahlungsverlauf' });
    expect(
      within(germanTable)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Datum', 'Buchungstext', 'Referenz', 'Betrag', 'Status']);
    const [row] = within(germanTable).getAllByRole('row').slice(1) as [HTMLElement];
    const [date, ...cells] = within(row)
      .getAllByRole('cell')
      .slice(0, 4)
      .map((cell) => cell.textContent);
    expect(date).toMatch(/^05\.11\.2026, \d{2}:\d{2}$/);
    expect(cells).toEqual(['Einzahlung', 'DEP-DE', '1.250,50\u00a0€']);
  });

  it('shows its title and columns in Spanish', async () => {
    serveDeposits([buildDeposit({ reference: 'DEP-ES' })]);
    renderHistory();
    await act(() => changeLanguage('es'));
    expect(await screen.findByRole('heading', { name: 'Historial de depósitos' })).toBeVisible();
    await screen.findByText('DEP-ES');
    const spanishTable = screen.getByRole('table', { name: 'Historial de depósitos' });
    expect(within(spanishTable).getByRole('columnheader', { name: 'Concepto' })).toBeVisible();
    expect(within(spanishTable).getByRole('cell', { name: 'Depósito' })).toBeVisible();
  });
});
