import { act, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { paths } from '../../config/routes';
import { changeLanguage } from '../../i18n';
import de from '../../i18n/locales/de/server.json';
import en from '../../i18n/locales/en/server.json';
import { setupStore } from '../../app/store';
import { sessionApi } from '../../features/session/sessionApi';
import { buildLoginResponse } from '../../test/fixtures';
import { renderApp, signedInState } from '../../test/renderWithProviders';
import { PAGE_LOAD } from '../../test/authCalls';
import { apiUrl, server } from '../../test/server';

/**
 * Issue 28: the app tells the server its language (Accept-Language), and shows the server's
 * message as it comes — translated by the server.
 */

/** Answers a wrong sign-in as the server does: in the language the request asks for. */
function refuseSignInLikeTheServer() {
  const languages: (string | null)[] = [];
  server.use(
    http.post(apiUrl('/auth/login'), ({ request }) => {
      const language = request.headers.get('Accept-Language');
      languages.push(language);
      const message = language === 'de' ? de.invalid_credentials : en.invalid_credentials;
      return HttpResponse.json({ code: 'invalid_credentials', message }, { status: 401 });
    }),
  );
  return languages;
}

it('sends the chosen language with every call, and the new one after a switch', async () => {
  const seen: (string | null)[] = [];
  server.use(
    http.get(apiUrl('/transaction/token-user'), ({ request }) => {
      seen.push(request.headers.get('Accept-Language'));
      return HttpResponse.json(buildLoginResponse().user);
    }),
  );
  const store = setupStore(signedInState(buildLoginResponse()));
  await store.dispatch(sessionApi.endpoints.getUser.initiate(undefined, { forceRefetch: true }));
  await act(() => changeLanguage('de'));
  await store.dispatch(sessionApi.endpoints.getUser.initiate(undefined, { forceRefetch: true }));
  expect(seen).toEqual(['en', 'de']);
});

it("shows the server's German message on the sign-in form after a switch to German", async () => {
  const languages = refuseSignInLikeTheServer();
  const { user } = renderApp(paths.signIn);
  await screen.findByRole('heading', { name: 'Meridian Trades Login' }, PAGE_LOAD);
  await user.type(screen.getByLabelText('Email'), 'ada@example.com');
  await user.type(screen.getByLabelText('Password'), 'wrong-password');
  // Switched once the form is filled: the test then needs none of the form's own words.
  await act(() => changeLanguage('de'));
  await user.keyboard('{Enter}');
  const form = screen.getByRole('form');
  expect(await within(form).findByRole('alert')).toHaveTextContent(
    'E-Mail-Adresse oder Passwort ist falsch',
  );
  expect(languages).toEqual(['de']);
});
