import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import {
  REAUTH_REQUIRED_CODE,
  STEP_UP_MESSAGES,
  type DeviceNames,
  type ReauthRequiredError,
  type SessionsResponse,
} from '../../../api/types';
import { paths } from '../../../config/routes';
import { PAGE_LOAD } from '../../../test/authCalls';
import { buildLoginResponse, buildUser } from '../../../test/fixtures';
import { renderApp, signedInState } from '../../../test/renderWithProviders';
import { apiUrl, server } from '../../../test/server';
import { CONFIRM_PASSWORD_TITLE, PASSWORD_MISSING_MESSAGE } from '../ConfirmPasswordDialog';
import { OTHERS_SIGNED_OUT_MESSAGE, SIGN_OUT_OTHERS_LABEL } from '../SignOutOtherSessions';
import { SAVED_THEM_LABEL } from '../TwoFactorRecoveryCodes';
import { TWO_FACTOR_OFF_MESSAGE } from '../TwoFactorDisableDialog';
import { TURN_OFF_LABEL, TURN_ON_LABEL } from '../TwoFactorStatus';

beforeAll(() => import('../AccountPage'));

/**
 * SPEC §12.5 "Step-up": turning 2FA on or off more than 5 minutes after signing in is answered
 * 403 `reauth_required`; the app asks for the password and sends the same call again with it,
 * and afterwards offers "Sign out other sessions".
 */

const PASSWORD = 'Correct@Horse9';
const RIGHT_CODE = '492039';
const WRONG_CODE_MESSAGE = 'That code is not valid. Check the time on your phone and try again.';
const RECOVERY_CODES = Array.from({ length: 10 }, (_, index) => `k${index}x7q-9m${index}p2`);

const reauthRequired = (message: string) =>
  HttpResponse.json({ message, code: REAUTH_REQUIRED_CODE } satisfies ReauthRequiredError, {
    status: 403,
  });

const session = (id: string, current: boolean, userAgent: string, device: DeviceNames) => ({
  id,
  createdAt: '2026-11-01T09:00:00.000Z',
  lastSeenAt: new Date().toISOString(),
  ip: '203.0.113.7',
  userAgent,
  device,
  current,
});

/**
 * A server whose sign-in is older than 5 minutes: enable and disable want PASSWORD once (then
 * the sign-in is recent), then RIGHT_CODE. Two sessions until logout-others ends the other.
 * Records every body sent.
 */
