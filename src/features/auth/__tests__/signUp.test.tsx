import { act, screen, waitFor, within } from '@testing-library/react';
import { paths } from '../../../config/routes';
import { NETWORK_ERROR_MESSAGE } from '../../../lib/apiError';
import { renderApp } from '../../../test/renderWithProviders';
import { SEED_COPIED_MESSAGE, SEED_COPY_FAILED_MESSAGE } from '../SeedPhraseReveal';
import { TERMS_MESSAGE } from '../credentials';
import { answerAuthCall, gate, mockClipboard, PAGE_LOAD } from '../../../test/authCalls';

const SEED = 'abandon-ability-able-about-above-absent-absorb-abstract-absurd-abuse-access-accident';
const REGISTERED = { status: 201, body: { seedPhrase: SEED } } as const;

type User = ReturnType<typeof renderApp>['user'];

async function openSignUp() {
  const view = renderApp(paths.signUp);
  await screen.findByRole('heading', { name: 'Create Personal Account' }, PAGE_LOAD);
  return view;
}

const signUpForm = () => screen.getByRole('form', { name: 'Create Personal Account' });
const createAccountButton = () => screen.getByRole('button', { name: /Create account/ });

async function chooseInvestmentGoal(user: User, goal: string) {
  await user.selectOptions(screen.getByRole('combobox', { name: 'Investment Goal' }), goal);
}

/** Puts `text` into the field labelled `label` in one go (typing each key only slows tests). */
async function enter(user: User, label: string, text: string) {
  await user.click(screen.getByLabelText(label));
  await user.paste(text);
}

/** Fills every field; `goal: null` leaves the investment goal unchosen. */
async function fillValidForm(
  user: User,
  { goal = 'Investing for Retirement' }: { goal?: string | null } = {},
) {
  await enter(user, 'Personal Email', 'Grace@Example.COM');
  await enter(user, 'Full Name', 'Grace Hopper');
  await enter(user, 'Password', 'cobol-1959');
  if (goal) await chooseInvestmentGoal(user, goal);
  await enter(user, 'Country of Residence', 'United States');
  await enter(user, 'Address', '1 Navy Yard');
  await enter(user, 'Zip Code', '20374');
  await user.click(screen.getByRole('checkbox'));
}

