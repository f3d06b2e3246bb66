import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { paths } from '../../../config/routes';
import { buildLoginResponse, buildUser } from '../../../test/fixtures';
import { renderApp, signedInState } from '../../../test/renderWithProviders';
import { apiUrl, server } from '../../../test/server';

/**
 * Deposit's payment methods (the accordion, the QR code) are a chunk of their own
 * (DepositPage), fetched once the page is idle, while the amount is typed. Here every load of it
 * fails until the user's Retry, as a chunk does offline or after a deploy replaced it: each
 * require of the module throws while mockFailedLoads is on.
 */
let mockFailedLoads = false;
jest.mock('../PaymentMethodsStep', () => {
  if (mockFailedLoads) throw new Error('ChunkLoadError: Loading chunk payment-methods failed');
  return jest.requireActual<object>('../PaymentMethodsStep');
});

beforeAll(() => import('../DepositPage'));

it('says the payment step could not be opened, keeps the amount, and Retry opens it', async () => {
  mockFailedLoads = true;
  const account = buildUser();
  server.use(http.get(apiUrl('/transaction/token-user'), () => HttpResponse.json(account)));
  const { user, store } = renderApp(paths.deposit, {
    preloadedState: signedInState(buildLoginResponse({ user: account })),
  });
  await user.click(await screen.findByLabelText('Amount'));
  await user.paste('500');
  await user.click(screen.getByRole('button', { name: 'Make Deposit' }));

  expect(
    await screen.findByText('This step could not be opened. Check your connection and retry.'),
  ).toBeVisible();
  expect(store.getState().session.depositAmount).toEqual({ amount: 500 });

  mockFailedLoads = false;
  await user.click(screen.getByRole('button', { name: 'Retry' }));
  expect(
    await screen.findByText('Select a payment method and pay to the wallet address shown.'),
  ).toBeVisible();
  expect(screen.getByText('$500.00')).toBeVisible();
});
