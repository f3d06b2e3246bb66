import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { paths } from '../../../config/routes';
import { APP_CODE_MESSAGE } from '../../../lib/oneTimeCode';
import { mockClipboard, PAGE_LOAD } from '../../../test/authCalls';
import { buildLoginResponse, buildUser } from '../../../test/fixtures';
import { renderApp, signedInState } from '../../../test/renderWithProviders';
import { apiUrl, server } from '../../../test/server';
import { SECRET_COPIED_MESSAGE } from '../TwoFactorSecretStep';
import { RECOVERY_CODES_FILE_NAME, SAVED_THEM_LABEL } from '../TwoFactorRecoveryCodes';
import { TURN_OFF_LABEL, TURN_ON_LABEL } from '../TwoFactorStatus';
import { TWO_FACTOR_OFF_MESSAGE } from '../TwoFactorDisableDialog';

beforeAll(() => import('../AccountPage'));

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const OTPAUTH_URL = `otpauth://totp/Meridian:ada%40example.com?issuer=Meridian&secret=${SECRET}&algorithm=SHA1&digits=6&period=30`;
const RIGHT_CODE = '492039';
const RECOVERY_CODES = Array.from({ length: 10 }, (_, index) => `k${index}x7q-9m${index}p2`);
const WRONG_CODE_MESSAGE = 'That code is not valid. Check the time on your phone and try again.';

/**
 * The server's side of 2FA: setup hands out the key, enable accepts only RIGHT_CODE (403 with
 * its message otherwise), disable accepts RIGHT_CODE or an unused recovery code; token-user
 * reports the state. Records every body sent.
 */
