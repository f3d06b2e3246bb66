import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { MARKET_DATA_AS_OF_HEADER, MARKET_DATA_HEADER } from '../../../../api/marketFeedSource';
import { config } from '../../../../config/config';
import { paths } from '../../../../config/routes';
import { marketFeedHandlers } from '../../../../test/marketFeedHandlers';
import { renderApp } from '../../../../test/renderWithProviders';
import { marketUrl, server } from '../../../../test/server';

/** A screen's words, less the sample-data notes' own "not live prices". */
function wordsOf(element: HTMLElement) {
  return (element.textContent ?? '').replace(/not (show )?live prices/g, '');
}

/** The page's words, less the sample-data labels' own "not live prices". */
async function homeText() {
  renderApp(paths.home);
  await screen.findByRole('heading', { level: 1 });
  await screen.findByRole('table', { name: 'Popular cryptocurrencies' });
  return wordsOf(screen.getByRole('main'));
}

test('the demo build claims no live prices anywhere on the home page, and says its data is sample', async () => {
  jest.replaceProperty(config, 'demoBuild', true);
  const text = await homeText();
  expect(text).not.toMatch(/\blive\b/i);
  expect(screen.queryByRole('img', { name: /\blive\b/i })).not.toBeInTheDocument();
  expect(screen.getByText(/This demo runs on sample market data/)).toBeVisible();
});

test('any other build keeps its copy', async () => {
  jest.replaceProperty(config, 'demoBuild', false);
  await homeText();
  expect(screen.getByText(/with live market prices/)).toBeVisible();
});

/** A feed that has not (yet) said its figures are synthetic: the answers without its headers. */
function serveFeedWithoutNotice() {
  server.use(
    http.get(marketUrl('/*'), async ({ request }) => {
      const result = await marketFeedHandlers[0]!.run({ request, requestId: 'no-notice' });
      const response = result!.response!;
      const headers = new Headers(response.headers);
      headers.delete(MARKET_DATA_HEADER);
      headers.delete(MARKET_DATA_AS_OF_HEADER);
      return new HttpResponse(await response.text(), { status: response.status, headers });
    }),
  );
}

describe('the home page’s market captions', () => {
  beforeEach(serveFeedWithoutNotice);

  it('are the sample ones in the demo build, whatever the feed has said', async () => {
    jest.replaceProperty(config, 'demoBuild', true);
    const text = await homeText();
    expect(text).not.toMatch(/\blive\b/i);
    expect(screen.getByText(/^Sample figures from a synthetic data set/)).toBeVisible();
    expect(screen.getByText(/^The first five coins of the sample/)).toBeInTheDocument();
  });

  it('stay live for a real feed in any other build', async () => {
    jest.replaceProperty(config, 'demoBuild', false);
    await homeText();
    expect(screen.getByText('Live figures from our market data provider.')).toBeVisible();
    expect(screen.getByText(/^The first five coins of the live market feed/)).toBeInTheDocument();
  });
});

describe('the home page with its market feed failing', () => {
  beforeEach(() => {
    server.use(
      http.get(marketUrl('/*'), () => HttpResponse.json({ error: 'busy' }, { status: 503 })),
    );
  });

  async function renderFailingHome() {
    renderApp(paths.home);
    const tiles = await screen.findByRole('region', { name: 'The crypto market today' });
    const popular = await screen.findByRole('region', { name: 'Popular cryptocurrencies' });
    return { tiles, popular };
  }

  it('says the sample figures are unavailable in the demo build', async () => {
    jest.replaceProperty(config, 'demoBuild', true);
    const { tiles, popular } = await renderFailingHome();
    expect(
      await within(tiles).findByText('Sample market figures are unavailable right now.'),
    ).toBeVisible();
    expect(
      await within(popular).findByText('Sample prices are unavailable right now.'),
    ).toBeVisible();
    expect(wordsOf(screen.getByRole('main'))).not.toMatch(/\blive\b/i);
  });

  it('says the live ones are in any other build', async () => {
    jest.replaceProperty(config, 'demoBuild', false);
    const { tiles, popular } = await renderFailingHome();
    expect(
      await within(tiles).findByText('Live market figures are unavailable right now.'),
    ).toBeVisible();
    expect(
      await within(popular).findByText('Live prices are unavailable right now.'),
    ).toBeVisible();
  });
});

/** Pages whose copy speaks of the market prices: what each says in the demo and in other builds. */
const pages = [
  {
    path: paths.about,
    sample: [/follow your balances and sample market prices/, /In this demo the market figures/],
    live: [/follow your balances and live market prices/, /Market figures come live/],
  },
  {
    path: paths.cryptoGuides,
    sample: [/in this demo the home page and your dashboard show sample prices/],
    live: [/live prices are on the home page and your dashboard/],
  },
  {
    path: paths.services,
    sample: [
      /follow their prices — sample prices in this demo/,
      /^Sample prices from the demo/,
      /a chart that replays sample trades/,
    ],
    live: [/follow them with live prices/, /^Live prices from the market feed$/],
  },
  {
    path: paths.privacyPolicy,
    sample: [/your browser loads sample market prices from the demo’s own local server/],
    live: [/Live market prices are loaded by your browser directly from our market data provider/],
  },
];

describe.each(pages)('$path', ({ path, sample, live }) => {
  async function openPage() {
    renderApp(path);
    await screen.findByRole('heading', { level: 1 });
    return screen.getByRole('main');
  }

  it('claims no live prices in the demo build and says they are samples', async () => {
    jest.replaceProperty(config, 'demoBuild', true);
    const main = await openPage();
    expect(wordsOf(main)).not.toMatch(/\blive\b/i);
    for (const words of sample) expect(within(main).getByText(words)).toBeVisible();
  });

  it('keeps its live wording in any other build', async () => {
    jest.replaceProperty(config, 'demoBuild', false);
    const main = await openPage();
    for (const words of live) expect(within(main).getByText(words)).toBeVisible();
  });
});
