import { act, screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import type { GlobalMarketResponse, MarketCoin } from '../../../api/types';
import { paths } from '../../../config/routes';
import { formatCompactUsd, formatMarketPrice, formatPercent } from '../../../lib/money';
import { buildMarketCoin } from '../../../test/fixtures';
import {
  marketFeedHandlers,
  recordedAnswer,
  unreachableMarketFeedHandlers,
} from '../../../test/marketFeedHandlers';
import {
  FakeIntersectionObserver,
  installFakeIntersectionObserver,
  removeFakeIntersectionObserver,
} from '../../../test/fakeIntersectionObserver';
import { renderApp } from '../../../test/renderWithProviders';
import { apiUrl, marketUrl, server } from '../../../test/server';

// The market feed is the recorded one (src/test/server.ts); expected texts are its figures in
// the page's formats, whose own rules lib/money's tests pin down.
const feedCoins = () => recordedAnswer<MarketCoin[]>('/coins/markets?vs_currency=usd&per_page=50');
const feedGlobal = () => recordedAnswer<GlobalMarketResponse>('/global').data;
// eslint-disable-next-line testing-library/no-node-access -- a row header's row: the row's own name is every cell's text
const rowOf = (header: HTMLElement) => header.closest('tr') as HTMLElement;
/** A coin's row header reads its name and symbol; match on the name. */
const naming = (coinName: string) => (accessibleName: string) => accessibleName.includes(coinName);

async function renderHome() {
  const view = renderApp(paths.home);
  await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
  return view;
}

function popularTable() {
  return screen.getByRole('table', { name: 'Popular cryptocurrencies' });
}

describe('home page: popular cryptocurrencies', () => {
  it('lists the first five coins of the feed with price, change and market cap', async () => {
    const [first, ...others] = feedCoins();
    await renderHome();
    const firstHeader = await screen.findByRole('rowheader', { name: naming(first!.name) });
    const rows = within(popularTable()).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(5);
    expect(within(popularTable()).queryByText(others[4]!.name)).not.toBeInTheDocument();

    const firstRow = rowOf(firstHeader);
    expect(within(firstRow).getByRole('img', { name: `${first!.name} logo` })).toHaveAttribute(
      'src',
      first!.image,
    );
    expect(within(firstRow).getByText(first!.symbol.toUpperCase())).toBeInTheDocument();
    expect(firstRow).toHaveTextContent(formatMarketPrice(first!.current_price!));
    expect(firstRow).toHaveTextContent(formatCompactUsd(first!.market_cap!));
  });

  it('styles a negative change as a fall and anything else as a rise, with a text cue', async () => {
    const popular = feedCoins().slice(0, 5);
    const falling = popular.find((coin) => coin.price_change_percentage_24h! < 0)!;
    const rising = popular.find((coin) => coin.price_change_percentage_24h! > 0)!;
    await renderHome();
    const fallingRow = rowOf(await screen.findByRole('rowheader', { name: naming(falling.name) }));
    const risingRow = rowOf(screen.getByRole('rowheader', { name: naming(rising.name) }));

    // eslint-disable-next-line testing-library/no-node-access -- the direction mark wraps the text
    const fall = within(fallingRow).getByText(/down/).parentElement!;
    expect(fall).toHaveTextContent(`down ${formatPercent(-falling.price_change_percentage_24h!)}`);
    expect(fall).toHaveAttribute('data-direction', 'fall');
    // eslint-disable-next-line testing-library/no-node-access -- the direction mark wraps the text
    const rise = within(risingRow).getByText(/up/).parentElement!;
    expect(rise).toHaveTextContent(`up ${formatPercent(rising.price_change_percentage_24h!)}`);
    expect(rise).toHaveAttribute('data-direction', 'rise');
    expect(getComputedStyle(fall).color).not.toBe(getComputedStyle(rise).color);
  });

  it('says plainly that a change the feed did not report is not available, not 0 %', async () => {
    server.use(
      http.get(marketUrl('/coins/markets'), () =>
        HttpResponse.json([
          buildMarketCoin({ id: 'solana', name: 'Solana', price_change_percentage_24h: null }),
        ]),
      ),
    );
    await renderHome();
    const solanaRow = rowOf(await screen.findByRole('rowheader', { name: /Solana/ }));
    expect(solanaRow).toHaveTextContent('Not available');
  });

  it('shows skeleton rows while the feed loads', async () => {
    server.use(
      http.get(marketUrl('/coins/markets'), async () => {
        await delay('infinite');
        return HttpResponse.json([]);
      }),
    );
    await renderHome();
    // The table is below the fold, in a chunk fetched after the first render.
    const table = await screen.findByRole('table', { name: 'Popular cryptocurrencies' });
    expect(table).toHaveAttribute('aria-busy', 'true');
    expect(within(table).getAllByRole('row').slice(1)).toHaveLength(5);
    expect(within(table).queryByRole('rowheader')).not.toBeInTheDocument();
    expect(table).not.toHaveTextContent('$');
  });

  it('says prices are unavailable when the feed is unreachable, and retries on request', async () => {
    server.use(...unreachableMarketFeedHandlers);
    const { user } = await renderHome();
    expect(await screen.findByText('Live prices are unavailable right now.')).toBeVisible();
    expect(
      screen.queryByRole('table', { name: 'Popular cryptocurrencies' }),
    ).not.toBeInTheDocument();

    server.use(...marketFeedHandlers);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(
      await screen.findByRole('rowheader', { name: naming(feedCoins()[0]!.name) }),
    ).toBeVisible();
  });
});

describe('home page: market stat tiles', () => {
  it('shows the four live figures from the /global feed', async () => {
    const global = feedGlobal();
    const totalMarketCap = formatCompactUsd(global.total_market_cap.usd!);
    await renderHome();
    const section = screen.getByRole('region', { name: 'The crypto market today' });
    expect(await within(section).findByText(totalMarketCap)).toBeVisible();
    // eslint-disable-next-line testing-library/no-node-access -- each figure follows its label
    const figure = (label: string) => within(section).getByText(label).nextElementSibling;
    expect(figure('Total market cap')).toHaveTextContent(totalMarketCap);
    expect(figure('24h trading volume')).toHaveTextContent(
      formatCompactUsd(global.total_volume.usd!),
    );
    expect(figure('Active cryptocurrencies')).toHaveTextContent(
      global.active_cryptocurrencies.toLocaleString(),
    );
    expect(figure('Bitcoin dominance')).toHaveTextContent(
      formatPercent(global.market_cap_percentage.btc!),
    );
  });

  it('hides the tiles behind a quiet note when the feed is unreachable', async () => {
    server.use(...unreachableMarketFeedHandlers);
    await renderHome();
    const section = screen.getByRole('region', { name: 'The crypto market today' });
    expect(
      await within(section).findByText('Live market figures are unavailable right now.'),
    ).toBeVisible();
    expect(within(section).queryByText('Total market cap')).not.toBeInTheDocument();
    expect(section).not.toHaveTextContent('$');
  });
});

describe('home page: wake-up ping', () => {
  it('pings the API host exactly once', async () => {
    let pings = 0;
    server.use(
      http.get(apiUrl('/'), () => {
        pings += 1;
        return HttpResponse.text('ok');
      }),
    );
    await renderHome();
    await screen.findByRole('rowheader', { name: naming(feedCoins()[0]!.name) });
    await waitFor(() => expect(pings).toBe(1));
  });

  it('shows nothing when the ping fails', async () => {
    let pinged = false;
    server.use(
      http.get(apiUrl('/'), () => {
        pinged = true;
        return HttpResponse.json({ message: 'Service unavailable' }, { status: 503 });
      }),
    );
    await renderHome();
    await waitFor(() => expect(pinged).toBe(true));
    await screen.findByRole('rowheader', { name: naming(feedCoins()[0]!.name) });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText(/Service unavailable|went wrong|error/i)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', paths.signUp);
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', paths.signIn);
  });
});

describe('home page: the sections below the fold', () => {
  beforeEach(installFakeIntersectionObserver);
  afterEach(removeFakeIntersectionObserver);

  it('are drawn when the reader scrolls towards them, not before', async () => {
    await renderHome();
    // The first screen is whole: its tiles have their figures.
    expect(
      await screen.findByText(formatCompactUsd(feedGlobal().total_market_cap.usd!)),
    ).toBeVisible();
    // The more sections wait for the first screen to be drawn and the browser to be idle, then
    // for the reader: on a phone they start well below the first screen.
    await waitFor(() => expect(FakeIntersectionObserver.all.length).toBeGreaterThan(0));
    expect(
      screen.queryByRole('region', { name: 'Popular cryptocurrencies' }),
    ).not.toBeInTheDocument();

    act(() => FakeIntersectionObserver.all.forEach((observer) => observer.intersect()));
    expect(
      await screen.findByRole('rowheader', { name: naming(feedCoins()[0]!.name) }),
    ).toBeVisible();
  });
});
