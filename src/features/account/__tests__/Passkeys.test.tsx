import { screen, waitFor, within } from '@testing-library/react';
import { act } from 'react';
import { http, HttpResponse } from 'msw';
import {
  REAUTH_REQUIRED_CODE,
  STEP_UP_MESSAGES,
  type DeviceNames,
  type Passkey,
  type PasskeyRegisterRequest,
  type ReauthRequiredError,
  type SessionInfo,
  type SessionsResponse,
} from '../../../api/types';
import { paths } from '../../../config/routes';
import { changeLanguage } from '../../../i18n';
import { PAGE_LOAD } from '../../../test/authCalls';
import {
  FAKE_CREDENTIAL_ID,
  installFakeAuthenticator,
  registrationOptions,
  removeFakeAuthenticator,
  serveVerifyOptions,
} from '../../../test/fakeAuthenticator';
import { buildLoginResponse, buildUser } from '../../../test/fixtures';
import { renderApp, signedInState } from '../../../test/renderWithProviders';
import { apiUrl, server } from '../../../test/server';
import { PASSKEY_ADDED_MESSAGE } from '../AddPasskeyDialog';
import { CONFIRM_PASSWORD_TITLE } from '../ConfirmPasswordDialog';
import { PASSKEY_REMOVED_MESSAGE } from '../RemovePasskeyDialog';
import { OTHERS_SIGNED_OUT_MESSAGE, SIGN_OUT_OTHERS_LABEL } from '../SignOutOtherSessions';
import { TWO_FACTOR_OFF_MESSAGE } from '../TwoFactorDisableDialog';

beforeAll(() => import('../AccountPage'));
afterEach(removeFakeAuthenticator);

/**
 * SPEC §12.5: Account → Security lists the account's passkeys, adds one (a name, the password
 * when the sign-in is not recent, the browser's prompt), renames and removes them, and after a
 * passkey is added or removed offers "Sign out other sessions".
 */

const PASSWORD = 'Correct@Horse9';
const MINUTE = 60_000;
const PROMPT_CLOSED =
  "The browser's prompt was closed, so no passkey was added. Nothing has changed: continue when you are ready.";

const passkey = (overrides: Partial<Passkey> & Pick<Passkey, 'id' | 'name'>): Passkey => ({
  createdAt: '2026-11-01T09:00:00.000Z',
  lastUsedAt: null,
  ...overrides,
});

/** A session of the account, named as the server reads its User-Agent. */
const session = (id: string, current: boolean, device: DeviceNames): SessionInfo => ({
  id,
  createdAt: '2026-11-01T09:00:00.000Z',
  lastSeenAt: new Date().toISOString(),
  ip: '203.0.113.7',
  userAgent: `${device.browser}/1.0 (${device.os})`,
  device,
  current,
});

const reauthRequired = (message: string) =>
  HttpResponse.json({ message, code: REAUTH_REQUIRED_CODE } satisfies ReauthRequiredError, {
    status: 403,
  });

/**
 * The server's passkeys: options and removal behind a step-up (the sign-in is not recent until
 * the right password is sent once), registration refused with `registerRefusal` when set.
 * Records every body; `listFails` fails the list until the test clears it.
 */
