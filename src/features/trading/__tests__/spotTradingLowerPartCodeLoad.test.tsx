import { screen } from '@testing-library/react';
import { paths } from '../../../config/routes';
import { buildLoginResponse } from '../../../test/fixtures';
import { renderApp, signedInState } from '../../../test/renderWithProviders';

jest.mock(
  'lightweight-charts',
  () => jest.requireActual<object>('../../../../__mocks__/lightweight-charts'),
  { virtual: true },
);

/**
 * The price alerts, holdings and last trades are a chunk of their own, fetched as Spot Trading
 * opens (SpotTradingPage), so the order panel is drawn without waiting for their code. Here
 * that chunk's first load fails, as a chunk does offline or after a deploy replaced it: each
 * require of the module throws while mockFailedLoads is on.
 */
let mockFailedLoads = false;
jest.mock('../SpotTradingLowerPart', () => {
  if (mockFailedLoads) {
    throw new Error('ChunkLoadError: Loading chunk spot-trading-lower-part failed');
  }
  return jest.requireActual<object>('../SpotTradingLowerPart');
});

beforeAll(() => import('../SpotTradingPage'));

it('keeps the order panel when the sections below cannot be loaded, says so, and Retry draws them', async () => {
  mockFailedLoads = true;
  const { user } = renderApp(paths.spotTrading, {
    preloadedState: signedInState(buildLoginResponse()),
  });

  expect(
    await screen.findByText(
      'Your price alerts, holdings and last trades could not be loaded. Check your connection.',
    ),
  ).toBeVisible();
  expect(await screen.findByRole('form', { name: 'Order' })).toBeVisible();
  expect(screen.queryByRole('form', { name: 'New price alert' })).not.toBeInTheDocument();

  mockFailedLoads = false;
  await user.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('form', { name: 'New price alert' })).toBeVisible();
  expect(await screen.findByRole('heading', { name: 'Your holdings' })).toBeVisible();
  expect(await screen.findByRole('heading', { name: 'Last trades' })).toBeVisible();
  expect(screen.queryByText(/could not be loaded/)).not.toBeInTheDocument();
});
