import { addListener, type UnknownAction } from '@reduxjs/toolkit';
import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { UserDetails } from '../../api/types';
import { paths } from '../../config/routes';
import { MASK } from '../../lib/sensitiveFields';
import { answerAuthCall, PAGE_LOAD } from '../../test/authCalls';
import { buildLoginResponse, buildUser } from '../../test/fixtures';
import { rehydratedState, renderApp, signedInState } from '../../test/renderWithProviders';
import { server } from '../../test/server';
import { apiUrl } from '../../test/urls';
import { actionSanitizer, stateSanitizer } from '../devTools';
import { setupStore, type AppStore } from '../store';

/**
 * Issue 18: QA records a flow in Redux DevTools, exports the log and replays it. These tests
 * record what DevTools would receive (every action through the action sanitizer, the state
 * through the state sanitizer), round-trip it through JSON as an export does, and check that
 * none of the secrets typed or received are in it, and that replaying the flow's actions on a
 * fresh store gives the same flow state and the same screen.
 */

type User = ReturnType<typeof renderApp>['user'];

/** Records every action dispatched from now on, as the store saw it (before sanitizing). */
function recordActions(store: AppStore): UnknownAction[] {
  const recorded: UnknownAction[] = [];
  store.dispatch(
    addListener({
      predicate: () => true,
      effect: (action) => {
        recorded.push(action);
      },
    }),
  );
  return recorded;
}

/** What an exported DevTools log holds: sanitized actions and the final sanitized state. */
function exportLog(recorded: UnknownAction[], store: AppStore): string {
  return JSON.stringify({
    actions: recorded.map((action) => actionSanitizer(action)),
    state: stateSanitizer(store.getState()),
  });
}

function importActions(log: string): UnknownAction[] {
  return (JSON.parse(log) as { actions: UnknownAction[] }).actions;
}

function expectNoneOf(log: string, secrets: string[]) {
  for (const secret of secrets) expect(log).not.toContain(secret);
}

/** The actions of one flow slice (`withdrawalFlow/...`), as a tester filters them in DevTools. */
const ofSlice = (actions: UnknownAction[], slice: string) =>
  actions.filter((action) => action.type.startsWith(`${slice}/`));

function serveUser(user: UserDetails) {
  server.use(http.get(apiUrl('/transaction/token-user'), () => HttpResponse.json(user)));
}

describe('a DevTools log of a sign-in with two-factor authentication', () => {
  const PASSWORD = 'correct-horse-battery';
  const CHALLENGE = 'challenge-7f3a9c';
  const CODE = '492039';
  const TOKEN = 'token-after-2fa.secret';

  it('holds no password, challenge, code or token, and replays to the same session', async () => {
    answerAuthCall('post', '/auth/login', {
      status: 200,
      body: { twoFactorRequired: true, challenge: CHALLENGE },
    });
    const signedIn = buildLoginResponse({
      token: TOKEN,
      user: buildUser({ email: 'ada@example.com', twoFactorEnabled: true }),
    });
    answerAuthCall('post', '/auth/login/2fa', { status: 200, body: signedIn });
    const { store, user, router } = renderApp(paths.signIn, { persist: false });
    const recorded = recordActions(store);

    await screen.findByRole('heading', { name: 'Meridian Trades Login' }, PAGE_LOAD);
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await user.type(await screen.findByRole('textbox', { name: 'Authentication code' }), CODE);
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.dashboard));

    // The unsanitized actions did carry them: the scan below would catch a leak.
    const raw = JSON.stringify(recorded);
    for (const secret of [PASSWORD, CHALLENGE, CODE, TOKEN]) expect(raw).toContain(secret);

    const log = exportLog(recorded, store);
    expectNoneOf(log, [PASSWORD, CHALLENGE, CODE, TOKEN]);
    expect(log).toContain(MASK);

    // Replayed on a fresh store, the session is the same, its token shown masked.
    const replayed = setupStore(rehydratedState());
    importActions(log).forEach((action) => replayed.dispatch(action));
    const { token, ...session } = replayed.getState().session;
    const { token: originalToken, ...originalSession } = store.getState().session;
    expect(originalToken).toBe(TOKEN);
    expect(token).toBe(MASK);
    expect(session).toEqual(originalSession);
    expect(session.isUser).toBe(true);
  });
});

