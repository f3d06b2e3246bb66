import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { Trade } from '../../../api/types';
import { paths } from '../../../config/routes';
import { buildLoginResponse } from '../../../test/fixtures';
import { renderApp, signedInState } from '../../../test/renderWithProviders';
import { apiUrl, server } from '../../../test/server';
import { buildTrade, serveTrades } from '../../../test/tradingHandlers';

beforeAll(() => import('../TradesPage'));

function renderTrades(search = '') {
  return renderApp(`${paths.trades}${search}`, {
    preloadedState: signedInState(buildLoginResponse()),
  });
}

/** 30 trades, one a day from 2026-10-01, alternating BTC buys and ETH sells. */
function thirtyTrades(): Trade[] {
  return Array.from({ length: 30 }, (_, index) =>
    buildTrade({
      reference: `TRD-${String(index + 1).padStart(2, '0')}`,
      side: index % 2 === 0 ? 'buy' : 'sell',
      asset: index % 2 === 0 ? 'BTC' : 'ETH',
      realizedPnl: index % 2 === 0 ? null : '1.25',
      createdAt: new Date(Date.UTC(2026, 9, 1 + index, 10)).toISOString(),
    }),
  );
}

const dataRows = () =>
  within(screen.getByRole('table', { name: 'Trade history' }))
    .getAllByRole('row')
    .slice(1);

describe('Trade history', () => {
  it('shows 25 trades newest first with the total; Next keeps the page in the URL, Back returns', async () => {
    const requests: URLSearchParams[] = [];
    server.use(serveTrades(thirtyTrades(), requests));
    const { user, router } = renderTrades();
    expect(await screen.findByText('TRD-30')).toBeVisible();
    expect(screen.getByText('30 trades')).toBeVisible();
    expect(dataRows()).toHaveLength(25);
    expect(screen.getByText('1–25 of 30')).toBeVisible();
    expect(requests[0]?.get('limit')).toBe('25');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('TRD-01')).toBeVisible();
    expect(dataRows()).toHaveLength(5);
    expect(screen.getByText('26–30 of 30')).toBeVisible();
    expect(router.state.location.search).toBe('?page=2');
    expect(requests.at(-1)?.get('cursor')).toBe('page-25');
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    await act(() => router.navigate(-1));
    expect(await screen.findByText('TRD-30')).toBeVisible();
    expect(dataRows()).toHaveLength(25);
  });

  it('opens a shared link on its page, fetching the pages before it in order', async () => {
    const requests: URLSearchParams[] = [];
    server.use(serveTrades(thirtyTrades(), requests));
    renderTrades('?page=2');
    expect(await screen.findByText('26–30 of 30')).toBeVisible();
    expect(dataRows()).toHaveLength(5);
    expect(requests.map((request) => request.get('cursor'))).toEqual([null, 'page-25']);
  });

  it('shows the last page for a link past the end, and says so in the URL', async () => {
    server.use(serveTrades(thirtyTrades()));
    const { router } = renderTrades('?side=buy&page=3');
    // 15 buys make one page: page 3 does not exist, so page 1 is shown and the URL says so.
    expect(await screen.findByText('1–15 of 15')).toBeVisible();
    await waitFor(() => expect(router.state.location.search).toBe('?side=buy'));
  });

  it('filters by asset, side and dates from the URL, and writes the chosen filters to it', async () => {
    const requests: URLSearchParams[] = [];
    server.use(serveTrades(thirtyTrades(), requests));
    const { user, router } = renderTrades('?asset=ETH&side=sell&from=2026-10-01&to=2026-10-10');
    expect(await screen.findByText('5 trades')).toBeVisible();
    const last = requests.at(-1);
    expect([last?.get('asset'), last?.get('side'), last?.get('from'), last?.get('to')]).toEqual([
      'ETH',
      'sell',
      '2026-10-01',
      '2026-10-10',
    ]);
    expect(dataRows().every((row) => row.textContent?.includes('ETH'))).toBe(true);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Side' }), 'Buy');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Asset' }), 'BTC');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe(
        '?asset=BTC&side=buy&from=2026-10-01&to=2026-10-10',
      ),
    );
    // Five BTC buys, as there were five ETH sells: wait for the rows themselves, not the count,
    // which the previous filter's answer already showed.
    await waitFor(() => {
      const rows = dataRows();
      expect(rows).toHaveLength(5);
      expect(rows.every((row) => row.textContent?.includes('BTC'))).toBe(true);
    });
    expect(screen.getByText('5 trades')).toBeVisible();

    // Back restores the previous filters.
    await act(() => router.navigate(-1));
    expect(await screen.findByRole('combobox', { name: 'Asset' })).toHaveDisplayValue('ETH');
  });

  it('drops what a URL cannot mean', async () => {
    server.use(serveTrades(thirtyTrades()));
    const { router } = renderTrades('?side=hold&asset=not-an-asset&from=2026-13-40');
    expect(await screen.findByText('30 trades')).toBeVisible();
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('says when there are no trades, or none matching the filters with a way to clear them', async () => {
    server.use(serveTrades(thirtyTrades()));
    const { user, router } = renderTrades('?asset=SOL');
    expect(await screen.findByText('No trades match these filters.')).toBeVisible();
    const clear = screen.getAllByRole('button', { name: 'Clear filters' });
    await user.click(clear.at(-1) as HTMLElement);
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByText('30 trades')).toBeVisible();
  });

  it('says a first-time trader has no trades yet', async () => {
    renderTrades();
    expect(await screen.findByText("You haven't traded yet.")).toBeVisible();
  });

  it('shows a failed load with Retry that asks again', async () => {
    let failing = true;
    server.use(
      http.get(apiUrl('/trades'), () =>
        failing
          ? HttpResponse.json({ message: 'Trades are resting' }, { status: 500 })
          : HttpResponse.json({
              trades: [buildTrade({ reference: 'TRD-BACK' })],
              nextCursor: null,
              total: 1,
            }),
      ),
    );
    const { user } = renderTrades();
    expect(await screen.findByText('Trades are resting')).toBeVisible();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('TRD-BACK')).toBeVisible();
  });
});
