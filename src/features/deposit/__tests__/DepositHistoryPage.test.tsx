import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { Deposit } from '../../../api/types';
import { paths } from '../../../config/routes';
import { formatDateTime } from '../../../lib/dates';
import { buildDeposit, buildLoginResponse, buildUser } from '../../../test/fixtures';
import { renderApp, signedInState } from '../../../test/renderWithProviders';
import { apiUrl, server } from '../../../test/server';

beforeAll(() => import('../DepositHistoryPage'));

function serveDeposits(deposits: Deposit[]) {
  let requests = 0;
  server.use(
    http.get(apiUrl('/transaction/all'), () => {
      requests += 1;
      return HttpResponse.json({ allTransactions: deposits });
    }),
  );
  return () => requests;
}

function renderHistory(currency = '$') {
  return renderApp(paths.depositHistory, {
    preloadedState: signedInState(buildLoginResponse({ user: buildUser({ currency }) })),
  });
}

const bodyRows = () =>
  within(screen.getByRole('table', { name: 'Deposit history' }))
    .getAllByRole('row')
    .slice(1);

describe('Deposit history', () => {
  it('lists deposits newest first with date, narration, reference, amount and status', async () => {
    serveDeposits([
      buildDeposit({
        reference: 'DEP-MID',
        date: '2026-10-15T09:30:00.000Z',
        status: 'approved',
        amount: 500,
      }),
      buildDeposit({ reference: 'DEP-OLD', date: '2026-09-01T08:00:00.000Z', status: 'failed' }),
      buildDeposit({
        reference: 'DEP-NEW',
        date: '2026-11-05T17:45:00.000Z',
        status: 'pending',
        amount: 1250.5,
      }),
    ]);
    renderHistory('€');
    await screen.findByText('DEP-NEW');
    const [newest, middle, oldest] = bodyRows() as [HTMLElement, HTMLElement, HTMLElement];
    const cells = within(newest)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells).toEqual([
      formatDateTime('2026-11-05T17:45:00.000Z'),
      'Deposit',
      'DEP-NEW',
      '€1,250.50',
      'Pending',
    ]);
    expect(within(middle).getByText('DEP-MID')).toBeVisible();
    expect(within(middle).getByText('Approved')).toBeVisible();
    // A whole amount shows its cents too, as on a statement.
    expect(within(middle).getByText('€500.00')).toBeVisible();
    expect(within(oldest).getByText('DEP-OLD')).toBeVisible();
    expect(within(oldest).getByText('Failed')).toBeVisible();
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
    const table = await screen.findByRole('table', { name: 'Deposit history' });
    expect(table).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByText('No transaction history')).not.toBeInTheDocument();
  });

  it('shows a failure with a Retry', async () => {
    server.use(
      http.get(apiUrl('/transaction/all'), () =>
        HttpResponse.json({ message: 'History is unavailable' }, { status: 500 }),
      ),
    );
    const { user } = renderHistory();
    expect(await screen.findByText('History is unavailable')).toBeVisible();
    serveDeposits([buildDeposit({ reference: 'DEP-BACK' })]);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('DEP-BACK')).toBeVisible();
  });

  it('fetches afresh on every visit', async () => {
    const requests = serveDeposits([buildDeposit({ reference: 'DEP-ONE' })]);
    const { router } = renderHistory();
    await screen.findByText('DEP-ONE');
    await act(() => router.navigate(paths.account));
    serveDeposits([buildDeposit({ reference: 'DEP-TWO' })]);
    await act(() => router.navigate(paths.depositHistory));
    expect(await screen.findByText('DEP-TWO')).toBeVisible();
    expect(requests()).toBe(1);
  });

  it('shows one page of 25 rows at a time', async () => {
    const deposits = Array.from({ length: 60 }, (_, index) =>
      buildDeposit({
        reference: `DEP-${String(index).padStart(3, '0')}`,
        // Older as the index grows: DEP-000 is the newest.
        date: new Date(Date.UTC(2026, 10, 1) - index * 60_000).toISOString(),
      }),
    );
    serveDeposits(deposits);
    const { user } = renderHistory();
    await screen.findByText('DEP-000');
    expect(bodyRows()).toHaveLength(25);
    expect(screen.getByText('1–25 of 60')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    await waitFor(() => expect(screen.getByText('DEP-025')).toBeVisible());
    expect(bodyRows()[0]).toHaveTextContent('DEP-025');
    expect(screen.queryByText('DEP-000')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    expect(screen.getByText('51–60 of 60')).toBeVisible();
  });
});
