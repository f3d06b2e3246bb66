import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { Deposit, UserDetails, Withdrawal } from '../../../api/types';
import { paths } from '../../../config/routes';
import {
  buildDeposit,
  buildLoginResponse,
  buildUser,
  buildWithdrawal,
} from '../../../test/fixtures';
import { renderApp, signedInState } from '../../../test/renderWithProviders';
import { apiUrl, server } from '../../../test/server';
import { HIDE_AMOUNTS_KEY } from '../hideAmountsStorage';
import { hideAmountsToggled } from '../privacySlice';

/** A money figure as formatMoney writes one: "$1,250.50", "-$40.00", "€5.00". */
const MONEY_FIGURE = /[$€£¥]\s?\d|\d\.\d\d\b/;

const rich = buildUser({
  currency: '$',
  tradeProfit: 1250.5,
  totalDeposit: 5000,
  pendBalance: 300,
  referralBonus: 25,
  totalEquity: 6275.5,
  availableCash: 1575.5,
  tradingProgress: 62.5,
  withdrawalCharges: 2.5,
  userCanWithdraw: true,
});

function serveUser(user: UserDetails) {
  server.use(http.get(apiUrl('/transaction/token-user'), () => HttpResponse.json(user)));
}

// Both the whole-list answer (SPEC §8) and the paged one (§11.2) carry these fields.
function serveHistories(deposits: Deposit[], withdrawals: Withdrawal[]) {
  server.use(
    http.get(apiUrl('/transaction/all'), () =>
      HttpResponse.json({ allTransactions: deposits, nextCursor: null, total: deposits.length }),
    ),
    http.get(apiUrl('/withdrawal/all'), () =>
      HttpResponse.json({
        allWithdrawals: withdrawals,
        nextCursor: null,
        total: withdrawals.length,
      }),
    ),
  );
}

function renderAt(path: string, user: UserDetails = rich) {
  serveUser(user);
  return renderApp(path, { preloadedState: signedInState(buildLoginResponse({ user })) });
}

const eye = () => screen.getByRole('button', { name: 'Hide amounts' });
const wallet = () => screen.getByRole('region', { name: 'Wallet' });

/** Re-queried until shown: the dashboard may remount its sections while its chunks load. */
async function waitForFigure(card: string, figure: string) {
  await waitFor(() =>
    expect(within(screen.getByRole('group', { name: card })).getByText(figure)).toBeVisible(),
  );
}

beforeEach(() => localStorage.clear());