describe('a DevTools log of a sign-up', () => {
  const PASSWORD = 'cobol-1959-navy';
  const SEED =
    'abandon-ability-able-about-above-absent-absorb-abstract-absurd-abuse-access-accident';

  async function signUp() {
    answerAuthCall('post', '/auth/register', { status: 201, body: { seedPhrase: SEED } });
    const view = renderApp(paths.signUp, { persist: false });
    await screen.findByRole('heading', { name: 'Create Personal Account' }, PAGE_LOAD);
    const recorded = recordActions(view.store);
    const { user } = view;
    const enter = async (label: string, text: string) => {
      await user.click(screen.getByLabelText(label));
      await user.paste(text);
    };
    await enter('Personal Email', 'grace@example.com');
    await enter('Full Name', 'Grace Hopper');
    await enter('Password', PASSWORD);
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Investment Goal' }),
      'Investing for Retirement',
    );
    await enter('Country of Residence', 'United States');
    await enter('Address', '1 Navy Yard');
    await enter('Zip Code', '20374');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: /Create account/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Successful Registration' });
    return { ...view, recorded, dialog };
  }

  it('tells the seed phrase story with no password or seed phrase word in it', async () => {
    const { store, recorded, dialog, user } = await signUp();
    expect(within(dialog).getByLabelText('Your seed phrase')).toHaveValue(SEED);
    expect(store.getState().signUpFlow.step).toBe('seedPhrase');
    await user.click(within(dialog).getByRole('button', { name: 'Login' }));
    await screen.findByRole('heading', { name: 'Meridian Trades Login' }, PAGE_LOAD);

    const log = exportLog(recorded, store);
    // Each word alone: a log holding the phrase split or re-joined would still leak it.
    expectNoneOf(log, [PASSWORD, SEED, ...SEED.split('-')]);
    expect(ofSlice(importActions(log), 'signUpFlow').map((action) => action.type)).toEqual([
      'signUpFlow/seedPhraseShown',
      'signUpFlow/seedPhraseAcknowledged',
    ]);

    // The flow's own actions replay to the same flow state on a fresh store.
    const replayed = setupStore(rehydratedState());
    ofSlice(recorded, 'signUpFlow').forEach((action) => replayed.dispatch(action));
    expect(replayed.getState().signUpFlow).toEqual(store.getState().signUpFlow);
  });

  it('replayed into a fresh tab, shows the same dialog with the phrase masked', async () => {
    const { store, recorded, unmount } = await signUp();
    const log = exportLog(recorded, store);
    unmount();

    const { store: tabStore } = renderApp(paths.signUp, { persist: false });
    await screen.findByRole('heading', { name: 'Create Personal Account' }, PAGE_LOAD);
    act(() => importActions(log).forEach((action) => tabStore.dispatch(action)));

    const dialog = await screen.findByRole('dialog', { name: 'Successful Registration' });
    // The server's answer comes from the recorded fulfilled action: masked, as exported.
    expect(within(dialog).getByLabelText('Your seed phrase')).toHaveValue(MASK);
    expect(tabStore.getState().signUpFlow.step).toBe('seedPhrase');
  });
});

describe('a DevTools log of a deposit', () => {
  it('replays the amount, the payment step and the chosen method, and holds no token', async () => {
    const login = buildLoginResponse({ token: 'token-deposit.secret' });
    serveUser(login.user);
    const { store, user } = renderApp(paths.deposit, {
      preloadedState: signedInState(login),
    });
    const recorded = recordActions(store);
    await user.type(await screen.findByLabelText('Amount'), '500');
    await user.click(screen.getByRole('button', { name: 'Make Deposit' }));
    await user.click(await screen.findByRole('button', { name: 'Bitcoin' }));
    expect(await screen.findByRole('region', { name: 'Bitcoin' })).toBeVisible();

    const log = exportLog(recorded, store);
    expectNoneOf(log, [login.token]);
    expect(ofSlice(importActions(log), 'depositFlow').map((action) => action.type)).toEqual([
      // The page is a lazy route: it opens once the recording has started.
      'depositFlow/started',
      'depositFlow/paymentStepShown',
      'depositFlow/methodChosen',
    ]);

    // A fresh tab on the deposit page, fed the exported log, shows the same step and method.
    const tab = setupStore(signedInState(login));
    importActions(log).forEach((action) => tab.dispatch(action));
    expect(tab.getState().depositFlow).toEqual({ step: 'payment', method: 'Bitcoin' });
    expect(tab.getState().depositFlow).toEqual(store.getState().depositFlow);
    expect(tab.getState().session.depositAmount).toEqual({ amount: 500 });
  });
});

