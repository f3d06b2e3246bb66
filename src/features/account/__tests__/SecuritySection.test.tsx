import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { LoginAttempt, SessionInfo } from '../../../api/types';
import { paths } from '../../../config/routes';
import { changeLanguage } from '../../../i18n';
import { NETWORK_ERROR_MESSAGE } from '../../../lib/apiError';
import { gate, PAGE_LOAD } from '../../../test/authCalls';
import { buildLoginResponse } from '../../../test/fixtures';
import { renderApp } from '../../../test/renderWithProviders';
import { apiUrl, server } from '../../../test/server';

/**
 * Real User-Agent headers, as browsers send them, with the browser and OS names the server reads
 * from them (`device`): what the lists show.
 */
const CLIENT = {
  chromeWindows: {
    userAgent:
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
    device: { browser: 'Chrome', os: 'Windows' },
  },
  safariIphone: {
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
    device: { browser: 'Safari', os: 'iOS' },
  },
  firefoxLinux: {
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
    device: { browser: 'Firefox', os: 'Linux' },
  },
  edgeMac: {
    userAgent:
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
    device: { browser: 'Microsoft Edge', os: 'macOS' },
  },
  /** A client that sent no User-Agent: the server knows neither name. */
  none: { userAgent: '', device: { browser: '', os: '' } },
};

const MINUTE = 60_000;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

const login = buildLoginResponse({ token: 'eyJ.this.device' });

function buildSession(overrides: Partial<SessionInfo> & Pick<SessionInfo, 'id'>): SessionInfo {
  return {
    createdAt: ago(60 * MINUTE),
    lastSeenAt: ago(0),
    ip: '203.0.113.7',
    ...CLIENT.chromeWindows,
    current: false,
    ...overrides,
  };
}

// Built before each test, not when the file loads: "5 minutes ago" must still be 5 minutes
// when a slow machine reaches the test.
let thisDevice: SessionInfo;
let phone: SessionInfo;
let laptop: SessionInfo;
beforeEach(() => {
  thisDevice = buildSession({
    id: 'session-1',
    current: true,
    lastSeenAt: ago(0),
    ...CLIENT.chromeWindows,
    ip: '203.0.113.7',
  });
  phone = buildSession({
    id: 'session-2',
    lastSeenAt: ago(5 * MINUTE),
    ...CLIENT.safariIphone,
    ip: '198.51.100.23',
  });
  laptop = buildSession({
    id: 'session/3',
    lastSeenAt: ago(26 * 60 * MINUTE),
    ...CLIENT.firefoxLinux,
    ip: '2001:db8::1',
  });
});

/**
 * The server's side of the Security section: the active sessions (DELETE really ends one, an
 * id it does not hold is 404), logout-all, and the sign-in history. Records what was sent.
 */
