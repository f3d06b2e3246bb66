import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type {
  Deposit,
  Holding,
  HoldingsResponse,
  StatementEntry,
  StatementEntryType,
  StatementResponse,
  RealizedProfit,
  UserDetails,
} from '../../../api/types';
import { paths } from '../../../config/routes';
import {
  buildDeposit,
  buildLoginResponse,
  buildUser,
  buildWithdrawal,
} from '../../../test/fixtures';
import { renderApp, signedInState } from '../../../test/renderWithProviders';
import { apiUrl, server } from '../../../test/server';
import { widestStatementRange } from '../walletBreakdown';

beforeAll(() => import('../DashboardPage'));
afterEach(() => localStorage.clear());

/**
 * A hundred MUI table rows take seconds to render in jsdom on a loaded machine (several suites
 * at once on two cores); the tests that draw a full table get more than the default 15 s.
 */
const SLOW_RENDER_MS = 30_000;

function entry(type: StatementEntryType, amount: string, reference: string): StatementEntry {
  return {
    date: '2026-10-01T10:00:00.000Z',
    type,
    reference,
    description: `${type} ${reference}`,
    amount,
    balance: '0.00',
  };
}

/**
 * A ledger whose sums per card are known: deposits 1,500.00, trade results 350.75, bonus 10.00,
 * cash 1,750.25.
 */
const LEDGER: StatementEntry[] = [
  entry('deposit', '1000.00', 'DEP-1'),
  entry('deposit', '500.00', 'DEP-2'),
  entry('trade_result', '350.75', 'TRD-1'),
  entry('withdrawal', '-100.00', 'WDR-1'),
  entry('withdrawal_fee', '-10.50', 'WDR-1-FEE'),
  entry('referral_bonus', '10.00', 'REF-1'),
];

/** What the sells realized per asset: −110.50 in all, added to the trade results' 350.75. */
const REALIZED: RealizedProfit[] = [
  { asset: 'BTC', realizedPnl: '-130.50' },
  { asset: 'ETH', realizedPnl: '20.00' },
];

function holding(asset: string, quantity: string, price: string | null, value: string | null) {
  return {
    asset,
    quantity,
    averageCost: '100.00',
    price,
    asOf: price === null ? null : '2026-11-20T09:30:00.000Z',
    value,
    unrealizedPnl: null,
  } satisfies Holding;
}

/** Serves GET /holdings; returns how many times it was asked. */
function serveHoldings(
  holdings: Holding[],
  totalEquity: string | null,
  realized: RealizedProfit[] = REALIZED,
) {
  const body: HoldingsResponse = {
    cash: '1750.25',
    availableCash: '1750.25',
    holdings,
    holdingsValue: null,
    totalEquity,
    realized,
  };
  const requests = { count: 0 };
  server.use(
    http.get(apiUrl('/holdings'), () => {
      requests.count += 1;
      return HttpResponse.json(body);
    }),
  );
  return requests;
}

/** Cash 1,750.25 + 0.01 BTC × 60,000.00 + 0.5 ETH × 3,000.10 = 3,850.30. */
const HOLDINGS = [
  holding('BTC', '0.01', '60000.00', '600.00'),
  holding('ETH', '0.5', '3000.10', '1500.05'),
];

beforeEach(() => {
  serveHoldings([], '1750.25');
});

const consistentUser = buildUser({
  totalDeposit: 1500,
  tradeProfit: 240.25,
  referralBonus: 10,
  totalEquity: 1750.25,
  pendBalance: 700,
});

function serveStatement(entries: StatementEntry[], openingBalance = '0.00') {
  const queries: URLSearchParams[] = [];
  server.use(
    http.get(apiUrl('/statements'), ({ request }) => {
      const params = new URL(request.url).searchParams;
      queries.push(params);
      const body: StatementResponse = {
        from: params.get('from') ?? '',
        to: params.get('to') ?? '',
        openingBalance,
        closingBalance: '0.00',
        entries,
      };
      return HttpResponse.json(body);
    }),
  );
  return queries;
}

function renderDashboard(user: UserDetails = consistentUser) {
  server.use(http.get(apiUrl('/transaction/token-user'), () => HttpResponse.json(user)));
  return renderApp(paths.dashboard, {
    preloadedState: signedInState(buildLoginResponse({ user })),
  });
}

async function explain(user: ReturnType<typeof renderApp>['user'], card: string) {
  const group = await screen.findByRole('group', { name: card });
  await user.click(await within(group).findByRole('button', { name: 'How is this calculated?' }));
  return screen.findByRole('dialog', { name: `How is ${card} calculated?` });
}