describe('a DevTools log of a withdrawal with review', () => {
  const account = buildUser({
    email: 'ada@example.com',
    availableCash: 1000,
    userCanWithdraw: true,
    withdrawalCharges: 2.5,
  });

  async function openReview(user: User) {
    const type = async (label: string, text: string) => {
      await user.clear(screen.getByLabelText(label));
      await user.type(screen.getByLabelText(label), text);
    };
    await screen.findByLabelText('Amount');
    await type('Amount', '333');
    await type('Wallet address', 'bc1qdestinationwallet');
    await type('Crypto exchange', 'Kraken');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Asset' }), 'Bitcoin (BTC)');
    await user.click(screen.getByRole('button', { name: 'Review withdrawal' }));
    return screen.findByRole('dialog', { name: 'Review your withdrawal' });
  }

  it('reads reviewOpened, reviewCancelled, reviewOpened and replays to the open review', async () => {
    const login = buildLoginResponse({ token: 'token-withdrawal.secret', user: account });
    serveUser(account);
    const { store, user, unmount } = renderApp(paths.withdrawal, {
      preloadedState: signedInState(login),
    });
    const recorded = recordActions(store);
    let dialog = await openReview(user);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Review withdrawal' }));
    dialog = await screen.findByRole('dialog', { name: 'Review your withdrawal' });
    // SPEC §7: the amount under review is the withdrawal flow's amount.
    expect(store.getState().withdrawalFlow.amount).toEqual({ amount: 333 });

    const log = exportLog(recorded, store);
    expectNoneOf(log, [login.token]);
    expect(ofSlice(importActions(log), 'withdrawalFlow').map((action) => action.type)).toEqual([
      // The page is a lazy route: it opens once the recording has started.
      'withdrawalFlow/started',
      'withdrawalFlow/reviewOpened',
      'withdrawalFlow/reviewCancelled',
      'withdrawalFlow/reviewOpened',
    ]);
    unmount();

    // A fresh tab on the withdrawal page, fed the log, opens the same review dialog.
    const { store: tabStore } = renderApp(paths.withdrawal, {
      preloadedState: signedInState(login),
    });
    await screen.findByLabelText('Amount');
    act(() => ofSlice(importActions(log), 'withdrawalFlow').forEach((a) => tabStore.dispatch(a)));
    const replayed = await screen.findByRole('dialog', { name: 'Review your withdrawal' });
    expect(within(replayed).getByText('$333.00')).toBeVisible();
    expect(within(replayed).getByText('bc1qdestinationwallet')).toBeVisible();
    expect(tabStore.getState().withdrawalFlow).toEqual(store.getState().withdrawalFlow);
  });

  it('records confirmed without the 2FA code the request carried', async () => {
    const CODE = '731905';
    const login = buildLoginResponse({ user: { ...account, twoFactorEnabled: true } });
    serveUser(login.user);
    server.use(
      http.post(apiUrl('/withdrawal/add'), () =>
        HttpResponse.json({ message: 'That code is not right.' }, { status: 403 }),
      ),
    );
    const { store, user } = renderApp(paths.withdrawal, { preloadedState: signedInState(login) });
    const recorded = recordActions(store);
    const dialog = await openReview(user);
    await user.type(within(dialog).getByRole('textbox', { name: 'Authentication code' }), CODE);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm Withdrawal' }));
    expect(await within(dialog).findByText('That code is not right.')).toBeVisible();

    expect(JSON.stringify(recorded)).toContain(CODE);
    const log = exportLog(recorded, store);
    expectNoneOf(log, [CODE, login.token]);
    expect(ofSlice(importActions(log), 'withdrawalFlow').map((action) => action.type)).toEqual([
      // The page is a lazy route: it opens once the recording has started.
      'withdrawalFlow/started',
      'withdrawalFlow/reviewOpened',
      'withdrawalFlow/confirmed',
    ]);
    // Refused: the review stays open, ready to confirm again.
    expect(store.getState().withdrawalFlow.confirmed).toBe(false);
    expect(store.getState().withdrawalFlow.review).not.toBeNull();
  });
});

