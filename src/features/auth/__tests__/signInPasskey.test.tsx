import { screen, waitFor } from '@testing-library/react';
import { act } from 'react';
import { http, HttpResponse } from 'msw';
import type { PasskeyLoginRequest } from '../../../api/types';
import { paths } from '../../../config/routes';
import { changeLanguage } from '../../../i18n';
import { PAGE_LOAD } from '../../../test/authCalls';
import {
  authenticationOptions,
  FAKE_CREDENTIAL_ID,
  installFakeAuthenticator,
  removeFakeAuthenticator,
} from '../../../test/fakeAuthenticator';
import { buildLoginResponse, buildUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/renderWithProviders';
import { apiUrl, server } from '../../../test/server';
import { PASSKEY_SIGN_IN_LABEL } from '../PasskeySignIn';
import { DEVICE_ID_STORAGE_KEY } from '../../../api/types';

afterEach(removeFakeAuthenticator);

/**
 * SPEC §12.5: "Sign in with a passkey" asks no e-mail (discoverable credentials) and counts
 * as both factors: `login/options` → the browser's prompt → `login` → `{ token, user }`.
 */

const signedIn = buildLoginResponse({
  token: 'token-from-passkey',
  user: buildUser({ email: 'ada@example.com', twoFactorEnabled: true, hasPasskey: true }),
});

/** The server's passkey sign-in; `refusal` answers the login with that status and message. */
function servePasskeySignIn(refusal?: { status: number; message: string }) {
  const logins: PasskeyLoginRequest[] = [];
  server.use(
    http.post(apiUrl('/auth/passkeys/login/options'), ({ request }) =>
      // A public call: no session's token goes with it.
      request.headers.has('Authorization')
        ? HttpResponse.json({ message: 'unexpected token' }, { status: 400 })
        : HttpResponse.json({ challengeId: 'login-1', options: authenticationOptions() }),
    ),
    http.post(apiUrl('/auth/passkeys/login'), async ({ request }) => {
      logins.push((await request.json()) as PasskeyLoginRequest);
      return refusal
        ? HttpResponse.json({ message: refusal.message }, { status: refusal.status })
        : HttpResponse.json(signedIn);
    }),
  );
  return logins;
}

async function openSignIn() {
  const view = renderApp(paths.signIn);
  await screen.findByRole('heading', { name: 'Meridian Trades Login' }, PAGE_LOAD);
  return view;
}

const passkeyButton = () => screen.getByRole('button', { name: PASSKEY_SIGN_IN_LABEL });

describe('sign in with a passkey', () => {
  it('signs in with no e-mail or code asked, as a completed sign-in', async () => {
    installFakeAuthenticator();
    const logins = servePasskeySignIn();
    // The dashboard asks for the signed-in user at once: the server knows the same account.
    server.use(http.get(apiUrl('/transaction/token-user'), () => HttpResponse.json(signedIn.user)));
    const { user, router, store } = await openSignIn();
    await user.click(passkeyButton());
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.dashboard));
    expect(logins).toEqual([
      {
        challengeId: 'login-1',
        credential: expect.objectContaining({
          id: FAKE_CREDENTIAL_ID,
          type: 'public-key',
        }) as unknown,
        // The browser's id, as with a password, so the server can tell a new browser.
        deviceId: localStorage.getItem(DEVICE_ID_STORAGE_KEY),
      },
    ]);
    expect(localStorage.getItem(DEVICE_ID_STORAGE_KEY)).toMatch(/\S{8,}/);
    expect(store.getState().session).toMatchObject({
      isUser: true,
      token: 'token-from-passkey',
      userDetails: signedIn.user,
    });
  });

  it("shows the server's refusal as it says it, keeps the typed e-mail and stays signed out", async () => {
    installFakeAuthenticator();
    servePasskeySignIn({ status: 403, message: 'That passkey is not registered to any account.' });
    const { user, router, store } = await openSignIn();
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@example.com');
    await user.click(passkeyButton());
    expect(await screen.findByText('That passkey is not registered to any account.')).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('ada@example.com');
    expect(router.state.location.pathname).toBe(paths.signIn);
    expect(store.getState().session.token).toBeNull();
  });

  it('a closed prompt says so calmly and sends nothing', async () => {
    const authenticator = installFakeAuthenticator();
    const logins = servePasskeySignIn();
    const { user } = await openSignIn();
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@example.com');
    authenticator.dismissNextPrompt();
    await user.click(passkeyButton());
    expect(
      await screen.findByText(
        'The passkey prompt was closed. Try again, or sign in with your e-mail and password.',
      ),
    ).toBeVisible();
    expect(logins).toEqual([]);
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('ada@example.com');
    expect(passkeyButton()).toBeEnabled();
  });

  it('is hidden in a browser without WebAuthn', async () => {
    await openSignIn();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeVisible();
    expect(screen.queryByRole('button', { name: PASSKEY_SIGN_IN_LABEL })).not.toBeInTheDocument();
  });

  it('speaks German when German is chosen', async () => {
    installFakeAuthenticator();
    await openSignIn();
    await act(() => changeLanguage('de'));
    expect(await screen.findByRole('button', { name: 'Mit einem Passkey anmelden' })).toBeVisible();
  });
});
