import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { config } from '../../../config/config';
import { paths } from '../../../config/routes';
import { changeLanguage } from '../../../i18n';
import { NETWORK_ERROR_MESSAGE } from '../../../lib/apiError';
import { gate, PAGE_LOAD } from '../../../test/authCalls';
import { buildLoginResponse } from '../../../test/fixtures';
import { renderApp } from '../../../test/renderWithProviders';
import { apiUrl, server } from '../../../test/server';

beforeAll(() => import('../AccountPage'));

/**
 * SPEC §12.5 "Lock my account" on Account → Security: behind a confirmation that says what
 * follows; the server ends every session, this one too, and the app says the account is
 * locked and how to unlock it. A failed call locks nothing and signs nobody out.
 */
const login = buildLoginResponse({ token: 'eyJ.this.device' });

function renderAccount() {
  localStorage.setItem('userDetails', JSON.stringify(login.user));
  localStorage.setItem('userToken', JSON.stringify(login.token));
  return renderApp(paths.account);
}

/** Answers POST /auth/lock with `reply` (204 by default); records the bearer of each call. */
function serveLock(reply: () => Response = () => new HttpResponse(null, { status: 204 })) {
  const bearers: (string | null)[] = [];
  server.use(
    http.post(apiUrl('/auth/lock'), ({ request }) => {
      bearers.push(request.headers.get('Authorization'));
      return reply();
    }),
  );
  return bearers;
}

const lockSection = () => screen.findByRole('region', { name: 'Lock my account' }, PAGE_LOAD);
const openDialog = async (user: ReturnType<typeof renderAccount>['user']) => {
  await user.click(within(await lockSection()).getByRole('button', { name: 'Lock my account' }));
  return screen.findByRole('dialog', { name: 'Lock your account?' });
};

describe('Account → Security: Lock my account', () => {
  // Undoes jest.replaceProperty on the build's config.
  afterEach(() => jest.restoreAllMocks());

  it('explains what happens first; Cancel (focused) and Escape lock nothing', async () => {
    const bearers = serveLock();
    const { user, router } = renderAccount();
    let dialog = await openDialog(user);
    for (const line of [
      'Every session ends at once, this one included.',
      'Sign-in, withdrawals and new withdrawal addresses are refused while the account is locked.',
      'To unlock it you need your password and your seed phrase.',
      'After you unlock it, withdrawals stay closed for 24 hours.',
    ]) {
      expect(within(dialog).getByText(line)).toBeVisible();
    }
    expect(dialog).toHaveAccessibleDescription(/Every session ends at once/);
    const cancel = within(dialog).getByRole('button', { name: 'Cancel' });
    expect(cancel).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    dialog = await openDialog(user);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    expect(bearers).toEqual([]);
    expect(router.state.location.pathname).toBe(paths.account);
    expect(localStorage.getItem('userToken')).toBe(JSON.stringify(login.token));
  });

  it('names the delay the build was given (UNLOCK_DELAY_HOURS, the server’s setting), and none when it is 0', async () => {
    jest.replaceProperty(config, 'unlockDelayHours', 48);
    const { user } = renderAccount();
    const dialog = await openDialog(user);
    expect(
      within(dialog).getByText('After you unlock it, withdrawals stay closed for 48 hours.'),
    ).toBeVisible();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    jest.replaceProperty(config, 'unlockDelayHours', 0);
    const again = await openDialog(user);
    expect(within(again).queryByText(/withdrawals stay closed/)).not.toBeInTheDocument();
    expect(within(again).getByText(/To unlock it you need your password/)).toBeVisible();
  });

  it('locks with the session’s bearer, shows a spinner meanwhile, then ends this session and says the account is locked', async () => {
    const answer = gate();
    const bearers: (string | null)[] = [];
    server.use(
      http.post(apiUrl('/auth/lock'), async ({ request }) => {
        bearers.push(request.headers.get('Authorization'));
        await answer.promise;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { user, router, persistor, store } = renderAccount();
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Lock my account' }));

    expect(await within(dialog).findByLabelText('Locking your account')).toBeVisible();
    expect(within(dialog).getByRole('button', { name: /Lock my account/ })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    answer.open();

    const heading = await screen.findByRole(
      'heading',
      { level: 1, name: 'Your account is locked' },
      PAGE_LOAD,
    );
    expect(heading).toHaveFocus();
    expect(router.state.location.pathname).toBe(paths.lockAccount);
    expect(screen.getByText('Your account is locked. Every session has ended.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'unlock your account' })).toHaveAttribute(
      'href',
      paths.unlock,
    );
    expect(bearers).toEqual([`Bearer ${login.token}`]);
    await act(() => persistor?.flush());
    expect(localStorage.getItem('userToken')).toBeNull();
    expect(localStorage.getItem('userDetails')).toBeNull();
    expect(store.getState().session).toMatchObject({ isUser: false, token: null });
  });

  it('keeps the session and says why when the lock fails; pressing again then locks', async () => {
    serveLock(() => HttpResponse.error());
    const { user, router } = renderAccount();
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Lock my account' }));

    expect(await within(dialog).findByText(NETWORK_ERROR_MESSAGE)).toBeVisible();
    expect(router.state.location.pathname).toBe(paths.account);
    expect(localStorage.getItem('userToken')).toBe(JSON.stringify(login.token));

    serveLock();
    await user.click(within(dialog).getByRole('button', { name: 'Lock my account' }));
    expect(
      await screen.findByRole('heading', { name: 'Your account is locked' }, PAGE_LOAD),
    ).toBeVisible();
  });

  it('speaks German', async () => {
    serveLock();
    const { user } = renderAccount();
    await lockSection();
    await act(() => changeLanguage('de'));
    await user.click(await screen.findByRole('button', { name: 'Mein Konto sperren' }));
    const dialog = await screen.findByRole('dialog', { name: 'Konto sperren?' });
    expect(
      within(dialog).getByText(
        'Nach dem Entsperren bleiben Auszahlungen noch 24 Stunden gesperrt.',
      ),
    ).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Mein Konto sperren' }));
    expect(
      await screen.findByText(
        'Ihr Konto ist gesperrt. Alle Sitzungen wurden beendet.',
        {},
        PAGE_LOAD,
      ),
    ).toBeVisible();
  });
});
