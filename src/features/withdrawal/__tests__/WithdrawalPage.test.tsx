import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { UserDetails } from '../../../api/types';
import { paths } from '../../../config/routes';
import { changeLanguage } from '../../../i18n';
import { formatDateTime } from '../../../lib/dates';
import { buildLoginResponse, buildUser, buildWithdrawal } from '../../../test/fixtures';
import { renderApp, signedInState } from '../../../test/renderWithProviders';
import { apiUrl, server } from '../../../test/server';
import { OVER_AVAILABLE_CASH_MESSAGE } from '../schemas';
import { WITHDRAWAL_SENT_MESSAGE } from '../useConfirmWithdrawal';

beforeAll(() => import('../WithdrawalPage'));

type User = ReturnType<typeof renderApp>['user'];

const canWithdraw = (overrides: Partial<UserDetails> = {}) =>
  buildUser({
    email: 'ada@example.com',
    // The limit is the available cash (SPEC §12.0); the profit has no say in it.
    availableCash: 1000,
    tradeProfit: 0,
    userCanWithdraw: true,
    withdrawalCharges: 2.5,
    ...overrides,
  });

/** What the amount field says under it (canWithdraw's available cash) until and beside an error. */
const AVAILABLE_CASH_LINE = 'Available cash: $1,000.00';

function renderWithdrawal(user: UserDetails = canWithdraw()) {
  server.use(http.get(apiUrl('/transaction/token-user'), () => HttpResponse.json(user)));
  return renderApp(paths.withdrawal, {
    preloadedState: signedInState(buildLoginResponse({ user })),
  });
}

/** Records POST /withdrawal/add bodies and answers with `answer`. */
function recordWithdrawals(
  answer: () => Response = () =>
    HttpResponse.json({ withdrawal: buildWithdrawal() }, { status: 201 }),
) {
  const bodies: unknown[] = [];
  server.use(
    http.post(apiUrl('/withdrawal/add'), async ({ request }) => {
      bodies.push(await request.json());
      return answer();
    }),
  );
  return bodies;
}

/** Replaces a field's text in one go (typing key by key only slows the suite down). */
async function type(user: User, label: string, text: string) {
  const field = screen.getByLabelText(label);
  await user.clear(field);
  await user.paste(text);
}

async function fillForm(user: User, amount = '333') {
  await screen.findByLabelText('Amount');
  await type(user, 'Amount', amount);
  await type(user, 'Wallet address', 'bc1qdestinationwallet');
  await type(user, 'Crypto exchange', 'Kraken');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Asset' }), 'Bitcoin (BTC)');
}

const reviewButton = () => screen.getByRole('button', { name: 'Review withdrawal' });

/** The value beside a label in the review dialog. */
function reviewed(dialog: HTMLElement, label: string) {
  return within(dialog).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
}

