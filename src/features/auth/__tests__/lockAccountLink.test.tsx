import { act, screen, waitFor } from '@testing-library/react';
import { paths } from '../../../config/routes';
import { changeLanguage } from '../../../i18n';
import { NETWORK_ERROR_MESSAGE } from '../../../lib/apiError';
import { answerAuthCall, gate, PAGE_LOAD } from '../../../test/authCalls';
import { renderApp } from '../../../test/renderWithProviders';

/**
 * SPEC §12.5: the "Lock your account" link of a security e-mail, `/lock-account#token=…`,
 * works without signing in and locks only when the person presses the button — mail scanners
 * open links, so opening the page must lock nothing.
 */
const TOKEN = 'lk_7f3a9c2e';

async function openLink(path = `${paths.lockAccount}#token=${TOKEN}`) {
  const view = renderApp(path);
  await screen.findByRole('heading', { level: 1, name: 'Lock your account?' }, PAGE_LOAD);
  return view;
}

const lockButton = () => screen.getByRole('button', { name: 'Lock my account' });

describe('/lock-account, the e-mail’s link', () => {
  it('asks first and sends nothing on opening; the button locks with the token from the fragment', async () => {
    const answer = gate();
    const bodies = answerAuthCall(
      'post',
      '/auth/lock/link',
      { status: 204, body: null },
      answer.promise,
    );
    const { user } = await openLink();
    await waitFor(() => expect(document.title).toBe('Lock your account | Meridian'));
    expect(
      screen.getByText(/Locking ends every session at once and refuses sign-in, withdrawals/),
    ).toBeVisible();
    expect(bodies).toEqual([]);

    await user.click(lockButton());
    expect(await screen.findByLabelText('Locking your account')).toBeVisible();
    expect(screen.getByRole('button', { name: /Lock my account/ })).toBeDisabled();
    answer.open();

    const heading = await screen.findByRole('heading', {
      level: 1,
      name: 'Your account is locked',
    });
    expect(heading).toHaveFocus();
    expect(screen.getByText('Your account is locked. Every session has ended.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'unlock your account' })).toHaveAttribute(
      'href',
      paths.unlock,
    );
    expect(bodies).toEqual([{ token: TOKEN }]);
  });

  it('works from the keyboard', async () => {
    const bodies = answerAuthCall('post', '/auth/lock/link', { status: 204, body: null });
    const { user } = await openLink();
    // Tab through the header's links to the page's one button (bounded: a missing button fails).
    for (let step = 0; step < 40 && !lockButton().matches(':focus'); step += 1) await user.tab();
    expect(lockButton()).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: 'Your account is locked' })).toBeVisible();
    expect(bodies).toEqual([{ token: TOKEN }]);
  });

  it.each([
    'This lock link is not valid: it was already used, has expired, or is incomplete. If you still want to lock your account, sign in and lock it in Account → Security.',
    'Dieser Sperrlink ist ungültig.',
  ])(
    "shows the server's refusal of a used, expired or tampered link and no button to press again: %s",
    async (message) => {
      answerAuthCall('post', '/auth/lock/link', {
        status: 400,
        body: { code: 'lock_link_invalid', message },
      });
      const { user } = await openLink();
      await user.click(lockButton());
      expect(await screen.findByText(message)).toBeVisible();
      expect(screen.queryByRole('button', { name: 'Lock my account' })).not.toBeInTheDocument();
      expect(
        screen.queryByRole('heading', { name: 'Your account is locked' }),
      ).not.toBeInTheDocument();
    },
  );

  it('keeps the button when the server could not be reached, and pressing again locks', async () => {
    answerAuthCall('post', '/auth/lock/link', 'network-error');
    const { user } = await openLink();
    await user.click(lockButton());
    expect(await screen.findByText(NETWORK_ERROR_MESSAGE)).toBeVisible();
    const bodies = answerAuthCall('post', '/auth/lock/link', { status: 204, body: null });
    await user.click(lockButton());
    expect(await screen.findByRole('heading', { name: 'Your account is locked' })).toBeVisible();
    expect(bodies).toEqual([{ token: TOKEN }]);
  });

  it('says a link without its token is incomplete, offers the way from Account → Security and nothing to press', async () => {
    await openLink(paths.lockAccount);
    expect(
      screen.getByText(
        'This link is incomplete. Open the “Lock your account” link in the e-mail again.',
      ),
    ).toBeVisible();
    expect(
      screen.getByText(
        'If you still want to lock the account, sign in and choose Lock my account under Account → Security.',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Lock my account' })).not.toBeInTheDocument();
  });

  it('speaks German', async () => {
    answerAuthCall('post', '/auth/lock/link', { status: 204, body: null });
    const { user } = await openLink();
    await act(() => changeLanguage('de'));
    await user.click(await screen.findByRole('button', { name: 'Mein Konto sperren' }));
    expect(
      await screen.findByText('Ihr Konto ist gesperrt. Alle Sitzungen wurden beendet.'),
    ).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Konto sperren | Meridian'));
  });
});
