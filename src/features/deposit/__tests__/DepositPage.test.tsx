import { act, render, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { QRCodeSVG } from 'qrcode.react';
import type { Deposit, UserDetails } from '../../../api/types';
import { paths } from '../../../config/routes';
import { changeLanguage } from '../../../i18n';
import { openMailClient } from '../../../lib/mailto';
import { buildDeposit, buildLoginResponse, buildUser } from '../../../test/fixtures';
import { renderApp, signedInState } from '../../../test/renderWithProviders';
import { apiUrl, server } from '../../../test/server';
import { ADDRESS_COPIED_MESSAGE, ADDRESS_NOT_COPIED_MESSAGE } from '../PaymentMethodsStep';

// The mail client is the browser's business; the test only observes what it is asked to open.
jest.mock('../../../lib/mailto', () => ({
  ...jest.requireActual<object>('../../../lib/mailto'),
  openMailClient: jest.fn(),
}));
const openMail = jest.mocked(openMailClient);

beforeAll(() => import('../DepositPage'));
afterEach(() => openMail.mockReset());

type User = ReturnType<typeof renderApp>['user'];

function serveUser(user: UserDetails) {
  server.use(http.get(apiUrl('/transaction/token-user'), () => HttpResponse.json(user)));
}

function renderDeposit(user: UserDetails = buildUser()) {
  serveUser(user);
  return renderApp(paths.deposit, { preloadedState: signedInState(buildLoginResponse({ user })) });
}

async function enterAmount(user: User, amount: string) {
  const field = await screen.findByLabelText('Amount');
  await user.clear(field);
  if (amount) await user.paste(amount);
  await user.click(screen.getByRole('button', { name: 'Make Deposit' }));
}

async function reachPaymentStep(user: User, amount = '500') {
  await enterAmount(user, amount);
  return screen.findByText('Select a payment method and pay to the wallet address shown.');
}

async function openMethod(user: User, method: string) {
  await user.click(screen.getByRole('button', { name: method }));
  return screen.findByRole('region', { name: method });
}

const paidButton = () => screen.getByRole('button', { name: 'I have paid — send receipt' });

function mockClipboard(writeText: (text: string) => Promise<void>) {
  const spy = jest.fn(writeText);
  // After userEvent.setup(), which installs a clipboard stub of its own.
  Object.defineProperty(navigator, 'clipboard', {
    value: { writeText: spy },
    configurable: true,
    writable: true,
  });
  return spy;
}

describe('Deposit, step 1: the amount', () => {
  it.each([
    ['', 'Amount is required'],
    ['12.5', 'Enter a whole number'],
    ['abc', 'Enter a whole number'],
    ['0', 'Amount must be greater than 0'],
    ['-5', 'Amount must be greater than 0'],
    ['12345678901234', 'Enter at most 13 digits'],
  ])('refuses %p with "%s"', async (amount, message) => {
    const { user, store } = renderDeposit();
    await enterAmount(user, amount);
    const field = screen.getByRole('textbox', { name: 'Amount' });
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(message);
    expect(
      screen.queryByRole('button', { name: 'I have paid — send receipt' }),
    ).not.toBeInTheDocument();
    expect(store.getState().session.depositAmount).toEqual({ amount: 0 });
  });

  it('continues with a whole amount above 0 and keeps it in the store', async () => {
    const { user, store } = renderDeposit();
    await reachPaymentStep(user, '500');
    expect(store.getState().session.depositAmount).toEqual({ amount: 500 });
    expect(screen.getByText('$500.00')).toBeVisible();
  });

  it('goes back from step 2 with the amount kept, to change it', async () => {
    const { user, store } = renderDeposit();
    await reachPaymentStep(user, '500');
    await user.click(screen.getByRole('button', { name: 'Change amount' }));
    expect(await screen.findByLabelText('Amount')).toHaveValue('500');
    await reachPaymentStep(user, '750');
    expect(store.getState().session.depositAmount).toEqual({ amount: 750 });
  });
});

describe('Deposit, step 2: where to pay', () => {
  it('offers the six methods as an accordion', async () => {
    const { user } = renderDeposit();
    await reachPaymentStep(user);
    for (const method of ['Bitcoin', 'Ethereum', 'USDT', 'TRX', 'Solana', 'BNB']) {
      expect(screen.getByRole('button', { name: method })).toHaveAttribute(
        'aria-expanded',
        'false',
      );
    }
  });

  it.each([
    ['Bitcoin', { bitcoinAddress: 'bc1-user-own-address' }, 'bc1-user-own-address'],
    ['Ethereum', { ethereumAddress: '0xUserEth' }, '0xUserEth'],
    ['USDT', { usdtAddress: 'TU' }, 'TU'],
    ['Bitcoin', { bitcoinAddress: 'x' }, 'bc1-platform-btc-address'],
    ['Ethereum', { ethereumAddress: '' }, '0xPlatformEthAddress'],
    ['USDT', { usdtAddress: ' ' }, 'TPlatformUsdtAddress'],
  ] as const)(
    'shows the %s address by the ≥ 2 characters rule (%p)',
    async (method, own, shown) => {
      const { user } = renderDeposit(buildUser(own));
      await reachPaymentStep(user);
      const panel = await openMethod(user, method);
      expect(await within(panel).findByText(shown)).toBeVisible();
    },
  );

  it.each(['TRX', 'Solana', 'BNB'])(
    'says "Not available" for %s with no address configured',
    async (method) => {
      const { user } = renderDeposit();
      await reachPaymentStep(user);
      const panel = await openMethod(user, method);
      expect(await within(panel).findByText('Not available')).toBeVisible();
      expect(within(panel).queryByRole('button', { name: /Copy/ })).not.toBeInTheDocument();
    },
  );

  it('shows the address as a QR code of exactly that address, beside its text', async () => {
    const { user } = renderDeposit(buildUser({ bitcoinAddress: 'bc1-user-own-address' }));
    await reachPaymentStep(user);
    const panel = await openMethod(user, 'Bitcoin');
    const qr = await within(panel).findByRole('img', { name: 'QR code of the Bitcoin address' });
    expect(within(panel).getByText('bc1-user-own-address')).toBeVisible();
    // The same library drawing the expected value must draw the same modules.
    render(
      <QRCodeSVG value="bc1-user-own-address" marginSize={2} role="img" aria-label="Reference" />,
    );
    const reference = screen.getByRole('img', { name: 'Reference' });
    // eslint-disable-next-line testing-library/no-node-access -- the drawing's path data is what is compared
    const modules = (svg: Element) => svg.querySelectorAll('path')[1]?.getAttribute('d');
    expect(modules(qr)).toBe(modules(reference));
    expect(modules(qr)).toBeTruthy();
  });

  it('draws no QR code where there is no address', async () => {
    const { user } = renderDeposit();
    await reachPaymentStep(user);
    const panel = await openMethod(user, 'TRX');
    expect(await within(panel).findByText('Not available')).toBeVisible();
    expect(within(panel).queryByRole('img')).not.toBeInTheDocument();
  });

  it('copies the address and says so', async () => {
    const { user } = renderDeposit(buildUser({ bitcoinAddress: 'bc1-user-own-address' }));
    await reachPaymentStep(user);
    const panel = await openMethod(user, 'Bitcoin');
    const writeText = mockClipboard(() => Promise.resolve());
    await user.click(await within(panel).findByRole('button', { name: 'Copy Bitcoin address' }));
    expect(await screen.findByText(ADDRESS_COPIED_MESSAGE)).toBeVisible();
    expect(writeText).toHaveBeenCalledWith('bc1-user-own-address');
  });

  it('says plainly when the browser refuses the clipboard', async () => {
    const { user } = renderDeposit();
    await reachPaymentStep(user);
    const panel = await openMethod(user, 'Ethereum');
    mockClipboard(() =>
      Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError')),
    );
    await user.click(await within(panel).findByRole('button', { name: 'Copy Ethereum address' }));
    expect(await screen.findByText(ADDRESS_NOT_COPIED_MESSAGE)).toBeVisible();
    expect(screen.queryByText(ADDRESS_COPIED_MESSAGE)).not.toBeInTheDocument();
  });

  it('waits for the user before showing an address that depends on them', async () => {
    server.use(http.get(apiUrl('/transaction/token-user'), () => new Promise<never>(() => {})));
    const { user } = renderApp(paths.deposit, {
      preloadedState: signedInState(buildLoginResponse()),
    });
    await reachPaymentStep(user);
    const panel = await openMethod(user, 'Bitcoin');
    expect(within(panel).getByLabelText('Loading address')).toBeInTheDocument();
    expect(within(panel).queryByText('bc1-platform-btc-address')).not.toBeInTheDocument();
  });
});

describe('Deposit, the receipt', () => {
  it('records {amount}, opens the mail client and shows the new pending record on top', async () => {
    const bodies: unknown[] = [];
    const older = buildDeposit({ reference: 'DEP-OLD001', date: '2026-10-01T10:00:00.000Z' });
    const created = buildDeposit({
      reference: 'DEP-NEW001',
      amount: 500,
      status: 'pending',
      date: '2026-11-05T10:00:00.000Z',
    });
    let all: Deposit[] = [older];
    server.use(
      http.post(apiUrl('/transaction/add'), async ({ request }) => {
        bodies.push(await request.json());
        all = [created, ...all];
        return HttpResponse.json({ transaction: created }, { status: 201 });
      }),
      http.get(apiUrl('/transaction/all'), () => HttpResponse.json({ allTransactions: all })),
    );
    const { user, router } = renderDeposit();
    await reachPaymentStep(user, '500');
    await openMethod(user, 'Bitcoin');
    await user.click(paidButton());

    await waitFor(() => expect(router.state.location.pathname).toBe(paths.depositHistory));
    expect(bodies).toEqual([{ amount: 500 }]);
    expect(openMail).toHaveBeenCalledTimes(1);
    const href = openMail.mock.calls[0]?.[0] ?? '';
    expect(href.startsWith('mailto:support@meridian.test?')).toBe(true);
    const params = new URLSearchParams(href.split('?')[1]);
    expect(params.get('subject')).toBe('Deposit Receipt');
    expect(params.get('body')).toContain('Amount: $500.00\n');
    expect(params.get('body')).toContain('Reference: DEP-NEW001');
    expect(params.get('body')).toContain('Payment method: Bitcoin');

    await screen.findByText('DEP-NEW001');
    const table = screen.getByRole('table', { name: 'Deposit history' });
    const [, firstRow, secondRow] = within(table).getAllByRole('row');
    expect(firstRow).toHaveTextContent('DEP-NEW001');
    expect(within(firstRow as HTMLElement).getByText('Pending')).toBeVisible();
    expect(secondRow).toHaveTextContent('DEP-OLD001');
  });

  it('stays on step 2 with the error and the amount when recording fails', async () => {
    server.use(
      http.post(apiUrl('/transaction/add'), () =>
        HttpResponse.json({ message: 'amount must be a whole number' }, { status: 400 }),
      ),
    );
    const { user, router, store } = renderDeposit();
    await reachPaymentStep(user, '500');
    await user.click(paidButton());

    expect(await screen.findByText('amount must be a whole number')).toBeVisible();
    expect(router.state.location.pathname).toBe(paths.deposit);
    expect(openMail).not.toHaveBeenCalled();
    expect(store.getState().session.depositAmount).toEqual({ amount: 500 });
    expect(paidButton()).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Change amount' }));
    expect(await screen.findByLabelText('Amount')).toHaveValue('500');
  });

  it('says so when the network is down, keeping the amount', async () => {
    server.use(http.post(apiUrl('/transaction/add'), () => HttpResponse.error()));
    const { user, store } = renderDeposit();
    await reachPaymentStep(user, '250');
    await user.click(paidButton());
    expect(await screen.findByText(/Network error/)).toBeVisible();
    expect(store.getState().session.depositAmount).toEqual({ amount: 250 });
    expect(openMail).not.toHaveBeenCalled();
  });
});

describe('Deposit in other languages', () => {
  it('speaks German: heading, labels, a validation message with its figure, the receipt', async () => {
    server.use(
      http.post(apiUrl('/transaction/add'), () =>
        HttpResponse.json(
          { transaction: buildDeposit({ reference: 'DEP-DE0001', amount: 5000 }) },
          { status: 201 },
        ),
      ),
    );
    const { user } = renderDeposit();
    await act(() => changeLanguage('de'));
    expect(await screen.findByRole('heading', { name: 'Einzahlung' })).toBeVisible();
    const field = screen.getByRole('textbox', { name: 'Betrag' });
    await user.click(field);
    await user.paste('12345678901234');
    await user.click(screen.getByRole('button', { name: 'Einzahlung vornehmen' }));
    expect(field).toHaveAccessibleDescription('Bitte geben Sie höchstens 13 Ziffern ein');

    await user.clear(field);
    await user.paste('5000');
    await user.click(screen.getByRole('button', { name: 'Einzahlung vornehmen' }));
    // Intl puts a no-break space between the figure and the symbol.
    expect(await screen.findByRole('heading', { name: /^Betrag: 5\.000,00\s\$$/ })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Betrag ändern' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Ich habe bezahlt – Beleg senden' }));
    await waitFor(() => expect(openMail).toHaveBeenCalledTimes(1));
    const params = new URLSearchParams(openMail.mock.calls[0]?.[0].split('?')[1]);
    expect(params.get('subject')).toBe('Einzahlungsbeleg');
    expect(params.get('body')).toContain('Betrag: 5.000,00\u00a0$\nReferenz: DEP-DE0001');
  });

  it('speaks Spanish: heading, the amount step and its messages', async () => {
    const { user } = renderDeposit();
    await act(() => changeLanguage('es'));
    expect(await screen.findByRole('heading', { name: 'Depósito' })).toBeVisible();
    const field = screen.getByRole('textbox', { name: 'Importe' });
    await user.click(screen.getByRole('button', { name: 'Hacer el depósito' }));
    expect(field).toHaveAccessibleDescription('Introduce un importe');
    await user.click(field);
    await user.paste('0');
    await user.click(screen.getByRole('button', { name: 'Hacer el depósito' }));
    expect(field).toHaveAccessibleDescription('El importe debe ser mayor que 0');
  });
});