function servePasskeys(initial: Passkey[], { listFails = false, twoFactor = false } = {}) {
  const state = {
    passkeys: [...initial],
    recent: false,
    listFails,
    twoFactor,
    registerRefusal: undefined as string | undefined,
    othersSignedOut: false,
  };
  const bodies: { path: string; body: unknown }[] = [];
  const stepUp = (password: string | undefined) => {
    if (state.recent) return undefined;
    if (password === undefined) return reauthRequired(STEP_UP_MESSAGES.passwordRequired);
    if (password !== PASSWORD) return reauthRequired(STEP_UP_MESSAGES.wrongPassword);
    state.recent = true;
    return undefined;
  };
  const readBody = async (request: Request) => {
    const text = await request.text();
    return (text === '' ? {} : JSON.parse(text)) as Record<string, unknown>;
  };
  server.use(
    http.get(apiUrl('/transaction/token-user'), () =>
      HttpResponse.json(
        buildUser({
          email: 'ada@example.com',
          twoFactorEnabled: state.twoFactor,
          hasPasskey: state.passkeys.length > 0,
        }),
      ),
    ),
    http.get(apiUrl('/auth/passkeys'), () =>
      state.listFails
        ? HttpResponse.json({ message: 'Database unavailable' }, { status: 503 })
        : HttpResponse.json({ passkeys: state.passkeys }),
    ),
    http.post(apiUrl('/auth/passkeys/register/options'), async ({ request }) => {
      const body = await readBody(request);
      bodies.push({ path: 'options', body });
      return (
        stepUp(body.password as string | undefined) ??
        HttpResponse.json({ challengeId: 'reg-1', options: registrationOptions() })
      );
    }),
    http.post(apiUrl('/auth/passkeys/register'), async ({ request }) => {
      const body = (await request.json()) as PasskeyRegisterRequest;
      bodies.push({ path: 'register', body });
      if (state.registerRefusal) {
        return HttpResponse.json({ message: state.registerRefusal }, { status: 403 });
      }
      const added = passkey({ id: 'p-new', name: body.name, createdAt: new Date().toISOString() });
      state.passkeys.push(added);
      return HttpResponse.json({ passkey: added }, { status: 201 });
    }),
    http.put(apiUrl('/auth/passkeys/:id'), async ({ params, request }) => {
      const { name } = (await request.json()) as { name: string };
      bodies.push({ path: 'rename', body: { name } });
      state.passkeys = state.passkeys.map((item) =>
        item.id === params.id ? { ...item, name } : item,
      );
      return HttpResponse.json({ passkey: state.passkeys.find((item) => item.id === params.id) });
    }),
    http.delete(apiUrl('/auth/passkeys/:id'), async ({ params, request }) => {
      const body = await readBody(request);
      bodies.push({ path: 'remove', body });
      const refusal = stepUp(body.password as string | undefined);
      if (refusal) return refusal;
      state.passkeys = state.passkeys.filter((item) => item.id !== params.id);
      return new HttpResponse(null, { status: 204 });
    }),
    http.post(apiUrl('/auth/2fa/disable'), async ({ request }) => {
      const body = await readBody(request);
      bodies.push({ path: 'disable', body });
      state.twoFactor = false;
      return new HttpResponse(null, { status: 204 });
    }),
    http.post(apiUrl('/auth/logout-others'), () => {
      state.othersSignedOut = true;
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return { state, bodies };
}

function renderAccount({ twoFactor = false, hasPasskey = false } = {}) {
  const login = buildLoginResponse({
    user: buildUser({ email: 'ada@example.com', twoFactorEnabled: twoFactor, hasPasskey }),
  });
  return renderApp(paths.account, { preloadedState: signedInState(login) });
}

const passkeysSection = () => screen.findByRole('region', { name: 'Passkeys' }, PAGE_LOAD);
const addDialog = () => screen.getByRole('dialog', { name: 'Add a passkey' });
const passwordDialog = () => screen.findByRole('dialog', { name: CONFIRM_PASSWORD_TITLE });

describe('Account → Security → Passkeys', () => {
  it('adds a passkey: a name, the password when the sign-in is not recent, the browser prompt; then offers to sign out other sessions', async () => {
    const authenticator = installFakeAuthenticator();
    const { bodies, state } = servePasskeys([]);
    const { user } = renderAccount();
    const section = await passkeysSection();
    expect(await within(section).findByText('You have no passkeys yet.')).toBeVisible();
    expect(await screen.findByText('This device')).toBeVisible();

    await user.click(within(section).getByRole('button', { name: 'Add a passkey' }));
    const name = within(addDialog()).getByRole('textbox', { name: 'Name' });
    // This browser and system to start with, as Active sessions names this device.
    expect(name).toHaveValue('Chrome on Linux');
    expect(name).toHaveFocus();
    await user.clear(name);
    await user.type(name, 'MacBook Touch ID{Enter}');

    const stepUp = await passwordDialog();
    expect(stepUp).toHaveAccessibleDescription(
      'Enter your password to add a passkey. For your security, a change like this needs a sign-in within the last 5 minutes.',
    );
    expect(authenticator.prompts()).toBe(0);
    await user.type(within(stepUp).getByLabelText(/^Password/), `${PASSWORD}{Enter}`);

    expect(await screen.findByText(PASSKEY_ADDED_MESSAGE)).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const row = await within(section).findByRole('listitem', { name: 'MacBook Touch ID' });
    expect(within(row).getByText('Never used')).toBeVisible();
    expect(within(row).getByText(/^Added /)).toBeVisible();
    expect(bodies).toEqual([
      { path: 'options', body: {} },
      { path: 'options', body: { password: PASSWORD } },
      {
        path: 'register',
        body: {
          challengeId: 'reg-1',
          name: 'MacBook Touch ID',
          credential: expect.objectContaining({
            id: FAKE_CREDENTIAL_ID,
            type: 'public-key',
          }) as unknown,
        },
      },
    ]);

    // The offer is inline in the section, and ends the other sessions for real.
    await user.click(within(section).getByRole('button', { name: SIGN_OUT_OTHERS_LABEL }));
    expect(await screen.findByText(OTHERS_SIGNED_OUT_MESSAGE)).toBeVisible();
    expect(state.othersSignedOut).toBe(true);
    expect(within(section).getByRole('heading', { name: 'Passkeys' })).toHaveFocus();
  });

  it("starts the name from this session's device as the server named it, never another session's", async () => {
    installFakeAuthenticator();
    servePasskeys([]);
    server.use(
      http.get(apiUrl('/auth/sessions'), () =>
        HttpResponse.json({
          sessions: [
            session('phone', false, { browser: 'Safari', os: 'iOS' }),
            session('this', true, { browser: 'Firefox', os: '' }),
          ],
        } satisfies SessionsResponse),
      ),
    );
    const { user } = renderAccount();
    const section = await passkeysSection();
    expect(await screen.findByRole('listitem', { name: 'Safari on iOS' }, PAGE_LOAD)).toBeVisible();
    await user.click(within(section).getByRole('button', { name: 'Add a passkey' }));
    expect(within(addDialog()).getByRole('textbox', { name: 'Name' })).toHaveValue('Firefox');
  });

  it('starts with an empty name when the sessions list could not be loaded', async () => {
    installFakeAuthenticator();
    servePasskeys([]);
    server.use(
      http.get(apiUrl('/auth/sessions'), () =>
        HttpResponse.json({ message: 'Database unavailable' }, { status: 503 }),
      ),
    );
    const { user } = renderAccount();
    const section = await passkeysSection();
    expect(
      await screen.findByText(/Your active sessions could not be loaded/, {}, PAGE_LOAD),
    ).toBeVisible();
    await user.click(within(section).getByRole('button', { name: 'Add a passkey' }));
    expect(within(addDialog()).getByRole('textbox', { name: 'Name' })).toHaveValue('');
  });

  /** A signed-in-recently account with no passkeys, its "Add a passkey" dialog named `label`. */
  async function nameANewPasskey(label: string) {
    const authenticator = installFakeAuthenticator();
    const { bodies, state } = servePasskeys([]);
    state.recent = true;
    const { user } = renderAccount();
    const section = await passkeysSection();
    await user.click(await within(section).findByRole('button', { name: 'Add a passkey' }));
    const name = within(addDialog()).getByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.type(name, label);
    return { authenticator, bodies, user, section, name };
  }

  it('a closed browser prompt adds nothing, keeps the name and says so calmly; Continue tries again', async () => {
    const { authenticator, bodies, user, section, name } = await nameANewPasskey('Work laptop');

    authenticator.dismissNextPrompt();
    await user.click(within(addDialog()).getByRole('button', { name: 'Continue' }));
    expect(await within(addDialog()).findByText(PROMPT_CLOSED)).toBeVisible();
    expect(name).toHaveValue('Work laptop');
    expect(bodies.map(({ path }) => path)).toEqual(['options']);

    await user.click(within(addDialog()).getByRole('button', { name: 'Continue' }));
    expect(await within(section).findByRole('listitem', { name: 'Work laptop' })).toBeVisible();
  });

  it('a device that already holds a passkey for the account says so, with the name kept', async () => {
    const { authenticator, bodies, user, name } = await nameANewPasskey('Work laptop');

    authenticator.holdNextAsRegistered();
    await user.click(within(addDialog()).getByRole('button', { name: 'Continue' }));
    expect(
      await within(addDialog()).findByText('This device already holds a passkey for your account.'),
    ).toBeVisible();
    expect(name).toHaveValue('Work laptop');
    expect(bodies.map(({ path }) => path)).toEqual(['options']);
  });

  it("shows the server's refusal of the new passkey in the dialog, with the name kept", async () => {
    installFakeAuthenticator();
    const { state } = servePasskeys([]);
    state.recent = true;
    state.registerRefusal = 'That passkey could not be verified.';
    const { user } = renderAccount();
    const section = await passkeysSection();
    await user.click(await within(section).findByRole('button', { name: 'Add a passkey' }));
    const name = within(addDialog()).getByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.type(name, 'Phone{Enter}');
    expect(
      await within(addDialog()).findByText('That passkey could not be verified.'),
    ).toBeVisible();
    expect(name).toHaveValue('Phone');
    expect(within(section).queryByRole('listitem')).not.toBeInTheDocument();
  });

  it('checks the name before asking anything', async () => {
    installFakeAuthenticator();
    const { bodies } = servePasskeys([]);
    const { user } = renderAccount();
    const section = await passkeysSection();
    await user.click(await within(section).findByRole('button', { name: 'Add a passkey' }));
    const name = within(addDialog()).getByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.type(name, '   {Enter}');
    expect(name).toHaveAccessibleDescription('Enter a name for the passkey.');
    await user.clear(name);
    await user.type(name, 'x'.repeat(51));
    await user.click(within(addDialog()).getByRole('button', { name: 'Continue' }));
    expect(name).toHaveAccessibleDescription('Use at most 50 characters.');
    expect(bodies).toEqual([]);
  });

  it('lists passkeys with when they were added and last used, renames one and removes one behind the password', async () => {
    const { bodies } = servePasskeys([
      passkey({
        id: 'p1',
        name: 'MacBook',
        lastUsedAt: new Date(Date.now() - 5 * MINUTE).toISOString(),
      }),
      passkey({ id: 'p2', name: 'Old phone' }),
    ]);
    const { user } = renderAccount({ hasPasskey: true });
    const section = await passkeysSection();
    const macBook = await within(section).findByRole('listitem', { name: 'MacBook' });
    expect(within(macBook).getByText('Last used 5 minutes ago')).toBeVisible();
    expect(
      within(within(section).getByRole('listitem', { name: 'Old phone' })).getByText('Never used'),
    ).toBeVisible();

    await user.click(within(macBook).getByRole('button', { name: 'Rename MacBook' }));
    const renameDialog = screen.getByRole('dialog', { name: 'Rename passkey' });
    const name = within(renameDialog).getByRole('textbox', { name: 'Name' });
    expect(name).toHaveValue('MacBook');
    await user.clear(name);
    await user.type(name, 'MacBook Air{Enter}');
    expect(await within(section).findByRole('listitem', { name: 'MacBook Air' })).toBeVisible();

    const oldPhone = within(section).getByRole('listitem', { name: 'Old phone' });
    await user.click(within(oldPhone).getByRole('button', { name: 'Remove Old phone' }));
    const removeDialog = screen.getByRole('dialog', { name: 'Remove Old phone?' });
    // The safe choice has the focus.
    expect(within(removeDialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(removeDialog).getByRole('button', { name: 'Remove' }));
    const stepUp = await passwordDialog();
    expect(stepUp).toHaveAccessibleDescription(/to remove a passkey/);
    await user.type(within(stepUp).getByLabelText(/^Password/), `${PASSWORD}{Enter}`);

    expect(await screen.findByText(PASSKEY_REMOVED_MESSAGE)).toBeVisible();
    await waitFor(() =>
      expect(
        within(section).queryByRole('listitem', { name: 'Old phone' }),
      ).not.toBeInTheDocument(),
    );
    expect(within(section).getByRole('button', { name: SIGN_OUT_OTHERS_LABEL })).toBeVisible();
    expect(bodies).toEqual([
      { path: 'rename', body: { name: 'MacBook Air' } },
      { path: 'remove', body: {} },
      { path: 'remove', body: { password: PASSWORD } },
    ]);
  });

  it('says so when the list cannot load, and Retry loads it', async () => {
    const { state } = servePasskeys([passkey({ id: 'p1', name: 'MacBook' })], { listFails: true });
    const { user } = renderAccount();
    const section = await passkeysSection();
    expect(
      await within(section).findByText('Could not load your passkeys. Database unavailable'),
    ).toBeVisible();
    state.listFails = false;
    await user.click(within(section).getByRole('button', { name: 'Retry' }));
    expect(await within(section).findByRole('listitem', { name: 'MacBook' })).toBeVisible();
  });

  it('offers no "Add a passkey" in a browser without WebAuthn, but still lists and removes', async () => {
    servePasskeys([passkey({ id: 'p1', name: 'MacBook' })]);
    renderAccount({ hasPasskey: true });
    const section = await passkeysSection();
    const row = await within(section).findByRole('listitem', { name: 'MacBook' });
    expect(within(row).getByRole('button', { name: 'Remove MacBook' })).toBeVisible();
    expect(
      within(section).queryByRole('button', { name: 'Add a passkey' }),
    ).not.toBeInTheDocument();
  });

  it('turns two-factor authentication off with a passkey instead of a code', async () => {
    installFakeAuthenticator();
    const { bodies, state } = servePasskeys([passkey({ id: 'p1', name: 'MacBook' })], {
      twoFactor: true,
    });
    serveVerifyOptions('verify-2fa');
    const { user } = renderAccount({ twoFactor: true, hasPasskey: true });
    const section = await screen.findByRole(
      'region',
      { name: 'Two-factor authentication' },
      PAGE_LOAD,
    );
    await user.click(
      await within(section).findByRole('button', { name: 'Turn off two-factor authentication' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Turn off two-factor authentication?' });
    await user.click(within(dialog).getByRole('button', { name: 'Use a passkey instead' }));
    expect(await screen.findByText(TWO_FACTOR_OFF_MESSAGE)).toBeVisible();
    expect(state.twoFactor).toBe(false);
    expect(bodies).toEqual([
      {
        path: 'disable',
        body: {
          passkey: {
            challengeId: 'verify-2fa',
            credential: expect.objectContaining({ id: FAKE_CREDENTIAL_ID }) as unknown,
          },
        },
      },
    ]);
    expect(within(section).getByRole('button', { name: SIGN_OUT_OTHERS_LABEL })).toBeVisible();
  });

  it('speaks German when German is chosen, dates included', async () => {
    installFakeAuthenticator();
    servePasskeys([passkey({ id: 'p1', name: 'MacBook' })]);
    renderAccount({ hasPasskey: true });
    await passkeysSection();
    await act(() => changeLanguage('de'));
    const section = await screen.findByRole('region', { name: 'Passkeys' });
    expect(
      await within(section).findByRole('button', { name: 'Passkey hinzufügen' }),
    ).toBeVisible();
    const row = await within(section).findByRole('listitem', { name: 'MacBook' });
    expect(within(row).getByText('Noch nie verwendet')).toBeVisible();
    expect(within(row).getByText(/^Hinzugefügt am 01\.11\.2026/)).toBeVisible();
  });
});
