import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { EditUserRequest, UserDetails } from '../../../api/types';
import { paths } from '../../../config/routes';
import { changeLanguage } from '../../../i18n';
import { buildLoginResponse, buildUser } from '../../../test/fixtures';
import { renderApp, signedInState } from '../../../test/renderWithProviders';
import { apiUrl, server } from '../../../test/server';

/** A server holding one user: GET returns it, PUT /auth/edit-user updates it. */
function serveAccount(initial: UserDetails) {
  let current = initial;
  const edits: unknown[] = [];
  let reads = 0;
  server.use(
    http.get(apiUrl('/transaction/token-user'), () => {
      reads += 1;
      return HttpResponse.json(current);
    }),
    http.put(apiUrl('/auth/edit-user'), async ({ request }) => {
      const body = (await request.json()) as EditUserRequest;
      edits.push(body);
      current = { ...current, ...body };
      return HttpResponse.json({ user: current });
    }),
  );
  return { edits, reads: () => reads };
}

type User = ReturnType<typeof renderApp>['user'];

function renderAccount() {
  return renderApp(paths.account, { preloadedState: signedInState(buildLoginResponse()) });
}

/** The value shown beside a label in the details list. */
async function detail(label: string) {
  const term = await screen.findByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent;
}

const ada = buildUser({
  name: 'Ada Lovelace',
  phoneNumber: '',
  email: 'ada@example.com',
  zipCode: '10001',
  gender: 'female',
  address: '12 Analytical Row',
  verified: false,
  plan: 'Premium - Gold',
  investmentGoal: 'Investing for Retirement',
});

/** Replaces a field's text in one go (typing key by key only slows the suite down). */
async function replaceText(user: User, field: HTMLElement, text: string) {
  await user.clear(field);
  if (text) await user.paste(text);
}

async function openUpdateDialog(user: User) {
  await screen.findByText('Ada Lovelace');
  await user.click(screen.getByRole('button', { name: 'Update Details' }));
  return screen.findByRole('dialog', { name: 'Update Details' });
}

// Compile the lazily loaded page once up front, so the first test's queries do not race the
// route chunk on a busy machine.
beforeAll(() => import('../AccountPage'));

describe('Account', () => {
  it('shows every read-only detail, with "Not provided" for a missing phone', async () => {
    serveAccount(ada);
    renderAccount();
    await screen.findByText('12 Analytical Row');
    expect(await detail('Full name')).toBe('Ada Lovelace');
    expect(await detail('Phone')).toBe('Not provided');
    expect(await detail('Email')).toBe('ada@example.com');
    expect(await detail('Zip code')).toBe('10001');
    expect(await detail('Gender')).toBe('female');
    expect(await detail('Address')).toBe('12 Analytical Row');
    expect(await detail('Account status')).toBe('Not Verified');
    expect(await detail('Plan')).toBe('Premium - Gold');
    expect(await detail('Investment goal')).toBe('Investing for Retirement');
  });

  it('shows a phone number when there is one', async () => {
    serveAccount(buildUser({ phoneNumber: '+44 20 7946 0000', verified: true }));
    renderAccount();
    await screen.findByText('+44 20 7946 0000');
    expect(await detail('Account status')).toBe('Verified');
  });

  it('links Upgrade Account to the upgrade page', async () => {
    serveAccount(ada);
    renderAccount();
    expect(await screen.findByRole('link', { name: 'Upgrade Account' })).toHaveAttribute(
      'href',
      paths.upgradeAccount,
    );
  });

  it('shows skeletons while the details load', async () => {
    server.use(http.get(apiUrl('/transaction/token-user'), () => new Promise<never>(() => {})));
    renderAccount();
    await screen.findByRole('heading', { name: 'Account' });
    // eslint-disable-next-line testing-library/no-node-access -- a description list has no role to query it by
    const list = document.querySelector('dl');
    expect(list).toHaveAttribute('aria-busy', 'true');
    expect(within(list as HTMLElement).queryByText('Ada Lovelace')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Update Details' })).toBeDisabled();
  });

  it('shows a failed load with a Retry', async () => {
    server.use(
      http.get(apiUrl('/transaction/token-user'), () =>
        HttpResponse.json({ message: 'Service unavailable' }, { status: 503 }),
      ),
    );
    const { user } = renderAccount();
    expect(await screen.findByText(/Service unavailable/)).toBeVisible();
    serveAccount(ada);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('12 Analytical Row')).toBeVisible();
  });
});

