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
 * The order form is a chunk of its own, fetched as the order panel mounts beside the prices
 * (OrderPanel), so Spot Trading's first render does not carry the form stack. Here that chunk's
 * load fails, as a chunk does offline or after a deploy replaced it: each require of the module
 * throws while mockFailedLoads is on.
 */
let mockFailedLoads = false;
jest.mock('../OrderForm', () => {
  if (mockFailedLoads) throw new Error('ChunkLoadError: Loading chunk order-form failed');
  return jest.requireActual<object>('../OrderForm');
});

beforeAll(() => import('../SpotTradingPage'));

it('says the order form could not be loaded, keeps the page, and Retry draws the form', async () => {
  mockFailedLoads = true;
  const { user } = renderApp(paths.spotTrading, {
    preloadedState: signedInState(buildLoginResponse()),
  });

  const panel = await screen.findByRole('region', { name: 'Place an order' });
  expect(
    await screen.findByText('The order form could not be loaded. Check your connection and retry.'),
  ).toBeVisible();
  expect(screen.queryByRole('form', { name: 'Order' })).not.toBeInTheDocument();
  // The rest of the page is there: its own parts load apart from the form.
  expect(await screen.findByRole('heading', { name: 'Your holdings' })).toBeVisible();

  mockFailedLoads = false;
  await user.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('form', { name: 'Order' })).toBeVisible();
  expect(panel).toContainElement(screen.getByRole('button', { name: 'Preview' }));
  expect(screen.queryByText(/order form could not be loaded/)).not.toBeInTheDocument();
});