describe('Withdrawal form', () => {
  it('requires all five fields', async () => {
    const bodies = recordWithdrawals();
    const { user } = renderWithdrawal();
    await screen.findByRole('heading', { name: 'Crypto Withdrawal Request' });
    await user.clear(await screen.findByLabelText('Email'));
    await user.click(reviewButton());
    for (const [label, message] of [
      // The amount's error comes first, then its standing line: the limit.
      ['Amount', `Amount is required ${AVAILABLE_CASH_LINE}`],
      ['Wallet address', 'Wallet address is required'],
      ['Email', 'Email is required'],
      ['Crypto exchange', 'Crypto exchange is required'],
    ] as const) {
      const field = screen.getByRole('textbox', { name: label });
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field).toHaveAccessibleDescription(message);
    }
    expect(screen.getByRole('combobox', { name: 'Asset' })).toHaveAccessibleDescription(
      'Asset is required',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(bodies).toEqual([]);
  });

  it('prefills the e-mail and checks it', async () => {
    const { user } = renderWithdrawal();
    expect(await screen.findByLabelText('Email')).toHaveValue('ada@example.com');
    await type(user, 'Email', 'not-an-email');
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
      'Invalid Email',
    );
  });

  it.each([
    ['abc', 'Enter a valid amount'],
    ['0', 'Amount must be greater than 0'],
    ['-20', 'Amount must be greater than 0'],
    ['12.345', 'Enter an amount with at most 2 decimal places'],
    ['1000.01', OVER_AVAILABLE_CASH_MESSAGE],
  ])('refuses the amount %p with "%s"', async (amount, message) => {
    const { user } = renderWithdrawal();
    await fillForm(user, amount);
    await user.click(reviewButton());
    expect(screen.getByRole('textbox', { name: 'Amount' })).toHaveAccessibleDescription(
      `${message} ${AVAILABLE_CASH_LINE}`,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says the limit, the available cash, under the amount before anything is typed', async () => {
    renderWithdrawal();
    const amount = await screen.findByRole('textbox', { name: 'Amount' });
    expect(amount).toHaveAccessibleDescription(AVAILABLE_CASH_LINE);
    expect(amount).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('uses the exact SPEC sentence above the available cash', () => {
    expect(OVER_AVAILABLE_CASH_MESSAGE).toBe(
      'Withdrawal amount must not exceed your available cash',
    );
  });

  it('accepts exactly the whole available cash', async () => {
    const { user } = renderWithdrawal();
    await fillForm(user, '1000');
    await user.click(reviewButton());
    expect(await screen.findByRole('dialog', { name: 'Review your withdrawal' })).toBeVisible();
  });

  it('disables the request and says why withdrawals are on hold', async () => {
    renderWithdrawal(
      canWithdraw({
        userCanWithdraw: false,
        withdrawalHoldReason: 'Your identity is not verified yet',
      }),
    );
    await screen.findByLabelText('Amount');
    expect(reviewButton()).toBeDisabled();
    expect(reviewButton()).toHaveAccessibleDescription(
      'Withdrawals are on hold: Your identity is not verified yet',
    );
    expect(
      screen.getByText('Withdrawals are on hold: Your identity is not verified yet'),
    ).toBeVisible();
    expect(screen.queryByText(/minimum withdrawal threshold/)).not.toBeInTheDocument();
  });

  it('says withdrawals are on hold with a default reason when the server gives none', async () => {
    renderWithdrawal(canWithdraw({ userCanWithdraw: false, withdrawalHoldReason: null }));
    expect(
      await screen.findByText('Withdrawals are on hold: please contact support to find out why'),
    ).toBeVisible();
    expect(reviewButton()).toBeDisabled();
  });

  it('shows no hold while withdrawals are allowed', async () => {
    renderWithdrawal();
    await screen.findByLabelText('Amount');
    expect(screen.queryByText(/Withdrawals are on hold/)).not.toBeInTheDocument();
    expect(reviewButton()).toBeEnabled();
  });

  it('says when withdrawals open again after an unlock, and disables the request until then', async () => {
    const openAt = new Date(Date.now() + 20 * 60 * 60_000).toISOString();
    const reopens = `Withdrawals open again at ${formatDateTime(openAt, 'en-US')} (your account was unlocked recently)`;
    renderWithdrawal(canWithdraw({ withdrawalsOpenAt: openAt }));
    expect(await screen.findByText(reopens)).toBeVisible();
    expect(reviewButton()).toBeDisabled();
    expect(reviewButton()).toHaveAccessibleDescription(reopens);

    await act(() => changeLanguage('de'));
    expect(
      await screen.findByText(
        `Auszahlungen sind ab ${formatDateTime(openAt, 'de-DE')} wieder möglich (Ihr Konto wurde vor Kurzem entsperrt)`,
      ),
    ).toBeVisible();
  });

  it('names both reasons when a hold and the wait after an unlock meet', async () => {
    const openAt = new Date(Date.now() + 60 * 60_000).toISOString();
    renderWithdrawal(
      canWithdraw({
        userCanWithdraw: false,
        withdrawalHoldReason: 'Your identity is not verified yet',
        withdrawalsOpenAt: openAt,
      }),
    );
    await screen.findByLabelText('Amount');
    expect(reviewButton()).toHaveAccessibleDescription(
      `Withdrawals are on hold: Your identity is not verified yet Withdrawals open again at ${formatDateTime(openAt, 'en-US')} (your account was unlocked recently)`,
    );
  });

  it('says nothing of the unlock once its reopening time has passed', async () => {
    renderWithdrawal(
      canWithdraw({ withdrawalsOpenAt: new Date(Date.now() - 60_000).toISOString() }),
    );
    await screen.findByLabelText('Amount');
    expect(screen.queryByText(/Withdrawals open again/)).not.toBeInTheDocument();
    expect(reviewButton()).toBeEnabled();
  });

  it('waits for the account, and offers Retry if it cannot be loaded', async () => {
    // The failure answers only once the wait has been seen: an answer that came back at once
    // could replace the loading state before the test looked for it.
    let answer = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    server.use(
      http.get(apiUrl('/transaction/token-user'), async () => {
        await answered;
        return HttpResponse.json({ message: 'Upstream timeout' }, { status: 504 });
      }),
    );
    const { user } = renderApp(paths.withdrawal, {
      preloadedState: signedInState(buildLoginResponse()),
    });
    expect(await screen.findByLabelText('Loading your withdrawal details')).toBeInTheDocument();
    answer();
    expect(await screen.findByText(/Upstream timeout/)).toBeVisible();
    server.use(http.get(apiUrl('/transaction/token-user'), () => HttpResponse.json(canWithdraw())));
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByLabelText('Amount')).toBeVisible();
  });
});

describe('Withdrawal review', () => {
  it('shows available cash, amount, fee percent, fee, net and destination before anything is sent', async () => {
    const bodies = recordWithdrawals();
    const { user } = renderWithdrawal();
    await fillForm(user, '333');
    await user.click(reviewButton());
    const dialog = await screen.findByRole('dialog', { name: 'Review your withdrawal' });
    expect(reviewed(dialog, 'Available cash')).toBe('$1,000.00');
    expect(reviewed(dialog, 'Amount')).toBe('$333.00');
    expect(reviewed(dialog, 'Fee percent')).toBe('2.5%');
    expect(reviewed(dialog, 'Fee')).toBe('$8.33');
    expect(reviewed(dialog, 'You receive')).toBe('$324.67');
    expect(reviewed(dialog, 'Wallet address')).toBe('bc1qdestinationwallet');
    expect(reviewed(dialog, 'Exchange')).toBe('Kraken');
    expect(reviewed(dialog, 'Asset')).toBe('BTC');
    expect(bodies).toEqual([]);
  });

  it('sends the exact body, toasts and opens the history', async () => {
    const bodies = recordWithdrawals();
    const { user, router } = renderWithdrawal();
    await fillForm(user, '333');
    await user.click(reviewButton());
    const dialog = await screen.findByRole('dialog', { name: 'Review your withdrawal' });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm Withdrawal' }));

    expect(await screen.findByText(WITHDRAWAL_SENT_MESSAGE)).toBeVisible();
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.withdrawalHistory));
    expect(bodies).toEqual([
      {
        amount: 333,
        charges: 0.025,
        walletAddress: 'bc1qdestinationwallet',
        email: 'ada@example.com',
        exchange: 'Kraken',
        asset: 'BTC',
      },
    ]);
  });

  it('shows no fee and sends charges 0 for a 0 % account', async () => {
    const bodies = recordWithdrawals();
    const { user } = renderWithdrawal(canWithdraw({ withdrawalCharges: 0 }));
    await fillForm(user, '500.25');
    await user.click(reviewButton());
    const dialog = await screen.findByRole('dialog', { name: 'Review your withdrawal' });
    expect(reviewed(dialog, 'Fee percent')).toBe('0%');
    expect(reviewed(dialog, 'Fee')).toBe('$0.00');
    expect(reviewed(dialog, 'You receive')).toBe('$500.25');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm Withdrawal' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ amount: 500.25, charges: 0 });
  });

  it('Cancel returns to the form with every value intact', async () => {
    const bodies = recordWithdrawals();
    const { user } = renderWithdrawal();
    await fillForm(user, '333');
    await user.click(reviewButton());
    const dialog = await screen.findByRole('dialog', { name: 'Review your withdrawal' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByLabelText('Amount')).toHaveValue('333');
    expect(screen.getByLabelText('Wallet address')).toHaveValue('bc1qdestinationwallet');
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com');
    expect(screen.getByLabelText('Crypto exchange')).toHaveValue('Kraken');
    expect(screen.getByRole('combobox', { name: 'Asset' })).toHaveDisplayValue('Bitcoin (BTC)');
    expect(bodies).toEqual([]);
  });

  it('Escape closes the review and gives focus back to Review withdrawal', async () => {
    const bodies = recordWithdrawals();
    const { user } = renderWithdrawal();
    await fillForm(user, '333');
    await user.click(reviewButton());
    const dialog = await screen.findByRole('dialog', { name: 'Review your withdrawal' });
    // eslint-disable-next-line testing-library/no-node-access -- focus must be somewhere inside the dialog; no query names it
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(reviewButton()).toHaveFocus();
    expect(screen.getByLabelText('Amount')).toHaveValue('333');
    expect(bodies).toEqual([]);
  });

  it("shows the server's refusal and keeps the form", async () => {
    recordWithdrawals(() =>
      HttpResponse.json({ message: OVER_AVAILABLE_CASH_MESSAGE }, { status: 400 }),
    );
    const { user, router } = renderWithdrawal();
    await fillForm(user, '333');
    await user.click(reviewButton());
    const dialog = await screen.findByRole('dialog', { name: 'Review your withdrawal' });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm Withdrawal' }));

    expect(await within(dialog).findByText(OVER_AVAILABLE_CASH_MESSAGE)).toBeVisible();
    expect(router.state.location.pathname).toBe(paths.withdrawal);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByLabelText('Amount')).toHaveValue('333');
    expect(screen.getByLabelText('Wallet address')).toHaveValue('bc1qdestinationwallet');

    // A fresh review starts without the old refusal.
    await user.click(reviewButton());
    const again = await screen.findByRole('dialog', { name: 'Review your withdrawal' });
    expect(within(again).queryByText(OVER_AVAILABLE_CASH_MESSAGE)).not.toBeInTheDocument();
  });
});