describe('sign up', () => {
  it('is titled "Create Personal Account" and links to terms, privacy and sign-in', async () => {
    await openSignUp();
    await waitFor(() => expect(document.title).toBe('Create Personal Account | Meridian'));
    const form = signUpForm();
    expect(within(form).getByRole('link', { name: 'Terms of Use' })).toHaveAttribute(
      'href',
      paths.termsOfUse,
    );
    expect(within(form).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      paths.privacyPolicy,
    );
    expect(within(form).getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      paths.signIn,
    );
    expect(within(form).getByRole('button', { name: 'Show password' })).toBeInTheDocument();
  });

  it('offers the five investment goals, starting with none chosen', async () => {
    await openSignUp();
    const goal = screen.getByRole('combobox', { name: 'Investment Goal' });
    expect(goal).toHaveValue('');
    expect(goal).toHaveDisplayValue('');
    const options = within(goal).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'None',
      'Investing for Retirement',
      'Investing to buy house',
      'A Career Change',
      'Starting a business',
    ]);
  });

  it('shows every required message on an empty submit, sends nothing, focuses the email', async () => {
    const bodies = answerAuthCall('post', '/auth/register', REGISTERED);
    const { user } = await openSignUp();
    await user.click(createAccountButton());
    const email = screen.getByRole('textbox', { name: 'Personal Email' });
    expect(email).toHaveFocus();
    expect(email).toHaveAccessibleDescription('Email is required');
    for (const [label, message] of [
      ['Full Name', 'Fullname is required'],
      ['Password', 'Password is required'],
      ['Country of Residence', 'Country of residence is required'],
      ['Address', 'Address is required'],
      ['Zip Code', 'Zip code is required'],
    ] as const) {
      const field = screen.getByLabelText(label, { selector: 'input' });
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field).toHaveAccessibleDescription(message);
    }
    expect(screen.getByRole('combobox', { name: 'Investment Goal' })).toHaveAccessibleDescription(
      'Please select an investment goal',
    );
    expect(within(signUpForm()).getByText(TERMS_MESSAGE)).toBeVisible();
    expect(screen.getByRole('checkbox')).toHaveAccessibleDescription(TERMS_MESSAGE);
    expect(bodies).toEqual([]);
  });

  it('says "Invalid Email" and "Minimum of 8 characters"', async () => {
    const { user } = await openSignUp();
    await user.type(screen.getByLabelText('Personal Email'), 'grace@');
    await user.type(screen.getByLabelText('Password'), 'short');
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Personal Email' })).toHaveAccessibleDescription(
      'Invalid Email',
    );
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      'Minimum of 8 characters',
    );
  });

  it('focuses the investment goal when it is the first field left to fix', async () => {
    const bodies = answerAuthCall('post', '/auth/register', REGISTERED);
    const { user } = await openSignUp();
    await fillValidForm(user, { goal: null });
    await user.click(createAccountButton());
    const goal = screen.getByRole('combobox', { name: 'Investment Goal' });
    expect(goal).toHaveFocus();
    expect(goal).toHaveAccessibleDescription('Please select an investment goal');
    expect(bodies).toEqual([]);
  });

  it('requires the terms to be accepted', async () => {
    const bodies = answerAuthCall('post', '/auth/register', REGISTERED);
    const { user } = await openSignUp();
    await fillValidForm(user);
    await user.click(screen.getByRole('checkbox'));
    await user.click(createAccountButton());
    expect(within(signUpForm()).getByText(TERMS_MESSAGE)).toBeVisible();
    expect(screen.getByRole('checkbox')).toHaveFocus();
    expect(screen.getByRole('checkbox')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('checkbox')).toHaveAccessibleDescription(TERMS_MESSAGE);
    expect(bodies).toEqual([]);
  });

  it('sends exactly the register payload: email and country lowercased, currency $', async () => {
    const bodies = answerAuthCall('post', '/auth/register', REGISTERED);
    const { user } = await openSignUp();
    await fillValidForm(user);
    await user.click(createAccountButton());
    await screen.findByRole('dialog', { name: 'Successful Registration' });
    expect(bodies).toEqual([
      {
        name: 'Grace Hopper',
        email: 'grace@example.com',
        password: 'cobol-1959',
        zipCode: '20374',
        address: '1 Navy Yard',
        countryOfResidence: 'united states',
        currency: '$',
        investmentGoal: 'Investing for Retirement',
      },
    ]);
  });

  it('accepts "None" as a chosen investment goal and sends it as "none"', async () => {
    const bodies = answerAuthCall('post', '/auth/register', REGISTERED);
    const { user } = await openSignUp();
    await fillValidForm(user, { goal: 'None' });
    await user.click(createAccountButton());
    await screen.findByRole('dialog', { name: 'Successful Registration' });
    expect(bodies).toMatchObject([{ investmentGoal: 'none' }]);
  });

  it('shows a spinner while the account is being created', async () => {
    const answer = gate();
    answerAuthCall('post', '/auth/register', REGISTERED, answer.promise);
    const { user } = await openSignUp();
    await fillValidForm(user);
    await user.click(createAccountButton());
    expect(await screen.findByRole('progressbar', { name: 'Creating account' })).toBeVisible();
    expect(createAccountButton()).toBeDisabled();
    answer.open();
    expect(await screen.findByRole('dialog', { name: 'Successful Registration' })).toBeVisible();
  });

  it("shows the server's message under the form and keeps the input", async () => {
    answerAuthCall('post', '/auth/register', {
      status: 409,
      body: { message: 'An account with this email already exists' },
    });
    const { user } = await openSignUp();
    await fillValidForm(user);
    await user.click(createAccountButton());
    const alert = await within(signUpForm()).findByRole('alert');
    expect(alert).toHaveTextContent('An account with this email already exists');
    // "Under the form": after the button, not above the fields.
    expect(
      createAccountButton().compareDocumentPosition(alert) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(screen.getByLabelText('Full Name')).toHaveValue('Grace Hopper');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the network message on a failed connection and keeps what was typed', async () => {
    answerAuthCall('post', '/auth/register', 'network-error');
    const { user } = await openSignUp();
    await fillValidForm(user);
    await user.click(createAccountButton());
    expect(await within(signUpForm()).findByRole('alert')).toHaveTextContent(NETWORK_ERROR_MESSAGE);
    expect(screen.getByLabelText('Personal Email')).toHaveValue('Grace@Example.COM');
    expect(screen.getByLabelText('Full Name')).toHaveValue('Grace Hopper');
    expect(screen.getByLabelText('Password')).toHaveValue('cobol-1959');
    expect(screen.getByRole('combobox', { name: 'Investment Goal' })).toHaveDisplayValue(
      'Investing for Retirement',
    );
    expect(screen.getByLabelText('Country of Residence')).toHaveValue('United States');
    expect(screen.getByLabelText('Address')).toHaveValue('1 Navy Yard');
    expect(screen.getByLabelText('Zip Code')).toHaveValue('20374');
    expect(screen.getByRole('checkbox')).toBeChecked();
  });
});