const sumOf = (dialog: HTMLElement) => within(dialog).getByRole('cell', { name: 'Sum' });
const referencesIn = (dialog: HTMLElement) =>
  within(within(dialog).getByRole('table', { name: 'Entries' }))
    .getAllByRole('row')
    .slice(1, -1)
    .map((row) => within(row).getAllByRole('cell')[3]?.textContent);

describe('How is this calculated?', () => {
  it.each([
    ['Total Deposits', ['DEP-2', 'DEP-1'], '$1,500.00'],
    ['Trade Profit', ['TRD-1', '', ''], '$240.25'],
    ['Referral Bonus', ['REF-1'], '$10.00'],
    ['Total Equity', ['REF-1', 'WDR-1-FEE', 'WDR-1', 'TRD-1', 'DEP-2', 'DEP-1'], '$1,750.25'],
  ])(
    'lists the %s entries, newest first, and their sum equals the card',
    async (card, refs, sum) => {
      const queries = serveStatement(LEDGER);
      const { user } = renderDashboard();
      const dialog = await explain(user, card);
      expect(await within(dialog).findByRole('table', { name: 'Entries' })).toBeVisible();
      expect(referencesIn(dialog)).toEqual(refs);
      expect(sumOf(dialog)).toHaveTextContent(sum);
      expect(within(dialog).getByText('This sum equals the figure on the card.')).toBeVisible();
      expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
      // The widest range the server allows, ending today, as JSON.
      expect(queries[0]?.get('format')).toBe('json');
      expect(queries[0]?.get('from')).toBe(widestStatementRange().from);
      expect(queries[0]?.get('to')).toBe(widestStatementRange().to);
    },
    SLOW_RENDER_MS,
  );

  it("explains Trade Profit from what each asset's sells realized (GET /holdings), never paging through the trades, not the withdrawals", async () => {
    serveStatement(LEDGER);
    serveHoldings([], '1750.25');
    const trades = { count: 0 };
    server.use(
      http.get(apiUrl('/trades'), () => {
        trades.count += 1;
        return HttpResponse.json({ trades: [], nextCursor: null, total: 0 });
      }),
    );
    const { user } = renderDashboard();
    const dialog = await explain(user, 'Trade Profit');
    await within(dialog).findByRole('table', { name: 'Entries' });
    const btc = within(dialog).getByRole('row', {
      name: /Realized profit or loss on BTC sells/,
    });
    expect(btc).toHaveTextContent('-$130.50');
    expect(btc).toHaveTextContent('All time');
    expect(
      within(dialog).getByRole('row', { name: /Realized profit or loss on ETH sells/ }),
    ).toHaveTextContent('$20.00');
    // The holdings answer carries the sums: no page of sells is read, however many there are.
    expect(trades.count).toBe(0);
    expect(within(dialog).queryByText(/WDR-1/)).not.toBeInTheDocument();
  });

  it('adds each holding as quantity × price, with the price time, to the cash: the sum is the card', async () => {
    serveStatement(LEDGER);
    serveHoldings(HOLDINGS, '3850.30');
    const { user } = renderDashboard(buildUser({ ...consistentUser, totalEquity: 3850.3 }));
    const dialog = await explain(user, 'Total Equity');
    await within(dialog).findByRole('table', { name: 'Entries' });
    const btc = within(dialog).getByRole('row', { name: /0\.01 BTC × \$60,000\.00/ });
    expect(btc).toHaveTextContent('Holding');
    expect(btc).toHaveTextContent('$600.00');
    expect(btc).toHaveTextContent('Nov 20, 2026');
    expect(within(dialog).getByRole('row', { name: /0\.5 ETH × \$3,000\.10/ })).toHaveTextContent(
      '$1,500.05',
    );
    expect(sumOf(dialog)).toHaveTextContent('$3,850.30');
    expect(within(dialog).getByText('This sum equals the figure on the card.')).toBeVisible();
  });

  describe('when prices moved between the card and the breakdown', () => {
    /** BTC at 65,000.00 now: 1,750.25 + 650.00 + 1,500.05 = 3,900.30 (the card had 3,850.30). */
    const MOVED = [
      holding('BTC', '0.01', '65000.00', '650.00'),
      holding('ETH', '0.5', '3000.10', '1500.05'),
    ];

    /** Serves token-user's answers in turn (the last one from then on); counts the requests. */
    function serveUserAnswers(...answers: UserDetails[]) {
      const requests = { count: 0 };
      server.use(
        http.get(apiUrl('/transaction/token-user'), () => {
          requests.count += 1;
          return HttpResponse.json(answers[Math.min(requests.count, answers.length) - 1]);
        }),
      );
      return requests;
    }

    it('asks for the card again, which then shows the breakdown’s prices: no mismatch', async () => {
      serveStatement(LEDGER);
      serveHoldings(MOVED, '3900.30');
      const before = buildUser({ ...consistentUser, totalEquity: 3850.3 });
      const { user } = renderApp(paths.dashboard, {
        preloadedState: signedInState(buildLoginResponse({ user: before })),
      });
      const tokenUser = serveUserAnswers(before, { ...before, totalEquity: 3900.3 });
      const card = await screen.findByRole('group', { name: 'Total Equity' });
      expect(await within(card).findByText('$3,850.30')).toBeVisible();
      const asked = tokenUser.count;
      const dialog = await explain(user, 'Total Equity');
      await within(dialog).findByRole('table', { name: 'Entries' });
      expect(sumOf(dialog)).toHaveTextContent('$3,900.30');
      expect(
        await within(dialog).findByText('This sum equals the figure on the card.'),
      ).toBeVisible();
      expect(within(card).getByText('$3,900.30')).toBeVisible();
      expect(tokenUser.count).toBe(asked + 1);
      expect(within(dialog).queryByText(/contact support/)).not.toBeInTheDocument();
    });

    it('says the prices moved, never "contact support", and asks only once', async () => {
      serveStatement(LEDGER);
      serveHoldings(MOVED, '3900.30');
      const before = buildUser({ ...consistentUser, totalEquity: 3850.3 });
      const { user } = renderApp(paths.dashboard, {
        preloadedState: signedInState(buildLoginResponse({ user: before })),
      });
      // The card's figure stays behind (its prices moved again, say): still no mismatch.
      const tokenUser = serveUserAnswers(before);
      await screen.findByRole('group', { name: 'Total Equity' });
      const asked = tokenUser.count;
      const dialog = await explain(user, 'Total Equity');
      const note = await within(dialog).findByText(/^Prices have moved since the card was shown/);
      expect(note).toBeVisible();
      expect(note).toHaveTextContent(
        'Prices have moved since the card was shown: at the prices above, Total Equity is $3,900.30. The card is being updated.',
      );
      expect(within(dialog).queryByText(/contact support/)).not.toBeInTheDocument();
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(tokenUser.count).toBe(asked + 1);
    });
  });

  it('gives no sum for Total Equity while a holding has no current price', async () => {
    serveStatement(LEDGER);
    serveHoldings([holding('BTC', '0.01', null, null)], null);
    const { user } = renderDashboard(buildUser({ ...consistentUser, totalEquity: null }));
    const dialog = await explain(user, 'Total Equity');
    await within(dialog).findByRole('table', { name: 'Entries' });
    expect(
      within(dialog).getByRole('row', { name: /0\.01 BTC, no current price/ }),
    ).toHaveTextContent('Price unavailable');
    expect(sumOf(dialog)).toHaveTextContent('Price unavailable');
    expect(
      within(dialog).getByText('Prices are unavailable right now. Try again in a minute.'),
    ).toBeVisible();
    expect(within(dialog).queryByText(/contact support/)).not.toBeInTheDocument();
  });

  it('labels the trade kinds of the ledger', async () => {
    serveStatement([
      entry('deposit', '1000.00', 'DEP-1'),
      entry('trade_buy', '-597.00', 'TRD-B'),
      entry('trade_fee', '-3.00', 'TRD-B-FEE'),
      entry('trade_sell', '400.00', 'TRD-S'),
    ]);
    const { user } = renderDashboard(buildUser({ totalEquity: 800 }));
    const dialog = await explain(user, 'Total Equity');
    await within(dialog).findByRole('table', { name: 'Entries' });
    expect(within(dialog).getByRole('row', { name: /^Oct.*Buy trade_buy TRD-B / })).toBeVisible();
    expect(
      within(dialog).getByRole('row', { name: /Trading fee trade_fee TRD-B-FEE/ }),
    ).toBeVisible();
    expect(within(dialog).getByRole('row', { name: /Sell trade_sell TRD-S/ })).toBeVisible();
    expect(within(dialog).getByText('This sum equals the figure on the card.')).toBeVisible();
  });

  it('explains Cash as every cash entry less the withdrawals still pending', async () => {
    serveStatement(LEDGER);
    const statusAsked: (string | null)[] = [];
    server.use(
      http.get(apiUrl('/withdrawal/all'), ({ request }) => {
        statusAsked.push(new URL(request.url).searchParams.get('status'));
        return HttpResponse.json({
          allWithdrawals: [
            buildWithdrawal({
              reference: 'WDR-P1',
              amount: 250,
              createdAt: '2026-11-05T10:00:00.000Z',
            }),
          ],
        });
      }),
    );
    const { user } = renderDashboard(buildUser({ ...consistentUser, availableCash: 1500.25 }));
    const dialog = await explain(user, 'Cash');
    await within(dialog).findByRole('table', { name: 'Entries' });
    expect(referencesIn(dialog)).toEqual([
      'WDR-P1',
      'REF-1',
      'WDR-1-FEE',
      'WDR-1',
      'TRD-1',
      'DEP-2',
      'DEP-1',
    ]);
    expect(
      within(dialog).getByRole('row', { name: /Withdrawal awaiting processing WDR-P1/ }),
    ).toHaveTextContent('-$250.00');
    expect(sumOf(dialog)).toHaveTextContent('$1,500.25');
    expect(within(dialog).getByText('This sum equals the figure on the card.')).toBeVisible();
    expect(statusAsked).toEqual(['pending']);
  });

  it('explains Pending Balance from the pending deposits, not the ledger', async () => {
    const statements = serveStatement(LEDGER);
    const statusAsked: (string | null)[] = [];
    server.use(
      http.get(apiUrl('/transaction/all'), ({ request }) => {
        statusAsked.push(new URL(request.url).searchParams.get('status'));
        return HttpResponse.json({
          allTransactions: [
            buildDeposit({ reference: 'DEP-P1', amount: 200, date: '2026-11-01T10:00:00.000Z' }),
            buildDeposit({ reference: 'DEP-P2', amount: 500, date: '2026-11-03T10:00:00.000Z' }),
          ],
        });
      }),
    );
    const { user } = renderDashboard();
    const dialog = await explain(user, 'Pend. Balance');
    await within(dialog).findByRole('table', { name: 'Entries' });
    expect(referencesIn(dialog)).toEqual(['DEP-P2', 'DEP-P1']);
    expect(sumOf(dialog)).toHaveTextContent('$700.00');
    expect(within(dialog).getByText('This sum equals the figure on the card.')).toBeVisible();
    expect(statusAsked).toEqual(['pending']);
    expect(statements).toHaveLength(0);
  });

  it('says so plainly when the entries do not add up to the card', async () => {
    serveStatement(LEDGER);
    const { user } = renderDashboard(buildUser({ totalDeposit: 1500.01 }));
    const dialog = await explain(user, 'Total Deposits');
    const warning = await within(dialog).findByRole('alert');
    expect(warning).toHaveTextContent(
      'These entries add up to $1,500.00, but the card shows $1,500.01.',
    );
    expect(
      within(dialog).queryByText('This sum equals the figure on the card.'),
    ).not.toBeInTheDocument();
  });

  it('tells an account older than a statement reaches that earlier entries are left out', async () => {
    serveStatement([entry('deposit', '50.00', 'DEP-NEW')], '1000.00');
    const { user } = renderDashboard(buildUser({ totalDeposit: 50, totalEquity: 1050 }));
    const dialog = await explain(user, 'Total Equity');
    expect(
      await within(dialog).findByText(/A statement reaches back at most 5 years/),
    ).toBeVisible();
  });

  it('shows "No entries yet" for an empty account, with a zero sum that matches', async () => {
    serveStatement([]);
    const { user } = renderDashboard(buildUser());
    const dialog = await explain(user, 'Total Deposits');
    expect(await within(dialog).findByText('No entries yet')).toBeVisible();
    expect(within(dialog).getByText('This sum equals the figure on the card.')).toBeVisible();
    expect(within(dialog).queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows the failure with a Retry that loads the entries', async () => {
    server.use(
      http.get(apiUrl('/statements'), () =>
        HttpResponse.json({ message: 'Statement service unavailable' }, { status: 503 }),
      ),
    );
    const { user } = renderDashboard();
    const dialog = await explain(user, 'Referral Bonus');
    expect(await within(dialog).findByText(/Statement service unavailable/)).toBeVisible();
    serveStatement(LEDGER);
    await user.click(within(dialog).getByRole('button', { name: 'Retry' }));
    expect(await within(dialog).findByRole('table', { name: 'Entries' })).toBeVisible();
    expect(sumOf(dialog)).toHaveTextContent('$10.00');
  });

  it(
    'draws the latest 100 of thousands of entries and sums them all, to the cent',
    async () => {
      const many = Array.from({ length: 2500 }, (_, index) =>
        entry('deposit', '0.10', `DEP-${index}`),
      );
      serveStatement(many);
      const { user } = renderDashboard(buildUser({ totalDeposit: 250, totalEquity: 250 }));
      const dialog = await explain(user, 'Total Deposits');
      await within(dialog).findByRole('table', { name: 'Entries' });
      expect(within(dialog).getByText(/Showing the latest 100 of 2500 entries/)).toBeVisible();
      expect(referencesIn(dialog)).toHaveLength(100);
      expect(referencesIn(dialog)[0]).toBe('DEP-2499');
      expect(sumOf(dialog)).toHaveTextContent('$250.00');
      expect(within(dialog).getByText('This sum equals the figure on the card.')).toBeVisible();
    },
    SLOW_RENDER_MS,
  );

  it('masks the amounts, the holdings and the sum while Hide amounts is on', async () => {
    localStorage.setItem('meridian.hideAmounts', 'true');
    serveStatement(LEDGER);
    serveHoldings(HOLDINGS, '3850.30');
    const { user } = renderDashboard(buildUser({ ...consistentUser, totalEquity: 3850.3 }));
    const dialog = await explain(user, 'Total Equity');
    await within(dialog).findByRole('table', { name: 'Entries' });
    // The market prices stay (they are not the user's); quantities and values are masked.
    expect(within(dialog).getByRole('row', { name: /BTC × \$60,000\.00/ })).not.toHaveTextContent(
      /0\.01|600\.00/,
    );
    const marketPrices = /\$60,000\.00|\$3,000\.10/g;
    expect(dialog.textContent?.replace(marketPrices, '')).not.toMatch(/\$\d|\d\.\d\d?\b/);
    // Each ledger amount, each holding's quantity and value, and the sum.
    expect(within(dialog).getAllByText('••••')).toHaveLength(LEDGER.length + 2 * 2 + 1);
  });

  it('offers no explanation for Signal Strength, which is not money', async () => {
    renderDashboard();
    const group = await screen.findByRole('group', { name: 'Signal Strength' });
    await screen.findAllByRole('button', { name: 'How is this calculated?' });
    expect(within(group).queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('How is this calculated? with an answer it cannot read (SPEC §12.0)', () => {
  // The refusal is logged for whoever reads the console; the test reads the screen.
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('shows a statement with amounts as numbers as a failed load with Retry; the dashboard stays', async () => {
    server.use(
      http.get(apiUrl('/statements'), ({ request }) => {
        const params = new URL(request.url).searchParams;
        return HttpResponse.json({
          from: params.get('from'),
          to: params.get('to'),
          openingBalance: 0,
          closingBalance: 10,
          entries: [{ ...entry('referral_bonus', '10.00', 'REF-1'), amount: 10, balance: 10 }],
        });
      }),
    );
    const { user } = renderDashboard();
    const dialog = await explain(user, 'Referral Bonus');
    expect(
      await within(dialog).findByText(
        'The entries could not be loaded. The answer from the server could not be read. Please try again.',
      ),
    ).toBeVisible();
    expect(screen.queryByText('Unhandled Thrown Error!')).not.toBeInTheDocument();
    expect(
      within(screen.getByRole('group', { name: 'Total Deposits', hidden: true })).getByText(
        '$1,500.00',
      ),
    ).toBeInTheDocument();

    serveStatement(LEDGER);
    await user.click(within(dialog).getByRole('button', { name: 'Retry' }));
    expect(await within(dialog).findByRole('table', { name: 'Entries' })).toBeVisible();
    expect(sumOf(dialog)).toHaveTextContent('$10.00');
  });

  it('shows pending deposits missing their amounts as a failed load with Retry', async () => {
    const withoutAmount: Partial<Deposit> = buildDeposit({ reference: 'DEP-P1' });
    delete withoutAmount.amount;
    server.use(
      http.get(apiUrl('/transaction/all'), () =>
        HttpResponse.json({ allTransactions: [withoutAmount] }),
      ),
    );
    const { user } = renderDashboard();
    const dialog = await explain(user, 'Pend. Balance');
    expect(await within(dialog).findByText(/could not be read/)).toBeVisible();

    server.use(
      http.get(apiUrl('/transaction/all'), () =>
        HttpResponse.json({
          allTransactions: [buildDeposit({ reference: 'DEP-P1', amount: 700 })],
        }),
      ),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Retry' }));
    expect(await within(dialog).findByRole('table', { name: 'Entries' })).toBeVisible();
    expect(sumOf(dialog)).toHaveTextContent('$700.00');
  });
});
