import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { BACKGROUND_REQUEST_HEADER, NOTIFICATIONS_POLL_SECONDS } from '../../../api/types';
import { paths } from '../../../config/routes';
import { changeLanguage } from '../../../i18n';
import { buildLoginResponse } from '../../../test/fixtures';
import { buildNotification, notificationsBackend } from '../../../test/notificationHandlers';
import { renderApp, signedInState } from '../../../test/renderWithProviders';
import { apiUrl, server } from '../../../test/server';

jest.mock(
  'lightweight-charts',
  () => jest.requireActual<object>('../../../../__mocks__/lightweight-charts'),
  { virtual: true },
);

afterEach(() => jest.useRealTimers());

const signedIn = () => ({ preloadedState: signedInState(buildLoginResponse()) });

/** The bell is on every dashboard page; the inbox tests open a light one. */
const LIGHT_PAGE = paths.depositHistory;

/** `count` notifications, the newest last built (so the newest has the highest number). */
const notifications = (count: number) => Array.from({ length: count }, () => buildNotification());

test('the bell shows the unread count, which follows the next poll without a reload', async () => {
  jest.useFakeTimers({ advanceTimers: true });
  const backend = notificationsBackend({ notifications: notifications(1) });
  server.use(...backend.handlers);
  renderApp(paths.dashboard, signedIn());
  expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' })).toBeVisible();

  backend.state.notifications.push(...notifications(2));
  await act(() => jest.advanceTimersByTimeAsync(NOTIFICATIONS_POLL_SECONDS * 1000));
  expect(await screen.findByRole('button', { name: 'Notifications, 3 unread' })).toBeVisible();
  // The poll is the app's own call: it must not count as the user's activity.
  expect(backend.state.inboxRequests.length).toBeGreaterThanOrEqual(2);
  for (const { headers } of backend.state.inboxRequests) {
    expect(headers.get(BACKGROUND_REQUEST_HEADER)).toBe('1');
  }
});

test('coming back to the window asks again, so a tab follows what another tab read', async () => {
  const backend = notificationsBackend({ notifications: notifications(2) });
  server.use(...backend.handlers);
  renderApp(paths.dashboard, signedIn());
  expect(await screen.findByRole('button', { name: 'Notifications, 2 unread' })).toBeVisible();

  const readAt = new Date().toISOString();
  backend.state.notifications = backend.state.notifications.map((item) => ({ ...item, readAt }));
  fireEvent.focus(window);
  expect(await screen.findByRole('button', { name: 'Notifications' })).toBeVisible();
});

test('the inbox pages with Load more, newest first, and Mark all as read clears the count', async () => {
  const backend = notificationsBackend({ notifications: notifications(25) });
  server.use(...backend.handlers);
  const { user } = renderApp(LIGHT_PAGE, signedIn());
  await user.click(await screen.findByRole('button', { name: 'Notifications, 25 unread' }));
  const inbox = await screen.findByRole('dialog', { name: 'Notifications' });
  const list = await within(inbox).findByRole('list', { name: 'Notifications' });
  const newest = backend.state.notifications.at(-1)!;
  const items = within(list).getAllByRole('listitem');
  expect(items).toHaveLength(20);
  expect(items[0]).toHaveTextContent(newest.title);
  expect(within(items[0]!).getByText('Unread')).toBeVisible();

  await user.click(within(inbox).getByRole('button', { name: 'Load more' }));
  await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(25));
  expect(within(inbox).queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();

  await user.click(within(inbox).getByRole('button', { name: 'Mark all as read' }));
  await waitFor(() => expect(within(list).queryAllByText('Unread')).toHaveLength(0));
  expect(backend.state.markReadBodies).toHaveLength(1);
  expect([...backend.state.markReadBodies[0]!.ids].sort()).toEqual(
    backend.state.notifications.map((item) => item.id).sort(),
  );
  expect(within(inbox).getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  await user.click(within(inbox).getByRole('button', { name: 'Close notifications' }));
  expect(await screen.findByRole('button', { name: 'Notifications' })).toBeVisible();
  // 25 items and three round trips on a shared 2-core machine: more than the default 15 s.
}, 40_000);

test('opening a notification shows its text and marks it read', async () => {
  const [older, newer] = notifications(2);
  const backend = notificationsBackend({ notifications: [older!, newer!] });
  server.use(...backend.handlers);
  const { user } = renderApp(LIGHT_PAGE, signedIn());
  await user.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
  const inbox = await screen.findByRole('dialog', { name: 'Notifications' });
  const item = await within(inbox).findByRole('button', { name: new RegExp(newer!.title) });
  expect(item).toHaveAttribute('aria-expanded', 'false');

  await user.click(item);
  expect(item).toHaveAttribute('aria-expanded', 'true');
  expect(within(item).getByText(newer!.body)).toBeVisible();
  await waitFor(() => expect(within(item).queryByText('Unread')).not.toBeInTheDocument());
  expect(backend.state.markReadBodies).toEqual([{ ids: [newer!.id] }]);
  await user.keyboard('{Escape}');
  expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' })).toBeVisible();
});

test('an empty inbox says so, with nothing to mark', async () => {
  const { user } = renderApp(LIGHT_PAGE, signedIn());
  await user.click(await screen.findByRole('button', { name: 'Notifications' }));
  const inbox = await screen.findByRole('dialog', { name: 'Notifications' });
  expect(await within(inbox).findByText(/^No notifications yet\./)).toBeVisible();
  expect(within(inbox).getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
});

test('an inbox that cannot be loaded says why, with Retry', async () => {
  server.use(
    http.get(apiUrl('/notifications'), () =>
      HttpResponse.json({ message: 'The server is busy.' }, { status: 503 }),
    ),
  );
  const { user } = renderApp(LIGHT_PAGE, signedIn());
  await user.click(await screen.findByRole('button', { name: 'Notifications' }));
  const inbox = await screen.findByRole('dialog', { name: 'Notifications' });
  expect(
    await within(inbox).findByText('Your notifications could not be loaded: The server is busy.'),
  ).toBeVisible();
  expect(within(inbox).getByRole('button', { name: 'Retry' })).toBeVisible();
});

test('the bell is named in German', async () => {
  server.use(...notificationsBackend({ notifications: notifications(3) }).handlers);
  renderApp(LIGHT_PAGE, signedIn());
  await act(() => changeLanguage('de'));
  expect(
    await screen.findByRole('button', { name: 'Benachrichtigungen, 3 ungelesen' }),
  ).toBeVisible();
});
