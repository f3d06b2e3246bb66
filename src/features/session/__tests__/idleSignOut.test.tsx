import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { paths } from '../../../config/routes';
import { changeLanguage } from '../../../i18n';
// For the German test: see sessionLanguages.test.tsx on why the screens' namespaces are
// declared before the switch.
import '../../../i18n/namespaces/auth';
import '../../../i18n/namespaces/signIn';
import '../../../i18n/namespaces/plans';
import '../../../i18n/namespaces/privacy';
import { PAGE_LOAD } from '../../../test/authCalls';
import { buildLoginResponse } from '../../../test/fixtures';
import { renderApp, signedInState } from '../../../test/renderWithProviders';
import { apiUrl, server } from '../../../test/server';
import { ACTIVITY_CHANNEL_NAME } from '../IdleSignOut';
import { USER_TOKEN_KEY } from '../sessionPersistence';
import { inactivityMessage } from '../sessionSlice';

const login = buildLoginResponse({ token: 'eyJ.idle.session' });
const MINUTE = 60_000;
/** IDLE_TIMEOUT_MINUTES is unset under jest: the default applies. */
const IDLE_MS = 15 * MINUTE;

/**
 * Node's BroadcastChannel delivers on the real event loop, which fake timers never turn; this
 * stand-in delivers to the other channels of the same name at once, as tabs would receive it.
 */
class SameProcessChannel extends EventTarget {
  static open = new Set<SameProcessChannel>();
  constructor(readonly name: string) {
    super();
    SameProcessChannel.open.add(this);
  }
  postMessage(data: unknown): void {
    for (const other of SameProcessChannel.open) {
      if (other !== this && other.name === this.name) {
        other.dispatchEvent(new MessageEvent('message', { data }));
      }
    }
  }
  close(): void {
    SameProcessChannel.open.delete(this);
  }
}

const realBroadcastChannel = globalThis.BroadcastChannel;
beforeEach(() => {
  jest.useFakeTimers();
  globalThis.BroadcastChannel = SameProcessChannel as unknown as typeof BroadcastChannel;
});
afterEach(() => {
  jest.useRealTimers();
  globalThis.BroadcastChannel = realBroadcastChannel;
  SameProcessChannel.open.clear();
});

