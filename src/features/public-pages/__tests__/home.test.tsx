import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { paths } from '../../../config/routes';
import { renderApp } from '../../../test/renderWithProviders';
import { apiUrl, marketUrl, server } from '../../../test/server';
import {
  coinsFixture,
  globalFixture,
  marketHandlers,
  unreachableMarketHandlers,
} from '../__fixtures__/market';

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
    server.use(...marketHandlers);
    await renderHome();
    const bitcoin = await screen.findByRole('rowheader', { name: /Bitcoin/ });
    const rows = within(popularTable()).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(5);
    expect(within(popularTable()).queryByText('XRP')).not.toBeInTheDocument();

    const bitcoinRow = bitcoin.closest('tr') as HTMLElement;
    expect(within(bitcoinRow).getByRole('img', { name: 'Bitcoin logo' })).toHaveAttribute(
      'src',
      coinsFixture[0]!.image,
    );
    expect(within(bitcoinRow).getByText('BTC')).toBeInTheDocument();
    expect(bitcoinRow).toHaveTextContent('$64,321.50');
    expect(bitcoinRow).toHaveTextContent('$1.27T');
  });

  it('styles a negative change as a fall and anything else as a rise, with a text cue', async () => {
    server.use(...marketHandlers);
    await renderHome();
    const bitcoinRow = (await screen.findByRole('rowheader', { name: /Bitcoin/ })).closest('tr')!;
    const ethereumRow = screen.getByRole('rowheader', { name: /Ethereum/ }).closest('tr')!;
    const solanaRow = screen.getByRole('rowheader', { name: /Solana/ }).closest('tr')!;

    const fall = within(bitcoinRow as HTMLElement).getByText(/down/).parentElement!;
    expect(fall).toHaveTextContent('down 2.31%');
    expect(fall).toHaveAttribute('data-direction', 'fall');
    const rise = within(ethereumRow as HTMLElement).getByText(/up/).parentElement!;
    expect(rise).toHaveTextContent('up 1.2%');
    expect(rise).toHaveAttribute('data-direction', 'rise');
    expect(getComputedStyle(fall).color).not.toBe(getComputedStyle(rise).color);
    // A change the feed did not report is said plainly, not shown as 0 %.
    expect(solanaRow).toHaveTextContent('Not available');
  });

  it('shows skeleton rows while the feed loads', async () => {
    server.use(
      http.get(marketUrl('/coins/markets'), async () => {
        await delay('infinite');
        return HttpResponse.json([]);
      }),
      http.get(marketUrl('/global'), () => HttpResponse.json(globalFixture)),
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
    server.use(...unreachableMarketHandlers);
    const { user } = await renderHome();
    expect(await screen.findByText('Live prices are unavailable right now.')).toBeVisible();
    expect(
      screen.queryByRole('table', { name: 'Popular cryptocurrencies' }),
    ).not.toBeInTheDocument();

    server.use(...marketHandlers);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('rowheader', { name: /Bitcoin/ })).toBeVisible();
  });
});

describe('home page: market stat tiles', () => {
  it('shows the four live figures from the /global feed', async () => {
    server.use(...marketHandlers);
    await renderHome();
    const section = screen.getByRole('region', { name: 'The crypto market today' });
    expect(await within(section).findByText('$2.45T')).toBeVisible();
    const figure = (label: string) => within(section).getByText(label).nextElementSibling;
    expect(figure('Total market cap')).toHaveTextContent('$2.45T');
    expect(figure('24h trading volume')).toHaveTextContent('$98.70B');
    expect(figure('Active cryptocurrencies')).toHaveTextContent('12,345');
    expect(figure('Bitcoin dominance')).toHaveTextContent('52.47%');
  });

  it('hides the tiles behind a quiet note when the feed is unreachable', async () => {
    server.use(...unreachableMarketHandlers);
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
      ...marketHandlers,
      http.get(apiUrl('/'), () => {
        pings += 1;
        return HttpResponse.text('ok');
      }),
    );
    await renderHome();
    await screen.findByRole('rowheader', { name: /Bitcoin/ });
    await waitFor(() => expect(pings).toBe(1));
  });

  it('shows nothing when the ping fails', async () => {
    let pinged = false;
    server.use(
      ...marketHandlers,
      http.get(apiUrl('/'), () => {
        pinged = true;
        return HttpResponse.json({ message: 'Service unavailable' }, { status: 503 });
      }),
    );
    await renderHome();
    await waitFor(() => expect(pinged).toBe(true));
    await screen.findByRole('rowheader', { name: /Bitcoin/ });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText(/Service unavailable|went wrong|error/i)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', paths.signUp);
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', paths.signIn);
  });
});
