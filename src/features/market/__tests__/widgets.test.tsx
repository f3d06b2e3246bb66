import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { mockCharts, resetMockCharts } from '../../../../__mocks__/lightweight-charts';
import { marketApi } from '../../../api/market';
import { setMarketSocketFactory } from '../../../api/marketStream';
import { AppProviders } from '../../../app/AppProviders';
import { setupStore } from '../../../app/store';
import { marketUrl, server } from '../../../test/server';
import { FakeSocket } from '../../../test/fakeSocket';
import { marketFeedHandlers as marketFixtureHandlers } from '../../../test/marketFeedHandlers';
import {
  recordedCandles as fixtureCandles,
  recordedCoins as fixtureCoins,
} from '../../../test/recordedMarket';
import AdvancedChart from '../widgets/AdvancedChart';
import MarketTable from '../widgets/MarketTable';
import MiniChart from '../widgets/MiniChart';
import RealtimeChart from '../widgets/RealtimeChart';
import TechnicalAnalysisSummary from '../widgets/TechnicalAnalysisSummary';
import TickerTape from '../widgets/TickerTape';

// jsdom has no canvas, and the package is ESM-only with no `require` export (hence `virtual`).
jest.mock(
  'lightweight-charts',
  () => jest.requireActual<object>('../../../../__mocks__/lightweight-charts'),
  {
    virtual: true,
  },
);

const stores: Array<ReturnType<typeof setupStore>> = [];

function renderWidget(widget: ReactNode) {
  const store = setupStore();
  stores.push(store);
  const user = userEvent.setup();
  return { store, user, ...render(<AppProviders store={store}>{widget}</AppProviders>) };
}

const unavailable = () => HttpResponse.json({ error: 'rate limited' }, { status: 429 });
const usd = (value: number) =>
  new Intl.NumberFormat(undefined, {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 2,
  }).format(value);
/** The stream socket opens once its cache entry has loaded, a tick after the first render. */
async function streamSocket(): Promise<FakeSocket> {
  await waitFor(() => expect(FakeSocket.opened.length).toBeGreaterThan(0));
  return FakeSocket.opened.at(-1)!;
}

const bitcoin = fixtureCoins.find((coin) => coin.id === 'bitcoin')!;

beforeEach(() => {
  resetMockCharts();
  FakeSocket.opened = [];
  setMarketSocketFactory((url) => new FakeSocket(url));
  server.use(...marketFixtureHandlers);
});
afterEach(() => {
  // Drop every cache entry so a test's stream socket never outlives it into the next test.
  stores.splice(0).forEach((store) => store.dispatch(marketApi.util.resetApiState()));
  setMarketSocketFactory();
});