function serveSecurity({
  sessions = [thisDevice, phone, laptop],
  logins = [] as LoginAttempt[],
} = {}) {
  let active = [...sessions];
  const deleted: string[] = [];
  const logoutAll: (string | null)[] = [];
  const deleteAuth: (string | null)[] = [];
  server.use(
    http.get(apiUrl('/auth/sessions'), () => HttpResponse.json({ sessions: active })),
    http.get(apiUrl('/auth/login-history'), () => HttpResponse.json({ logins })),
    http.delete(apiUrl('/auth/sessions/:id'), ({ params, request }) => {
      const id = String(params.id);
      deleted.push(id);
      deleteAuth.push(request.headers.get('Authorization'));
      if (!active.some((session) => session.id === id)) {
        return HttpResponse.json({ message: 'Session not found' }, { status: 404 });
      }
      active = active.filter((session) => session.id !== id);
      return new HttpResponse(null, { status: 204 });
    }),
    http.post(apiUrl('/auth/logout-all'), ({ request }) => {
      logoutAll.push(request.headers.get('Authorization'));
      active = [];
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return {
    deleted,
    deleteAuth,
    logoutAll,
    /** Another device ended a session meanwhile: the server forgets it. */
    forget: (id: string) => {
      active = active.filter((session) => session.id !== id);
    },
  };
}

/** Signed in as a reload would find it: the session comes from storage (SPEC §7 keys). */
function renderAccount() {
  localStorage.setItem('userDetails', JSON.stringify(login.user));
  localStorage.setItem('userToken', JSON.stringify(login.token));
  return renderApp(paths.account);
}

const sessionsSection = () => screen.getByRole('region', { name: 'Active sessions' });
const signInsSection = () => screen.getByRole('region', { name: 'Recent sign-ins' });
const sessionsList = () => screen.findByRole('list', { name: 'Active sessions' }, PAGE_LOAD);
const sessionRow = (device: string) =>
  within(sessionsSection()).getByRole('listitem', { name: device });

// Compile the lazily loaded page once up front, so the first test's queries do not race the
// route chunk on a busy machine.
beforeAll(() => import('../AccountPage'));

describe('Account → Security: active sessions', () => {
  it('lists each session with its browser and OS, IP, last seen, and "This device"', async () => {
    serveSecurity();
    renderAccount();
    expect(await screen.findByRole('heading', { name: 'Security', level: 2 }, PAGE_LOAD)).toBe(
      screen.getByRole('heading', { name: 'Security' }),
    );
    const list = await sessionsList();
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => row.getAttribute('aria-label'))).toEqual([
      'Chrome on Windows',
      'Safari on iOS',
      'Firefox on Linux',
    ]);

    const current = sessionRow('Chrome on Windows');
    expect(within(current).getByText('This device')).toBeVisible();
    expect(current).toHaveTextContent('IP 203.0.113.7 · Last seen now');
    expect(within(current).queryByRole('button', { name: /Sign out/ })).not.toBeInTheDocument();

    const other = sessionRow('Safari on iOS');
    expect(within(other).queryByText('This device')).not.toBeInTheDocument();
    expect(other).toHaveTextContent('IP 198.51.100.23 · Last seen 5 minutes ago');
    expect(within(other).getByRole('button', { name: /^Sign out/ })).toBeEnabled();

    expect(sessionRow('Firefox on Linux')).toHaveTextContent(
      'IP 2001:db8::1 · Last seen yesterday',
    );
  });

  it('names a device as the server read it: one name alone, or "Unknown device" for neither', async () => {
    serveSecurity({
      sessions: [
        buildSession({ id: 'a', current: true, ...CLIENT.edgeMac }),
        buildSession({ id: 'b', ...CLIENT.none }),
        buildSession({ id: 'c', userAgent: 'Linux box', device: { browser: '', os: 'Linux' } }),
        buildSession({ id: 'd', userAgent: 'Opera', device: { browser: 'Opera', os: '' } }),
      ],
    });
    renderAccount();
    const names = ['Microsoft Edge on macOS', 'Unknown device', 'Linux', 'Opera'];
    const rows = within(await sessionsList()).getAllByRole('listitem');
    expect(rows.map((row) => row.getAttribute('aria-label'))).toEqual(names);
    for (const name of names) expect(within(sessionRow(name)).getByText(name)).toBeVisible();
  });

  it('signs another session out: DELETE with its id, then the row goes', async () => {
    const calls = serveSecurity();
    const { user } = renderAccount();
    await sessionsList();
    await user.click(
      within(sessionRow('Firefox on Linux')).getByRole('button', { name: /^Sign out/ }),
    );

    expect(await screen.findByText('The session has been signed out')).toBeVisible();
    await waitFor(() =>
      expect(
        within(sessionsSection()).queryByRole('listitem', { name: 'Firefox on Linux' }),
      ).not.toBeInTheDocument(),
    );
    // The id is one path segment, whatever characters it holds.
    expect(calls.deleted).toEqual(['session/3']);
    expect(calls.deleteAuth).toEqual([`Bearer ${login.token}`]);
    expect(sessionRow('Chrome on Windows')).toBeVisible();
    expect(sessionRow('Safari on iOS')).toBeVisible();
    // The pressed button left with its row; the keyboard stays in the section.
    expect(screen.getByRole('heading', { name: 'Active sessions' })).toHaveFocus();
    expect(calls.logoutAll).toEqual([]);
  });

  it('is reachable from the keyboard', async () => {
    const calls = serveSecurity({ sessions: [thisDevice, phone] });
    const { user } = renderAccount();
    await sessionsList();
    const signOut = within(sessionRow('Safari on iOS')).getByRole('button', { name: /^Sign out/ });
    // Tab through the page as a keyboard user would, until the row's button has focus.
    // eslint-disable-next-line testing-library/no-node-access -- where focus is now decides whether to press Tab again
    for (let presses = 0; presses < 60 && document.activeElement !== signOut; presses += 1) {
      await user.tab();
    }
    expect(signOut).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(calls.deleted).toEqual(['session-2']));
    await waitFor(() =>
      expect(
        within(sessionsSection()).queryByRole('listitem', { name: 'Safari on iOS' }),
      ).not.toBeInTheDocument(),
    );
  });

  it('says so when the session had already ended, and shows the fresh list', async () => {
    const calls = serveSecurity();
    const { user } = renderAccount();
    await sessionsList();
    const button = within(sessionRow('Safari on iOS')).getByRole('button', { name: /^Sign out/ });
    calls.forget('session-2');
    await user.click(button);
    expect(
      await screen.findByText('Could not sign out Safari on iOS. Session not found'),
    ).toBeVisible();
    await waitFor(() =>
      expect(
        within(sessionsSection()).queryByRole('listitem', { name: 'Safari on iOS' }),
      ).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('heading', { name: 'Active sessions' })).toHaveFocus();
  });

  it('shows the sign-out in flight once, and keeps row and focus when it fails', async () => {
    const calls = serveSecurity();
    const answer = gate();
    server.use(
      http.delete(apiUrl('/auth/sessions/:id'), async ({ params }) => {
        calls.deleted.push(String(params.id));
        await answer.promise;
        return HttpResponse.error();
      }),
    );
    const { user } = renderAccount();
    await sessionsList();
    const button = within(sessionRow('Safari on iOS')).getByRole('button', { name: /^Sign out/ });
    await user.click(button);
    expect(await within(button).findByRole('progressbar', { name: 'Signing out' })).toBeVisible();
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await user.click(button);
    answer.open();

    expect(
      await screen.findByText(`Could not sign out Safari on iOS. ${NETWORK_ERROR_MESSAGE}`),
    ).toBeVisible();
    expect(calls.deleted).toEqual(['session-2']);
    expect(sessionRow('Safari on iOS')).toBeVisible();
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-disabled', 'false');
  });

  it('keeps the last list under an error with Retry when the refresh after a sign-out fails', async () => {
    const calls = serveSecurity();
    const { user } = renderAccount();
    await sessionsList();
    server.use(
      http.get(apiUrl('/auth/sessions'), () =>
        HttpResponse.json({ message: 'Service unavailable' }, { status: 503 }),
      ),
    );
    await user.click(
      within(sessionRow('Firefox on Linux')).getByRole('button', { name: /^Sign out/ }),
    );
    expect(
      await within(sessionsSection()).findByText(
        'Your active sessions could not be loaded. Service unavailable',
      ),
    ).toBeVisible();
    expect(calls.deleted).toEqual(['session/3']);
    expect(sessionRow('Chrome on Windows')).toBeVisible();

    serveSecurity({ sessions: [thisDevice, phone] });
    await user.click(within(sessionsSection()).getByRole('button', { name: 'Retry' }));
    await waitFor(() =>
      expect(
        within(sessionsSection()).queryByRole('listitem', { name: 'Firefox on Linux' }),
      ).not.toBeInTheDocument(),
    );
    expect(screen.queryByText(/Your active sessions could not be loaded/)).not.toBeInTheDocument();
  });

  it('shows skeletons while the sessions load', async () => {
    const answer = gate();
    serveSecurity();
    server.use(
      http.get(apiUrl('/auth/sessions'), async () => {
        await answer.promise;
        return HttpResponse.json({ sessions: [thisDevice] });
      }),
    );
    renderAccount();
    const loading = await screen.findByRole('list', { name: 'Loading sessions' }, PAGE_LOAD);
    expect(loading).toHaveAttribute('aria-busy', 'true');
    expect(within(sessionsSection()).queryByText('This device')).not.toBeInTheDocument();
    answer.open();
    expect(await within(await sessionsList()).findByText('This device')).toBeVisible();
    expect(screen.queryByRole('list', { name: 'Loading sessions' })).not.toBeInTheDocument();
  });

  it('says when there is no active session', async () => {
    serveSecurity({ sessions: [] });
    renderAccount();
    expect(await screen.findByText('No active sessions', {}, PAGE_LOAD)).toBeVisible();
  });

  it('shows a failed load with a Retry, and the rest of the Account page keeps working', async () => {
    serveSecurity({
      logins: [{ at: ago(MINUTE), ip: '203.0.113.7', ...CLIENT.chromeWindows, success: true }],
    });
    server.use(
      http.get(apiUrl('/auth/sessions'), () =>
        HttpResponse.json({ message: 'Service unavailable' }, { status: 503 }),
      ),
    );
    const { user } = renderAccount();
    const alert = await screen.findByText(
      'Your active sessions could not be loaded. Service unavailable',
      {},
      PAGE_LOAD,
    );
    expect(alert).toBeVisible();
    // The details, their buttons and the sign-in history are all still there.
    expect(await screen.findByText('12 Analytical Row')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Update Details' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Upgrade Account' })).toBeVisible();
    expect(await within(signInsSection()).findByText('Successful')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Sign out of all devices' })).toBeEnabled();

    serveSecurity();
    await user.click(within(sessionsSection()).getByRole('button', { name: 'Retry' }));
    expect(await within(await sessionsList()).findByText('This device')).toBeVisible();
    expect(screen.queryByText(/Your active sessions could not be loaded/)).not.toBeInTheDocument();
  });
});

