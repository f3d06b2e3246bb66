import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { TWO_FACTOR_CHALLENGE_EXPIRED_CODE, TWO_FACTOR_MESSAGES } from '../../../api/types';
import { SESSION_EXPIRED_MESSAGE } from '../../../api/sessionEvents';
import { paths } from '../../../config/routes';
import { APP_CODE_MESSAGE, RECOVERY_CODE_MESSAGE } from '../../../lib/oneTimeCode';
import { answerAuthCall, PAGE_LOAD } from '../../../test/authCalls';
import { buildLoginResponse, buildUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/renderWithProviders';
import { apiUrl, server } from '../../../test/server';
import { CODE_EXPIRED_MESSAGE } from '../TwoFactorCodeStep';
import { DEVICE_ID_STORAGE_KEY } from '../../../api/types';

const CHALLENGE = 'challenge-7f3a';
const signedIn = buildLoginResponse({
  token: 'token-after-2fa',
  user: buildUser({ email: 'ada@example.com', twoFactorEnabled: true }),
});

/** The password step passes and the server asks for a code. */
async function reachCodeStep() {
  const passwordBodies = answerAuthCall('post', '/auth/login', {
    status: 200,
    body: { twoFactorRequired: true, challenge: CHALLENGE },
  });
  const view = renderApp(paths.signIn);
  await screen.findByRole('heading', { name: 'Meridian Trades Login' }, PAGE_LOAD);
  await view.user.type(screen.getByLabelText('Email'), 'Ada@example.com');
  await view.user.type(screen.getByLabelText('Password'), 'correct-horse');
  await view.user.click(screen.getByRole('button', { name: 'Sign in' }));
  await screen.findByRole('form', { name: 'Sign-in code' });
  return { ...view, passwordBodies };
}

const codeField = () => screen.getByRole('textbox', { name: 'Authentication code' });
const verify = () => screen.getByRole('button', { name: 'Verify' });

describe('sign in with two-factor authentication', () => {
  it('asks for the code instead of starting a session, then starts it with a pasted code', async () => {
    const { user, router, store, passwordBodies } = await reachCodeStep();
    expect(passwordBodies).toEqual([
      {
        email: 'ada@example.com',
        password: 'correct-horse',
        deviceId: localStorage.getItem(DEVICE_ID_STORAGE_KEY),
      },
    ]);
    expect(store.getState().session.token).toBeNull();
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    expect(screen.getByText(/authenticator app for ada@example.com/)).toBeVisible();
    expect(codeField()).toHaveFocus();
    expect(codeField()).toHaveAttribute('autocomplete', 'one-time-code');
    expect(codeField()).toHaveAttribute('inputmode', 'numeric');

    // The dashboard asks for the signed-in user at once: the server knows the same account.
    server.use(http.get(apiUrl('/transaction/token-user'), () => HttpResponse.json(signedIn.user)));
    const bodies = answerAuthCall('post', '/auth/login/2fa', { status: 200, body: signedIn });
    await user.paste('492 039');
    await user.click(verify());
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.dashboard));
    expect(bodies).toEqual([{ challenge: CHALLENGE, code: '492039' }]);
    expect(store.getState().session).toMatchObject({
      isUser: true,
      token: 'token-after-2fa',
      userDetails: signedIn.user,
    });
  });

  it('checks the shape first: a 5-digit or lettered code sends nothing', async () => {
    const { user } = await reachCodeStep();
    const bodies = answerAuthCall('post', '/auth/login/2fa', { status: 200, body: signedIn });
    for (const typed of ['12345', '12a456', '1234567']) {
      await user.clear(codeField());
      await user.type(codeField(), typed);
      await user.click(verify());
      expect(codeField()).toHaveAccessibleDescription(APP_CODE_MESSAGE);
    }
    expect(bodies).toEqual([]);
  });

  it("shows the server's message on a wrong code, keeps the code and stays signed out", async () => {
    const { user, router, store } = await reachCodeStep();
    answerAuthCall('post', '/auth/login/2fa', {
      status: 401,
      body: { message: TWO_FACTOR_MESSAGES.wrongCode },
    });
    await user.type(codeField(), '000000');
    await user.click(verify());
    expect(await screen.findByText(TWO_FACTOR_MESSAGES.wrongCode)).toBeVisible();
    expect(screen.queryByText(SESSION_EXPIRED_MESSAGE)).not.toBeInTheDocument();
    expect(codeField()).toHaveValue('000000');
    expect(router.state.location.pathname).toBe(paths.signIn);
    expect(store.getState().session.token).toBeNull();
  });

  it('goes back to the password step, email kept and password cleared, when the challenge is over', async () => {
    const { user } = await reachCodeStep();
    answerAuthCall('post', '/auth/login/2fa', {
      status: 401,
      body: {
        code: TWO_FACTOR_CHALLENGE_EXPIRED_CODE,
        message: TWO_FACTOR_MESSAGES.challengeExpired,
      },
    });
    await user.type(codeField(), '123456');
    await user.click(verify());
    expect(await screen.findByText(CODE_EXPIRED_MESSAGE)).toBeVisible();
    expect(screen.getByRole('form', { name: 'Login' })).toBeVisible();
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com');
    expect(screen.getByLabelText('Password')).toHaveValue('');
    expect(screen.queryByRole('form', { name: 'Sign-in code' })).not.toBeInTheDocument();
  });

  it('takes a recovery code instead when the user asks, checked for shape first', async () => {
    const { user, router } = await reachCodeStep();
    const bodies = answerAuthCall('post', '/auth/login/2fa', { status: 200, body: signedIn });
    await user.click(screen.getByRole('button', { name: 'Use a recovery code instead' }));
    const recovery = screen.getByRole('textbox', { name: 'Recovery code' });
    expect(recovery).toHaveAttribute('inputmode', 'text');

    await user.type(recovery, '12');
    await user.click(verify());
    expect(recovery).toHaveAccessibleDescription(RECOVERY_CODE_MESSAGE);
    expect(bodies).toEqual([]);

    await user.clear(recovery);
    await user.paste(' 7K2MQ-X9D4P ');
    await user.click(verify());
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.dashboard));
    expect(bodies).toEqual([{ challenge: CHALLENGE, code: '7k2mq-x9d4p' }]);
  });
});