describe('MarketTable', () => {
  it('lists coins by market cap with sparklines, 25 to a page, and pages on', async () => {
    const { user } = renderWidget(<MarketTable variant="full" />);
    const table = await screen.findByRole('table', { name: 'Crypto markets' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(25);
    expect(within(rows[0]!).getByText('Bitcoin')).toBeInTheDocument();
    expect(within(rows[0]!).getByText(usd(bitcoin.current_price))).toBeInTheDocument();
    expect(
      within(rows[0]!).getByRole('img', { name: 'Bitcoin price over the last 7 days' }),
    ).toBeInTheDocument();
    expect(screen.getByText(`1–25 of ${fixtureCoins.length}`)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent(fixtureCoins[25]!.name);
  });

  it('searches by name or symbol and says when nothing matches', async () => {
    const { user } = renderWidget(<MarketTable variant="full" />);
    const search = await screen.findByLabelText('Search coins');
    await user.type(search, 'ltc');
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toHaveTextContent('Litecoin');
    await user.clear(search);
    await user.type(search, 'zzzz');
    expect(screen.getByText('No coin matches “zzzz”.')).toBeInTheDocument();
  });

  it('sorts by a column, toggling direction', async () => {
    const { user } = renderWidget(<MarketTable variant="full" />);
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Price' }));
    const byPriceDesc = [...fixtureCoins].sort((a, b) => b.current_price - a.current_price);
    expect(within(screen.getByRole('table')).getAllByRole('row')[1]).toHaveTextContent(
      byPriceDesc[0]!.name,
    );
    await user.click(screen.getByRole('button', { name: 'Price' }));
    expect(within(screen.getByRole('table')).getAllByRole('row')[1]).toHaveTextContent(
      byPriceDesc[byPriceDesc.length - 1]!.name,
    );
  });

  it('compact variant shows fewer columns and ten rows', async () => {
    renderWidget(<MarketTable variant="compact" />);
    const table = await screen.findByRole('table', { name: 'Crypto market' });
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    expect(within(table).queryByRole('button', { name: '7d' })).not.toBeInTheDocument();
  });

  it('shows "Market data unavailable" with a Retry that refetches', async () => {
    let fail = true;
    server.use(
      http.get(marketUrl('/coins/markets'), () =>
        fail ? unavailable() : HttpResponse.json(fixtureCoins),
      ),
    );
    const { user } = renderWidget(<MarketTable variant="full" />);
    expect(await screen.findByText(/Market data unavailable/)).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });

  it('says so when the feed is empty', async () => {
    server.use(http.get(marketUrl('/coins/markets'), () => HttpResponse.json([])));
    renderWidget(<MarketTable />);
    expect(await screen.findByText('No market data to show.')).toBeInTheDocument();
  });
});

describe('MiniChart', () => {
  it('shows the price, the 24h change and draws the 7-day sparkline', async () => {
    renderWidget(<MiniChart symbol="BTC/USD" />);
    const card = await screen.findByRole('region', { name: 'BTC/USD' });
    expect(await within(card).findByLabelText('BTC/USD price')).toHaveTextContent(
      usd(bitcoin.current_price),
    );
    expect(within(card).getByText(/24h/)).toHaveTextContent(
      new Intl.NumberFormat(undefined, { style: 'percent', maximumFractionDigits: 2 }).format(
        Math.abs(bitcoin.price_change_percentage_24h) / 100,
      ),
    );
    await waitFor(() => expect(mockCharts[0]?.series[0]).toMatchObject({ type: 'Area' }));
    expect(mockCharts).toHaveLength(1);
    expect(mockCharts[0]!.series[0]!.data).toHaveLength(168);
  });

  it('unmounts cleanly once drawn (leaving the page must not crash it)', async () => {
    const { unmount } = renderWidget(
      <>
        <MiniChart symbol="BTC/USD" />
        <AdvancedChart />
      </>,
    );
    await waitFor(() =>
      expect(mockCharts.filter((chart) => chart.series.length > 0)).toHaveLength(2),
    );
    expect(() => unmount()).not.toThrow();
    expect(mockCharts.every((chart) => chart.removed)).toBe(true);
  });

  it('prefers the stream price and says where it comes from', async () => {
    renderWidget(<MiniChart symbol="LTC/USDT" />);
    const price = await screen.findByLabelText('LTC/USDT price');
    const socket = await streamSocket();
    act(() => socket.receive({ s: 'LTCUSDT', c: '91.23', E: Date.now() }));
    // RTK batches cache-patch notifications to the next frame, hence waitFor.
    await waitFor(() => expect(price).toHaveTextContent('$91.23'));
    // The default feed is the synthetic fixture set, so the stream price is a replayed one
    // (syntheticFeed.test.tsx covers a real feed's "Live").
    expect(screen.getByText('Replayed last trade (LTCUSDT)')).toBeInTheDocument();
  });

  it('is unavailable, not blank, when the feed fails', async () => {
    server.use(http.get(marketUrl('/coins/markets'), unavailable));
    renderWidget(<MiniChart symbol="ETH/USD" />);
    expect(await screen.findByText(/Market data unavailable/)).toBeInTheDocument();
    expect(mockCharts).toHaveLength(0);
  });
});

describe('TickerTape', () => {
  it('runs the biggest coins with price and change', async () => {
    renderWidget(<TickerTape />);
    const tape = screen.getByRole('region', { name: 'Ticker tape' });
    expect(await within(tape).findAllByText('BTC')).not.toHaveLength(0);
    // 15 coins, drawn twice for a seamless loop; the copy is hidden from assistive tech.
    expect(within(tape).getAllByRole('listitem')).toHaveLength(15);
  });
});

describe('TechnicalAnalysisSummary', () => {
  it('rates the pair from its candles and lists every indicator', async () => {
    renderWidget(<TechnicalAnalysisSummary symbol="BTC/USD" />);
    const table = await screen.findByRole('table', { name: 'Indicators for BTC/USD' });
    expect(within(table).getAllByRole('row')).toHaveLength(16);
    expect(within(table).getByText('RSI (14)')).toBeInTheDocument();
    const summary = screen.getByRole('group', { name: 'Summary rating' });
    expect(summary).toHaveTextContent(/Strong sell|Sell|Neutral|Buy|Strong buy/);
    expect(screen.getByText(/Computed from 365 candles/)).toBeInTheDocument();
  });

  it('shows "Market data unavailable" when the history cannot be loaded', async () => {
    server.use(http.get(marketUrl('/coins/:id/ohlc'), unavailable));
    renderWidget(<TechnicalAnalysisSummary symbol="ETH/USD" />);
    expect(await screen.findByText(/Market data unavailable/)).toBeInTheDocument();
  });
});

describe('AdvancedChart', () => {
  it('draws candles and volume and reads the crosshair values out as text', async () => {
    renderWidget(<AdvancedChart />);
    const values = await screen.findByTestId('crosshair-values');
    const candles = fixtureCandles.bitcoin!;
    const last = candles[candles.length - 1]!;
    expect(values).toHaveTextContent(`C ${usd(last[4])}`);
    // The chart is created in its turn (one chart per task), after the text is drawn.
    await waitFor(() => expect(mockCharts.at(-1)?.series).toHaveLength(2));
    const chart = mockCharts.at(-1)!;
    const [price, volume] = chart.series.filter((series) => !series.removed);
    expect(price).toMatchObject({ type: 'Candlestick' });
    expect(price!.data).toHaveLength(candles.length);
    expect(volume).toMatchObject({ type: 'Histogram' });
    expect(volume!.data).toHaveLength(candles.length);

    const first = candles[0]!;
    act(() => chart.moveCrosshair(first[0] / 1000));
    expect(values).toHaveTextContent(`O ${usd(first[1])}`);
  });

  it('switches interval and symbol', async () => {
    const { user } = renderWidget(<AdvancedChart />);
    await screen.findByTestId('crosshair-values');
    await waitFor(() => expect(mockCharts.at(-1)?.series).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'Weekly' }));
    const weekly = mockCharts.at(-1)!.series.filter((series) => !series.removed)[0]!;
    expect(weekly.data.length).toBeGreaterThanOrEqual(52);
    expect(weekly.data.length).toBeLessThanOrEqual(54);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Symbol' }), 'ETH/USD');
    expect(
      await screen.findByRole('region', { name: 'Advanced chart — ETH/USD' }),
    ).toBeInTheDocument();
    const eth = fixtureCandles.ethereum!;
    await screen.findByText(new RegExp(`C ${usd(eth[eth.length - 1]![4]).replace('$', '\\$')}`));
  });
});

describe('RealtimeChart', () => {
  it('waits honestly, then draws the stream and shows it live', async () => {
    renderWidget(<RealtimeChart symbol="BTC/USD" />);
    expect(await screen.findByLabelText('Real-time prices: Connecting…')).toBeInTheDocument();
    expect(
      screen.getByRole('progressbar', { name: 'Waiting for BTCUSDT trades' }),
    ).toBeInTheDocument();

    const socket = await streamSocket();
    act(() => {
      socket.receive({ s: 'BTCUSDT', c: '67000.5', E: 1_700_000_000_000 });
      socket.receive({ s: 'BTCUSDT', c: '67010', E: 1_700_000_001_000 });
    });
    expect(await screen.findByLabelText('Real-time prices: Live')).toBeInTheDocument();
    expect(screen.getByLabelText('BTCUSDT last price')).toHaveTextContent('$67,010.00');
    await waitFor(() =>
      expect(mockCharts.at(-1)?.series.find((series) => !series.removed)?.data).toEqual([
        { time: 1_700_000_000, value: 67000.5 },
        { time: 1_700_000_001, value: 67010 },
      ]),
    );

    act(() => socket.close());
    expect(await screen.findByLabelText('Real-time prices: Delayed')).toBeInTheDocument();
    // The last real price stays; nothing is invented while disconnected.
    expect(screen.getByLabelText('BTCUSDT last price')).toHaveTextContent('$67,010.00');
  });

  it('says the stream is unavailable when it cannot connect', async () => {
    setMarketSocketFactory(() => {
      throw new Error('blocked');
    });
    jest.useFakeTimers();
    try {
      renderWidget(<RealtimeChart />);
      await act(() => jest.advanceTimersByTimeAsync(1_000 + 2_000 + 4_000 + 1_000));
      expect(screen.getByText(/Market data unavailable/)).toBeInTheDocument();
      expect(screen.getByLabelText('Real-time prices: Stream unavailable')).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });
});
