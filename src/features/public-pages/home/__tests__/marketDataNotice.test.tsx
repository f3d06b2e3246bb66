import { render, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { recordedFeedMeta } from '../../../../../fixtures/market/recordedFeed';
import { MARKET_DATA_AS_OF_HEADER, MARKET_DATA_HEADER } from '../../../../api/marketFeedSource';
import { paths } from '../../../../config/routes';
import {
  marketFeedHandlers,
  unreachableMarketFeedHandlers,
} from '../../../../test/marketFeedHandlers';
import { renderApp } from '../../../../test/renderWithProviders';
import { marketUrl, server } from '../../../../test/server';
import { syntheticDataLabel } from '../../../../components/MarketDataNotice';
import { OfflineMarketHint } from '../OfflineMarketHint';

const LABEL = syntheticDataLabel({ kind: 'synthetic', asOf: recordedFeedMeta().asOf });

async function renderHome() {
  const view = renderApp(paths.home);
  await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
  return view;
}

const tiles = () => screen.getByRole('region', { name: 'The crypto market today' });
const popular = () => screen.getByRole('region', { name: 'Popular cryptocurrencies' });

describe('home page on a feed that says its data is synthetic (the default fixture feed)', () => {
  it('labels the tiles and the popular table, and introduces neither as live', async () => {
    await renderHome();
    expect(await within(tiles()).findByRole('note')).toHaveTextContent(LABEL);
    expect(tiles()).not.toHaveTextContent(/live figures/i);
    await screen.findByRole('table', { name: 'Popular cryptocurrencies' });
    expect(await within(popular()).findByRole('note')).toHaveTextContent(LABEL);
    expect(within(popular()).getByRole('table')).not.toHaveTextContent(/live market feed/i);
  });
});

describe('home page on a real feed (no header)', () => {
  it('shows no label and keeps its usual copy', async () => {
    server.use(
      http.get(marketUrl('/*'), async ({ request }) => {
        const result = await marketFeedHandlers[0]!.run({ request, requestId: 'real' });
        const response = result!.response!;
        const headers = new Headers(response.headers);
        headers.delete(MARKET_DATA_HEADER);
        headers.delete(MARKET_DATA_AS_OF_HEADER);
        return new HttpResponse(await response.text(), { status: response.status, headers });
      }),
    );
    await renderHome();
    await within(tiles()).findByText('Total market cap');
    await screen.findByRole('table', { name: 'Popular cryptocurrencies' });
    expect(screen.queryByText(/Sample market data/)).not.toBeInTheDocument();
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });
});

describe('home page with no market feed reachable', () => {
  it('tells a developer that live prices need internet access and points to npm run demo', async () => {
    server.use(...unreachableMarketFeedHandlers);
    await renderHome();
    const hint = await within(tiles()).findByText(/Live prices need internet access/);
    expect(hint).toHaveTextContent('npm run demo');
  });

  it('says nothing of the sort when the feed answered with an error (it is reachable)', async () => {
    server.use(
      http.get(marketUrl('/*'), () => HttpResponse.json({ error: 'busy' }, { status: 503 })),
    );
    await renderHome();
    await within(tiles()).findByText('Live market figures are unavailable right now.');
    expect(screen.queryByText(/npm run demo/)).not.toBeInTheDocument();
  });

  it('keeps the hint out of production builds', () => {
    const mode = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      const { container } = render(<OfflineMarketHint />);
      expect(container).toBeEmptyDOMElement();
    } finally {
      process.env.NODE_ENV = mode;
    }
    render(<OfflineMarketHint />);
    expect(screen.getByRole('alert')).toHaveTextContent('npm run demo');
  });
});
