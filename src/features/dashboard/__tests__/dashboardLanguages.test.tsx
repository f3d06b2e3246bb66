import { act, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { StatementResponse, UserDetails } from '../../../api/types';
import { paths } from '../../../config/routes';
import { changeLanguage } from '../../../i18n';
import { buildLoginResponse, buildUser } from '../../../test/fixtures';
import { renderApp, signedInState } from '../../../test/renderWithProviders';
import { apiUrl, server } from '../../../test/server';

beforeAll(() => import('../DashboardPage'));

function renderDashboard(user: UserDetails) {
  server.use(http.get(apiUrl('/transaction/token-user'), () => HttpResponse.json(user)));
  return renderApp(paths.dashboard, {
    preloadedState: signedInState(buildLoginResponse({ user })),
  });
}

function serveDeposits(amounts: string[]) {
  server.use(
    http.get(apiUrl('/statements'), ({ request }) => {
      const params = new URL(request.url).searchParams;
      const body: StatementResponse = {
        from: params.get('from') ?? '',
        to: params.get('to') ?? '',
        openingBalance: '0.00',
        closingBalance: '0.00',
        entries: amounts.map((amount, index) => ({
          date: `2026-10-0${index + 1}T10:00:00.000Z`,
          type: 'deposit',
          reference: `DEP-${index + 1}`,
          description: `Deposit ${index + 1}`,
          amount,
          balance: '0.00',
        })),
      };
      return HttpResponse.json(body);
    }),
  );
}

const figures = buildUser({
  name: 'Grace Hopper',
  verified: true,
  notification: '',
  totalDeposit: 5000,
  tradeProfit: 12345.5,
  tradingProgress: 62.5,
});

describe('Dashboard in German', () => {
  it('greets, labels the wallet figures and formats money and percentages the German way', async () => {
    await act(() => changeLanguage('de'));
    renderDashboard(figures);
    const deposits = await screen.findByRole('group', { name: 'Einzahlungen gesamt' });
    expect(await within(deposits).findByText('5.000,00 $')).toBeVisible();
    expect(
      within(screen.getByRole('group', { name: 'Handelsgewinn' })).getByText('12.345,50 $'),
    ).toBeVisible();
    expect(
      within(screen.getByRole('group', { name: 'Signalstärke' })).getByText('62,5 %'),
    ).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Übersicht' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Hallo, Grace Hopper' })).toBeVisible();
    expect(screen.getByText('Verifiziert')).toBeVisible();
    expect(screen.getByRole('region', { name: 'Konto' })).toBeInTheDocument();
    expect(screen.queryByText('How is this calculated?')).not.toBeInTheDocument();
  });

  it('shows the Cash card and says when Total Equity cannot be valued, in German', async () => {
    await act(() => changeLanguage('de'));
    renderDashboard({ ...figures, availableCash: 1234.5, totalEquity: null });
    const cash = await screen.findByRole('group', { name: 'Verfügbares Guthaben' });
    expect(await within(cash).findByText('1.234,50 $')).toBeVisible();
    expect(
      within(screen.getByRole('group', { name: 'Gesamtvermögen' })).getByText(
        'Kurse sind gerade nicht verfügbar. Bitte versuchen Sie es in einer Minute erneut.',
      ),
    ).toBeVisible();
  });

  it('asks for verification in German, the e-mail to support written in German too', async () => {
    await act(() => changeLanguage('de'));
    renderDashboard(buildUser({ verified: false, name: 'Ada Lovelace', email: 'ada@example.com' }));
    const dialog = await screen.findByRole('dialog', { name: 'Kontoverifizierung' });
    expect(within(dialog).getByText(/amtlichen Ausweisdokuments/)).toBeVisible();
    expect(within(dialog).getByText('support@meridian.test')).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Später' })).toBeVisible();
    const href = within(dialog)
      .getByRole('link', { name: 'E-Mail an den Support' })
      .getAttribute('href');
    expect(new URLSearchParams((href ?? '').split('?')[1]).get('subject')).toBe(
      'Kontoverifizierung: Ada Lovelace (ada@example.com)',
    );
    expect(screen.getByText('Nicht verifiziert')).toBeVisible();
  });
});

describe('Dashboard in Spanish', () => {
  it('explains a figure in Spanish, with Spanish money and a plural of entries', async () => {
    await act(() => changeLanguage('es'));
    serveDeposits(['10000.00', '2345.50']);
    const { user } = renderDashboard({ ...figures, totalDeposit: 12345.5 });
    const deposits = await screen.findByRole('group', { name: 'Depósitos totales' });
    expect(await within(deposits).findByText('12.345,50 US$')).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Panel' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Hola, Grace Hopper' })).toBeVisible();

    await user.click(within(deposits).getByRole('button', { name: '¿Cómo se calcula?' }));
    const dialog = await screen.findByRole('dialog', {
      name: '¿Cómo se calcula «Depósitos totales»?',
    });
    const table = await within(dialog).findByRole('table', { name: 'Movimientos' });
    expect(within(table).getByRole('columnheader', { name: 'Importe' })).toBeVisible();
    expect(within(table).getByRole('rowheader', { name: 'Suma de 2 movimientos' })).toBeVisible();
    expect(within(dialog).getByRole('cell', { name: 'Suma' })).toHaveTextContent('12.345,50 US$');
    expect(
      within(dialog).getByText('Esta suma coincide con la cifra de la tarjeta.'),
    ).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Cerrar' })).toBeVisible();
  });
});
