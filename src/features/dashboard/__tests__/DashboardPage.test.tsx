import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { UserDetails } from '../../../api/types';
import { paths } from '../../../config/routes';
import { buildLoginResponse, buildUser } from '../../../test/fixtures';
import { buildHoldings, serveHoldings } from '../../../test/tradingHandlers';
import { renderApp, signedInState } from '../../../test/renderWithProviders';
import { apiUrl, server } from '../../../test/server';
import { themeFor } from '../../../app/theme';

function serveUser(user: UserDetails) {
  server.use(http.get(apiUrl('/transaction/token-user'), () => HttpResponse.json(user)));
}

function renderDashboard(saved: UserDetails = buildUser()) {
  return renderApp(paths.dashboard, {
    preloadedState: signedInState(buildLoginResponse({ user: saved })),
  });
}

const card = (label: string) => screen.getByRole('group', { name: label });
const findCard = (label: string) => screen.findByRole('group', { name: label });

// Compile the lazily loaded page once up front, so the first test's queries do not race the
// route chunk on a busy machine.
beforeAll(() => import('../DashboardPage'));

describe('Dashboard', () => {
  it('greets the user and shows the six wallet figures from the server', async () => {
    serveUser(
      buildUser({
        name: 'Grace Hopper',
        verified: true,
        tradeProfit: 1250.5,
        totalDeposit: 500,
        pendBalance: 0,
        referralBonus: 25,
        totalEquity: 1775.5,
        tradingProgress: 62.5,
      }),
    );
    renderDashboard(buildUser({ name: 'Grace Hopper' }));
    expect(
      await within(await findCard('Trade Profit')).findByText('$1,250.50'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Hello, Grace Hopper' })).toBeVisible();
    expect(screen.getByText('Verified')).toBeVisible();
    expect(within(card('Total Deposits')).getByText('$500.00')).toBeVisible();
    expect(within(card('Pend. Balance')).getByText('$0.00')).toBeVisible();
    expect(within(card('Referral Bonus')).getByText('$25.00')).toBeVisible();
    expect(within(card('Total Equity')).getByText('$1,775.50')).toBeVisible();
    expect(within(card('Signal Strength')).getByText('62.5%')).toBeVisible();
  });

  it('shows the available cash on the Cash card, and masks it with Hide amounts', async () => {
    serveUser(buildUser({ availableCash: 1234.5, totalEquity: 2000 }));
    const { user } = renderDashboard();
    const cash = await findCard('Cash');
    expect(await within(cash).findByText('$1,234.50')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Hide amounts' }));
    expect(within(cash).queryByText('$1,234.50')).not.toBeInTheDocument();
    expect(within(cash).getByText('••••')).toBeVisible();
  });

  it('says prices are unavailable on Total Equity when the server cannot value it, never $0.00', async () => {
    serveUser(buildUser({ totalEquity: null, availableCash: 100 }));
    renderDashboard();
    const equity = await findCard('Total Equity');
    expect(
      await within(equity).findByText('Prices are unavailable right now. Try again in a minute.'),
    ).toBeVisible();
    expect(equity).not.toHaveTextContent('$');
  });

  it.each([
    [1250, '$1,250.00', 'success' as const],
    [-40, '-$40.00', 'error' as const],
  ])('colours a trade profit of %d by its sign', async (tradeProfit, shown, palette) => {
    serveUser(buildUser({ tradeProfit }));
    renderDashboard();
    const figure = await within(await findCard('Trade Profit')).findByText(shown);
    // Green for a profit; a loss is not dressed in the colour of a gain.
    expect(figure).toHaveStyle({ color: themeFor('light').palette[palette].main });
  });

  it("formats figures in the user's own currency", async () => {
    serveUser(buildUser({ currency: '€', totalDeposit: 500 }));
    renderDashboard();
    expect(await within(await findCard('Total Deposits')).findByText('€500.00')).toBeVisible();
  });

  it('shows skeletons, not numbers, while the figures load', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get(apiUrl('/transaction/token-user'), async () => {
        await gate;
        return HttpResponse.json(buildUser({ totalDeposit: 500 }));
      }),
    );
    renderDashboard(buildUser({ totalDeposit: 999 }));
    const wallet = await screen.findByRole('region', { name: 'Wallet' });
    expect(wallet).toHaveAttribute('aria-busy', 'true');
    // Not even the saved (possibly stale) figures are shown as if they were current.
    expect(within(wallet).queryByText(/\d/)).not.toBeInTheDocument();
    act(() => release());
    expect(await within(await findCard('Total Deposits')).findByText('$500.00')).toBeVisible();
    expect(wallet).toHaveAttribute('aria-busy', 'false');
  });

  it('stores the fresh user details in the session', async () => {
    const fresh = buildUser({ totalDeposit: 700, plan: 'Diamond -Crystal' });
    serveUser(fresh);
    const { store } = renderDashboard(buildUser({ totalDeposit: 0 }));
    await within(await findCard('Total Deposits')).findByText('$700.00');
    expect(store.getState().session.userDetails).toEqual(fresh);
  });

  it('shows the failure with a Retry that loads the figures', async () => {
    server.use(
      http.get(apiUrl('/transaction/token-user'), () =>
        HttpResponse.json({ message: 'Database unavailable' }, { status: 503 }),
      ),
    );
    const { user } = renderDashboard();
    expect(await screen.findByText(/Database unavailable/)).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Wallet' })).not.toBeInTheDocument();
    serveUser(buildUser({ totalDeposit: 300 }));
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await within(await findCard('Total Deposits')).findByText('$300.00')).toBeVisible();
    expect(screen.queryByText(/Database unavailable/)).not.toBeInTheDocument();
  });

  it("puts the user's own money first: cards, Performance, holdings, watchlist, then the market", async () => {
    const portfolioRequests: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/portfolio/history')) portfolioRequests.push(request.url);
    });
    renderDashboard();
    const cards = await findCard('Cash');
    const performance = await screen.findByRole('region', { name: 'Performance' });
    const holdings = await screen.findByRole('region', { name: 'Your holdings' });
    const watchlist = await screen.findByRole('region', { name: 'Watchlist' });
    const tape = await screen.findByLabelText('Ticker tape');
    const inOrder = [cards, performance, holdings, watchlist, tape];
    for (const [index, section] of inOrder.slice(1).entries()) {
      // DOCUMENT_POSITION_FOLLOWING: each comes after the one before it in the page.
      expect(inOrder[index]!.compareDocumentPosition(section) & 4).toBe(4);
    }
    const trade = screen.getByRole('link', { name: 'Buy or sell on Spot Trading' });
    expect(trade).toHaveAttribute('href', paths.spotTrading);
    // Right under the holdings, before the watchlist.
    expect(holdings.compareDocumentPosition(trade) & 4).toBe(4);
    expect(trade.compareDocumentPosition(watchlist) & 4).toBe(4);
    // Performance is asked for with the page, not when scrolled to (jsdom never scrolls).
    await waitFor(() => expect(portfolioRequests).toHaveLength(1));
    server.events.removeAllListeners();
  });

  it('says which cash figure is which: the Cash card is what is left after pending withdrawals', async () => {
    // $100 is on its way out in a pending withdrawal: the ledger's cash is still $1,000.
    serveUser(buildUser({ availableCash: 900 }));
    server.use(serveHoldings(buildHoldings({ cash: '1000.00', availableCash: '900.00' })));
    renderDashboard();
    expect(await within(await findCard('Cash')).findByText('$900.00')).toBeVisible();
    const holdings = await screen.findByRole('region', { name: 'Your holdings' });
    // One line, its amounts drawn by Money: matched on the paragraph's whole text.
    const line = 'Cash: $1,000.00 · available after pending withdrawals: $900.00';
    expect(
      await within(holdings).findByText(
        (_, element) => element?.tagName === 'P' && element.textContent === line,
      ),
    ).toBeVisible();
  });

  it('shows the market widgets, drawn from the market feed', async () => {
    renderDashboard();
    for (const title of [
      'BTC/USD',
      'ETH/USD',
      'LTC/USDT',
      'Technical analysis — BTC/USD',
      'Advanced chart — BTC/USD',
    ]) {
      const widget = await screen.findByRole('region', { name: title });
      expect(within(widget).queryByText('Market data unavailable')).not.toBeInTheDocument();
    }
    const btc = await screen.findByRole('region', { name: 'BTC/USD' });
    expect(await within(btc).findByLabelText('BTC/USD price')).toHaveTextContent('$');
    expect(await screen.findByLabelText('Ticker tape')).toBeInTheDocument();
  });
});

