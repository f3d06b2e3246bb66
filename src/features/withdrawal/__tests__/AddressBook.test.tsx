import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import {
  TWO_FACTOR_MESSAGES,
  type AddSavedAddressRequest,
  type RemoveSavedAddressRequest,
  type SavedAddress,
  type UserDetails,
} from '../../../api/types';
import { paths } from '../../../config/routes';
import { formatDateTime } from '../../../lib/dates';
import { ANY_CODE_MESSAGE } from '../../../lib/oneTimeCode';
import { buildLoginResponse, buildUser, buildWithdrawal } from '../../../test/fixtures';
import { renderApp, signedInState } from '../../../test/renderWithProviders';
import { apiUrl, server } from '../../../test/server';
import { ADDRESS_BOOK_EMPTY_MESSAGE } from '../AddressBookSection';
import { ADDRESS_SPACES_MESSAGE, LABEL_TOO_LONG_MESSAGE } from '../addressBookSchema';
import { WITHDRAWAL_SENT_MESSAGE } from '../useConfirmWithdrawal';

beforeAll(() => import('../WithdrawalPage'));

type User = ReturnType<typeof renderApp>['user'];

const HOUR = 3_600_000;
const inHours = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();

function buildSaved(overrides: Partial<SavedAddress> & Pick<SavedAddress, 'id'>): SavedAddress {
  return {
    label: 'Cold wallet',
    asset: 'BTC',
    address: 'bc1qcoldwallet',
    createdAt: inHours(-48),
    usableFrom: inHours(-24),
    ...overrides,
  };
}

const coldWallet = buildSaved({ id: 'a1' });
const newLedger = buildSaved({
  id: 'a2',
  label: 'New ledger',
  address: 'bc1qnewledger',
  createdAt: inHours(-1),
  usableFrom: inHours(23),
});
const ethWallet = buildSaved({
  id: 'a3',
  label: 'ETH wallet',
  asset: 'ETH',
  address: '0xEthWallet',
});

const withCash = (overrides: Partial<UserDetails> = {}) =>
  buildUser({
    availableCash: 1000,
    userCanWithdraw: true,
    withdrawalCharges: 2.5,
    ...overrides,
  });

/**
 * The server's address book: GET lists what it holds, POST validates like the server (a
 * duplicate is 400; with 2FA on a missing or wrong code is 403) and adds with a 24 h hold,
 * DELETE removes (with 2FA on, only with the right code). Records every body (`null`: none).
 */
