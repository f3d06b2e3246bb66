import { act, screen, waitFor, within } from '@testing-library/react';
import { paths } from '../../../config/routes';
import { NETWORK_ERROR_MESSAGE } from '../../../lib/apiError';
import { renderApp } from '../../../test/renderWithProviders';
import { STRONG_PASSWORD_MESSAGE } from '../credentials';
import { answerAuthCall, gate, mockClipboard, PAGE_LOAD } from '../../../test/authCalls';
import { SEED_COPIED_MESSAGE, SEED_PHRASE_WARNING } from '../SeedPhraseReveal';

const SEED = 'abandon-ability-able-about-above-absent-absorb-abstract-absurd-abuse-access-accident';
/** The phrase the reset rotates to (SPEC §11.1): the old one stops working. */
const NEW_SEED = 'zebra-youth-wrist-wolf-winter-wisdom-village-velvet-umbrella-tunnel-tower-timber';
const RESET_OK = {
  status: 200,
  body: { message: 'Your password has been reset.', seedPhrase: NEW_SEED },
} as const;

async function openResetForm() {
  const view = renderApp(paths.signIn);
  await view.user.click(await screen.findByRole('button', { name: 'Forgot password?' }, PAGE_LOAD));
  await screen.findByRole('heading', { name: 'Reset Password' });
  return view;
}

const resetForm = () => screen.getByRole('form', { name: 'Reset Password' });

const VALID = { seedPhrase: SEED, email: 'ada@example.com', password: 'N3wpass!1' };

/** Fills the reset form (valid values unless overridden; '' leaves a field empty) and submits. */
async function submitResetForm(
  user: ReturnType<typeof renderApp>['user'],
  overrides: Partial<typeof VALID> = {},
) {
  const values = { ...VALID, ...overrides };
  if (values.seedPhrase) {
    // People paste the phrase they saved; typing 80 characters one by one only slows the test.
    await user.click(screen.getByLabelText('Seed Phrase'));
    await user.paste(values.seedPhrase);
  }
  if (values.email) await user.type(screen.getByLabelText('Email Address'), values.email);
  if (values.password) await user.type(screen.getByLabelText('New Password'), values.password);
  await user.click(screen.getByRole('button', { name: 'Reset Password' }));
}

