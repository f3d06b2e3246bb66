import { act, screen, waitFor, within } from '@testing-library/react';
import { paths } from '../../../config/routes';
import { changeLanguage } from '../../../i18n';
import { formatDateTime } from '../../../lib/dates';
import { answerAuthCall, gate, PAGE_LOAD } from '../../../test/authCalls';
import { renderApp } from '../../../test/renderWithProviders';

/**
 * SPEC §12.5: a locked account is unlocked at `/unlock` with its e-mail, password and seed
 * phrase (no session: a locked account has none); withdrawals open again later, at the time
 * the server answers. Sign-in refuses a locked account with a message and the way to unlock.
 */
const OPEN_AT = '2026-11-28T10:30:00.000Z';
const SEED = 'oak-river-lamp-stone-cloud-pearl-mint-fog-salt-reed-ash-bell';

async function openUnlock() {
  const view = renderApp(paths.unlock);
  await screen.findByRole('heading', { level: 1, name: 'Unlock your account' }, PAGE_LOAD);
  return view;
}

const form = () => screen.getByRole('form', { name: 'Unlock your account' });

async function fillIn(user: ReturnType<typeof renderApp>['user']) {
  await user.type(within(form()).getByLabelText('Email'), ' Ada@Example.COM ');
  await user.type(within(form()).getByLabelText('Password'), 'correct-horse');
  await user.type(within(form()).getByLabelText('Seed Phrase'), ` ${SEED} `);
}

describe('/unlock', () => {
  it('is titled, and an empty submit marks every field, sends nothing and focuses the first', async () => {
    const bodies = answerAuthCall('post', '/auth/unlock', { status: 200, body: {} });
    const { user } = await openUnlock();
    await waitFor(() => expect(document.title).toBe('Unlock your account | Meridian'));
    await user.click(screen.getByRole('button', { name: 'Unlock account' }));
    const email = within(form()).getByLabelText('Email');
    expect(email).toHaveFocus();
    expect(email).toHaveAccessibleDescription('Email is required');
    expect(within(form()).getByLabelText('Password')).toHaveAccessibleDescription(
      'Password is required',
    );
    expect(within(form()).getByLabelText('Seed Phrase')).toHaveAccessibleDescription(
      'Seed Phrase is required',
    );
    expect(bodies).toEqual([]);
  });

  it('says "Invalid Email" and "Minimum of 8 characters" once a field is left', async () => {
    const { user } = await openUnlock();
    await user.type(within(form()).getByLabelText('Email'), 'not-an-email');
    await user.type(within(form()).getByLabelText('Password'), 'short');
    await user.tab();
    expect(within(form()).getByLabelText('Email')).toHaveAccessibleDescription('Invalid Email');
    expect(within(form()).getByLabelText('Password')).toHaveAccessibleDescription(
      'Minimum of 8 characters',
    );
    expect(within(form()).getByLabelText('Seed Phrase')).toHaveAttribute(
      'placeholder',
      'word-word-word-word',
    );
  });

  it('unlocks from the keyboard, with a spinner meanwhile, and tells when withdrawals open again', async () => {
    const answer = gate();
    const bodies = answerAuthCall(
      'post',
      '/auth/unlock',
      { status: 200, body: { withdrawalsOpenAt: OPEN_AT } },
      answer.promise,
    );
    const { user } = await openUnlock();
    await fillIn(user);
    await user.keyboard('{Enter}');
    expect(await screen.findByLabelText('Unlocking your account')).toBeVisible();
    expect(screen.getByRole('button', { name: /Unlock account/ })).toBeDisabled();
    answer.open();

    const heading = await screen.findByRole('heading', {
      level: 1,
      name: 'Your account is unlocked',
    });
    expect(heading).toHaveFocus();
    expect(
      screen.getByText(
        `Your account is unlocked. You can sign in now; withdrawals open again at ${formatDateTime(OPEN_AT, 'en-US')}.`,
      ),
    ).toBeVisible();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      paths.signIn,
    );
    expect(bodies).toEqual([
      { email: 'ada@example.com', password: 'correct-horse', seedPhrase: SEED },
    ]);
  });

  it("shows the server's refusal above the form and keeps what was typed", async () => {
    answerAuthCall('post', '/auth/unlock', {
      status: 401,
      body: {
        code: 'unlock_refused',
        message: 'The e-mail, password or seed phrase is not correct.',
      },
    });
    const { user, router } = await openUnlock();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Unlock account' }));
    expect(
      await within(form()).findByText('The e-mail, password or seed phrase is not correct.'),
    ).toBeVisible();
    expect(within(form()).getByLabelText('Seed Phrase')).toHaveValue(` ${SEED} `);
    // Public: a 401 here is a refused attempt, never "your session has expired".
    expect(router.state.location.pathname).toBe(paths.unlock);
  });

  it('shows the date in German', async () => {
    answerAuthCall('post', '/auth/unlock', { status: 200, body: { withdrawalsOpenAt: OPEN_AT } });
    const { user } = await openUnlock();
    await act(() => changeLanguage('de'));
    await screen.findByRole('heading', { name: 'Konto entsperren' });
    const german = screen.getByRole('form', { name: 'Konto entsperren' });
    await user.type(within(german).getByLabelText('E-Mail'), 'ada@example.com');
    await user.type(within(german).getByLabelText('Passwort'), 'correct-horse');
    await user.click(within(german).getByRole('button', { name: 'Konto entsperren' }));
    expect(await within(german).findByText('Bitte geben Sie Ihre Seed-Phrase ein')).toBeVisible();
    await user.type(within(german).getByLabelText('Seed-Phrase'), SEED);
    await user.click(within(german).getByRole('button', { name: 'Konto entsperren' }));
    expect(
      await screen.findByText(
        `Ihr Konto ist entsperrt. Sie können sich jetzt anmelden; Auszahlungen sind ab ${formatDateTime(OPEN_AT, 'de-DE')} wieder möglich.`,
      ),
    ).toBeVisible();
  });
});

describe('sign-in of a locked account', () => {
  const LOCKED_MESSAGE =
    'Your account is locked. Unlock it with your password and seed phrase to sign in.';

  it('shows the server’s message and a link to unlock; another refusal shows no link', async () => {
    answerAuthCall('post', '/auth/login', {
      status: 403,
      body: { code: 'account_locked', message: LOCKED_MESSAGE },
    });
    const { user } = renderApp(paths.signIn);
    await user.type(await screen.findByLabelText('Email', {}, PAGE_LOAD), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'correct-horse');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(LOCKED_MESSAGE);
    const link = within(alert).getByRole('link', { name: 'Unlock your account' });
    expect(link).toHaveAttribute('href', paths.unlock);

    answerAuthCall('post', '/auth/login', {
      status: 401,
      body: { code: 'invalid_credentials', message: 'Invalid email or password' },
    });
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Invalid email or password')).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Unlock your account' })).not.toBeInTheDocument();
  });
});
