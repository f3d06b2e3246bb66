import { screen } from '@testing-library/react';
import { paths } from '../../../config/routes';
import { buildLoginResponse } from '../../../test/fixtures';
import { renderApp, signedInState } from '../../../test/renderWithProviders';
import { server } from '../../../test/server';
import { buildTrade, serveTrades } from '../../../test/tradingHandlers';

/**
 * The trade filters are a chunk of their own, fetched as the page mounts (TradesPage.tsx,
 * components/history/LazyFilters.tsx), so the form library is not part of the page's first
 * render. Here the first load fails, as a chunk does offline or after a deploy replaced it: the
 * module's require throws while the flag is on (a module loads once per file).
 */
let mockFiltersFail = false;
jest.mock('../TradeFiltersForm', () => {
  if (mockFiltersFail) throw new Error('ChunkLoadError: Loading chunk trade-filters failed');
  return jest.requireActual<object>('../TradeFiltersForm');
});

beforeAll(() => import('../TradesPage'));

it('says so when the trade filters cannot be loaded, keeps the trades, and Retry loads them', async () => {
  server.use(serveTrades([buildTrade({ reference: 'TRD-ONE' })]));
  mockFiltersFail = true;
  const { user } = renderApp(paths.trades, {
    preloadedState: signedInState(buildLoginResponse()),
  });
  expect(
    await screen.findByText('The filters could not be loaded. Check your connection.'),
  ).toBeVisible();
  expect(await screen.findByText('TRD-ONE')).toBeVisible();

  mockFiltersFail = false;
  await user.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('form', { name: 'Filter trades' })).toBeVisible();
  expect(screen.queryByText(/could not be loaded/)).not.toBeInTheDocument();
});
