import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { NOTIFICATIONS_POLL_SECONDS } from '../../../api/types';
import { paths } from '../../../config/routes';
import { changeLanguage } from '../../../i18n';
import { buildLoginResponse } from '../../../test/fixtures';
import {
  buildAlert,
  buildNotification,
  notificationsBackend,
} from '../../../test/notificationHandlers';
import { renderApp, signedInState } from '../../../test/renderWithProviders';
import { apiUrl, server } from '../../../test/server';

jest.mock(
  'lightweight-charts',
  () => jest.requireActual<object>('../../../../__mocks__/lightweight-charts'),
  { virtual: true },
);

afterEach(() => jest.useRealTimers());

const signedIn = () => ({ preloadedState: signedInState(buildLoginResponse()) });

async function alertForm() {
  return screen.findByRole('form', { name: 'New price alert' });
}

test('the price must be a number above 0 with at most 8 decimals; nothing is sent otherwise', async () => {
  const backend = notificationsBackend();
  server.use(...backend.handlers);
  const { user } = renderApp(paths.spotTrading, signedIn());
  const form = await alertForm();
  const price = within(form).getByLabelText('Price (USD)');
  const submit = within(form).getByRole('button', { name: 'Create alert' });

  await user.click(submit);
  expect(await within(form).findByText('Enter a price')).toBeVisible();
  await user.type(price, 'abc');
  expect(await within(form).findByText('Enter a number, such as 100000.00')).toBeVisible();
  await user.clear(price);
  await user.type(price, '0.00');
  expect(await within(form).findByText('The price must be greater than 0')).toBeVisible();
  await user.clear(price);
  await user.type(price, '1.123456789');
  expect(await within(form).findByText('Use at most 8 decimals')).toBeVisible();
  await user.click(submit);
  expect(backend.state.alerts).toEqual([]);
});

test('an alert is created from the sentence it reads as, listed, and deleted', async () => {
  const backend = notificationsBackend();
  server.use(...backend.handlers);
  const { user } = renderApp(paths.spotTrading, signedIn());
  const form = await alertForm();
  await user.type(within(form).getByLabelText('Price (USD)'), '100000');
  expect(within(form).getByText('Alert me when BTC is above $100,000.00')).toBeVisible();

  await user.click(within(form).getByRole('button', { name: 'Create alert' }));
  expect(
    await within(form).findByText('Alert created: Alert me when BTC is above $100,000.00'),
  ).toBeVisible();
  expect(backend.state.alerts).toMatchObject([
    { asset: 'BTC', direction: 'above', price: '100000' },
  ]);
  const list = await screen.findByRole('list', { name: 'Your alerts' });
  expect(within(list).getByText('Alert me when BTC is above $100,000.00')).toBeVisible();
  expect(within(list).getByText('Active')).toBeVisible();

  await user.click(
    within(list).getByRole('button', {
      name: 'Delete alert: Alert me when BTC is above $100,000.00',
    }),
  );
  expect(await screen.findByText('No price alerts yet.')).toBeVisible();
  expect(backend.state.alerts).toEqual([]);
});

test('a fired alert shows the price and time that fired it', async () => {
  server.use(
    ...notificationsBackend({
      alerts: [
        buildAlert({
          asset: 'ETH',
          direction: 'below',
          price: '2500',
          active: false,
          firedAt: '2026-11-26T08:15:00.000Z',
          firedPrice: '2499.5',
        }),
      ],
    }).handlers,
  );
  renderApp(paths.spotTrading, signedIn());
  const list = await screen.findByRole('list', { name: 'Your alerts' });
  expect(within(list).getByText('Alert me when ETH is below $2,500.00')).toBeVisible();
  expect(within(list).getByText(/^Fired at \$2,499\.50 on Nov 26, 2026/)).toBeVisible();
  expect(within(list).queryByText('Active')).not.toBeInTheDocument();
});

test('the server refusing a 21st active alert is shown in its words; the form keeps the price', async () => {
  const message = 'You have 20 active alerts, the most allowed. Delete one first.';
  // The first handler that matches answers: the refusal before the backend's.
  server.use(
    http.post(apiUrl('/alerts'), () => HttpResponse.json({ message }, { status: 409 })),
    ...notificationsBackend().handlers,
  );
  const { user } = renderApp(paths.spotTrading, signedIn());
  const form = await alertForm();
  await user.type(within(form).getByLabelText('Price (USD)'), '42000.5');
  await user.click(within(form).getByRole('button', { name: 'Create alert' }));
  expect(await within(form).findByText(message)).toBeVisible();
  expect(within(form).getByLabelText('Price (USD)')).toHaveValue('42000.5');
});

test('alerts that cannot be loaded say so, with Retry', async () => {
  server.use(
    http.get(apiUrl('/alerts'), () =>
      HttpResponse.json({ message: 'The server is busy.' }, { status: 503 }),
    ),
  );
  renderApp(paths.spotTrading, signedIn());
  expect(
    await screen.findByText('Your alerts could not be loaded: The server is busy.'),
  ).toBeVisible();
});

test('in German the sentence and the amount follow German conventions', async () => {
  server.use(...notificationsBackend().handlers);
  const { user } = renderApp(paths.spotTrading, signedIn());
  await act(() => changeLanguage('de'));
  const form = await screen.findByRole('form', { name: 'Neuer Kursalarm' });
  await user.type(within(form).getByLabelText('Kurs (USD)'), '100000');
  await waitFor(() =>
    expect(
      within(form).getByText(/^Benachrichtigen Sie mich, wenn BTC über 100\.000,00\s\$ steht$/),
    ).toBeVisible(),
  );
});

test('an alert that fires while the page is open shows as fired after the bell’s next poll', async () => {
  jest.useFakeTimers({ advanceTimers: true });
  const backend = notificationsBackend({
    alerts: [buildAlert({ asset: 'BTC', direction: 'above', price: '100000' })],
  });
  server.use(...backend.handlers);
  renderApp(paths.spotTrading, signedIn());
  const list = await screen.findByRole('list', { name: 'Your alerts' });
  expect(await within(list).findByText('Active')).toBeVisible();

  // The server's refresh fires it: the alert is off and the inbox has one more.
  backend.state.alerts = backend.state.alerts.map((alert) => ({
    ...alert,
    active: false,
    firedAt: '2026-11-27T09:00:00.000Z',
    firedPrice: '100250',
  }));
  backend.state.notifications.push(buildNotification({ kind: 'price_alert' }));
  await act(() => jest.advanceTimersByTimeAsync(NOTIFICATIONS_POLL_SECONDS * 1000));
  expect(await within(list).findByText(/^Fired at \$100,250\.00 on Nov 27, 2026/)).toBeVisible();
  expect(within(list).queryByText('Active')).not.toBeInTheDocument();
});