describe('a DevTools log of the dashboard dialogs', () => {
  it('reads shown and dismissed for each dialog, and replays to the same dialog state', async () => {
    const account = buildUser({ verified: false, notification: 'Your plan renews soon.' });
    serveUser(account);
    const login = buildLoginResponse({ user: account });
    const { store, user } = renderApp(paths.dashboard, { preloadedState: signedInState(login) });
    const recorded = recordActions(store);
    let dialog = await screen.findByRole('dialog', { name: 'Important Notification' });
    await user.click(within(dialog).getByRole('button', { name: 'Okay' }));
    dialog = await screen.findByRole('dialog', { name: 'Account Verification' });
    await user.click(within(dialog).getByRole('button', { name: 'Later' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const log = exportLog(recorded, store);
    expectNoneOf(log, [login.token]);
    const story = ofSlice(importActions(log), 'dashboardDialogs').map((action) => action.type);
    expect(story).toEqual(
      expect.arrayContaining([
        'dashboardDialogs/notificationShown',
        'dashboardDialogs/notificationDismissed',
        'dashboardDialogs/verificationShown',
        'dashboardDialogs/verificationDismissed',
      ]),
    );
    expect(story.indexOf('dashboardDialogs/notificationDismissed')).toBeLessThan(
      story.indexOf('dashboardDialogs/verificationShown'),
    );

    const replayed = setupStore(signedInState(login));
    ofSlice(importActions(log), 'dashboardDialogs').forEach((action) => replayed.dispatch(action));
    expect(replayed.getState().dashboardDialogs).toEqual(store.getState().dashboardDialogs);
  });
});

describe('a DevTools log of a logout', () => {
  // A session token as the reference server issues them (HS256 JWT).
  const TOKEN =
    'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJ1LTEiLCJzaWQiOiJzLTEifQ.' +
    'Zm9yZ2VkLXNpZ25hdHVyZS1mb3ItdGhlLXRlc3Q';

  const ofLogout = (actions: UnknownAction[]) =>
    actions.filter((action) =>
      JSON.stringify(action.meta ?? {}).includes('"endpointName":"logout"'),
    );

  it.each([
    [204, 'fulfilled'],
    [401, 'rejected'],
  ] as const)(
    'records the server logout (%s, %s) with no token in its actions or the state',
    async (status, outcome) => {
      const authorizations: (string | null)[] = [];
      server.use(
        http.post(apiUrl('/auth/logout'), ({ request }) => {
          authorizations.push(request.headers.get('Authorization'));
          return status === 204
            ? new HttpResponse(null, { status })
            : HttpResponse.json({ message: 'Session ended' }, { status });
        }),
      );
      const login = buildLoginResponse({ token: TOKEN, user: buildUser({ name: 'Ada' }) });
      serveUser(login.user);
      const { store, user } = renderApp(paths.upgradeAccount, {
        preloadedState: signedInState(login),
        persist: false,
      });
      const recorded = recordActions(store);
      await user.click(await screen.findByRole('button', { name: 'Logout' }, PAGE_LOAD));

      // The token still reaches the server, in the header only.
      await waitFor(() => expect(authorizations).toEqual([`Bearer ${TOKEN}`]));
      await waitFor(() =>
        expect(ofLogout(recorded).map((action) => action.type)).toEqual([
          'api/executeMutation/pending',
          `api/executeMutation/${outcome}`,
        ]),
      );
      for (const action of ofLogout(recorded)) {
        expect((action.meta as { arg: { originalArgs: unknown } }).arg.originalArgs).toBe(
          undefined,
        );
      }
      // Not even before the sanitizers: no action and no state holds it.
      expect(JSON.stringify(recorded)).not.toContain(TOKEN);
      expect(JSON.stringify(store.getState())).not.toContain(TOKEN);
      expectNoneOf(exportLog(recorded, store), [TOKEN]);
    },
  );
});
