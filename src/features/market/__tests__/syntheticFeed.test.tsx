import { act, render, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { resetMockCharts } from '../../../../__mocks__/lightweight-charts';
import { feedNoticeMessage, recordedFeedMeta } from '../../../../fixtures/market/recordedFeed';
import { marketApi } from '../../../api/market';
import {
  MARKET_DATA_AS_OF_HEADER,
  MARKET_DATA_HEADER,
  SYNTHETIC_MARKET_DATA,
} from '../../../api/marketFeedSource';
import { setMarketSocketFactory } from '../../../api/marketStream';
import { AppProviders } from '../../../app/AppProviders';
import { setupStore } from '../../../app/store';
import { FakeSocket } from '../../../test/fakeSocket';
import { marketFeedHandlers } from '../../../test/marketFeedHandlers';
import { marketUrl, server } from '../../../test/server';
import AdvancedChart from '../widgets/AdvancedChart';
import MarketTable from '../widgets/MarketTable';
import { syntheticDataLabel } from '../../../components/MarketDataNotice';
import MiniChart from '../widgets/MiniChart';
import RealtimeChart from '../widgets/RealtimeChart';
import TechnicalAnalysisSummary from '../widgets/TechnicalAnalysisSummary';
import TickerTape from '../widgets/TickerTape';

// jsdom has no canvas, and the package is ESM-only with no `require` export (hence `virtual`).
jest.mock(
  'lightweight-charts',
  () => jest.requireActual<object>('../../../../__mocks__/lightweight-charts'),
  { virtual: true },
);

/**
 * The same figures as the fixture feed, answered the way a real CoinGecko answers them: without
 * the headers that say they are synthetic. What a real feed looks like to the SPA.
 */
const realFeedHandlers = [
  http.get(marketUrl('/*'), async ({ request }) => {
    const response = await fetchFixture(request.url);
    const headers = new Headers(response.headers);
    headers.delete(MARKET_DATA_HEADER);
    headers.delete(MARKET_DATA_AS_OF_HEADER);
    return new HttpResponse(await response.text(), { status: response.status, headers });
  }),
];

/** Runs one request through the default fixture handler, outside MSW's interception. */
async function fetchFixture(url: string): Promise<Response> {
  const handler = marketFeedHandlers[0]!;
  const result = await handler.run({ request: new Request(url), requestId: 'fixture' });
  return result!.response!;
}

const stores: Array<ReturnType<typeof setupStore>> = [];

function renderWidget(widget: ReactNode) {
  const store = setupStore();
  stores.push(store);
  return { store, ...render(<AppProviders store={store}>{widget}</AppProviders>) };
}

async function streamSocket(): Promise<FakeSocket> {
  await waitFor(() => expect(FakeSocket.opened.length).toBeGreaterThan(0));
  return FakeSocket.opened.at(-1)!;
}

const { asOf } = recordedFeedMeta();
const LABEL = syntheticDataLabel({ kind: 'synthetic', asOf });

beforeEach(() => {
  resetMockCharts();
  FakeSocket.opened = [];
  setMarketSocketFactory((url) => new FakeSocket(url));
});
afterEach(() => {
  stores.splice(0).forEach((store) => store.dispatch(marketApi.util.resetApiState()));
  setMarketSocketFactory();
});

describe('the label says what the data set is', () => {
  it('names it synthetic sample data, gives its as-of date, and denies being live prices', () => {
    expect(LABEL).toBe(
      `Sample market data (synthetic, as of ${new Date(asOf).toLocaleDateString(undefined, {
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        timeZone: 'UTC',
      })}) — not live prices`,
    );
    // The fixture set's asOf is 2026-11-20T00:00Z: the date must not slip to the 19th anywhere.
    expect(LABEL).toMatch(/20/);
    expect(syntheticDataLabel({ kind: 'synthetic', asOf: null })).toBe(
      'Sample market data (synthetic) — not live prices',
    );
  });
});

describe('a feed that says its data is synthetic (x-market-data header)', () => {
  it('labels every REST widget with the feed’s own as-of date', async () => {
    renderWidget(
      <>
        <TickerTape />
        <MiniChart symbol="BTC/USD" />
        <TechnicalAnalysisSummary symbol="BTC/USD" />
        <AdvancedChart />
        <MarketTable variant="compact" />
      </>,
    );
    await screen.findByRole('table', { name: 'Crypto market' });
    for (const name of [
      'Ticker tape',
      'BTC/USD',
      'Technical analysis — BTC/USD',
      'Advanced chart — BTC/USD',
      'Crypto market',
    ]) {
      const region = screen.getByRole('region', { name });
      expect(await within(region).findByRole('note')).toHaveTextContent(LABEL);
    }
  });

  it('calls the stream a replay, not live, once the feed has said it is synthetic', async () => {
    renderWidget(
      <>
        <MarketTable variant="compact" />
        <RealtimeChart symbol="BTC/USD" />
        <MiniChart symbol="LTC/USDT" />
      </>,
    );
    await screen.findByRole('table', { name: 'Crypto market' });
    const socket = await streamSocket();
    act(() => {
      socket.receive({ s: 'BTCUSDT', c: '67000.5', E: Date.now() });
      socket.receive({ s: 'LTCUSDT', c: '91.23', E: Date.now() });
    });
    expect(await screen.findByLabelText('Real-time prices: Replay')).toBeInTheDocument();
    expect(await screen.findByText('Replayed last trade (LTCUSDT)')).toBeInTheDocument();
    expect(screen.queryByLabelText('Real-time prices: Live')).not.toBeInTheDocument();
    expect(screen.queryByText(/^Live/)).not.toBeInTheDocument();
    const realtime = screen.getByRole('region', { name: 'Real-time — BTCUSDT' });
    expect(within(realtime).getByRole('note')).toHaveTextContent(LABEL);
  });

  it('knows from the stream alone: its first message says it replays synthetic prices', async () => {
    // No REST widget on screen: only the stream can tell.
    const requests: string[] = [];
    server.events.on('request:start', ({ request }) => void requests.push(request.url));
    renderWidget(<RealtimeChart symbol="BTC/USD" />);
    const socket = await streamSocket();
    act(() => {
      socket.receive(feedNoticeMessage());
      socket.receive({ s: 'BTCUSDT', c: '67000.5', E: Date.now() });
    });
    expect(await screen.findByLabelText('Real-time prices: Replay')).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent(LABEL);
    // The notice is not a price: the chart shows the one real tick only.
    expect(screen.getByLabelText('BTCUSDT last price')).toHaveTextContent('$67,000.50');
    server.events.removeAllListeners();
    expect(requests).toEqual([]);
  });

  it('still labels the data when the feed sends no as-of date', async () => {
    server.use(
      http.get(marketUrl('/*'), async ({ request }) => {
        const response = await fetchFixture(request.url);
        const headers = new Headers(response.headers);
        headers.delete(MARKET_DATA_AS_OF_HEADER);
        expect(headers.get(MARKET_DATA_HEADER)).toBe(SYNTHETIC_MARKET_DATA);
        return new HttpResponse(await response.text(), { status: response.status, headers });
      }),
    );
    renderWidget(<MarketTable variant="compact" />);
    expect(await screen.findByRole('note')).toHaveTextContent(
      'Sample market data (synthetic) — not live prices',
    );
  });
});

describe('a real feed (no header)', () => {
  beforeEach(() => server.use(...realFeedHandlers));

  it('shows no label and calls a flowing stream live', async () => {
    renderWidget(
      <>
        <TickerTape />
        <MarketTable variant="compact" />
        <RealtimeChart symbol="BTC/USD" />
        <MiniChart symbol="LTC/USDT" />
      </>,
    );
    await screen.findByRole('table', { name: 'Crypto market' });
    const socket = await streamSocket();
    act(() => {
      socket.receive({ s: 'BTCUSDT', c: '67000.5', E: Date.now() });
      socket.receive({ s: 'LTCUSDT', c: '91.23', E: Date.now() });
    });
    expect(await screen.findByLabelText('Real-time prices: Live')).toBeInTheDocument();
    expect(await screen.findByText('Live last trade (LTCUSDT)')).toBeInTheDocument();
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
    expect(screen.queryByText(/Sample market data/)).not.toBeInTheDocument();
  });
});
