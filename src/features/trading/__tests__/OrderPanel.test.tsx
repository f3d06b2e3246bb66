import { addListener, type UnknownAction } from '@reduxjs/toolkit';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { HoldingsResponse, Quote, QuoteRequest } from '../../../api/types';
import type { AppStore } from '../../../app/store';
import { paths } from '../../../config/routes';
import { changeLanguage } from '../../../i18n';
import { hideAmountsToggled } from '../../privacy';
import { buildLoginResponse } from '../../../test/fixtures';
import { renderApp, signedInState } from '../../../test/renderWithProviders';
import { apiUrl, server } from '../../../test/server';
import {
  buildHolding,
  buildHoldings,
  buildPrice,
  buildTrade,
  serveHoldings,
  servePrices,
} from '../../../test/tradingHandlers';

beforeAll(() => import('../SpotTradingPage'));
afterEach(() => jest.useRealTimers());

type User = ReturnType<typeof renderApp>['user'];

const QUOTE_TTL_MS = 15_000;

function buildQuote(request: QuoteRequest, overrides: Partial<Quote> = {}): Quote {
  const buy = request.side === 'buy';
  return {
    quoteId: `quote-${Math.random().toString(36).slice(2)}`,
    side: request.side,
    asset: request.asset,
    price: '50000',
    quantity: buy ? '0.00199000' : String(request.amount),
    subtotal: buy ? '99.50' : '995.00',
    feePercent: '0.5',
    fee: buy ? '0.50' : '4.98',
    total: buy ? '100.00' : '990.02',
    expiresAt: new Date(Date.now() + QUOTE_TTL_MS).toISOString(),
    ...overrides,
  };
}

/** Answers POST /trade/quote with `answer` and records the bodies. */
function serveQuotes(answer: (request: QuoteRequest) => Response) {
  const bodies: QuoteRequest[] = [];
  server.use(
    http.post(apiUrl('/trade/quote'), async ({ request }) => {
      const body = (await request.json()) as QuoteRequest;
      bodies.push(body);
      return answer(body);
    }),
  );
  return bodies;
}

function serveExecute(answer: () => Response) {
  const bodies: unknown[] = [];
  server.use(
    http.post(apiUrl('/trade/execute'), async ({ request }) => {
      bodies.push(await request.json());
      return answer();
    }),
  );
  return bodies;
}

function countHoldingsRequests(holdings: HoldingsResponse) {
  const counter = { count: 0 };
  server.use(
    http.get(apiUrl('/holdings'), () => {
      counter.count += 1;
      return HttpResponse.json(holdings);
    }),
  );
  return counter;
}

function recordActions(store: AppStore): UnknownAction[] {
  const recorded: UnknownAction[] = [];
  store.dispatch(
    addListener({ predicate: () => true, effect: (action) => void recorded.push(action) }),
  );
  return recorded;
}

function renderSpotTrading(user?: ReturnType<typeof userEvent.setup>) {
  const view = renderApp(paths.spotTrading, {
    preloadedState: signedInState(buildLoginResponse()),
  });
  return { ...view, user: user ?? view.user };
}

const orderForm = () => screen.getByRole('form', { name: 'Order' });

async function typeAmount(user: User, label: string, text: string) {
  const form = await screen.findByRole('form', { name: 'Order' });
  const field = await within(form).findByRole('textbox', { name: label });
  await user.clear(field);
  await user.paste(text);
}

const BUY_LABEL = 'Amount to spend (USD)';
/** The buy amount's standing line, read after any error in its description. */
const FEE_INCLUDED = 'Fee included: the fee comes out of this amount';

