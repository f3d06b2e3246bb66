import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { paths } from '../../../config/routes';
import { changeLanguage } from '../../../i18n';
import { buildLoginResponse, buildUser } from '../../../test/fixtures';
import { renderApp, signedInState } from '../../../test/renderWithProviders';
import { apiUrl, server } from '../../../test/server';

jest.mock(
  'lightweight-charts',
  () => jest.requireActual<object>('../../../../__mocks__/lightweight-charts'),
  { virtual: true },
);

afterEach(() => changeLanguage('en'));

function signInAs(demo: boolean) {
  const user = buildUser({ demo });
  server.use(http.get(apiUrl('/transaction/token-user'), () => HttpResponse.json(user)));
  return { preloadedState: signedInState(buildLoginResponse({ user })) };
}

test('the demo account is labelled as sample activity in the top bar', async () => {
  renderApp(paths.depositHistory, signInAs(true));
  const bar = await screen.findByRole('banner');
  expect(await screen.findByText('Demo account — sample activity')).toBeVisible();
  expect(bar).toContainElement(screen.getByText('Demo account — sample activity'));
});

test('in Spanish and German too', async () => {
  await changeLanguage('es');
  const { unmount } = renderApp(paths.depositHistory, signInAs(true));
  expect(await screen.findByText('Cuenta demo — actividad de muestra')).toBeVisible();
  unmount();
  await changeLanguage('de');
  renderApp(paths.depositHistory, signInAs(true));
  expect(await screen.findByText('Demokonto – Beispielaktivität')).toBeVisible();
});

test('a real account carries no such label', async () => {
  renderApp(paths.depositHistory, signInAs(false));
  await screen.findByRole('button', { name: /^Notifications/ });
  expect(screen.queryByText('Demo account — sample activity')).not.toBeInTheDocument();
});