describe('Update Details', () => {
  it('is prefilled from the account', async () => {
    serveAccount(buildUser({ ...ada, phoneNumber: '555-0100' }));
    const { user } = renderAccount();
    const dialog = await openUpdateDialog(user);
    expect(within(dialog).getByLabelText('Full name')).toHaveValue('Ada Lovelace');
    expect(within(dialog).getByLabelText('Phone number')).toHaveValue('555-0100');
    expect(within(dialog).getByLabelText('Address')).toHaveValue('12 Analytical Row');
    expect(within(dialog).getByLabelText('Zip code')).toHaveValue('10001');
    expect(within(dialog).getByRole('combobox', { name: 'Gender' })).toHaveDisplayValue('Female');
    expect(within(dialog).getByRole('combobox', { name: 'Investment goal' })).toHaveDisplayValue(
      'Investing for Retirement',
    );
  });

  it('closes on Escape without saving and gives focus back to Update Details', async () => {
    const { edits } = serveAccount(ada);
    const { user } = renderAccount();
    const dialog = await openUpdateDialog(user);
    // eslint-disable-next-line testing-library/no-node-access -- focus must be somewhere inside the dialog; no query names it
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Update Details' })).toHaveFocus();
    expect(edits).toEqual([]);
  });

  it.each(['Ada', 'Ada  Lovelace', 'Ada L0velace', 'Ada Byron Lovelace', ''])(
    'refuses the full name %p',
    async (name) => {
      const { edits } = serveAccount(ada);
      const { user } = renderAccount();
      const dialog = await openUpdateDialog(user);
      const field = within(dialog).getByLabelText('Full name');
      await replaceText(user, field, name);
      await user.click(within(dialog).getByRole('button', { name: 'Update' }));
      expect(field).toHaveAccessibleName('Full name');
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field).toHaveAccessibleDescription('Please enter a valid full name');
      expect(edits).toEqual([]);
    },
  );

  it('refuses an address shorter than 5 characters', async () => {
    const { edits } = serveAccount(ada);
    const { user } = renderAccount();
    const dialog = await openUpdateDialog(user);
    const field = within(dialog).getByLabelText('Address');
    await replaceText(user, field, 'Row ');
    await user.tab();
    expect(field).toHaveAccessibleName('Address');
    expect(field).toHaveAccessibleDescription('Address must be at least 5 characters long');
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(edits).toEqual([]);
  });

  it('requires a zip code', async () => {
    const { edits } = serveAccount(ada);
    const { user } = renderAccount();
    const dialog = await openUpdateDialog(user);
    const field = within(dialog).getByLabelText('Zip code');
    await user.clear(field);
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(field).toHaveAccessibleName('Zip code');
    expect(field).toHaveAccessibleDescription('Zip code is required');
    expect(edits).toEqual([]);
  });

  it('saves exactly the six fields, closes with a toast and shows the refetched account', async () => {
    const { edits, reads } = serveAccount(ada);
    const { user } = renderAccount();
    const dialog = await openUpdateDialog(user);
    const readsBefore = reads();

    const name = within(dialog).getByLabelText('Full name');
    await replaceText(user, name, 'Augusta King');
    await replaceText(user, within(dialog).getByLabelText('Phone number'), ' +1 555 0100 ');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Gender' }), 'Other');
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Investment goal' }),
      'Starting a business',
    );
    const zip = within(dialog).getByLabelText('Zip code');
    await replaceText(user, zip, 'SW1A 1AA');
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));

    expect(await screen.findByText('Your details have been updated')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(edits).toEqual([
      {
        name: 'Augusta King',
        zipCode: 'SW1A 1AA',
        address: '12 Analytical Row',
        gender: 'other',
        phoneNumber: '+1 555 0100',
        investmentGoal: 'Starting a business',
      },
    ]);
    await waitFor(() => expect(reads()).toBeGreaterThan(readsBefore));
    expect(await detail('Full name')).toBe('Augusta King');
    expect(await detail('Investment goal')).toBe('Starting a business');
  });

  it("shows the server's refusal inside the dialog and keeps what was typed", async () => {
    serveAccount(ada);
    server.use(
      http.put(apiUrl('/auth/edit-user'), () =>
        HttpResponse.json({ message: 'zipCode must be at most 20 characters' }, { status: 400 }),
      ),
    );
    const { user } = renderAccount();
    const dialog = await openUpdateDialog(user);
    const name = within(dialog).getByLabelText('Full name');
    await replaceText(user, name, 'Augusta King');
    const zip = within(dialog).getByLabelText('Zip code');
    await replaceText(user, zip, '123456789012345678901');
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));

    expect(await within(dialog).findByText('zipCode must be at most 20 characters')).toBeVisible();
    expect(screen.getByRole('dialog', { name: 'Update Details' })).toBeVisible();
    expect(within(dialog).getByLabelText('Full name')).toHaveValue('Augusta King');
    expect(within(dialog).getByLabelText('Zip code')).toHaveValue('123456789012345678901');
  });
});