describe('Successful Registration dialog', () => {
  async function register() {
    answerAuthCall('post', '/auth/register', REGISTERED);
    const view = await openSignUp();
    await fillValidForm(view.user);
    await view.user.click(createAccountButton());
    const dialog = await screen.findByRole('dialog', { name: 'Successful Registration' });
    return { ...view, dialog };
  }

  it('shows the success image, the warning and the seed phrase', async () => {
    const { dialog } = await register();
    expect(within(dialog).getByRole('img', { name: 'Account created' })).toBeInTheDocument();
    expect(
      within(dialog).getByText(
        'Please, copy out your seed phrase (This can be used to reset your password !)',
      ),
    ).toBeVisible();
    expect(within(dialog).getByLabelText('Your seed phrase')).toHaveValue(SEED);
  });

  it('copies the phrase and says so', async () => {
    const { dialog, user } = await register();
    const writeText = mockClipboard(() => Promise.resolve());
    await user.click(within(dialog).getByRole('button', { name: 'Copy seed phrase' }));
    expect(await screen.findByText(SEED_COPIED_MESSAGE)).toBeVisible();
    expect(writeText).toHaveBeenCalledWith(SEED);
  });

  it('says plainly when the browser refuses the clipboard', async () => {
    const { dialog, user } = await register();
    mockClipboard(() =>
      Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError')),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Copy seed phrase' }));
    expect(await screen.findByText(SEED_COPY_FAILED_MESSAGE)).toBeVisible();
    expect(screen.queryByText(SEED_COPIED_MESSAGE)).not.toBeInTheDocument();
  });

  it('does not close on Escape: the phrase cannot be shown again', async () => {
    const { user } = await register();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Successful Registration' })).toBeVisible();
  });

  it('Login closes the dialog, forgets the phrase and goes to sign-in', async () => {
    const { dialog, user, router, store } = await register();
    await user.click(within(dialog).getByRole('button', { name: 'Login' }));
    expect(
      await screen.findByRole('heading', { name: 'Meridian Trades Login' }, PAGE_LOAD),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe(paths.signIn);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(store.getState().session).toMatchObject({ seedPhrase: '', showModal: false });
  });

  it('forgets the phrase when the page is left another way (e.g. the back button)', async () => {
    const { router, store } = await register();
    // Navigating from outside React re-renders the app: act() lets that render finish.
    await act(() => router.navigate(paths.home));
    await waitFor(() => expect(store.getState().session.seedPhrase).toBe(''));
    expect(store.getState().session.showModal).toBe(false);
  });

  it('never writes the seed phrase to local storage', async () => {
    const { persistor, store } = await register();
    expect(store.getState().session.seedPhrase).toBe(SEED);
    // Flushing dispatches to the store, which re-renders the page: act() lets that finish.
    await act(() => persistor?.flush());
    const saved = Object.keys(localStorage)
      .map((key) => `${key}=${localStorage.getItem(key)}`)
      .join('\n');
    expect(saved).not.toContain(SEED);
    expect(saved).not.toContain('seedPhrase');
  });
});
