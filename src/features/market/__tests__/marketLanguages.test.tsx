import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, type ReactNode } from 'react';
import { mockCharts, resetMockCharts } from '../../../../__mocks__/lightweight-charts';
import { marketApi } from '../../../api/market';
import { setMarketSocketFactory } from '../../../api/marketStream';
import { AppProviders } from '../../../app/AppProviders';
import { setupStore } from '../../../app/store';
import { changeLanguage } from '../../../i18n';
import { FakeSocket } from '../../../test/fakeSocket';
import { marketFeedHandlers } from '../../../test/marketFeedHandlers';
import { server } from '../../../test/server';
import MarketTable from '../widgets/MarketTable';
import MiniChart from '../widgets/MiniChart';
import RealtimeChart from '../widgets/RealtimeChart';
import TechnicalAnalysisSummary from '../widgets/TechnicalAnalysisSummary';

// jsdom has no canvas, and the package is ESM-only with no `require` export (hence `virtual`).
jest.mock(
  'lightweight-charts',
  () => jest.requireActual<object>('../../../../__mocks__/lightweight-charts'),
  { virtual: true },
);

const stores: Array<ReturnType<typeof setupStore>> = [];

/** A language not loaded yet suspends until its catalogue is here, as in the app. */
async function renderWidget(widget: ReactNode) {
  const store = setupStore();
  stores.push(store);
  const user = userEvent.setup();
  // eslint-disable-next-line testing-library/no-unnecessary-act, @typescript-eslint/require-await -- a render that suspends on a catalogue settles only inside an awaited act (React 19)
  await act(async () => {
    render(
      <AppProviders store={store}>
        <Suspense fallback={<p>Loading…</p>}>{widget}</Suspense>
      </AppProviders>,
    );
  });
  return { user };
}

async function streamSocket(): Promise<FakeSocket> {
  await waitFor(() => expect(FakeSocket.opened.length).toBeGreaterThan(0));
  return FakeSocket.opened.at(-1)!;
}

beforeEach(() => {
  resetMockCharts();
  FakeSocket.opened = [];
  setMarketSocketFactory((url) => new FakeSocket(url));
  server.use(...marketFeedHandlers);
});
afterEach(() => {
  stores.splice(0).forEach((store) => store.dispatch(marketApi.util.resetApiState()));
  setMarketSocketFactory();
});

describe('market widgets in German', () => {
  it('shows the real-time price the German way, keeping the significant digits of a sub-cent price', async () => {
    await act(() => changeLanguage('de'));
    await renderWidget(<RealtimeChart symbol="BTC/USD" />);
    expect(await screen.findByRole('region', { name: 'Echtzeit – BTCUSDT' })).toBeInTheDocument();
    expect(screen.getByLabelText('Echtzeitkurse: Verbindung wird hergestellt …')).toBeVisible();
    expect(
      screen.getByRole('progressbar', { name: 'Warten auf Abschlüsse in BTCUSDT' }),
    ).toBeInTheDocument();

    const socket = await streamSocket();
    act(() => socket.receive({ s: 'BTCUSDT', c: '67010', E: 1_700_000_001_000 }));
    expect(await screen.findByLabelText('Echtzeitkurse: Live')).toBeInTheDocument();
    expect(screen.getByLabelText('Letzter Kurs BTCUSDT')).toHaveTextContent('67.010,00 $');
    expect(screen.getByText(/^Letzter Abschluss BTCUSDT um /)).toBeVisible();

    act(() => socket.receive({ s: 'BTCUSDT', c: '0.00001234', E: 1_700_000_002_000 }));
    expect(await screen.findByText('0,00001234 $')).toBeVisible();
    // The chart's own locale setting: its time axis speaks German too.
    await waitFor(() =>
      expect(mockCharts.at(-1)?.options).toMatchObject({ localization: { locale: 'de-DE' } }),
    );
  });

  it('labels the market table, its columns and pager in German', async () => {
    await act(() => changeLanguage('de'));
    const { user } = await renderWidget(<MarketTable variant="full" />);
    const table = await screen.findByRole('table', { name: 'Kryptomärkte' });
    expect(within(table).getByRole('button', { name: 'Marktkapitalisierung' })).toBeVisible();
    expect(screen.getByLabelText('Coins suchen')).toBeVisible();
    expect(screen.getByText(/^1–25 von \d+$/)).toBeVisible();
    const firstPrice = within(within(table).getAllByRole('row')[1]!).getAllByRole('cell')[2]!;
    // German separators: a thousands point and a decimal comma before the symbol.
    expect(firstPrice).toHaveTextContent(/^\d{1,3}(\.\d{3})*,\d{2}\s\$$/);
    await user.type(screen.getByLabelText('Coins suchen'), 'zzzz');
    expect(screen.getByText('Kein Coin passt zu „zzzz“.')).toBeVisible();
  });
});

describe('market widgets in Spanish', () => {
  it('rates the pair in Spanish', async () => {
    await act(() => changeLanguage('es'));
    await renderWidget(<TechnicalAnalysisSummary symbol="BTC/USD" />);
    const table = await screen.findByRole('table', { name: 'Indicadores de BTC/USD' });
    expect(within(table).getByRole('columnheader', { name: 'Señal' })).toBeVisible();
    expect(screen.getByRole('group', { name: 'Resumen: valoración' })).toHaveTextContent(
      /Venta fuerte|Venta|Neutral|Compra fuerte|Compra/,
    );
    expect(screen.getByText(/^Calculado a partir de 365 velas/)).toBeVisible();
    expect(screen.queryByText(/^(Buy|Sell)$/)).not.toBeInTheDocument();
  });

  it('shows a mini chart with a Spanish price and 24 h change', async () => {
    await act(() => changeLanguage('es'));
    await renderWidget(<MiniChart symbol="BTC/USD" />);
    const price = await screen.findByLabelText('Precio de BTC/USD');
    expect(price).toHaveTextContent(/^\d{1,3}(\.\d{3})*,\d{2}\sUS\$$/);
    expect(screen.getByText(/24 h$/)).toHaveTextContent(/[▲▼] \d+(,\d+)?\s%\s24 h/);
    expect(screen.getByRole('img', { name: 'BTC/USD en los últimos 7 días' })).toBeInTheDocument();
  });
});