function serveStepUp({ enabled = false } = {}) {
  const state = { enabled, recent: false, othersSignedOut: false };
  const bodies: { path: string; body: Record<string, unknown> }[] = [];
  const answer = async (path: string, request: Request, onRight: () => Response) => {
    const body = (await request.json()) as { code: string; password?: string };
    bodies.push({ path, body });
    if (!state.recent) {
      if (body.password === undefined) return reauthRequired(STEP_UP_MESSAGES.passwordRequired);
      if (body.password !== PASSWORD) return reauthRequired(STEP_UP_MESSAGES.wrongPassword);
      state.recent = true;
    }
    if (body.code !== RIGHT_CODE) {
      return HttpResponse.json({ message: WRONG_CODE_MESSAGE }, { status: 403 });
    }
    return onRight();
  };
  server.use(
    http.get(apiUrl('/transaction/token-user'), () =>
      HttpResponse.json(buildUser({ email: 'ada@example.com', twoFactorEnabled: state.enabled })),
    ),
    http.post(apiUrl('/auth/2fa/setup'), () =>
      HttpResponse.json({ secret: 'JBSWY3DPEHPK3PXP', otpauthUrl: 'otpauth://totp/x' }),
    ),
    http.post(apiUrl('/auth/2fa/enable'), ({ request }) =>
      answer('enable', request, () => {
        state.enabled = true;
        return HttpResponse.json({ recoveryCodes: RECOVERY_CODES });
      }),
    ),
    http.post(apiUrl('/auth/2fa/disable'), ({ request }) =>
      answer('disable', request, () => {
        state.enabled = false;
        return new HttpResponse(null, { status: 204 });
      }),
    ),
    http.get(apiUrl('/auth/sessions'), () =>
      HttpResponse.json({
        sessions: [
          session('current', true, 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0.0.0', {
            browser: 'Chrome',
            os: 'Linux',
          }),
          ...(state.othersSignedOut
            ? []
            : [
                session('phone', false, 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0) Safari/604.1', {
                  browser: 'Safari',
                  os: 'iOS',
                }),
              ]),
        ],
      } satisfies SessionsResponse),
    ),
    http.post(apiUrl('/auth/logout-others'), () => {
      state.othersSignedOut = true;
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return { state, bodies };
}

function renderAccount(enabled = false) {
  const login = buildLoginResponse({
    user: buildUser({ email: 'ada@example.com', twoFactorEnabled: enabled }),
  });
  return renderApp(paths.account, { preloadedState: signedInState(login) });
}

const twoFactorSection = () =>
  screen.findByRole('region', { name: 'Two-factor authentication' }, PAGE_LOAD);
const setupDialog = () => screen.getByRole('dialog', { name: 'Turn on two-factor authentication' });
const passwordDialog = () => screen.findByRole('dialog', { name: CONFIRM_PASSWORD_TITLE });
const phoneRow = () => screen.queryByRole('listitem', { name: 'Safari on iOS' });

describe('turning two-factor authentication on long after signing in', () => {
  it('asks for the password, keeps the code, sends it again with the password, then offers to sign out other sessions', async () => {
    const { bodies } = serveStepUp();
    const { user } = renderAccount();
    const section = await twoFactorSection();
    await user.click(await within(section).findByRole('button', { name: TURN_ON_LABEL }));
    await user.click(await within(setupDialog()).findByRole('button', { name: 'Next' }));
    await user.type(within(setupDialog()).getByLabelText('Authentication code'), RIGHT_CODE);
    await user.click(within(setupDialog()).getByRole('button', { name: 'Turn on' }));

    const dialog = await passwordDialog();
    expect(dialog).toHaveAccessibleDescription(
      'Enter your password to turn on two-factor authentication. For your security, a change like this needs a sign-in within the last 5 minutes.',
    );
    const field = within(dialog).getByLabelText(/^Password/);
    expect(field).toHaveFocus();
    expect(field).toHaveAttribute('type', 'password');
    expect(field).toHaveAttribute('autocomplete', 'current-password');

    // Nothing typed: said at once, nothing sent.
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(field).toHaveAccessibleDescription(PASSWORD_MISSING_MESSAGE);
    expect(bodies).toHaveLength(1);

    // A wrong password, sent from the keyboard: the server's message, the dialog stays.
    await user.type(field, 'wrong-password{Enter}');
    await waitFor(() => expect(field).toHaveAccessibleDescription(STEP_UP_MESSAGES.wrongPassword));
    expect(field).toHaveAttribute('aria-invalid', 'true');

    const show = within(dialog).getByRole('button', { name: 'Show password' });
    await user.click(show);
    expect(field).toHaveAttribute('type', 'text');
    expect(within(dialog).getByRole('button', { name: 'Hide password' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await user.clear(field);
    await user.type(field, `${PASSWORD}{Enter}`);
    await waitFor(() =>
      expect(
        screen.queryByRole('dialog', { name: CONFIRM_PASSWORD_TITLE }),
      ).not.toBeInTheDocument(),
    );
    expect(
      await within(setupDialog()).findByRole('list', { name: 'Recovery codes' }),
    ).toBeVisible();
    expect(bodies).toEqual([
      { path: 'enable', body: { code: RIGHT_CODE } },
      { path: 'enable', body: { code: RIGHT_CODE, password: 'wrong-password' } },
      { path: 'enable', body: { code: RIGHT_CODE, password: PASSWORD } },
    ]);
    expect(
      within(setupDialog()).queryByText(STEP_UP_MESSAGES.passwordRequired),
    ).not.toBeInTheDocument();

    await user.click(within(setupDialog()).getByRole('checkbox', { name: SAVED_THEM_LABEL }));
    await user.click(within(setupDialog()).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    // The other session ends for real: the list, refetched, shows this browser only.
    expect(await screen.findByRole('listitem', { name: 'Safari on iOS' }, PAGE_LOAD)).toBeVisible();
    await user.click(within(section).getByRole('button', { name: SIGN_OUT_OTHERS_LABEL }));
    expect(await screen.findByText(OTHERS_SIGNED_OUT_MESSAGE)).toBeVisible();
    await waitFor(() => expect(phoneRow()).not.toBeInTheDocument());
    expect(
      within(section).queryByRole('button', { name: SIGN_OUT_OTHERS_LABEL }),
    ).not.toBeInTheDocument();
    expect(
      within(section).getByRole('heading', { name: 'Two-factor authentication' }),
    ).toHaveFocus();
  });

  it('cancelling the password keeps the code typed, shows no error, and asks again next time', async () => {
    const { bodies } = serveStepUp();
    const { user } = renderAccount();
    const section = await twoFactorSection();
    await user.click(await within(section).findByRole('button', { name: TURN_ON_LABEL }));
    await user.click(await within(setupDialog()).findByRole('button', { name: 'Next' }));
    await user.type(within(setupDialog()).getByLabelText('Authentication code'), RIGHT_CODE);
    await user.click(within(setupDialog()).getByRole('button', { name: 'Turn on' }));

    await user.type(within(await passwordDialog()).getByLabelText(/^Password/), 'half-typed');
    await user.keyboard('{Escape}');
    await waitFor(() =>
      expect(
        screen.queryByRole('dialog', { name: CONFIRM_PASSWORD_TITLE }),
      ).not.toBeInTheDocument(),
    );
    expect(within(setupDialog()).getByLabelText('Authentication code')).toHaveValue(RIGHT_CODE);
    expect(within(setupDialog()).queryByRole('alert')).not.toBeInTheDocument();

    await user.click(within(setupDialog()).getByRole('button', { name: 'Turn on' }));
    // A new dialog: what was typed in the cancelled one is gone.
    expect(within(await passwordDialog()).getByLabelText(/^Password/)).toHaveValue('');
    expect(bodies).toEqual([
      { path: 'enable', body: { code: RIGHT_CODE } },
      { path: 'enable', body: { code: RIGHT_CODE } },
    ]);
  });
});

describe('turning two-factor authentication off long after signing in', () => {
  it('asks for the password; a wrong code after it shows in the turn-off dialog, and the next try needs no password', async () => {
    const { bodies } = serveStepUp({ enabled: true });
    const { user } = renderAccount(true);
    const section = await twoFactorSection();
    await user.click(await within(section).findByRole('button', { name: TURN_OFF_LABEL }));
    const offDialog = () =>
      screen.getByRole('dialog', { name: 'Turn off two-factor authentication?' });
    const codeField = within(offDialog()).getByRole('textbox', { name: 'Authentication code' });
    await user.type(codeField, '000000');
    await user.click(within(offDialog()).getByRole('button', { name: 'Turn off' }));

    const dialog = await passwordDialog();
    expect(dialog).toHaveAccessibleDescription(/to turn off two-factor authentication/);
    await user.type(within(dialog).getByLabelText(/^Password/), `${PASSWORD}{Enter}`);

    expect(await within(offDialog()).findByText(WRONG_CODE_MESSAGE)).toBeVisible();
    expect(screen.queryByRole('dialog', { name: CONFIRM_PASSWORD_TITLE })).not.toBeInTheDocument();
    expect(codeField).toHaveValue('000000');

    await user.clear(codeField);
    await user.type(codeField, RIGHT_CODE);
    await user.click(within(offDialog()).getByRole('button', { name: 'Turn off' }));
    expect(await screen.findByText(TWO_FACTOR_OFF_MESSAGE)).toBeVisible();
    expect(bodies).toEqual([
      { path: 'disable', body: { code: '000000' } },
      { path: 'disable', body: { code: '000000', password: PASSWORD } },
      { path: 'disable', body: { code: RIGHT_CODE } },
    ]);

    // Offered once 2FA is off too; dismissing it signs no one out.
    expect(
      await within(section).findByRole('button', { name: SIGN_OUT_OTHERS_LABEL }),
    ).toBeVisible();
    await user.click(within(section).getByRole('button', { name: 'Dismiss' }));
    expect(
      within(section).queryByRole('button', { name: SIGN_OUT_OTHERS_LABEL }),
    ).not.toBeInTheDocument();
    expect(phoneRow()).toBeVisible();
  });
});