describe('Account → Security: sign out of all devices', () => {
  it('asks first; Cancel (focused) and Escape change nothing', async () => {
    const calls = serveSecurity();
    const { user, router } = renderAccount();
    await sessionsList();

    await user.click(screen.getByRole('button', { name: 'Sign out of all devices' }));
    let dialog = await screen.findByRole('dialog', { name: 'Sign out of all devices?' });
    expect(dialog).toHaveAccessibleDescription(/this one included/);
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Sign out of all devices' }));
    dialog = await screen.findByRole('dialog', { name: 'Sign out of all devices?' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    expect(calls.logoutAll).toEqual([]);
    expect(router.state.location.pathname).toBe(paths.account);
    expect(sessionRow('Chrome on Windows')).toBeVisible();
    expect(localStorage.getItem('userToken')).toBe(JSON.stringify(login.token));
  });

  it('calls logout-all, then ends this session too and lands on sign-in', async () => {
    const calls = serveSecurity();
    const { user, router, persistor, store } = renderAccount();
    await sessionsList();
    await user.click(screen.getByRole('button', { name: 'Sign out of all devices' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign out of all devices?' });
    await user.click(within(dialog).getByRole('button', { name: 'Sign out of all devices' }));

    expect(
      await screen.findByRole('heading', { name: 'Meridian Trades Login' }, PAGE_LOAD),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe(paths.signIn);
    expect(calls.logoutAll).toEqual([`Bearer ${login.token}`]);
    await act(() => persistor?.flush());
    expect(localStorage.getItem('userToken')).toBeNull();
    expect(localStorage.getItem('userDetails')).toBeNull();
    expect(store.getState().session).toMatchObject({ isUser: false, token: null });
  });

  it('signs out here even when the server cannot be reached', async () => {
    serveSecurity();
    server.use(http.post(apiUrl('/auth/logout-all'), () => HttpResponse.error()));
    const { user, router, persistor } = renderAccount();
    await sessionsList();
    await user.click(screen.getByRole('button', { name: 'Sign out of all devices' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign out of all devices?' });
    await user.click(within(dialog).getByRole('button', { name: 'Sign out of all devices' }));

    expect(
      await screen.findByRole('heading', { name: 'Meridian Trades Login' }, PAGE_LOAD),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe(paths.signIn);
    await act(() => persistor?.flush());
    expect(localStorage.getItem('userToken')).toBeNull();
  });
});

describe('Account → Security: recent sign-ins', () => {
  it('shows time, device, IP and Successful/Failed, newest first', async () => {
    serveSecurity({
      logins: [
        {
          at: '2026-11-20T14:05:00.000Z',
          ip: '203.0.113.7',
          ...CLIENT.chromeWindows,
          success: true,
        },
        {
          at: '2026-11-20T14:04:00.000Z',
          ip: '192.0.2.44',
          ...CLIENT.firefoxLinux,
          success: false,
        },
      ],
    });
    renderAccount();
    const signIns = await screen.findByRole('region', { name: 'Recent sign-ins' }, PAGE_LOAD);
    const table = await within(signIns).findByRole('table');
    expect(table).toHaveAccessibleName('Recent sign-ins');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Time', 'Device', 'IP', 'Result']);
    const time = (iso: string) =>
      new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(
        new Date(iso),
      );
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ),
    ).toEqual([
      [time('2026-11-20T14:05:00.000Z'), 'Chrome on Windows', '203.0.113.7', 'Successful'],
      [time('2026-11-20T14:04:00.000Z'), 'Firefox on Linux', '192.0.2.44', 'Failed'],
    ]);
  });

  it('shows skeleton rows while loading, then the attempts', async () => {
    const answer = gate();
    serveSecurity();
    server.use(
      http.get(apiUrl('/auth/login-history'), async () => {
        await answer.promise;
        return HttpResponse.json({
          logins: [{ at: ago(MINUTE), ip: '203.0.113.7', ...CLIENT.none, success: false }],
        });
      }),
    );
    renderAccount();
    const signIns = await screen.findByRole('region', { name: 'Recent sign-ins' }, PAGE_LOAD);
    const table = await within(signIns).findByRole('table');
    expect(table).toHaveAttribute('aria-busy', 'true');
    expect(within(table).queryByText('Failed')).not.toBeInTheDocument();
    answer.open();
    expect(await within(table).findByText('Failed')).toBeVisible();
    expect(table).toHaveAttribute('aria-busy', 'false');
    expect(within(table).getByText('Unknown device')).toBeVisible();
  });

  it('says when there has been no sign-in', async () => {
    serveSecurity({ logins: [] });
    renderAccount();
    expect(await screen.findByText('No sign-ins yet', {}, PAGE_LOAD)).toBeVisible();
    expect(within(signInsSection()).queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows a failed load with a Retry, keeping the sessions list', async () => {
    serveSecurity();
    server.use(http.get(apiUrl('/auth/login-history'), () => HttpResponse.error()));
    const { user } = renderAccount();
    expect(
      await within(
        await screen.findByRole('region', { name: 'Recent sign-ins' }, PAGE_LOAD),
      ).findByText(/Your recent sign-ins could not be loaded/),
    ).toBeVisible();
    expect(sessionRow('Chrome on Windows')).toBeVisible();

    serveSecurity({
      logins: [{ at: ago(MINUTE), ip: '203.0.113.7', ...CLIENT.safariIphone, success: true }],
    });
    await user.click(within(signInsSection()).getByRole('button', { name: 'Retry' }));
    expect(await within(signInsSection()).findByText('Safari on iOS')).toBeVisible();
  });
});

describe('Account → Security in another language (SPEC §12.6)', () => {
  it('says headings, devices and how long ago in German', async () => {
    await act(() => changeLanguage('de'));
    serveSecurity({
      logins: [{ at: ago(5 * MINUTE), ip: '192.0.2.44', ...CLIENT.firefoxLinux, success: false }],
    });
    renderAccount();
    expect(
      await screen.findByRole('heading', { name: 'Sicherheit', level: 2 }, PAGE_LOAD),
    ).toBeInTheDocument();
    const sessions = await screen.findByRole('list', { name: 'Aktive Sitzungen' }, PAGE_LOAD);
    const phoneRow = within(sessions).getByRole('listitem', { name: 'Safari unter iOS' });
    expect(phoneRow).toHaveTextContent('IP 198.51.100.23 · Zuletzt aktiv vor 5 Minuten');
    expect(
      within(phoneRow).getByRole('button', { name: 'Safari unter iOS abmelden, IP 198.51.100.23' }),
    ).toBeInTheDocument();
    expect(
      within(sessions).getByRole('listitem', { name: 'Firefox unter Linux' }),
    ).toHaveTextContent('Zuletzt aktiv gestern');
    expect(
      within(sessions).getByRole('listitem', { name: 'Chrome unter Windows' }),
    ).toHaveTextContent('Dieses Gerät');

    const signIns = screen.getByRole('region', { name: 'Letzte Anmeldungen' });
    const table = await within(signIns).findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Zeitpunkt', 'Gerät', 'IP', 'Ergebnis']);
    expect(within(table).getByText('Fehlgeschlagen')).toBeInTheDocument();
  });

  it('says how long ago in Spanish, and follows a switch while on screen', async () => {
    serveSecurity();
    renderAccount();
    const sessions = await screen.findByRole('list', { name: 'Active sessions' }, PAGE_LOAD);
    expect(within(sessions).getByRole('listitem', { name: 'Safari on iOS' })).toHaveTextContent(
      'Last seen 5 minutes ago',
    );
    await act(() => changeLanguage('es'));
    expect(
      within(screen.getByRole('list', { name: 'Sesiones activas' })).getByRole('listitem', {
        name: 'Safari en iOS',
      }),
    ).toHaveTextContent('IP 198.51.100.23 · Última actividad hace 5 minutos');
    expect(
      screen.getByRole('button', { name: 'Cerrar sesión en todos los dispositivos' }),
    ).toBeVisible();
  });
});

describe('Account → Security with an answer it cannot read (SPEC §12.0)', () => {
  // React reports what a boundary caught on the console; the test reads the screen.
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('shows a session without its device as an error of that list, with Retry', async () => {
    const withoutDevice: Partial<SessionInfo> = { ...phone };
    delete withoutDevice.device;
    serveSecurity({ sessions: [thisDevice, withoutDevice as SessionInfo] });
    const { user } = renderAccount();
    expect(
      await within(
        await screen.findByRole('region', { name: 'Active sessions' }, PAGE_LOAD),
      ).findByText(
        'Your active sessions could not be shown. The answer from the server could not be read. Please try again.',
      ),
    ).toBeVisible();
    expect(screen.queryByText('Unhandled Thrown Error!')).not.toBeInTheDocument();
    expect(signInsSection()).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Two-factor authentication' })).toBeVisible();

    serveSecurity({ sessions: [thisDevice, phone] });
    await user.click(within(sessionsSection()).getByRole('button', { name: 'Retry' }));
    const list = await sessionsList();
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(sessionRow('Safari on iOS')).toBeVisible();
  });

  it('shows sign-ins that are not a list as an error of that list, with Retry', async () => {
    serveSecurity();
    server.use(
      http.get(apiUrl('/auth/login-history'), () =>
        HttpResponse.json({ logins: 'none', events: [] }),
      ),
    );
    const { user } = renderAccount();
    expect(
      await within(
        await screen.findByRole('region', { name: 'Recent sign-ins' }, PAGE_LOAD),
      ).findByText(/^Your recent sign-ins could not be shown/),
    ).toBeVisible();
    expect(await sessionsList()).toBeVisible();

    server.use(
      http.get(apiUrl('/auth/login-history'), () => HttpResponse.json({ logins: [], events: [] })),
    );
    await user.click(within(signInsSection()).getByRole('button', { name: 'Retry' }));
    expect(await within(signInsSection()).findByText('No sign-ins yet')).toBeVisible();
  });
});