describe('Spot Trading order panel', () => {
  it('buys: the quote shows price, quantity, fee percent and amount, net and total before Confirm; Confirm shows the trade, refreshes holdings and tells the story in named actions', async () => {
    const quotes = serveQuotes((request) => HttpResponse.json(buildQuote(request)));
    const trade = buildTrade({ reference: 'TRD-BUY1' });
    const executes = serveExecute(() => HttpResponse.json({ trade }, { status: 201 }));
    const holdingsRequests = countHoldingsRequests(buildHoldings());
    const { user, store } = renderSpotTrading();
    const actions = recordActions(store);

    expect(
      await within(await screen.findByRole('form', { name: 'Order' })).findByText(
        /BTC price: \$50,000\.00 · as of/,
      ),
    ).toBeVisible();
    await typeAmount(user, BUY_LABEL, '100');
    await user.click(screen.getByRole('button', { name: 'Preview' }));

    const quote = await screen.findByRole('region', { name: 'Your quote' });
    const terms = within(quote)
      .getAllByRole('term')
      .map((term) => term.textContent);
    const definitions = within(quote)
      .getAllByRole('definition')
      .map((value) => value.textContent);
    expect(terms).toEqual([
      'Price',
      'Quantity',
      'Fee (0.5%)',
      'Invested after the fee',
      'Total to pay',
    ]);
    expect(definitions).toEqual(['$50,000.00', '0.00199000 BTC', '$0.50', '$99.50', '$100.00']);
    expect(within(quote).getByText(/seconds left to confirm$/)).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Your quote' })).toHaveFocus();
    expect(quotes).toEqual([{ side: 'buy', asset: 'BTC', amount: '100' }]);

    const before = holdingsRequests.count;
    await user.click(within(quote).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('heading', { name: 'Trade done' })).toHaveFocus();
    expect(screen.getByText('Bought 0.00199000 BTC at $50,000.00, total $100.00.')).toBeVisible();
    expect(executes).toHaveLength(1);
    await waitFor(() => expect(holdingsRequests.count).toBeGreaterThan(before));

    expect(
      actions.map((action) => action.type).filter((type) => type.startsWith('tradeFlow/')),
    ).toEqual([
      'tradeFlow/quoteRequested',
      'tradeFlow/quoteReceived',
      'tradeFlow/confirmRequested',
      'tradeFlow/tradeExecuted',
    ]);
    expect(store.getState().tradeFlow.trade).toEqual(trade);
  });

  it('sells the whole holding with Max and shows the realized profit', async () => {
    server.use(
      serveHoldings(buildHoldings({ holdings: [buildHolding({ quantity: '0.01990000' })] })),
    );
    const quotes = serveQuotes((request) => HttpResponse.json(buildQuote(request)));
    serveExecute(() =>
      HttpResponse.json(
        {
          trade: buildTrade({
            side: 'sell',
            quantity: '0.01990000',
            price: '50000',
            total: '990.02',
            realizedPnl: '-9.98',
          }),
        },
        { status: 201 },
      ),
    );
    const { user } = renderSpotTrading();
    await user.click(await screen.findByRole('button', { name: 'Sell' }));
    expect(screen.getByRole('button', { name: 'Sell' })).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByText('You hold 0.01990000 BTC')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Max' }));
    expect(screen.getByRole('textbox', { name: 'Quantity to sell' })).toHaveValue('0.01990000');
    await user.click(screen.getByRole('button', { name: 'Preview' }));

    const quote = await screen.findByRole('region', { name: 'Your quote' });
    expect(within(quote).getByText('You receive')).toBeVisible();
    expect(within(quote).getByText('$990.02')).toBeVisible();
    expect(quotes).toEqual([{ side: 'sell', asset: 'BTC', amount: '0.01990000' }]);
    await user.click(within(quote).getByRole('button', { name: 'Confirm' }));
    expect(
      await screen.findByText('Sold 0.01990000 BTC at $50,000.00, total $990.02.'),
    ).toBeVisible();
    expect(screen.getByText(/Realized profit\/loss:/)).toHaveTextContent(
      'Realized profit/loss: -$9.98',
    );
  });

  it('counts the quote down and, once it expires, offers Get a new quote instead of Confirm', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const quotes = serveQuotes((request) => HttpResponse.json(buildQuote(request)));
    const { store } = renderSpotTrading(user);
    const actions = recordActions(store);
    await typeAmount(user, BUY_LABEL, '100');
    await user.click(await screen.findByRole('button', { name: 'Preview' }));
    const quote = await screen.findByRole('region', { name: 'Your quote' });
    expect(within(quote).getByText('15 seconds left to confirm')).toBeVisible();

    act(() => jest.advanceTimersByTime(6_000));
    expect(within(quote).getByText('9 seconds left to confirm')).toBeVisible();
    // The live region speaks at thresholds only, not every second.
    expect(within(quote).getByText('10 seconds left to confirm this quote')).toBeInTheDocument();

    act(() => jest.advanceTimersByTime(10_000));
    expect(within(quote).getByText('This quote has expired.')).toBeVisible();
    expect(within(quote).queryByRole('button', { name: 'Confirm' })).not.toBeInTheDocument();
    expect(actions.map((action) => action.type)).toContain('tradeFlow/quoteExpired');

    await user.click(within(quote).getByRole('button', { name: 'Get a new quote' }));
    const fresh = await screen.findByRole('region', { name: 'Your quote' });
    expect(await within(fresh).findByRole('button', { name: 'Confirm' })).toBeVisible();
    expect(quotes).toHaveLength(2);
    expect(screen.getByRole('textbox', { name: BUY_LABEL })).toHaveValue('100');
  });

  it('shows the fee and total of a quote even while Hide amounts is on', async () => {
    serveQuotes((request) => HttpResponse.json(buildQuote(request)));
    const { user, store } = renderSpotTrading();
    act(() => {
      store.dispatch(hideAmountsToggled());
    });
    await typeAmount(user, BUY_LABEL, '100');
    await user.click(await screen.findByRole('button', { name: 'Preview' }));
    const quote = await screen.findByRole('region', { name: 'Your quote' });
    expect(within(quote).getByText('$0.50')).toBeVisible();
    expect(within(quote).getByText('$100.00')).toBeVisible();
  });

  it('drops the quote when the order changes, so nothing is confirmed for an amount not quoted', async () => {
    serveQuotes((request) => HttpResponse.json(buildQuote(request)));
    const { user, store } = renderSpotTrading();
    const actions = recordActions(store);
    await typeAmount(user, BUY_LABEL, '100');
    await user.click(await screen.findByRole('button', { name: 'Preview' }));
    expect(await screen.findByRole('region', { name: 'Your quote' })).toBeVisible();
    await typeAmount(user, BUY_LABEL, '200');
    expect(screen.queryByRole('region', { name: 'Your quote' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirm' })).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Preview' })).toBeVisible();
    expect(actions.map((action) => action.type)).toContain('tradeFlow/reset');
  });

  it('says so beside the price when the server trades at the offline feed’s synthetic prices', async () => {
    const note = 'Sample prices (synthetic) from the offline feed — not live market prices';
    server.use(servePrices([buildPrice()], true));
    renderSpotTrading();
    const form = await screen.findByRole('form', { name: 'Order' });
    expect(await within(form).findByText(note)).toBeVisible();
  });

  it('adds no such note to prices from a market source', async () => {
    renderSpotTrading();
    const form = await screen.findByRole('form', { name: 'Order' });
    expect(await within(form).findByText(/^BTC price:/)).toBeVisible();
    expect(within(form).queryByText(/synthetic/)).not.toBeInTheDocument();
  });

  it('says prices are unavailable and offers nothing to preview or confirm on a stale price', async () => {
    server.use(
      servePrices([
        buildPrice({ stale: true }),
        buildPrice({ asset: 'ETH', price: null, asOf: null, stale: true }),
      ]),
    );
    renderSpotTrading();
    const form = await screen.findByRole('form', { name: 'Order' });
    expect(
      within(form).getByText('Prices are unavailable right now. Try again in a minute.'),
    ).toBeVisible();
    expect(within(form).queryByRole('button', { name: 'Preview' })).not.toBeInTheDocument();
    expect(within(form).queryByRole('button', { name: 'Confirm' })).not.toBeInTheDocument();
  });

  it.each([
    [400, 'Not enough cash'],
    [503, 'Prices are unavailable right now. Try again in a minute.'],
  ])(
    'shows the server message of a %i quote refusal and keeps the typed amount',
    async (status, message) => {
      serveQuotes(() => HttpResponse.json({ message }, { status }));
      const { user } = renderSpotTrading();
      await typeAmount(user, BUY_LABEL, '250.50');
      await user.click(await screen.findByRole('button', { name: 'Preview' }));
      expect(await within(orderForm()).findByRole('alert')).toHaveTextContent(message);
      expect(screen.getByRole('textbox', { name: BUY_LABEL })).toHaveValue('250.50');
      expect(screen.getByRole('button', { name: 'Preview' })).toBeVisible();
    },
  );

  it('shows a 409 on Confirm with Get a new quote, and the typed amount kept', async () => {
    serveQuotes((request) => HttpResponse.json(buildQuote(request)));
    serveExecute(() =>
      HttpResponse.json({ message: 'This quote has expired. Get a new quote.' }, { status: 409 }),
    );
    const { user, store } = renderSpotTrading();
    const actions = recordActions(store);
    await typeAmount(user, BUY_LABEL, '100');
    await user.click(await screen.findByRole('button', { name: 'Preview' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(await within(orderForm()).findByRole('alert')).toHaveTextContent(
      'This quote has expired. Get a new quote.',
    );
    expect(screen.getByRole('button', { name: 'Get a new quote' })).toBeVisible();
    expect(screen.getByRole('textbox', { name: BUY_LABEL })).toHaveValue('100');
    expect(
      actions.map((action) => action.type).filter((type) => type.startsWith('tradeFlow/')),
    ).toEqual([
      'tradeFlow/quoteRequested',
      'tradeFlow/quoteReceived',
      'tradeFlow/confirmRequested',
      'tradeFlow/tradeFailed',
    ]);
  });

  it('shows a 400 on Confirm and lets the user confirm again', async () => {
    serveQuotes((request) => HttpResponse.json(buildQuote(request)));
    let answers = 0;
    serveExecute(() => {
      answers += 1;
      return answers === 1
        ? HttpResponse.json({ message: 'Not enough cash' }, { status: 400 })
        : HttpResponse.json({ trade: buildTrade() }, { status: 201 });
    });
    const { user } = renderSpotTrading();
    await typeAmount(user, BUY_LABEL, '100');
    await user.click(await screen.findByRole('button', { name: 'Preview' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(await within(orderForm()).findByRole('alert')).toHaveTextContent('Not enough cash');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('heading', { name: 'Trade done' })).toBeVisible();
  });

  it.each([
    ['buy', '-5', 'Amount must be greater than 0'],
    ['buy', '0', 'Amount must be greater than 0'],
    ['buy', '0.00', 'Amount must be greater than 0'],
    ['buy', '12.345', 'Use at most 2 decimals'],
    ['buy', '1e3', 'Enter a number, such as 250.50'],
    ['buy', '1000.01', 'Not enough cash'],
    ['sell', '0.123456789', 'Use at most 8 decimals'],
    ['sell', '0.5', 'Not enough BTC'],
  ])('refuses a %s of %s: "%s", and asks the server nothing', async (side, amount, message) => {
    server.use(
      serveHoldings(buildHoldings({ holdings: [buildHolding({ quantity: '0.01990000' })] })),
    );
    const quotes = serveQuotes((request) => HttpResponse.json(buildQuote(request)));
    const { user } = renderSpotTrading();
    if (side === 'sell') await user.click(await screen.findByRole('button', { name: 'Sell' }));
    const label = side === 'buy' ? BUY_LABEL : 'Quantity to sell';
    await screen.findByText(side === 'buy' ? /^Available cash:/ : /^You hold/);
    await typeAmount(user, label, amount);
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    const field = screen.getByRole('textbox', { name: label });
    expect(field).toHaveAccessibleDescription(
      side === 'buy' ? `${message} ${FEE_INCLUDED}` : message,
    );
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(quotes).toEqual([]);
  });

  it('asks for an amount', async () => {
    const { user } = renderSpotTrading();
    await user.click(await screen.findByRole('button', { name: 'Preview' }));
    expect(screen.getByRole('textbox', { name: BUY_LABEL })).toHaveAccessibleDescription(
      `Amount is required ${FEE_INCLUDED}`,
    );
  });

  it('says under the buy amount, before anything is typed, that the fee comes out of it', async () => {
    const { user } = renderSpotTrading();
    const amount = await screen.findByRole('textbox', { name: BUY_LABEL });
    expect(amount).toHaveAccessibleDescription(FEE_INCLUDED);
    // A sell is a quantity of the asset: no fee note under it (the review shows the fee).
    await user.click(screen.getByRole('button', { name: 'Sell' }));
    expect(await screen.findByRole('textbox', { name: 'Quantity to sell' })).not.toHaveAttribute(
      'aria-describedby',
    );
  });
});

describe('Spot Trading holdings and last trades', () => {
  it('shows each holding with average cost, price and its time, value and unrealized P/L in money and percent', async () => {
    server.use(serveHoldings(buildHoldings({ holdings: [buildHolding()] })));
    renderSpotTrading();
    await screen.findByText('$1,094.50');
    const table = screen.getByRole('table', { name: 'Holdings' });
    const [, row] = within(table).getAllByRole('row') as [HTMLElement, HTMLElement];
    const cells = within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells[0]).toBe('BTC');
    expect(cells[1]).toBe('0.01990000');
    expect(cells[2]).toBe('$50,251.26');
    expect(cells[3]).toMatch(/^\$55,000\.00as of /);
    expect(cells[4]).toBe('$1,094.50');
    // 94.50 on a cost of 1,000.00.
    expect(cells[5]).toBe('$94.50(9.45%)');
  });

  it('shows a dash and the stale sentence where a price is stale', async () => {
    server.use(
      serveHoldings(
        buildHoldings({
          holdings: [buildHolding({ price: null, value: null, unrealizedPnl: null })],
          holdingsValue: null,
          totalEquity: null,
        }),
      ),
    );
    renderSpotTrading();
    await screen.findAllByText('Not available');
    const table = screen.getByRole('table', { name: 'Holdings' });
    const section = screen.getByRole('region', { name: 'Your holdings' });
    expect(
      within(section).getByText('Prices are unavailable right now. Try again in a minute.'),
    ).toBeVisible();
    const [, row] = within(table).getAllByRole('row') as [HTMLElement, HTMLElement];
    const cells = within(row).getAllByRole('cell');
    expect(cells[4]).toHaveTextContent('—Not available');
    expect(cells[5]).toHaveTextContent('—Not available');
  });

  it('says when nothing is held, and when the holdings could not load offers Retry', async () => {
    let failing = true;
    server.use(
      http.get(apiUrl('/holdings'), () =>
        failing
          ? HttpResponse.json({ message: 'Boom' }, { status: 500 })
          : HttpResponse.json(buildHoldings()),
      ),
    );
    const { user } = renderSpotTrading();
    const section = await screen.findByRole('region', { name: 'Your holdings' });
    expect(await within(section).findByText('Your holdings could not be loaded.')).toBeVisible();
    failing = false;
    await user.click(within(section).getByRole('button', { name: 'Retry' }));
    expect(await within(section).findByText("You don't hold any assets yet.")).toBeVisible();
  });

  it('lists the 5 newest trades and links to all trades', async () => {
    const requests: URLSearchParams[] = [];
    server.use(
      http.get(apiUrl('/trades'), ({ request }) => {
        requests.push(new URL(request.url).searchParams);
        return HttpResponse.json({
          trades: [buildTrade({ reference: 'TRD-NEWEST' })],
          nextCursor: 'page-5',
          total: 9,
        });
      }),
    );
    const { user, router } = renderSpotTrading();
    const table = await screen.findByRole('table', { name: 'Last trades' });
    expect(await within(table).findByText('TRD-NEWEST')).toBeVisible();
    expect(requests[0]?.get('limit')).toBe('5');
    await user.click(screen.getByRole('link', { name: 'All trades' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/trades'));
  });
});

describe('Spot Trading in German', () => {
  it('shows the panel, validation and holdings in German with German money', async () => {
    server.use(serveHoldings(buildHoldings({ holdings: [buildHolding()] })));
    await act(() => changeLanguage('de'));
    const { user } = renderSpotTrading();
    expect(await screen.findByRole('heading', { name: 'Ihr Depot' })).toBeVisible();
    expect(await screen.findByText('1.094,50 $')).toBeVisible();
    expect(screen.getByRole('columnheader', { name: 'Einstandskurs' })).toBeVisible();
    expect(
      screen.getByRole('columnheader', { name: 'Nicht realisierter Gewinn/Verlust' }),
    ).toBeVisible();
    const table = screen.getByRole('table', { name: 'Depot' });
    expect(within(table).getByText('1.094,50 $')).toBeVisible();
    expect(within(table).getByText('0,01990000')).toBeVisible();
    const form = screen.getByRole('form', { name: 'Order' });
    await user.click(within(form).getByRole('button', { name: 'Vorschau' }));
    expect(
      within(form).getByRole('textbox', { name: 'Anlagebetrag (USD)' }),
    ).toHaveAccessibleDescription(
      'Bitte geben Sie einen Betrag ein Inkl. Gebühr: sie wird von diesem Betrag abgezogen',
    );
    expect(within(form).getByText(/^Verfügbares Guthaben:/)).toHaveTextContent(
      'Verfügbares Guthaben: 1.000,00 $',
    );
  });
});
