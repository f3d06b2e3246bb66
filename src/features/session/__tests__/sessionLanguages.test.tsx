import { act, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { SESSION_EXPIRED_MESSAGE } from '../../../api/sessionEvents';
import { paths } from '../../../config/routes';
import { changeLanguage } from '../../../i18n';
// Declared before the switch, so it loads these screens' catalogues with the rest: a namespace
// first met mid-render in another language suspends in a way React rejects on this branch's
// i18n core (useMessages calls use() only until the catalogue is there: a change in the order
// of hooks). The core's page loader waits for a page's catalogues; until it is merged, this.
import '../../../i18n/namespaces/auth';
import '../../../i18n/namespaces/signIn';
import '../../../i18n/namespaces/plans';
import '../../../i18n/namespaces/privacy';
import { PAGE_LOAD } from '../../../test/authCalls';
import { buildLoginResponse } from '../../../test/fixtures';
import { renderApp, signedInState } from '../../../test/renderWithProviders';
import { apiUrl, server } from '../../../test/server';
import { sessionApi } from '../sessionApi';

const login = buildLoginResponse({ token: 'eyJ.expiring.session' });

function expireTheToken() {
  server.use(
    http.get(apiUrl('/transaction/token-user'), () =>
      HttpResponse.json({ message: 'Token expired' }, { status: 401 }),
    ),
  );
}

describe('the session-expired notice in another language', () => {
  it.each([
    ['es', 'Tu sesión ha caducado. Vuelve a iniciar sesión.'],
    ['de', 'Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.'],
  ] as const)('is shown on sign-in in %s', async (language, notice) => {
    expireTheToken();
    await act(() => changeLanguage(language));
    const { store, router } = renderApp(paths.upgradeAccount, {
      preloadedState: signedInState(login),
      persist: false,
    });
    await screen.findByRole('heading', { level: 1 }, PAGE_LOAD);

    await act(() => store.dispatch(sessionApi.endpoints.getUser.initiate()));

    expect(await screen.findByText(notice, {}, PAGE_LOAD)).toBeVisible();
    expect(screen.queryByText(SESSION_EXPIRED_MESSAGE)).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe(paths.signIn);
  });

  it('follows a switch made while it is on screen, and back to the exact English', async () => {
    expireTheToken();
    const { store } = renderApp(paths.upgradeAccount, {
      preloadedState: signedInState(login),
      persist: false,
    });
    await screen.findByRole('heading', { level: 1, name: 'Upgrade Account' }, PAGE_LOAD);
    await act(() => store.dispatch(sessionApi.endpoints.getUser.initiate()));
    expect(await screen.findByText(SESSION_EXPIRED_MESSAGE, {}, PAGE_LOAD)).toBeVisible();

    await act(() => changeLanguage('es'));
    expect(screen.getByText('Tu sesión ha caducado. Vuelve a iniciar sesión.')).toBeVisible();
    await act(() => changeLanguage('en'));
    expect(screen.getByText(SESSION_EXPIRED_MESSAGE)).toBeVisible();
  });
});