function serveTwoFactor({ enabled = false, setupFails = false } = {}) {
  const state = { enabled, setupCalls: 0 };
  const bodies: { path: string; body: unknown }[] = [];
  const user = () => buildUser({ email: 'ada@example.com', twoFactorEnabled: state.enabled });
  server.use(
    http.get(apiUrl('/transaction/token-user'), () => HttpResponse.json(user())),
    http.post(apiUrl('/auth/2fa/setup'), () => {
      state.setupCalls += 1;
      if (setupFails && state.setupCalls === 1) {
        return HttpResponse.json({ message: 'Service unavailable' }, { status: 503 });
      }
      return HttpResponse.json({ secret: SECRET, otpauthUrl: OTPAUTH_URL });
    }),
    http.post(apiUrl('/auth/2fa/enable'), async ({ request }) => {
      const body = (await request.json()) as { code: string };
      bodies.push({ path: 'enable', body });
      if (body.code !== RIGHT_CODE) {
        return HttpResponse.json({ message: WRONG_CODE_MESSAGE }, { status: 403 });
      }
      state.enabled = true;
      return HttpResponse.json({ recoveryCodes: RECOVERY_CODES });
    }),
    http.post(apiUrl('/auth/2fa/disable'), async ({ request }) => {
      const body = (await request.json()) as { code: string };
      bodies.push({ path: 'disable', body });
      if (body.code !== RIGHT_CODE && !RECOVERY_CODES.includes(body.code)) {
        return HttpResponse.json({ message: WRONG_CODE_MESSAGE }, { status: 403 });
      }
      state.enabled = false;
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
const dialog = () => screen.getByRole('dialog', { name: 'Turn on two-factor authentication' });

/** Captures what a download would save: the file name and the Blob's text. */
function captureDownloads() {
  const files: { name: string; text: Promise<string>; type: string }[] = [];
  const blobs = new Map<string, Blob>();
  URL.createObjectURL = jest.fn((blob: Blob) => {
    const url = `blob:test/${blobs.size}`;
    blobs.set(url, blob);
    return url;
  });
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    const blob = blobs.get(this.href);
    if (blob) files.push({ name: this.download, text: blob.text(), type: blob.type });
  });
  return files;
}

afterEach(() => jest.restoreAllMocks());

describe('Account → Security: turning two-factor authentication on', () => {
  it('walks the three steps: QR and key, a confirming code, the recovery codes once', async () => {
    const { bodies } = serveTwoFactor();
    const { user, store } = renderAccount();
    const section = await twoFactorSection();
    expect(await within(section).findByText('2FA off')).toBeVisible();
    await user.click(within(section).getByRole('button', { name: TURN_ON_LABEL }));

    // Step 1: the QR code of the otpauth URL, and the key as grouped text to copy.
    expect(
      await within(dialog()).findByRole('img', { name: 'QR code for your authenticator app' }),
    ).toBeVisible();
    expect(within(dialog()).getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeVisible();
    const writeText = mockClipboard(() => Promise.resolve());
    await user.click(within(dialog()).getByRole('button', { name: 'Copy key' }));
    expect(writeText).toHaveBeenCalledWith(SECRET);
    expect(await screen.findByText(SECRET_COPIED_MESSAGE)).toBeVisible();
    await user.click(within(dialog()).getByRole('button', { name: 'Next' }));

    // Step 2: a malformed code is caught here and sends nothing.
    const codeField = within(dialog()).getByRole('textbox', { name: 'Authentication code' });
    expect(codeField).toHaveAttribute('autocomplete', 'one-time-code');
    expect(codeField).toHaveAttribute('inputmode', 'numeric');
    await user.type(codeField, '12345');
    await user.click(within(dialog()).getByRole('button', { name: 'Turn on' }));
    expect(codeField).toHaveAccessibleDescription(APP_CODE_MESSAGE);
    expect(bodies).toEqual([]);

    // A wrong code: the server's message, the code kept to correct.
    await user.clear(codeField);
    await user.type(codeField, '111111');
    await user.click(within(dialog()).getByRole('button', { name: 'Turn on' }));
    expect(await within(dialog()).findByText(WRONG_CODE_MESSAGE)).toBeVisible();
    expect(codeField).toHaveValue('111111');

    await user.clear(codeField);
    await user.paste('492 039');
    await user.click(within(dialog()).getByRole('button', { name: 'Turn on' }));

    // Step 3: the ten codes, with Done held back until the user says they are saved.
    const list = await within(dialog()).findByRole('list', { name: 'Recovery codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(RECOVERY_CODES);
    expect(bodies).toEqual([
      { path: 'enable', body: { code: '111111' } },
      { path: 'enable', body: { code: RIGHT_CODE } },
    ]);
    const done = within(dialog()).getByRole('button', { name: 'Done' });
    expect(done).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(dialog()).toBeVisible();
    expect(await within(section).findByText('2FA on')).toBeVisible();

    await user.click(within(dialog()).getByRole('checkbox', { name: SAVED_THEM_LABEL }));
    await user.click(done);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    // Gone for good: not on the page, not in the store (the API cache included).
    expect(screen.queryByText(RECOVERY_CODES[0]!)).not.toBeInTheDocument();
    const stored = JSON.stringify(store.getState());
    for (const secret of [SECRET, RECOVERY_CODES[0]!, RECOVERY_CODES[9]!, 'otpauth://']) {
      expect(stored).not.toContain(secret);
    }
    expect(within(section).getByRole('button', { name: TURN_OFF_LABEL })).toBeVisible();
  });

  it('downloads the recovery codes as a .txt file and copies them', async () => {
    serveTwoFactor();
    const files = captureDownloads();
    const { user } = renderAccount();
    const section = await twoFactorSection();
    await user.click(await within(section).findByRole('button', { name: TURN_ON_LABEL }));
    await user.click(await within(dialog()).findByRole('button', { name: 'Next' }));
    await user.type(within(dialog()).getByLabelText('Authentication code'), RIGHT_CODE);
    await user.keyboard('{Enter}');
    await within(dialog()).findByRole('list', { name: 'Recovery codes' });

    await user.click(within(dialog()).getByRole('button', { name: 'Download (.txt)' }));
    expect(files).toHaveLength(1);
    expect(files[0]!.name).toBe(RECOVERY_CODES_FILE_NAME);
    expect(files[0]!.type).toMatch(/^text\/plain/);
    const text = await files[0]!.text;
    for (const code of RECOVERY_CODES) expect(text).toContain(`\n${code}\n`);
    expect(text).toContain('ada@example.com');

    const writeText = mockClipboard(() => Promise.resolve());
    await user.click(within(dialog()).getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith(RECOVERY_CODES.join('\n'));
  });

  it('cancelling before the code forgets the key, and setup failures can be retried', async () => {
    const { state } = serveTwoFactor({ setupFails: true });
    const { user, store } = renderAccount();
    const section = await twoFactorSection();
    await user.click(await within(section).findByRole('button', { name: TURN_ON_LABEL }));
    expect(
      await within(dialog()).findByText(/Two-factor setup could not start\. Service unavailable/),
    ).toBeVisible();
    expect(within(dialog()).getByRole('button', { name: 'Next' })).toBeDisabled();
    await user.click(within(dialog()).getByRole('button', { name: 'Retry' }));
    expect(await within(dialog()).findByText(/JBSW Y3DP/)).toBeVisible();
    expect(state.setupCalls).toBe(2);

    await user.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(JSON.stringify(store.getState())).not.toContain(SECRET);
    expect(within(section).getByText('2FA off')).toBeVisible();
  });
});

describe('Account → Security: turning two-factor authentication off', () => {
  it('asks for a code, shows a refusal with the code kept, and takes a recovery code', async () => {
    const { bodies } = serveTwoFactor({ enabled: true });
    const { user } = renderAccount(true);
    const section = await twoFactorSection();
    expect(await within(section).findByText('2FA on')).toBeVisible();
    await user.click(await within(section).findByRole('button', { name: TURN_OFF_LABEL }));
    const offDialog = screen.getByRole('dialog', { name: 'Turn off two-factor authentication?' });
    const field = within(offDialog).getByRole('textbox', { name: 'Authentication code' });

    await user.type(field, 'abc');
    await user.click(within(offDialog).getByRole('button', { name: 'Turn off' }));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(bodies).toEqual([]);

    await user.clear(field);
    await user.type(field, '000000');
    await user.click(within(offDialog).getByRole('button', { name: 'Turn off' }));
    expect(await within(offDialog).findByText(WRONG_CODE_MESSAGE)).toBeVisible();
    expect(field).toHaveValue('000000');

    await user.clear(field);
    await user.type(field, ` ${RECOVERY_CODES[3]!.toUpperCase()} `);
    await user.click(within(offDialog).getByRole('button', { name: 'Turn off' }));
    expect(await screen.findByText(TWO_FACTOR_OFF_MESSAGE)).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await within(section).findByText('2FA off')).toBeVisible();
    expect(bodies.at(-1)).toEqual({ path: 'disable', body: { code: RECOVERY_CODES[3] } });
  });
});
