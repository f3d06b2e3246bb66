import { screen, within } from '@testing-library/react';
import { paths } from '../../../config/routes';
import { buildLoginResponse } from '../../../test/fixtures';
import { notificationsBackend } from '../../../test/notificationHandlers';
import { renderApp, signedInState } from '../../../test/renderWithProviders';
import { server } from '../../../test/server';

/**
 * The header's popups (language menu, navigation drawer, notification inbox) fetch their code
 * on demand. A popup whose code cannot be fetched (offline, or a deploy replaced the chunk)
 * says so in a toast and leaves the page as it was, with what the user typed; pressing the
 * button again asks again. Each module's require throws while its flag is on, as a chunk does.
 */
const mockFailing = { languageMenu: false, navDrawer: false, inbox: false };
jest.mock('../LanguageChoices', () => {
  if (mockFailing.languageMenu) throw new Error('Loading chunk language-menu failed');
  return jest.requireActual<object>('../LanguageChoices');
});
jest.mock('../NavDrawer', () => {
  if (mockFailing.navDrawer) throw new Error('Loading chunk nav-drawer failed');
  return jest.requireActual<object>('../NavDrawer');
});
jest.mock('../../../features/notifications/InboxDrawer', () => {
  if (mockFailing.inbox) throw new Error('Loading chunk notifications-inbox failed');
  return jest.requireActual<object>('../../../features/notifications/InboxDrawer');
});

beforeAll(() => import('../../../features/auth/SignInPage'));
afterEach(() => {
  mockFailing.languageMenu = false;
  mockFailing.navDrawer = false;
  mockFailing.inbox = false;
});

/** The sign-in page with an e-mail typed into it: what a failure must not take away. */
async function signInPageWithTypedEmail() {
  const view = renderApp(paths.signIn);
  const email = await screen.findByLabelText('Email');
  await view.user.type(email, 'typed@example.com');
  return { ...view, email };
}

const errorScreen = () => screen.queryByText('Unhandled Thrown Error!');

test('a language menu whose code cannot be fetched says so, keeps the page, and opens on the next press', async () => {
  mockFailing.languageMenu = true;
  const { user, email } = await signInPageWithTypedEmail();
  const button = within(screen.getByRole('banner')).getByRole('button', {
    name: 'Language: English',
  });
  await user.click(button);

  expect(
    await screen.findByText(
      'The language menu could not be opened. Check your connection and try again.',
    ),
  ).toBeVisible();
  expect(errorScreen()).not.toBeInTheDocument();
  expect(email).toHaveValue('typed@example.com');
  expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  expect(button).not.toHaveAttribute('aria-expanded');

  mockFailing.languageMenu = false;
  await user.click(button);
  expect(await screen.findByRole('menuitem', { name: 'Español' })).toBeVisible();
  expect(email).toHaveValue('typed@example.com');
});

test('a navigation drawer whose code cannot be fetched says so, keeps the page, and opens on the next press', async () => {
  mockFailing.navDrawer = true;
  const { user, email } = await signInPageWithTypedEmail();
  // jsdom lays pages out at 1024 px, where the header shows the hamburger (below `lg`).
  const button = screen.getByRole('button', { name: 'Open menu' });
  await user.click(button);

  expect(
    await screen.findByText('The menu could not be opened. Check your connection and try again.'),
  ).toBeVisible();
  expect(errorScreen()).not.toBeInTheDocument();
  expect(email).toHaveValue('typed@example.com');
  expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();

  mockFailing.navDrawer = false;
  await user.click(button);
  expect(await screen.findByRole('navigation', { name: 'Main menu' })).toBeVisible();
  expect(email).toHaveValue('typed@example.com');
});

test('a notification inbox whose code cannot be fetched says so, keeps the page, and opens on the next press', async () => {
  server.use(...notificationsBackend({ notifications: [] }).handlers);
  mockFailing.inbox = true;
  const { user } = renderApp(paths.depositHistory, {
    preloadedState: signedInState(buildLoginResponse()),
  });
  const heading = await screen.findByRole('heading', { level: 1 });
  const bell = await screen.findByRole('button', { name: 'Notifications' });
  await user.click(bell);

  expect(
    await screen.findByText(
      'Your notifications could not be opened. Check your connection and try again.',
    ),
  ).toBeVisible();
  expect(errorScreen()).not.toBeInTheDocument();
  expect(heading).toBeInTheDocument();
  expect(screen.queryByRole('dialog', { name: 'Notifications' })).not.toBeInTheDocument();

  mockFailing.inbox = false;
  await user.click(bell);
  expect(await screen.findByRole('dialog', { name: 'Notifications' })).toBeVisible();
});