describe('Withdrawal in other languages', () => {
  it('shows the form, its messages and the fee and net before confirming, in German', async () => {
    const bodies = recordWithdrawals();
    const { user } = renderWithdrawal();
    await act(() => changeLanguage('de'));
    expect(
      await screen.findByRole('heading', { name: 'Krypto-Auszahlung beantragen' }),
    ).toBeVisible();
    await type(user, 'Betrag', '12.345');
    await type(user, 'Wallet-Adresse', 'bc1qdestinationwallet');
    await type(user, 'Krypto-Börse', 'Kraken');
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Kryptowährung' }),
      'Bitcoin (BTC)',
    );
    const review = screen.getByRole('button', { name: 'Auszahlung prüfen' });
    await user.click(review);
    const amount = screen.getByRole('textbox', { name: 'Betrag' });
    const limit = 'Verfügbares Guthaben: 1.000,00\u00a0$';
    expect(amount).toHaveAccessibleDescription(
      `Bitte geben Sie einen Betrag mit höchstens 2 Nachkommastellen ein ${limit}`,
    );
    await type(user, 'Betrag', '1000.01');
    await user.click(review);
    expect(amount).toHaveAccessibleDescription(
      `Der Auszahlungsbetrag darf Ihr verfügbares Guthaben nicht übersteigen ${limit}`,
    );

    await type(user, 'Betrag', '333');
    await user.click(review);
    const dialog = await screen.findByRole('dialog', { name: 'Ihre Auszahlung im Überblick' });
    // Intl separates figure and sign with a no-break space in German.
    expect(reviewed(dialog, 'Verfügbares Guthaben')).toBe('1.000,00\u00a0$');
    expect(reviewed(dialog, 'Betrag')).toBe('333,00\u00a0$');
    expect(reviewed(dialog, 'Gebührensatz')).toBe('2,5\u00a0%');
    expect(reviewed(dialog, 'Gebühr')).toBe('8,33\u00a0$');
    expect(reviewed(dialog, 'Sie erhalten')).toBe('324,67\u00a0$');
    expect(reviewed(dialog, 'Börse')).toBe('Kraken');
    expect(
      within(dialog).getByText(
        /^Die Gebühr beträgt 2,5\s% des Betrags, wird auf den Cent gerundet/,
      ),
    ).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Auszahlung bestätigen' })).toBeEnabled();
    expect(bodies).toEqual([]);
  });

  it('shows the form and its required-field messages in Spanish', async () => {
    const { user } = renderWithdrawal(
      canWithdraw({ userCanWithdraw: false, withdrawalHoldReason: null }),
    );
    await act(() => changeLanguage('es'));
    expect(
      await screen.findByRole('heading', { name: 'Solicitud de retirada de criptomonedas' }),
    ).toBeVisible();
    expect(
      screen.getByText(
        'Las retiradas están en pausa: ponte en contacto con soporte para saber el motivo',
      ),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Revisar la retirada' })).toBeDisabled();
    await user.clear(screen.getByRole('textbox', { name: 'Correo electrónico' }));
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Correo electrónico' })).toHaveAccessibleDescription(
      'Introduce tu correo electrónico',
    );
    expect(screen.getByRole('heading', { name: 'Libreta de direcciones' })).toBeVisible();
  });
});