describe('Account in another language (SPEC §12.6)', () => {
  it('shows the details, their labels and the update form in German', async () => {
    await act(() => changeLanguage('de'));
    serveAccount(ada);
    const { user } = renderAccount();
    expect(await screen.findByRole('heading', { name: 'Konto', level: 1 })).toBeInTheDocument();
    await screen.findByText('12 Analytical Row');
    expect(await detail('Vollständiger Name')).toBe('Ada Lovelace');
    expect(await detail('Telefon')).toBe('Nicht angegeben');
    expect(await detail('Kontostatus')).toBe('Nicht verifiziert');
    // The server keeps the goal in English; the page says it in the reader's language.
    expect(await detail('Anlageziel')).toBe('Altersvorsorge');

    await user.click(screen.getByRole('button', { name: 'Daten ändern' }));
    const dialog = await screen.findByRole('dialog', { name: 'Daten ändern' });
    expect(within(dialog).getByRole('combobox', { name: 'Geschlecht' })).toHaveDisplayValue(
      'Weiblich',
    );
    const name = within(dialog).getByLabelText('Vollständiger Name');
    await replaceText(user, name, 'Ada');
    await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription(
      'Bitte geben Sie einen gültigen Vor- und Nachnamen ein',
    );
  });

  it('says a shown validation message again in the language the user switches to', async () => {
    serveAccount(ada);
    const { user } = renderAccount();
    const dialog = await openUpdateDialog(user);
    const address = within(dialog).getByLabelText('Address');
    await replaceText(user, address, 'Row ');
    await user.tab();
    expect(address).toHaveAccessibleDescription('Address must be at least 5 characters long');
    await act(() => changeLanguage('es'));
    expect(within(dialog).getByLabelText('Dirección')).toHaveAccessibleDescription(
      'La dirección debe tener al menos 5 caracteres',
    );
  });
});

describe('Account with an answer it cannot read (SPEC §12.0)', () => {
  // React reports what a boundary caught on the console; the test reads the screen.
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('shows details with a field of the wrong type as an error with Retry; the page stays', async () => {
    serveAccount({ ...ada, phoneNumber: 5551234 as unknown as string });
    const { user } = renderAccount();
    expect(
      await screen.findByText(
        'Your account details could not be shown. The answer from the server could not be read. Please try again.',
      ),
    ).toBeVisible();
    expect(screen.queryByText('Unhandled Thrown Error!')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Account' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Security' })).toBeVisible();

    serveAccount({ ...ada, phoneNumber: '+1 555 1234' });
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await detail('Phone')).toBe('+1 555 1234');
    expect(screen.queryByText(/could not be shown/)).not.toBeInTheDocument();
  });
});
