import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type {
  AddSavedAddressRequest,
  AddWithdrawalRequest,
  SavedAddress,
  UserDetails,
} from '../../../api/types';
import { paths } from '../../../config/routes';
import { ANY_CODE_MESSAGE } from '../../../lib/oneTimeCode';
import {
  FAKE_CREDENTIAL_ID,
  installFakeAuthenticator,
  removeFakeAuthenticator,
  serveVerifyOptions,
} from '../../../test/fakeAuthenticator';
import { buildLoginResponse, buildUser, buildWithdrawal } from '../../../test/fixtures';
import { renderApp, signedInState } from '../../../test/renderWithProviders';
import { apiUrl, server } from '../../../test/server';
import { WITHDRAWAL_SENT_MESSAGE } from '../useConfirmWithdrawal';

beforeAll(() => import('../WithdrawalPage'));
afterEach(removeFakeAuthenticator);

/**
 * SPEC §12.5: where a 2FA code is asked, an account with a passkey may answer with it instead —
 * the app takes a challenge from `POST /auth/passkeys/verify/options`, has the browser sign it
 * and sends `passkey: { challengeId, credential }` in place of `code`.
 */

type User = ReturnType<typeof renderApp>['user'];

const PROMPT_CLOSED =
  'The passkey prompt was closed and nothing was sent. Try again, or enter a code.';
const USE_PASSKEY = 'Use a passkey instead';

const coldWallet: SavedAddress = {
  id: 'a1',
  label: 'Cold wallet',
  asset: 'BTC',
  address: 'bc1qcoldwallet',
  createdAt: '2026-11-01T09:00:00.000Z',
  usableFrom: '2026-11-02T09:00:00.000Z',
};

const withPasskey = (overrides: Partial<UserDetails> = {}) =>
  buildUser({
    availableCash: 1000,
    userCanWithdraw: true,
    withdrawalCharges: 2.5,
    twoFactorEnabled: true,
    hasPasskey: true,
    ...overrides,
  });