describe('Hide amounts', () => {
  it('masks every wallet figure with •••• named "hidden", and the eye shows them again', async () => {
    const { user } = renderAt(paths.dashboard);
    await waitForFigure('Trade Profit', '$1,250.50');
    expect(eye()).toHaveAttribute('aria-pressed', 'false');

    await user.click(eye());
    expect(eye()).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(wallet()).not.toHaveTextContent(MONEY_FIGURE));
    for (const label of [
      'Trade Profit',
      'Total Deposits',
      'Pend. Balance',
      'Referral Bonus',
      'Cash',
      'Total Equity',
    ]) {
      const card = screen.getByRole('group', { name: label });
      expect(within(card).getByText('••••')).toHaveAttribute('aria-hidden', 'true');
      expect(within(card).getByText('hidden')).toBeInTheDocument();
    }
    // Not money: the signal strength percentage stays.
    expect(within(screen.getByRole('group', { name: 'Signal Strength' })).getByText('62.5%'));

    await user.click(eye());
    await waitForFigure('Total Deposits', '$5,000.00');
    expect(within(wallet()).queryByText('••••')).not.toBeInTheDocument();
  });

  it('keeps the choice under its own storage key, never in the saved session', async () => {
    const { user } = renderAt(paths.dashboard);
    await within(await screen.findByRole('region', { name: 'Wallet' })).findByText('$25.00');
    await user.click(eye());
    expect(localStorage.getItem(HIDE_AMOUNTS_KEY)).toBe('true');
    await waitFor(() => expect(localStorage.getItem('userToken')).not.toBeNull());
    for (const key of ['userDetails', 'userToken']) {
      expect(localStorage.getItem(key)).not.toMatch(/hide/i);
    }
    await user.click(eye());
    expect(localStorage.getItem(HIDE_AMOUNTS_KEY)).toBe('false');
  });

  it('starts hidden after a reload when the choice was saved', async () => {
    localStorage.setItem(HIDE_AMOUNTS_KEY, 'true');
    renderAt(paths.dashboard);
    const card = await screen.findByRole('group', { name: 'Total Equity' });
    expect(await within(card).findByText('••••')).toBeInTheDocument();
    expect(wallet()).not.toHaveTextContent(MONEY_FIGURE);
    expect(eye()).toHaveAttribute('aria-pressed', 'true');
  });

  it('can be flipped by the action a tester dispatches in Redux DevTools', async () => {
    const { store } = renderAt(paths.dashboard);
    await within(await screen.findByRole('region', { name: 'Wallet' })).findByText('$300.00');
    expect(hideAmountsToggled.type).toBe('privacy/hideAmountsToggled');
    act(() => {
      store.dispatch({ type: 'privacy/hideAmountsToggled' });
    });
    await waitFor(() => expect(wallet()).not.toHaveTextContent(MONEY_FIGURE));
  });

  it('follows a change made in another tab', async () => {
    renderAt(paths.dashboard);
    await within(await screen.findByRole('region', { name: 'Wallet' })).findByText('$300.00');
    localStorage.setItem(HIDE_AMOUNTS_KEY, 'true');
    act(() => {
      window.dispatchEvent(
        new StorageEvent('storage', {
          key: HIDE_AMOUNTS_KEY,
          newValue: 'true',
          storageArea: localStorage,
        }),
      );
    });
    await waitFor(() => expect(eye()).toHaveAttribute('aria-pressed', 'true'));
    expect(wallet()).not.toHaveTextContent(MONEY_FIGURE);
  });

  it.each([
    ['deposit history', paths.depositHistory, 'DEP-HIDE1'],
    ['withdrawal history', paths.withdrawalHistory, 'WDR-HIDE1'],
  ])('masks the amounts of the %s', async (_name, path, reference) => {
    localStorage.setItem(HIDE_AMOUNTS_KEY, 'true');
    serveHistories(
      [buildDeposit({ reference: 'DEP-HIDE1', amount: 1234.5, status: 'approved' })],
      [buildWithdrawal({ reference: 'WDR-HIDE1', amount: 400, charges: 0.025 })],
    );
    const { user } = renderAt(path);
    expect(await screen.findByText(reference)).toBeVisible();
    const main = screen.getByRole('main');
    expect(main).not.toHaveTextContent(MONEY_FIGURE);
    expect(within(main).getAllByText('••••').length).toBeGreaterThan(0);

    await user.click(eye());
    expect(main).toHaveTextContent(MONEY_FIGURE);
  });

  it("masks the withdrawal review's available cash, amount, fee and net, but not what is typed", async () => {
    localStorage.setItem(HIDE_AMOUNTS_KEY, 'true');
    const { user } = renderAt(paths.withdrawal);
    const amount = await screen.findByLabelText('Amount');
    await user.click(amount);
    await user.paste('333');
    await user.click(screen.getByLabelText('Wallet address'));
    await user.paste('bc1qdestinationwallet');
    await user.click(screen.getByLabelText('Crypto exchange'));
    await user.paste('Kraken');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Asset' }), 'Bitcoin (BTC)');
    expect(amount).toHaveValue('333');
    expect(screen.getByRole('main')).not.toHaveTextContent(MONEY_FIGURE);
    await user.click(screen.getByRole('button', { name: 'Review withdrawal' }));
    const dialog = await screen.findByRole('dialog', { name: 'Review your withdrawal' });
    expect(dialog).not.toHaveTextContent(MONEY_FIGURE);
    expect(within(dialog).getAllByText('••••')).toHaveLength(4);
    // The typed amount stays visible in its field.
    expect(amount).toHaveValue('333');
  });

  it("masks the deposit payment step's amount", async () => {
    localStorage.setItem(HIDE_AMOUNTS_KEY, 'true');
    const { user } = renderAt(paths.deposit);
    const field = await screen.findByLabelText('Amount');
    await user.click(field);
    await user.paste('500');
    await user.click(screen.getByRole('button', { name: 'Make Deposit' }));
    await screen.findByText('Select a payment method and pay to the wallet address shown.');
    expect(screen.getByRole('main')).not.toHaveTextContent(MONEY_FIGURE);
    expect(screen.getByText(/Amount:/)).toHaveTextContent('Amount: ••••hidden');
  });
});