describe('reset password', () => {
  it('replaces the login form, titled "Reset Password", and "Login instead" goes back', async () => {
    const { user } = await openResetForm();
    await waitFor(() => expect(document.title).toBe('Reset Password | Meridian'));
    expect(screen.queryByRole('form', { name: 'Login' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Seed Phrase')).toHaveAttribute(
      'placeholder',
      'word-word-word-word',
    );
    expect(screen.getByRole('button', { name: 'Show password' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Login instead' }));
    expect(await screen.findByRole('heading', { name: 'Meridian Trades Login' })).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Login | Meridian'));
  });

  it('requires every field, sends nothing and focuses the seed phrase', async () => {
    const bodies = answerAuthCall('put', '/auth/edit-password', RESET_OK);
    const { user } = await openResetForm();
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    const seedPhrase = screen.getByLabelText('Seed Phrase');
    expect(seedPhrase).toHaveFocus();
    expect(seedPhrase).toHaveAccessibleDescription('Seed Phrase is required');
    expect(screen.getByLabelText('Email Address')).toHaveAccessibleDescription('Email is required');
    // The password's standing rules stay under its error.
    expect(screen.getByLabelText('New Password')).toHaveAccessibleDescription(
      expect.stringContaining('Password is required'),
    );
    expect(bodies).toEqual([]);
  });

  it('says "Invalid Email" for a malformed address', async () => {
    const { user } = await openResetForm();
    await submitResetForm(user, { email: 'ada@' });
    expect(screen.getByLabelText('Email Address')).toHaveFocus();
    expect(screen.getByLabelText('Email Address')).toHaveAccessibleDescription('Invalid Email');
  });

  it.each([
    ['too short', 'a1@bcde'],
    ['without a digit', 'abcdefg@'],
    ['without a special character', 'abcdefg1'],
    ['without a letter', '1234567@'],
    ['with a character outside the allowed set', 'abcde1@-'],
    ['with a space', 'abcd 1@ef'],
  ])('refuses a new password %s', async (_case, password) => {
    const bodies = answerAuthCall('put', '/auth/edit-password', RESET_OK);
    const { user } = await openResetForm();
    await submitResetForm(user, { password });
    expect(screen.getByLabelText('New Password')).toHaveFocus();
    expect(screen.getByLabelText('New Password')).toHaveAccessibleDescription(
      expect.stringContaining(STRONG_PASSWORD_MESSAGE),
    );
    expect(bodies).toEqual([]);
  });

  it('accepts letters, a digit and each allowed special', async () => {
    const bodies = answerAuthCall('put', '/auth/edit-password', RESET_OK);
    const { user } = await openResetForm();
    await submitResetForm(user, { password: 'Ab1@$!%*#?&' });
    await waitFor(() => expect(bodies).toHaveLength(1));
  });

  it('sends exactly { email, password, seedPhrase } with the email lowercased', async () => {
    const bodies = answerAuthCall('put', '/auth/edit-password', RESET_OK);
    const { user } = await openResetForm();
    await submitResetForm(user, {
      seedPhrase: ` ${SEED} `,
      email: 'Ada@Example.COM',
      password: 'N3wxpass!',
    });
    await screen.findByRole('dialog', { name: 'Password reset' });
    expect(bodies).toEqual([{ email: 'ada@example.com', password: 'N3wxpass!', seedPhrase: SEED }]);
  });

  it('opens the "Password reset" modal whose Login returns to the login form', async () => {
    answerAuthCall('put', '/auth/edit-password', RESET_OK);
    const { user, store } = await openResetForm();
    await submitResetForm(user);
    const dialog = await screen.findByRole('dialog', { name: 'Password reset' });
    await user.click(within(dialog).getByRole('button', { name: 'Login' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Password reset' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('heading', { name: 'Meridian Trades Login' })).toBeVisible();
    expect(store.getState().session).toMatchObject({ forgotPassword: false, showModal: false });
  });

  it('shows the new seed phrase once, with the sign-up warning, and copies it', async () => {
    answerAuthCall('put', '/auth/edit-password', RESET_OK);
    const { user } = await openResetForm();
    await submitResetForm(user);
    const dialog = await screen.findByRole('dialog', { name: 'Password reset' });
    expect(within(dialog).getByRole('textbox', { name: 'Your new seed phrase' })).toHaveValue(
      NEW_SEED,
    );
    expect(within(dialog).getByText(SEED_PHRASE_WARNING)).toBeVisible();
    expect(SEED_PHRASE_WARNING).toBe(
      'Please, copy out your seed phrase (This can be used to reset your password !)',
    );

    const writeText = mockClipboard(() => Promise.resolve());
    await user.click(within(dialog).getByRole('button', { name: 'Copy seed phrase' }));
    expect(await screen.findByText('Seed Phrase copied successfully')).toBeVisible();
    expect(SEED_COPIED_MESSAGE).toBe('Seed Phrase copied successfully');
    expect(writeText).toHaveBeenCalledWith(NEW_SEED);
  });

  it('keeps the new phrase on screen through Escape: only Login closes it', async () => {
    answerAuthCall('put', '/auth/edit-password', RESET_OK);
    const { user } = await openResetForm();
    await submitResetForm(user);
    await screen.findByRole('dialog', { name: 'Password reset' });
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Password reset' })).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Your new seed phrase' })).toHaveValue(NEW_SEED);
  });

  it('Login forgets the new phrase: never stored, not shown again', async () => {
    answerAuthCall('put', '/auth/edit-password', RESET_OK);
    const { user, store, persistor } = await openResetForm();
    await submitResetForm(user);
    const dialog = await screen.findByRole('dialog', { name: 'Password reset' });
    expect(store.getState().session.seedPhrase).toBe(NEW_SEED);
    await act(() => persistor?.flush());
    expect(Object.values(localStorage).join('\n')).not.toContain(NEW_SEED);

    await user.click(within(dialog).getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(store.getState().session.seedPhrase).toBe('');
    expect(screen.queryByText(NEW_SEED)).not.toBeInTheDocument();
    expect(screen.queryByDisplayValue(NEW_SEED)).not.toBeInTheDocument();
  });

  it('forgets the new phrase when the page is left another way (e.g. the back button)', async () => {
    answerAuthCall('put', '/auth/edit-password', RESET_OK);
    const { user, store, router } = await openResetForm();
    await submitResetForm(user);
    await screen.findByRole('dialog', { name: 'Password reset' });
    // Navigating from outside React re-renders the app: act() lets that render finish.
    await act(() => router.navigate(paths.home));
    await waitFor(() => expect(store.getState().session.seedPhrase).toBe(''));
    expect(store.getState().session).toMatchObject({ showModal: false, forgotPassword: false });
    expect(screen.queryByDisplayValue(NEW_SEED)).not.toBeInTheDocument();
  });

  it("shows the server's message in the error box and keeps the input", async () => {
    answerAuthCall('put', '/auth/edit-password', {
      status: 400,
      body: { message: 'Email or seed phrase is incorrect' },
    });
    const { user } = await openResetForm();
    await submitResetForm(user);
    expect(await within(resetForm()).findByRole('alert')).toHaveTextContent(
      'Email or seed phrase is incorrect',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Seed Phrase')).toHaveValue(SEED);
  });

  it('shows the network message on a failed connection and keeps what was typed', async () => {
    answerAuthCall('put', '/auth/edit-password', 'network-error');
    const { user } = await openResetForm();
    await submitResetForm(user);
    expect(await within(resetForm()).findByRole('alert')).toHaveTextContent(NETWORK_ERROR_MESSAGE);
    expect(screen.getByLabelText('Seed Phrase')).toHaveValue(SEED);
    expect(screen.getByLabelText('Email Address')).toHaveValue('ada@example.com');
    expect(screen.getByLabelText('New Password')).toHaveValue('N3wpass!1');
  });

  it('shows a loading indicator while the reset is in flight', async () => {
    const answer = gate();
    answerAuthCall('put', '/auth/edit-password', RESET_OK, answer.promise);
    const { user } = await openResetForm();
    await submitResetForm(user);
    expect(
      await screen.findByRole('progressbar', { name: 'Resetting password' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Reset Password/ })).toBeDisabled();
    answer.open();
    expect(await screen.findByRole('dialog', { name: 'Password reset' })).toBeVisible();
    expect(
      screen.queryByRole('progressbar', { name: 'Resetting password' }),
    ).not.toBeInTheDocument();
  });

  it('shows the login form again after leaving the page with the reset form open', async () => {
    const { router } = await openResetForm();
    // Navigating from outside React re-renders the app: act() lets that render finish.
    await act(() => router.navigate(paths.signUp));
    await screen.findByRole('heading', { name: 'Create Personal Account' }, PAGE_LOAD);
    await act(() => router.navigate(paths.signIn));
    expect(
      await screen.findByRole('heading', { name: 'Meridian Trades Login' }, PAGE_LOAD),
    ).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Login | Meridian'));
  });
});