function answerLogout(): (string | null)[] {
  const authorizations: (string | null)[] = [];
  server.use(
    http.post(apiUrl('/auth/logout'), ({ request }) => {
      authorizations.push(request.headers.get('Authorization'));
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return authorizations;
}

/** Answers the dashboard's reports of input and records each one's Authorization header. */
function answerActivityReports(): (string | null)[] {
  const reports: (string | null)[] = [];
  server.use(
    http.post(apiUrl('/auth/sessions/current/activity'), ({ request }) => {
      reports.push(request.headers.get('Authorization'));
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return reports;
}

/** Async act, so what the timers start (lazy chunks, promises) settles inside it too. */
async function idleFor(ms: number) {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });
}

/**
 * Polls inside act while the first screen loads: the header's deferred work (a timer, then a
 * lazy chunk) then settles inside act too, where findBy would leave it to land outside.
 */
async function loaded<T>(find: () => T | null): Promise<T> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const found = find();
    if (found) return found;
    await idleFor(50);
  }
  throw new Error('The page did not load');
}

async function openDashboardPage(logout = 'Logout') {
  // Without redux-persist: its rehydration would wait for the fake clock.
  const view = renderApp(paths.upgradeAccount, {
    preloadedState: signedInState(login),
    persist: false,
  });
  await loaded(() => screen.queryByRole('button', { name: logout }));
  await idleFor(0);
  return view;
}

const warning = () => screen.queryByRole('dialog', { name: 'Are you still there?' });

describe('idle sign-out', () => {
  it('asks "Are you still there?" after the idle timeout and counts down 60 seconds', async () => {
    await openDashboardPage();

    await idleFor(IDLE_MS - 1000);
    expect(warning()).not.toBeInTheDocument();
    await idleFor(1000);
    const dialog = await screen.findByRole('dialog', { name: 'Are you still there?' });
    expect(dialog).toHaveAccessibleDescription(
      'For your security you will be signed out in 60 seconds.',
    );
    expect(within(dialog).getByRole('button', { name: 'Stay signed in' })).toHaveFocus();
    // Polite and sparing: nothing is announced each second, only at 30 and 10 seconds left.
    const status = within(dialog).getByRole('status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toHaveTextContent('');

    await idleFor(29_000);
    expect(dialog).toHaveTextContent('signed out in 31 seconds');
    expect(status).toHaveTextContent('');
    await idleFor(1000);
    expect(dialog).toHaveTextContent('signed out in 30 seconds');
    expect(status).toHaveTextContent('About 30 seconds left before you are signed out.');
    await idleFor(20_000);
    expect(status).toHaveTextContent('About 10 seconds left before you are signed out.');
  });

  it('keeps the session with Stay signed in, and warns again only after another full timeout', async () => {
    const authorizations = answerLogout();
    const { store } = await openDashboardPage();
    await idleFor(IDLE_MS + 50_000);
    fireEvent.click(await screen.findByRole('button', { name: 'Stay signed in' }));

    await waitFor(() => expect(warning()).not.toBeInTheDocument());
    await idleFor(IDLE_MS - 1000);
    expect(warning()).not.toBeInTheDocument();
    expect(store.getState().session.token).toBe(login.token);
    expect(authorizations).toEqual([]);
    await idleFor(1000);
    expect(await screen.findByRole('dialog', { name: 'Are you still there?' })).toBeVisible();
  });

  it('signs out at zero: server logout, storage cleared, sign-in says why', async () => {
    const authorizations = answerLogout();
    localStorage.setItem(USER_TOKEN_KEY, JSON.stringify(login.token));
    const { store, router } = await openDashboardPage();

    await idleFor(IDLE_MS);
    await screen.findByRole('dialog', { name: 'Are you still there?' });
    await idleFor(59_000);
    expect(store.getState().session.token).toBe(login.token);
    await idleFor(1000);

    expect(localStorage.getItem(USER_TOKEN_KEY)).toBeNull();
    expect(store.getState().session.token).toBeNull();
    expect(
      await screen.findByText('You were signed out after 15 minutes of inactivity.', {}, PAGE_LOAD),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe(paths.signIn);
    await waitFor(() => expect(authorizations).toEqual([`Bearer ${login.token}`]));
  });

  it('logs out with Log out: server logout, then home', async () => {
    const authorizations = answerLogout();
    const { store, router } = await openDashboardPage();
    await idleFor(IDLE_MS);
    fireEvent.click(await screen.findByRole('button', { name: 'Log out' }));

    expect(store.getState().session.token).toBeNull();
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.home));
    await waitFor(() => expect(authorizations).toEqual([`Bearer ${login.token}`]));
  });

  it.each([
    ['a key press', () => fireEvent.keyDown(document.body, { key: 'a' })],
    ['a pointer move', () => fireEvent.pointerMove(document.body)],
    ['a touch', () => fireEvent.touchStart(document.body)],
  ])('starts the idle period again on %s', async (_name, input) => {
    await openDashboardPage();
    await idleFor(10 * MINUTE);
    input();
    await idleFor(IDLE_MS - 1000);
    expect(warning()).not.toBeInTheDocument();
    await idleFor(1000);
    expect(await screen.findByRole('dialog', { name: 'Are you still there?' })).toBeVisible();
  });

  it('counts activity in another tab, and tells other tabs about its own (throttled)', async () => {
    await openDashboardPage();
    const otherTab = new BroadcastChannel(ACTIVITY_CHANNEL_NAME);
    const heard: unknown[] = [];
    otherTab.addEventListener('message', (event) => heard.push(event.data));

    await idleFor(10 * MINUTE);
    act(() => otherTab.postMessage('activity'));
    await idleFor(IDLE_MS - 1000);
    expect(warning()).not.toBeInTheDocument();

    // The other tab's answer closes this tab's warning too.
    await idleFor(1000);
    await screen.findByRole('dialog', { name: 'Are you still there?' });
    act(() => otherTab.postMessage('activity'));
    await waitFor(() => expect(warning()).not.toBeInTheDocument());

    fireEvent.pointerMove(document.body);
    fireEvent.pointerMove(document.body);
    fireEvent.keyDown(document.body, { key: 'a' });
    expect(heard).toEqual(['activity']);
    await idleFor(5000);
    fireEvent.pointerMove(document.body);
    expect(heard).toEqual(['activity', 'activity']);
  });

  it('reports input to the server at most once a minute, and at once on Stay signed in', async () => {
    const reports = answerActivityReports();
    await openDashboardPage();
    const otherTab = new BroadcastChannel(ACTIVITY_CHANNEL_NAME);

    // Reading a page without touching anything: nothing to report.
    await idleFor(5 * MINUTE);
    expect(reports).toEqual([]);

    fireEvent.pointerMove(document.body);
    await idleFor(0);
    expect(reports).toEqual([`Bearer ${login.token}`]);
    // Input keeps coming, but the server hears of it once a minute.
    for (let second = 1; second < 60; second += 1) {
      await idleFor(1000);
      fireEvent.keyDown(document.body, { key: 'a' });
    }
    expect(reports).toHaveLength(1);
    await idleFor(1000);
    fireEvent.pointerMove(document.body);
    await idleFor(0);
    expect(reports).toHaveLength(2);

    // Input in another tab is that tab's to report.
    await idleFor(MINUTE);
    act(() => otherTab.postMessage('activity'));
    await idleFor(0);
    expect(reports).toHaveLength(2);

    await idleFor(IDLE_MS);
    fireEvent.click(await screen.findByRole('button', { name: 'Stay signed in' }));
    await idleFor(0);
    expect(reports).toHaveLength(3);
  });

  it('is off on public pages', async () => {
    renderApp(paths.home, { preloadedState: signedInState(login), persist: false });
    await loaded(() => screen.queryByRole('button', { name: 'Open menu' }));
    await idleFor(IDLE_MS + MINUTE);
    expect(warning()).not.toBeInTheDocument();
  });

  it('counts down in Deutsch, one second singular, and says why on sign-in in German', async () => {
    answerLogout();
    await act(() => changeLanguage('de'));
    const { store } = await openDashboardPage('Abmelden');

    await idleFor(IDLE_MS);
    const dialog = await screen.findByRole('dialog', { name: 'Sind Sie noch da?' });
    expect(dialog).toHaveAccessibleDescription(
      'Zu Ihrer Sicherheit werden Sie in 60 Sekunden abgemeldet.',
    );
    expect(within(dialog).getByRole('button', { name: 'Angemeldet bleiben' })).toHaveFocus();
    await idleFor(59_000);
    expect(dialog).toHaveAccessibleDescription(
      'Zu Ihrer Sicherheit werden Sie in 1 Sekunde abgemeldet.',
    );
    expect(within(dialog).getByRole('status')).toHaveTextContent(
      'Noch etwa 10 Sekunden, bis Sie abgemeldet werden.',
    );
    await idleFor(1000);

    expect(
      await screen.findByText(
        'Sie wurden nach 15 Minuten ohne Aktivität abgemeldet.',
        {},
        PAGE_LOAD,
      ),
    ).toBeVisible();
    // What reads the state (DevTools, other tools) still finds the SPEC's English text.
    expect(store.getState().session.loginError).toBe(inactivityMessage(15));
  });

  it('names the configured number of minutes in the sign-in message', () => {
    expect(inactivityMessage(5)).toBe('You were signed out after 5 minutes of inactivity.');
    expect(inactivityMessage(1)).toBe('You were signed out after 1 minute of inactivity.');
  });
});