/** The address book and the withdrawal call, recording every body sent. */
function serveWithdrawals() {
  const sent = {
    withdrawals: [] as AddWithdrawalRequest[],
    added: [] as AddSavedAddressRequest[],
    removals: [] as unknown[],
  };
  server.use(
    http.get(apiUrl('/withdrawal/addresses'), () => HttpResponse.json({ addresses: [coldWallet] })),
    http.post(apiUrl('/withdrawal/add'), async ({ request }) => {
      sent.withdrawals.push((await request.json()) as AddWithdrawalRequest);
      return HttpResponse.json({ withdrawal: buildWithdrawal() }, { status: 201 });
    }),
    http.post(apiUrl('/withdrawal/addresses'), async ({ request }) => {
      const body = (await request.json()) as AddSavedAddressRequest;
      sent.added.push(body);
      const address = { ...coldWallet, id: 'a2', label: body.label, address: body.address };
      return HttpResponse.json({ address }, { status: 201 });
    }),
    http.delete(apiUrl('/withdrawal/addresses/:id'), async ({ request }) => {
      sent.removals.push(await request.json());
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return sent;
}

function renderWithdrawal(user: UserDetails) {
  server.use(http.get(apiUrl('/transaction/token-user'), () => HttpResponse.json(user)));
  return renderApp(paths.withdrawal, {
    preloadedState: signedInState(buildLoginResponse({ user })),
  });
}

/** The withdrawal form has no name of its own: it is the form around its Amount field. */
// eslint-disable-next-line testing-library/no-node-access -- the form holding a field
const withdrawalForm = (amount: HTMLElement) => amount.closest('form')!;

async function openReview(user: User) {
  await screen.findByRole('list', { name: 'Saved addresses' });
  const form = withdrawalForm(screen.getByLabelText('Amount'));
  await user.click(within(form).getByLabelText('Amount'));
  await user.paste('400');
  await user.click(within(form).getByLabelText('Crypto exchange'));
  await user.paste('Ledger');
  await user.selectOptions(within(form).getByRole('combobox', { name: 'Asset' }), 'Bitcoin (BTC)');
  const saved = within(form).getByRole('combobox', { name: 'Saved address' });
  await user.selectOptions(saved, within(saved).getByRole('option', { name: /Cold wallet/ }));
  await user.click(within(form).getByRole('button', { name: 'Review withdrawal' }));
  return screen.findByRole('dialog', { name: 'Review your withdrawal' });
}

const passkeyAnswer = {
  challengeId: 'verify-1',
  credential: expect.objectContaining({ id: FAKE_CREDENTIAL_ID, type: 'public-key' }) as unknown,
};

describe('a passkey in place of the 2FA code', () => {
  it('confirms a withdrawal with a passkey; a closed prompt sends nothing and says so calmly', async () => {
    const authenticator = installFakeAuthenticator();
    const sent = serveWithdrawals();
    const challenges = serveVerifyOptions();
    const { user } = renderWithdrawal(withPasskey());
    const dialog = await openReview(user);
    const code = within(dialog).getByRole('textbox', { name: 'Authentication code' });

    authenticator.dismissNextPrompt();
    await user.click(within(dialog).getByRole('button', { name: USE_PASSKEY }));
    expect(await within(dialog).findByText(PROMPT_CLOSED)).toBeVisible();
    expect(sent.withdrawals).toEqual([]);
    // The code was not asked for that try: no complaint about it, and it can still be typed.
    expect(code).not.toHaveAccessibleDescription(ANY_CODE_MESSAGE);
    expect(code).toBeEnabled();

    await user.click(within(dialog).getByRole('button', { name: USE_PASSKEY }));
    expect(await screen.findByText(WITHDRAWAL_SENT_MESSAGE)).toBeVisible();
    expect(challenges).toHaveLength(2);
    expect(authenticator.prompts()).toBe(2);
    expect(sent.withdrawals).toEqual([
      expect.objectContaining({
        walletAddress: 'bc1qcoldwallet',
        amount: 400,
        passkey: passkeyAnswer,
      }),
    ]);
    expect(sent.withdrawals[0]).not.toHaveProperty('code');
  });

  it("shows the server's refusal of the passkey in the review and keeps the figures", async () => {
    installFakeAuthenticator();
    serveVerifyOptions();
    server.use(
      http.get(apiUrl('/withdrawal/addresses'), () =>
        HttpResponse.json({ addresses: [coldWallet] }),
      ),
      http.post(apiUrl('/withdrawal/add'), () =>
        HttpResponse.json({ message: 'That passkey could not be verified.' }, { status: 403 }),
      ),
    );
    const { user } = renderWithdrawal(withPasskey());
    const dialog = await openReview(user);
    await user.click(within(dialog).getByRole('button', { name: USE_PASSKEY }));
    expect(await within(dialog).findByText('That passkey could not be verified.')).toBeVisible();
    expect(within(dialog).getByText('You receive')).toBeVisible();
  });

  it('saves an address with a passkey; the other fields are still checked first', async () => {
    const authenticator = installFakeAuthenticator();
    const sent = serveWithdrawals();
    serveVerifyOptions();
    const { user } = renderWithdrawal(withPasskey());
    const section = await screen.findByRole('region', { name: 'Address book' });
    await within(section).findByRole('listitem', { name: 'Cold wallet' });

    await user.click(within(section).getByRole('button', { name: 'Add address' }));
    const addDialog = screen.getByRole('dialog', { name: 'Add a withdrawal address' });
    await user.click(within(addDialog).getByRole('button', { name: USE_PASSKEY }));
    expect(within(addDialog).getByRole('textbox', { name: 'Label' })).toHaveFocus();
    expect(authenticator.prompts()).toBe(0);

    await user.type(within(addDialog).getByRole('textbox', { name: 'Label' }), 'Exchange');
    await user.type(within(addDialog).getByRole('textbox', { name: 'Address' }), 'bc1qexchange');
    await user.selectOptions(
      within(addDialog).getByRole('combobox', { name: 'Asset' }),
      'Bitcoin (BTC)',
    );
    await user.click(within(addDialog).getByRole('button', { name: USE_PASSKEY }));
    await waitFor(() => expect(addDialog).not.toBeInTheDocument());
    expect(sent.added).toEqual([
      { label: 'Exchange', asset: 'BTC', address: 'bc1qexchange', passkey: passkeyAnswer },
    ]);
  });

  it('removes an address with a passkey', async () => {
    installFakeAuthenticator();
    const sent = serveWithdrawals();
    serveVerifyOptions();
    const { user } = renderWithdrawal(withPasskey());
    const section = await screen.findByRole('region', { name: 'Address book' });
    await within(section).findByRole('listitem', { name: 'Cold wallet' });

    await user.click(within(section).getByRole('button', { name: /Remove Cold wallet/ }));
    const removeDialog = await screen.findByRole('dialog', { name: /Remove Cold wallet/ });
    await user.click(within(removeDialog).getByRole('button', { name: USE_PASSKEY }));
    await waitFor(() => expect(removeDialog).not.toBeInTheDocument());
    expect(sent.removals).toEqual([{ passkey: passkeyAnswer }]);
  });

  it('offers no passkey to an account without one', async () => {
    serveWithdrawals();
    const { user } = renderWithdrawal(withPasskey({ hasPasskey: false }));
    const dialog = await openReview(user);
    expect(within(dialog).getByRole('textbox', { name: 'Authentication code' })).toBeVisible();
    expect(within(dialog).queryByRole('button', { name: USE_PASSKEY })).not.toBeInTheDocument();
  });

  it('offers no passkey in a browser without WebAuthn, though the account has one', async () => {
    serveWithdrawals();
    const { user } = renderWithdrawal(withPasskey());
    const dialog = await openReview(user);
    expect(within(dialog).getByRole('textbox', { name: 'Authentication code' })).toBeVisible();
    expect(within(dialog).queryByRole('button', { name: USE_PASSKEY })).not.toBeInTheDocument();
  });
});
