import { act, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { Withdrawal } from '../../../api/types';
import { paths } from '../../../config/routes';
import { changeLanguage } from '../../../i18n';
import { formatDateTime } from '../../../lib/dates';
import { buildLoginResponse, buildWithdrawal } from '../../../test/fixtures';
import { serveWithdrawalList } from '../../../test/historyHandlers';
import { renderApp, signedInState } from '../../../test/renderWithProviders';
import { apiUrl, server } from '../../../test/server';

beforeAll(() => import('../WithdrawalHistoryPage'));

function serveWithdrawals(withdrawals: Withdrawal[]) {
  server.use(serveWithdrawalList(withdrawals));
}

function renderHistory() {
  return renderApp(paths.withdrawalHistory, {
    preloadedState: signedInState(buildLoginResponse()),
  });
}

describe('Withdrawal history', () => {
  it('lists withdrawals newest first with their fee (amount × charges)', async () => {
    serveWithdrawals([
      buildWithdrawal({
        reference: 'WDR-FREE',
        amount: 100,
        charges: 0,
        status: 'approved',
        createdAt: '2026-10-01T10:00:00.000Z',
      }),
      buildWithdrawal({
        reference: 'WDR-FEE',
        amount: 333,
        charges: 0.025,
        status: 'pending',
        createdAt: '2026-11-02T10:00:00.000Z',
      }),
    ]);
    renderHistory();
    await screen.findByText('WDR-FEE');
    const [, newest, older] = within(
      screen.getByRole('table', { name: 'Withdrawal history' }),
    ).getAllByRole('row') as [HTMLElement, HTMLElement, HTMLElement];
    expect(
      within(newest)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      formatDateTime('2026-11-02T10:00:00.000Z'),
      'Withdrawal',
      'WDR-FEE',
      '$333.00',
      // 8.325 rounds half away from zero, exactly as the server's round(amount * charges, 2).
      '$8.33',
      'Pending',
    ]);
    expect(
      within(older)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      formatDateTime('2026-10-01T10:00:00.000Z'),
      'Withdrawal',
      'WDR-FREE',
      '$100.00',
      '$0.00',
      'Approved',
    ]);
    expect(screen.getByRole('columnheader', { name: 'Transaction fee' })).toBeVisible();
    expect(screen.getByText('2 withdrawals')).toBeVisible();
  });

  it('filters by status in the URL and says when nothing matches', async () => {
    serveWithdrawals([buildWithdrawal({ reference: 'WDR-WAIT', status: 'pending' })]);
    const { router } = renderApp(`${paths.withdrawalHistory}?status=approved`, {
      preloadedState: signedInState(buildLoginResponse()),
    });
    expect(await screen.findByText('No withdrawals match these filters')).toBeVisible();
    expect(router.state.location.search).toBe('?status=approved');
  });

  it('says so when there is no history', async () => {
    serveWithdrawals([]);
    renderHistory();
    expect(await screen.findByText('No transaction history')).toBeVisible();
  });

  it('shows a skeleton while loading and a failure with a Retry', async () => {
    let fail = true;
    server.use(
      http.get(apiUrl('/withdrawal/all'), async () => {
        await new Promise((resolve) => setTimeout(resolve, 50));
        return fail
          ? HttpResponse.json({ message: 'Try again shortly' }, { status: 503 })
          : HttpResponse.json({
              allWithdrawals: [buildWithdrawal({ reference: 'WDR-OK' })],
              nextCursor: null,
              total: 1,
            });
      }),
    );
    const { user } = renderHistory();
    expect(await screen.findByRole('table', { name: 'Withdrawal history' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    expect(await screen.findByText('Try again shortly')).toBeVisible();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('WDR-OK')).toBeVisible();
    expect(within(screen.getByRole('row', { name: /WDR-OK/ })).getByText('Pending')).toBeVisible();
  });
});

describe('Withdrawal history in other languages', () => {
  it('shows its title, columns, narration, date, amount and fee the German way', async () => {
    serveWithdrawals([
      buildWithdrawal({
        reference: 'WDR-DE',
        amount: 1333,
        charges: 0.025,
        // Midday UTC: the same calendar day in every time zone the suite may run in.
        createdAt: '2026-11-02T12:00:00.000Z',
      }),
    ]);
    renderHistory();
    await act(() => changeLanguage('de'));
    expect(await screen.findByRole('heading', { name: 'Auszahlungsverlauf' })).toBeVisible();
    await screen.findByText('WDR-DE');
    const table = screen.getByRole('table', { name: 'Auszahlungsverlauf' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Datum', 'Buchungstext', 'Referenz', 'Betrag', 'Transaktionsgebühr', 'Status']);
    const [, row] = within(table).getAllByRole('row') as [HTMLElement, HTMLElement];
    const [date, ...cells] = within(row)
      .getAllByRole('cell')
      .slice(0, 5)
      .map((cell) => cell.textContent);
    expect(date).toMatch(/^02\.11\.2026, \d{2}:\d{2}$/);
    expect(cells).toEqual(['Auszahlung', 'WDR-DE', '1.333,00\u00a0$', '33,33\u00a0$']);
  });

  it('shows its title and narration in Spanish', async () => {
    serveWithdrawals([buildWithdrawal({ reference: 'WDR-ES' })]);
    renderHistory();
    await act(() => changeLanguage('es'));
    expect(await screen.findByRole('heading', { name: 'Historial de retiradas' })).toBeVisible();
    await screen.findByText('WDR-ES');
    const table = screen.getByRole('table', { name: 'Historial de retiradas' });
    expect(
      within(table).getByRole('columnheader', { name: 'Comisión de la operación' }),
    ).toBeVisible();
    expect(within(table).getByRole('cell', { name: 'Retirada' })).toBeVisible();
  });
});
