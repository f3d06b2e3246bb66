import { act, render, screen, waitFor, within } from '@testing-library/react';
import { mockCharts, resetMockCharts } from '../../../../__mocks__/lightweight-charts';
import { marketApi } from '../../../api/market';
import { setMarketSocketFactory } from '../../../api/marketStream';
import { AppProviders } from '../../../app/AppProviders';
import { setupStore } from '../../../app/store';
import { server } from '../../../test/server';
import { FakeSocket } from '../../../test/fakeSocket';
import {
  FakeIntersectionObserver,
  installFakeIntersectionObserver,
  removeFakeIntersectionObserver,
} from '../../../test/fakeIntersectionObserver';
import { marketFeedHandlers } from '../../../test/marketFeedHandlers';
import { MiniChart } from '..';
import type * as chartQueueModule from '../widgets/chartQueue';
import { NEAR_VIEWPORT_MARGIN } from '../../../components/WhenNearViewport';

// jsdom has no canvas, and the package is ESM-only with no `require` export (hence `virtual`).
jest.mock(
  'lightweight-charts',
  () => jest.requireActual<object>('../../../../__mocks__/lightweight-charts'),
  { virtual: true },
);

const marketRequests: string[] = [];
const recordRequest = ({ request }: { request: Request }) => {
  if (request.url.includes('/coins/')) marketRequests.push(request.url);
};

beforeEach(() => {
  resetMockCharts();
  marketRequests.length = 0;
  installFakeIntersectionObserver();
  setMarketSocketFactory((url) => new FakeSocket(url));
  server.use(...marketFeedHandlers);
  server.events.on('request:start', recordRequest);
});
afterEach(() => {
  server.events.removeListener('request:start', recordRequest);
  setMarketSocketFactory();
  removeFakeIntersectionObserver();
});

function renderWidget() {
  const store = setupStore();
  const view = render(
    <AppProviders store={store}>
      <MiniChart symbol="BTC/USD" />
    </AppProviders>,
  );
  return { store, ...view };
}

describe('market widgets below the fold', () => {
  it('show their skeleton and fetch, load and draw nothing until they come near the viewport', async () => {
    const { store } = renderWidget();
    const card = screen.getByRole('region', { name: 'BTC/USD' });
    expect(within(card).getByRole('progressbar', { name: 'Loading BTC/USD' })).toBeVisible();
    // Long enough for a lazy chunk, a request and a chart turn had anything started.
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(marketRequests).toEqual([]);
    expect(mockCharts).toHaveLength(0);
    const observer = FakeIntersectionObserver.all[0]!;
    expect(observer.options.rootMargin).toBe(NEAR_VIEWPORT_MARGIN);

    // Awaited: the widget's chunk and then its texts suspend, and React 19 retries a render
    // suspended inside act only when that act is awaited.
    await act(() => {
      observer.intersect();
      return Promise.resolve();
    });
    // The widget's chunk loads now (a module import under jest, slow on a busy machine).
    expect(await screen.findByLabelText('BTC/USD price', {}, { timeout: 5000 })).toBeVisible();
    await waitFor(() => expect(mockCharts[0]?.series[0]).toMatchObject({ type: 'Area' }));
    expect(marketRequests.some((url) => url.includes('/coins/markets'))).toBe(true);
    // Loaded for good: the observer is no longer watching anything.
    expect(observer.observed.size).toBe(0);
    act(() => {
      store.dispatch(marketApi.util.resetApiState());
    });
  });
});

describe('chart creation queue', () => {
  // A queue of its own: the widget test above may leave the module's queue waiting for a
  // real frame, which would then run this test's first job at a moment of its own choosing.
  let queueChartJob: (typeof chartQueueModule)['queueChartJob'];
  beforeEach(() => {
    jest.useFakeTimers();
    jest.isolateModules(() => {
      ({ queueChartJob } = jest.requireActual<typeof chartQueueModule>('../widgets/chartQueue'));
    });
  });
  afterEach(() => jest.useRealTimers());

  it('creates one chart per task, each after the previous one is painted, and drops cancelled ones', () => {
    const created: string[] = [];
    queueChartJob(() => created.push('BTC'));
    queueChartJob(() => created.push('ETH'));
    const cancelLtc = queueChartJob(() => created.push('LTC'));
    queueChartJob(() => created.push('candles'));
    // Never in the task that asked: that one is busy rendering the page.
    expect(created).toEqual([]);

    jest.advanceTimersByTime(0);
    expect(created).toEqual(['BTC']);
    // The next waits for a frame (fake frames come every 16 ms) and a task after it.
    jest.advanceTimersByTime(1);
    expect(created).toEqual(['BTC']);
    jest.advanceTimersByTime(20);
    expect(created).toEqual(['BTC', 'ETH']);

    cancelLtc();
    jest.advanceTimersByTime(20);
    expect(created).toEqual(['BTC', 'ETH', 'candles']);
    jest.advanceTimersByTime(100);
    expect(created).toEqual(['BTC', 'ETH', 'candles']);

    // An empty queue starts again with the next chart.
    queueChartJob(() => created.push('again'));
    jest.advanceTimersByTime(0);
    expect(created).toEqual(['BTC', 'ETH', 'candles', 'again']);
  });
});
