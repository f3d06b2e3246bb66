import { screen, within } from '@testing-library/react';
import { paths } from '../../../config/routes';
import { renderApp } from '../../../test/renderWithProviders';

// The German layout catalogue cannot be downloaded (offline, say).
jest.mock('../../../i18n/locales/de/layout.json', () => {
  throw new Error('Loading chunk i18n-de-layout failed');
});

beforeAll(() => import('../../../features/plans/PlansPage'));

test('a language whose catalogue cannot be downloaded says so, and the language stays', async () => {
  const { user } = renderApp(paths.plans);
  await screen.findByRole('heading', { level: 1 });
  const banner = screen.getByRole('banner');
  await user.click(within(banner).getByRole('button', { name: 'Language: English' }));
  await user.click(await screen.findByRole('menuitem', { name: 'Deutsch' }));

  expect(
    await screen.findByText(
      'The language could not be loaded. Check your connection and try again.',
    ),
  ).toBeVisible();
  expect(within(banner).getByRole('button', { name: 'Language: English' })).toBeInTheDocument();
  expect(within(banner).getByRole('link', { name: 'Sign in' })).toBeInTheDocument();
  expect(document.documentElement.lang).toBe('en');
});