function serveAddressBook(initial: SavedAddress[], { twoFactor = false, listFails = false } = {}) {
  let held = [...initial];
  const added: AddSavedAddressRequest[] = [];
  const removals: { id: string; body: RemoveSavedAddressRequest | null }[] = [];
  // Failing until the test says the server is back (both the page and the section subscribe).
  const control = { listFails };
  server.use(
    http.get(apiUrl('/withdrawal/addresses'), () => {
      if (control.listFails) {
        return HttpResponse.json({ message: 'Database unavailable' }, { status: 503 });
      }
      return HttpResponse.json({ addresses: held });
    }),
    http.post(apiUrl('/withdrawal/addresses'), async ({ request }) => {
      const body = (await request.json()) as AddSavedAddressRequest;
      added.push(body);
      if (twoFactor && body.code !== '123456') {
        return HttpResponse.json({ message: TWO_FACTOR_MESSAGES.wrongCode }, { status: 403 });
      }
      if (held.some((saved) => saved.address === body.address)) {
        return HttpResponse.json({ message: 'This address is already saved' }, { status: 400 });
      }
      const address = buildSaved({
        id: `new-${added.length}`,
        label: body.label,
        asset: body.asset,
        address: body.address,
        createdAt: inHours(0),
        usableFrom: inHours(24),
      });
      held = [address, ...held];
      return HttpResponse.json({ address }, { status: 201 });
    }),
    http.delete(apiUrl('/withdrawal/addresses/:id'), async ({ params, request }) => {
      const text = await request.text();
      const body = text === '' ? null : (JSON.parse(text) as RemoveSavedAddressRequest);
      removals.push({ id: String(params.id), body });
      if (twoFactor && body?.code !== '123456') {
        return HttpResponse.json({ message: TWO_FACTOR_MESSAGES.wrongCode }, { status: 403 });
      }
      held = held.filter((saved) => saved.id !== params.id);
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return { added, removals, control };
}

function renderWithdrawal(user: UserDetails = withCash()) {
  server.use(http.get(apiUrl('/transaction/token-user'), () => HttpResponse.json(user)));
  return renderApp(paths.withdrawal, {
    preloadedState: signedInState(buildLoginResponse({ user })),
  });
}

const addressBook = () => screen.findByRole('region', { name: 'Address book' });
const addDialog = () => screen.getByRole('dialog', { name: 'Add a withdrawal address' });
/** The withdrawal form has no name of its own: it is the form around its Amount field. */
// eslint-disable-next-line testing-library/no-node-access -- the form holding a field
const withdrawalForm = (amount: HTMLElement) => amount.closest('form')!;
/** A review line's value: the definition after its term. */
// eslint-disable-next-line testing-library/no-node-access -- a term's definition follows it
const definitionOf = (term: HTMLElement) => term.nextElementSibling;

async function paste(user: User, field: HTMLElement, text: string) {
  await user.clear(field);
  await user.paste(text);
}

async function chooseAsset(user: User, within_: HTMLElement, option: string) {
  await user.selectOptions(within(within_).getByRole('combobox', { name: 'Asset' }), option);
}

describe('Withdrawal page: the address book', () => {
  it('lists each saved address with its asset and when it becomes usable', async () => {
    serveAddressBook([newLedger, coldWallet, ethWallet]);
    renderWithdrawal();
    const section = await addressBook();
    const list = await within(section).findByRole('list', { name: 'Saved addresses' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => row.getAttribute('aria-label'))).toEqual([
      'New ledger',
      'Cold wallet',
      'ETH wallet',
    ]);
    expect(rows[0]).toHaveTextContent('New ledger · BTC');
    expect(rows[0]).toHaveTextContent('bc1qnewledger');
    expect(rows[0]).toHaveTextContent(`Usable from ${formatDateTime(newLedger.usableFrom)}`);
    expect(rows[1]).toHaveTextContent('Usable now');
  });

  it('says so when there are none, and offers Retry when the list cannot load', async () => {
    const { control } = serveAddressBook([], { listFails: true });
    const { user } = renderWithdrawal();
    const section = await addressBook();
    expect(await within(section).findByText(/Database unavailable/)).toBeVisible();
    control.listFails = false;
    await user.click(within(section).getByRole('button', { name: 'Retry' }));
    expect(await within(section).findByText(ADDRESS_BOOK_EMPTY_MESSAGE)).toBeVisible();
  });

  it('checks a new address before sending it, then saves it with its waiting period', async () => {
    const { added } = serveAddressBook([]);
    const { user } = renderWithdrawal();
    const section = await addressBook();
    await within(section).findByText(ADDRESS_BOOK_EMPTY_MESSAGE);
    await user.click(within(section).getByRole('button', { name: 'Add address' }));

    await user.click(within(addDialog()).getByRole('button', { name: 'Save address' }));
    expect(within(addDialog()).getByRole('textbox', { name: 'Label' })).toHaveFocus();
    expect(within(addDialog()).getByRole('textbox', { name: 'Label' })).toHaveAccessibleDescription(
      'Label is required',
    );
    expect(
      within(addDialog()).getByRole('combobox', { name: 'Asset' }),
    ).toHaveAccessibleDescription('Asset is required');

    const label = within(addDialog()).getByRole('textbox', { name: 'Label' });
    const address = within(addDialog()).getByRole('textbox', { name: 'Address' });
    await paste(user, label, 'x'.repeat(51));
    await paste(user, address, 'bc1q with space');
    await user.click(within(addDialog()).getByRole('button', { name: 'Save address' }));
    expect(label).toHaveAccessibleDescription(LABEL_TOO_LONG_MESSAGE);
    expect(address).toHaveAccessibleDescription(ADDRESS_SPACES_MESSAGE);
    expect(added).toEqual([]);

    await paste(user, label, 'Hardware wallet');
    await paste(user, address, ' bc1qhardware ');
    await chooseAsset(user, addDialog(), 'Bitcoin (BTC)');
    // No code field while 2FA is off.
    expect(within(addDialog()).queryByLabelText('Authentication code')).not.toBeInTheDocument();
    await user.click(within(addDialog()).getByRole('button', { name: 'Save address' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(added).toEqual([{ label: 'Hardware wallet', asset: 'BTC', address: 'bc1qhardware' }]);
    const row = await within(section).findByRole('listitem', { name: 'Hardware wallet' });
    expect(row).toHaveTextContent(/Usable from /);
    expect(await screen.findByText(/^Hardware wallet saved\. Usable from /)).toBeVisible();
  });

  it("shows the server's refusal in the dialog and keeps everything typed", async () => {
    const { added } = serveAddressBook([coldWallet]);
    const { user } = renderWithdrawal();
    const section = await addressBook();
    await within(section).findByRole('list', { name: 'Saved addresses' });
    await user.click(within(section).getByRole('button', { name: 'Add address' }));
    await paste(user, within(addDialog()).getByRole('textbox', { name: 'Label' }), 'Again');
    await paste(
      user,
      within(addDialog()).getByRole('textbox', { name: 'Address' }),
      'bc1qcoldwallet',
    );
    await chooseAsset(user, addDialog(), 'Bitcoin (BTC)');
    await user.click(within(addDialog()).getByRole('button', { name: 'Save address' }));
    expect(await within(addDialog()).findByText('This address is already saved')).toBeVisible();
    expect(within(addDialog()).getByRole('textbox', { name: 'Label' })).toHaveValue('Again');
    expect(within(addDialog()).getByRole('textbox', { name: 'Address' })).toHaveValue(
      'bc1qcoldwallet',
    );
    expect(added).toHaveLength(1);
  });

  it('asks for a code when 2FA is on; a refused code keeps the input', async () => {
    const { added } = serveAddressBook([], { twoFactor: true });
    const { user } = renderWithdrawal(withCash({ twoFactorEnabled: true }));
    const section = await addressBook();
    await within(section).findByText(ADDRESS_BOOK_EMPTY_MESSAGE);
    await user.click(within(section).getByRole('button', { name: 'Add address' }));
    await paste(user, within(addDialog()).getByRole('textbox', { name: 'Label' }), 'Exchange');
    await paste(user, within(addDialog()).getByRole('textbox', { name: 'Address' }), '0xExchange');
    await chooseAsset(user, addDialog(), 'Ethereum (ETH)');
    const code = within(addDialog()).getByRole('textbox', { name: 'Authentication code' });

    await user.click(within(addDialog()).getByRole('button', { name: 'Save address' }));
    expect(code).toHaveAccessibleDescription(ANY_CODE_MESSAGE);
    expect(added).toEqual([]);

    await user.type(code, '999999');
    await user.click(within(addDialog()).getByRole('button', { name: 'Save address' }));
    expect(await within(addDialog()).findByText(TWO_FACTOR_MESSAGES.wrongCode)).toBeVisible();
    expect(code).toHaveValue('999999');
    expect(within(addDialog()).getByRole('textbox', { name: 'Label' })).toHaveValue('Exchange');

    await user.clear(code);
    await user.type(code, '123456');
    await user.click(within(addDialog()).getByRole('button', { name: 'Save address' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(added.at(-1)).toEqual({
      label: 'Exchange',
      asset: 'ETH',
      address: '0xExchange',
      code: '123456',
    });
  });

  it('removes an address only after a confirmation', async () => {
    const { removals } = serveAddressBook([coldWallet, ethWallet]);
    const { user } = renderWithdrawal();
    const section = await addressBook();
    await within(section).findByRole('list', { name: 'Saved addresses' });

    await user.click(within(section).getByRole('button', { name: 'Remove Cold wallet' }));
    const confirm = screen.getByRole('dialog', { name: 'Remove Cold wallet?' });
    expect(confirm).toHaveTextContent('bc1qcoldwallet');
    // No code to type while 2FA is off.
    expect(within(confirm).queryByLabelText('Authentication code')).not.toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(removals).toEqual([]);

    await user.click(within(section).getByRole('button', { name: 'Remove Cold wallet' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Remove Cold wallet?' })).getByRole('button', {
        name: 'Remove',
      }),
    );
    await waitFor(() =>
      expect(
        within(section).queryByRole('listitem', { name: 'Cold wallet' }),
      ).not.toBeInTheDocument(),
    );
    expect(removals).toEqual([{ id: 'a1', body: null }]);
    expect(within(section).getByRole('listitem', { name: 'ETH wallet' })).toBeVisible();
  });

  it('with 2FA on, removing asks for a code; a refused code keeps the dialog and the code', async () => {
    const { removals } = serveAddressBook([coldWallet, ethWallet], { twoFactor: true });
    const { user } = renderWithdrawal(withCash({ twoFactorEnabled: true }));
    const section = await addressBook();
    await within(section).findByRole('list', { name: 'Saved addresses' });

    await user.click(within(section).getByRole('button', { name: 'Remove Cold wallet' }));
    const confirm = screen.getByRole('dialog', { name: 'Remove Cold wallet?' });
    expect(confirm).toHaveTextContent('Enter a code to confirm it is you.');
    const code = within(confirm).getByRole('textbox', { name: 'Authentication code' });
    expect(code).toHaveFocus();
    const remove = within(confirm).getByRole('button', { name: 'Remove' });
    await user.click(remove);
    expect(code).toHaveAccessibleDescription(ANY_CODE_MESSAGE);
    expect(removals).toEqual([]);

    await user.type(code, '999999');
    await user.click(remove);
    expect(await within(confirm).findByText(TWO_FACTOR_MESSAGES.wrongCode)).toBeVisible();
    expect(confirm).toBeVisible();
    expect(code).toHaveValue('999999');
    // Still in the book, behind the dialog (which hides the page from assistive technology).
    expect(
      within(section).getByRole('listitem', { name: 'Cold wallet', hidden: true }),
    ).toBeInTheDocument();

    await user.clear(code);
    // A pasted code with a space, confirmed with Enter as the button does.
    await user.paste('123 456');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() =>
      expect(
        within(section).queryByRole('listitem', { name: 'Cold wallet' }),
      ).not.toBeInTheDocument(),
    );
    expect(removals).toEqual([
      { id: 'a1', body: { code: '999999' } },
      { id: 'a1', body: { code: '123456' } },
    ]);
  });
});

describe('Withdrawal form: saved addresses and the code', () => {
  it('offers the saved addresses of the chosen asset and explains a held one', async () => {
    serveAddressBook([coldWallet, newLedger, ethWallet]);
    const { user } = renderWithdrawal();
    await screen.findByRole('list', { name: 'Saved addresses' });
    const form = withdrawalForm(screen.getByLabelText('Amount'));
    await chooseAsset(user, form, 'Bitcoin (BTC)');

    const saved = within(form).getByRole('combobox', { name: 'Saved address' });
    const options = within(saved).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Cold wallet — bc1qcoldwallet (Usable now)',
      `New ledger — bc1qnewledger (Usable from ${formatDateTime(newLedger.usableFrom)})`,
    ]);
    expect(options[1]).toBeDisabled();
    // One still in its waiting period cannot be chosen.
    await user.selectOptions(saved, options[1]!);
    expect(saved).toHaveValue('');
    await user.selectOptions(saved, options[0]!);
    const wallet = within(form).getByRole('textbox', { name: 'Wallet address' });
    expect(wallet).toHaveValue('bc1qcoldwallet');
    expect(wallet).toHaveAccessibleDescription('Saved as “Cold wallet”.');

    // Typed by hand: a held one says when, another asset's says so, an unknown one says why.
    await paste(user, wallet, 'bc1qnewledger');
    expect(wallet).toHaveAccessibleDescription(
      `“New ledger” is still in its waiting period: usable from ${formatDateTime(newLedger.usableFrom)}.`,
    );
    await paste(user, wallet, '0xEthWallet');
    expect(wallet).toHaveAccessibleDescription('This address is saved for ETH, not BTC.');
    await paste(user, wallet, 'bc1qsomewhereelse');
    expect(wallet).toHaveAccessibleDescription(
      'Not in your address book: withdrawals go only to saved addresses. Add it below first.',
    );
  });

  it('with 2FA on, the review asks for a code; a 403 keeps the code and the figures', async () => {
    serveAddressBook([coldWallet]);
    const bodies: unknown[] = [];
    let answer = () =>
      HttpResponse.json({ message: TWO_FACTOR_MESSAGES.wrongCode }, { status: 403 });
    server.use(
      http.post(apiUrl('/withdrawal/add'), async ({ request }) => {
        bodies.push(await request.json());
        return answer();
      }),
    );
    const { user } = renderWithdrawal(withCash({ twoFactorEnabled: true }));
    await screen.findByRole('list', { name: 'Saved addresses' });
    const form = withdrawalForm(screen.getByLabelText('Amount'));
    await paste(user, within(form).getByLabelText('Amount'), '400');
    await paste(user, within(form).getByLabelText('Crypto exchange'), 'Ledger');
    await chooseAsset(user, form, 'Bitcoin (BTC)');
    const saved = within(form).getByRole('combobox', { name: 'Saved address' });
    await user.selectOptions(saved, within(saved).getByRole('option', { name: /Cold wallet/ }));
    await user.click(within(form).getByRole('button', { name: 'Review withdrawal' }));

    const dialog = await screen.findByRole('dialog', { name: 'Review your withdrawal' });
    const code = within(dialog).getByRole('textbox', { name: 'Authentication code' });
    expect(code).toHaveFocus();
    const confirm = within(dialog).getByRole('button', { name: 'Confirm Withdrawal' });
    await user.click(confirm);
    expect(code).toHaveAccessibleDescription(ANY_CODE_MESSAGE);
    expect(bodies).toEqual([]);

    await user.type(code, '111111');
    await user.click(confirm);
    expect(await within(dialog).findByText(TWO_FACTOR_MESSAGES.wrongCode)).toBeVisible();
    expect(code).toHaveValue('111111');
    expect(definitionOf(within(dialog).getByText('You receive'))).toHaveTextContent('$390.00');
    expect(definitionOf(within(dialog).getByText('Fee', { selector: 'dt' }))).toHaveTextContent(
      '$10.00',
    );

    answer = () => HttpResponse.json({ withdrawal: buildWithdrawal() }, { status: 201 });
    await user.clear(code);
    await user.paste('222 333');
    // Enter in the code field confirms, as the button does.
    await user.keyboard('{Enter}');
    expect(await screen.findByText(WITHDRAWAL_SENT_MESSAGE)).toBeVisible();
    expect(bodies).toEqual([
      expect.objectContaining({ walletAddress: 'bc1qcoldwallet', asset: 'BTC', code: '111111' }),
      expect.objectContaining({ walletAddress: 'bc1qcoldwallet', amount: 400, code: '222333' }),
    ]);
  });

  it('sends no code field when 2FA is off', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post(apiUrl('/withdrawal/add'), async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ withdrawal: buildWithdrawal() }, { status: 201 });
      }),
    );
    const { user } = renderWithdrawal();
    const form = withdrawalForm(await screen.findByLabelText('Amount'));
    await paste(user, within(form).getByLabelText('Amount'), '10');
    await paste(user, within(form).getByLabelText('Wallet address'), 'bc1qanywhere');
    await paste(user, within(form).getByLabelText('Crypto exchange'), 'Ledger');
    await chooseAsset(user, form, 'Bitcoin (BTC)');
    // No saved addresses: nothing to pick, and no rule to explain.
    expect(within(form).queryByRole('combobox', { name: 'Saved address' })).not.toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Review withdrawal' }));
    const dialog = await screen.findByRole('dialog', { name: 'Review your withdrawal' });
    expect(within(dialog).queryByLabelText('Authentication code')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm Withdrawal' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).not.toHaveProperty('code');
  });
});

describe('Address book with an answer it cannot read (SPEC §12.0)', () => {
  // React reports what a boundary caught on the console; the test reads the screen.
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('shows addresses that are not a list as an error of the section, with Retry; the form stays', async () => {
    server.use(
      http.get(apiUrl('/withdrawal/addresses'), () => HttpResponse.json({ addresses: 'none' })),
    );
    const { user } = renderWithdrawal();
    const section = await addressBook();
    expect(
      await within(section).findByText(
        'Your address book could not be shown. The answer from the server could not be read. Please try again.',
      ),
    ).toBeVisible();
    expect(screen.queryByText('Unhandled Thrown Error!')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Review withdrawal' })).toBeVisible();

    serveAddressBook([coldWallet]);
    await user.click(within(section).getByRole('button', { name: 'Retry' }));
    const list = await within(section).findByRole('list', { name: 'Saved addresses' });
    expect(within(list).getByRole('listitem', { name: 'Cold wallet' })).toBeVisible();
  });
});
