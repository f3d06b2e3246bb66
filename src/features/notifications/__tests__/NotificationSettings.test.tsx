import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { paths } from '../../../config/routes';
import { changeLanguage } from '../../../i18n';
import { buildLoginResponse } from '../../../test/fixtures';
import { allEmailOn, notificationsBackend } from '../../../test/notificationHandlers';
import { renderApp, signedInState } from '../../../test/renderWithProviders';
import { apiUrl, server } from '../../../test/server';

const signedIn = () => ({ preloadedState: signedInState(buildLoginResponse()) });

async function emailSwitches() {
  return screen.findByRole('group', { name: 'E-mail me about' });
}

test('one e-mail switch per kind; switching one off is saved', async () => {
  const backend = notificationsBackend();
  server.use(...backend.handlers);
  const { user } = renderApp(paths.account, signedIn());
  const group = await emailSwitches();
  const priceAlerts = within(group).getByRole('switch', { name: 'Price alerts' });
  expect(priceAlerts).toBeChecked();
  expect(within(group).getAllByRole('switch')).toHaveLength(8);

  await user.click(priceAlerts);
  expect(priceAlerts).not.toBeChecked();
  await waitFor(() => expect(backend.state.settings.email.price_alert).toBe(false));
  expect(backend.state.settings.email.deposit_approved).toBe(true);
});

test('security e-mails are shown on and cannot be switched off', async () => {
  server.use(
    ...notificationsBackend({ settings: { email: { ...allEmailOn(), security: false } } }).handlers,
  );
  renderApp(paths.account, signedIn());
  const security = within(await emailSwitches()).getByRole('switch', { name: 'Security events' });
  expect(security).toBeChecked();
  expect(security).toBeDisabled();
  expect(security).toHaveAccessibleDescription('Security e-mails cannot be switched off.');
});

test('a refused change moves the switch back and says so', async () => {
  server.use(
    http.put(apiUrl('/notifications/settings'), () =>
      HttpResponse.json({ message: 'The server is busy.' }, { status: 503 }),
    ),
    ...notificationsBackend().handlers,
  );
  const { user } = renderApp(paths.account, signedIn());
  const trades = within(await emailSwitches()).getByRole('switch', { name: 'Trades executed' });
  await user.click(trades);
  expect(
    await screen.findByText(
      'Your change could not be saved, so the switch is back as it was: The server is busy.',
    ),
  ).toBeVisible();
  expect(trades).toBeChecked();
});

test('settings that cannot be loaded say so, with Retry', async () => {
  server.use(
    http.get(apiUrl('/notifications/settings'), () =>
      HttpResponse.json({ message: 'The server is busy.' }, { status: 503 }),
    ),
  );
  renderApp(paths.account, signedIn());
  expect(
    await screen.findByText('Your e-mail settings could not be loaded: The server is busy.'),
  ).toBeVisible();
});

test('in German the section and its switches are German', async () => {
  renderApp(paths.account, signedIn());
  await act(() => changeLanguage('de'));
  const group = await screen.findByRole('group', { name: 'Per E-Mail benachrichtigen bei' });
  expect(within(group).getByRole('switch', { name: 'Kursalarmen' })).toBeChecked();
  expect(
    within(group).getByText('Sicherheits-E-Mails können nicht abgeschaltet werden.'),
  ).toBeVisible();
});