describe('Dashboard dialogs', () => {
  it('shows no dialog to a verified user without a notification', async () => {
    serveUser(buildUser({ verified: true, notification: '', totalDeposit: 5 }));
    renderDashboard();
    await within(await findCard('Total Deposits')).findByText('$5.00');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks an unverified user to e-mail an ID with their username in the subject', async () => {
    serveUser(buildUser({ verified: false, name: 'Ada Lovelace', email: 'ada@example.com' }));
    const { user } = renderDashboard();
    const dialog = await screen.findByRole('dialog', { name: 'Account Verification' });
    expect(within(dialog).getByText(/government-issued ID/)).toBeVisible();
    expect(within(dialog).getByText('support@meridian.test')).toBeVisible();
    const link = within(dialog).getByRole('link', { name: 'E-mail support' });
    const href = link.getAttribute('href') ?? '';
    expect(href.startsWith('mailto:support@meridian.test?')).toBe(true);
    expect(new URLSearchParams(href.split('?')[1]).get('subject')).toBe(
      'Account Verification: Ada Lovelace (ada@example.com)',
    );
    expect(screen.getByText('Not Verified')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Later' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows the notification as text, never as HTML, until Okay', async () => {
    const text = '<img src=x onerror="alert(1)"><b>Maintenance</b> tonight';
    serveUser(buildUser({ notification: text }));
    const { user } = renderDashboard();
    const dialog = await screen.findByRole('dialog', { name: 'Important Notification' });
    expect(within(dialog).getByText(text)).toBeVisible();
    // eslint-disable-next-line testing-library/no-node-access -- no element at all may come from the text (a <b> has no role)
    expect(dialog.querySelector('img, b')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Okay' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows the notification first, then the verification request', async () => {
    serveUser(buildUser({ verified: false, notification: 'Your plan renews soon.' }));
    const { user } = renderDashboard();
    const notification = await screen.findByRole('dialog', { name: 'Important Notification' });
    expect(screen.queryByRole('dialog', { name: 'Account Verification' })).not.toBeInTheDocument();
    await user.click(within(notification).getByRole('button', { name: 'Okay' }));
    expect(await screen.findByRole('dialog', { name: 'Account Verification' })).toBeVisible();
    expect(
      screen.queryByRole('dialog', { name: 'Important Notification' }),
    ).not.toBeInTheDocument();
  });

  it('forgets the dismissal when the user comes back to the dashboard', async () => {
    serveUser(buildUser({ notification: 'Markets close early on Friday.' }));
    const { user, router } = renderDashboard();
    const dialog = await screen.findByRole('dialog', { name: 'Important Notification' });
    await user.click(within(dialog).getByRole('button', { name: 'Okay' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await act(() => router.navigate(paths.account));
    await screen.findByRole('heading', { name: 'Account' });
    await act(() => router.navigate(paths.dashboard));
    expect(await screen.findByRole('dialog', { name: 'Important Notification' })).toBeVisible();
  });
});

describe('Dashboard with an answer it cannot read (SPEC §12.0)', () => {
  // React reports what a boundary caught on the console; the test reads the screen.
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('shows user details with a field of the wrong type as a wallet error with Retry; the page stays', async () => {
    // A figure sent as text: it must not show as "$NaN", nor take the page down.
    serveUser({
      ...buildUser({ name: 'Grace Hopper' }),
      totalDeposit: 'lots' as unknown as number,
    });
    const { user } = renderDashboard(buildUser({ name: 'Grace Hopper' }));
    expect(
      await screen.findByText(
        'Your wallet figures could not be shown. The answer from the server could not be read. Please try again.',
      ),
    ).toBeVisible();
    expect(screen.queryByText('Unhandled Thrown Error!')).not.toBeInTheDocument();
    expect(screen.queryByText(/NaN/)).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Hello, Grace Hopper' })).toBeVisible();
    expect(await screen.findByRole('region', { name: 'BTC/USD' })).toBeInTheDocument();

    serveUser(buildUser({ name: 'Grace Hopper', totalDeposit: 300 }));
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await within(await findCard('Total Deposits')).findByText('$300.00')).toBeVisible();
    expect(screen.queryByText(/could not be shown/)).not.toBeInTheDocument();
  });
});
