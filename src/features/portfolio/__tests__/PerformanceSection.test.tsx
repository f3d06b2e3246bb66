import { act, screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { mockCharts, resetMockCharts } from '../../../../__mocks__/lightweight-charts';
import type { PortfolioHistoryResponse, PortfolioPoint, PortfolioRange } from '../../../api/types';
import { paths } from '../../../config/routes';
import { changeLanguage } from '../../../i18n';
import { buildLoginResponse, buildUser } from '../../../test/fixtures';
import { renderApp, signedInState } from '../../../test/renderWithProviders';
import { apiUrl, server } from '../../../test/server';

jest.mock('lightweight-charts', () =>
  jest.requireActual<object>('../../../../__mocks__/lightweight-charts'),
);

const point = (
  date: string,
  balance: string,
  netDeposits: string,
  tradeProfit = '0.00',
  holdingsValue = '0.00',
): PortfolioPoint => ({ date, balance, holdingsValue, netDeposits, tradeProfit });

const NOVEMBER: PortfolioPoint[] = [
  point('2026-11-01', '1000.00', '1000.00'),
  point('2026-11-02', '1100.00', '1000.00', '100.00'),
  point('2026-11-23', '1250.00', '1200.00', '50.00'),
];

/** Serves `points` for every range and records which ranges were asked for. */
function serveHistory(points: PortfolioPoint[]) {
  const asked: string[] = [];
  server.use(
    http.get(apiUrl('/portfolio/history'), ({ request }) => {
      const range = new URL(request.url).searchParams.get('range') as PortfolioRange;
      asked.push(range);
      return HttpResponse.json({ range, points } satisfies PortfolioHistoryResponse);
    }),
  );
  return asked;
}

function renderDashboard(search = '', { hideAmounts = false } = {}) {
  return renderApp(`${paths.dashboard}${search}`, {
    preloadedState: {
      ...signedInState(buildLoginResponse({ user: buildUser({ currency: '$' }) })),
      privacy: { hideAmounts },
    },
  });
}

const section = () => screen.getByRole('region', { name: 'Performance' });
const findSection = () => screen.findByRole('region', { name: 'Performance' });
const performanceChart = () =>
  mockCharts.find((chart) => chart.container.getAttribute('aria-label') === 'Performance chart');

beforeEach(() => resetMockCharts());

describe('Performance section', () => {
  it('draws balance and total deposits for the default month with a text summary', async () => {
    const asked = serveHistory(NOVEMBER);
    renderDashboard();
    const performance = await findSection();
    expect(
      await within(performance).findByText(
        'Balance from $1,000.00 on Nov 1, 2026 to $1,250.00 on Nov 23, 2026, up $250.00.',
      ),
    ).toBeInTheDocument();
    expect(asked).toEqual(['1M']);
    expect(within(performance).getByRole('button', { name: '1M' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // The chart is created in one commit and given its points in the next (the series exist
    // before their data), so wait for the data, not only for the series.
    const chart = await waitFor(() => {
      const found = performanceChart();
      expect(found?.series).toHaveLength(3);
      expect(found?.series[0]?.data).toHaveLength(NOVEMBER.length);
      return found!;
    });
    expect(chart.series.map((series) => series.options.title)).toEqual([
      'Balance',
      'Total deposits',
      'Holdings',
    ]);
    expect(chart.series[0]!.data).toEqual([
      { time: Date.UTC(2026, 10, 1) / 1000, value: 1000 },
      { time: Date.UTC(2026, 10, 2) / 1000, value: 1100 },
      { time: Date.UTC(2026, 10, 23) / 1000, value: 1250 },
    ]);
    expect(
      within(performance).getByRole('img', { name: 'Performance chart' }),
    ).toHaveAccessibleDescription(/Balance from \$1,000\.00/);
    // The legend shows the last day, then the day under the crosshair, as money.
    const legend = within(performance).getByRole('group', { name: 'Chart legend' });
    expect(legend).toHaveTextContent('Nov 23, 2026Balance$1,250.00Total deposits$1,200.00');
    act(() => chart.moveCrosshair(Date.UTC(2026, 10, 2) / 1000));
    expect(legend).toHaveTextContent('Nov 2, 2026Balance$1,100.00Total deposits$1,000.00');
    act(() => chart.moveCrosshair(undefined));
    expect(legend).toHaveTextContent('Nov 23, 2026');
    // Axis labels use the same money format.
    const formatter = (chart.options.localization as { priceFormatter: (n: number) => string })
      .priceFormatter;
    expect(formatter(1234.5)).toBe('$1,234.50');
  });

  it('states a one-day range (an account opened today) without a change', async () => {
    serveHistory([point('2026-11-23', '1459.75', '1500.00', '-40.25')]);
    renderDashboard();
    const performance = await findSection();
    expect(
      await within(performance).findByText('Balance $1,459.75 on Nov 23, 2026.'),
    ).toBeInTheDocument();
  });

  it('says when the balance fell', async () => {
    serveHistory([
      point('2026-11-01', '500.00', '500.00'),
      point('2026-11-02', '459.75', '500.00', '-40.25'),
    ]);
    renderDashboard();
    expect(
      await within(await findSection()).findByText(
        'Balance from $500.00 on Nov 1, 2026 to $459.75 on Nov 2, 2026, down $40.25.',
      ),
    ).toBeInTheDocument();
  });

  it('takes the range from the URL and keeps a new choice there', async () => {
    const asked = serveHistory(NOVEMBER);
    const { router, user } = renderDashboard('?range=1W');
    const performance = await findSection();
    await within(performance).findByText(/^Balance from/);
    expect(asked).toEqual(['1W']);
    expect(within(performance).getByRole('button', { name: '1W' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(within(performance).getByRole('button', { name: 'All' }));
    await waitFor(() => expect(asked).toEqual(['1W', 'ALL']));
    expect(router.state.location.search).toBe('?range=ALL');
    expect(within(performance).getByRole('button', { name: 'All' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // Keyboard: the group is one tab stop; arrow keys move along it and Space presses.
    expect(within(performance).getByRole('button', { name: 'All' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(within(performance).getByRole('button', { name: '1Y' })).toHaveFocus();
    await user.keyboard(' ');
    await waitFor(() => expect(router.state.location.search).toBe('?range=1Y'));
  });

  it('falls back to 1M for a range it does not know', async () => {
    const asked = serveHistory(NOVEMBER);
    renderDashboard('?range=5Y');
    const performance = await findSection();
    await within(performance).findByText(/^Balance from/);
    expect(asked).toEqual(['1M']);
    expect(within(performance).getByRole('button', { name: '1M' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('shows a chart-sized skeleton while the history loads', async () => {
    server.use(
      http.get(apiUrl('/portfolio/history'), async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    renderDashboard();
    const performance = await findSection();
    expect(
      within(performance).getByRole('progressbar', { name: 'Loading performance' }),
    ).toBeVisible();
    expect(
      within(performance).queryByRole('img', { name: 'Performance chart' }),
    ).not.toBeInTheDocument();
  });

  it('says "No activity yet" for an account with nothing in its ledger, not a flat line', async () => {
    renderDashboard(); // the default handler: today only, all zero
    const performance = await findSection();
    expect(await within(performance).findByText('No activity yet')).toBeVisible();
    expect(
      within(performance).queryByRole('img', { name: 'Performance chart' }),
    ).not.toBeInTheDocument();
    expect(performanceChart()).toBeUndefined();
  });

  it('shows a failed load with Retry, which asks again', async () => {
    let calls = 0;
    let serverDown = true;
    server.use(
      http.get(apiUrl('/portfolio/history'), () => {
        calls += 1;
        if (serverDown)
          return HttpResponse.json({ message: 'Database unavailable' }, { status: 500 });
        return HttpResponse.json({ range: '1M', points: NOVEMBER });
      }),
    );
    const { user } = renderDashboard();
    const performance = await findSection();
    const alert = await within(performance).findByRole('alert');
    expect(alert).toHaveTextContent('Your performance could not be loaded.');
    const callsBeforeRetry = calls;
    serverDown = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await within(performance).findByText(/^Balance from \$1,000\.00/)).toBeInTheDocument();
    expect(calls).toBe(callsBeforeRetry + 1);
    expect(within(section()).queryByRole('alert')).not.toBeInTheDocument();
  });

  it("draws the holdings' value of each day beside the balance and shows it in the legend", async () => {
    serveHistory([
      point('2026-11-01', '1000.00', '1000.00'),
      point('2026-11-02', '1040.00', '1000.00', '0.00', '640.00'),
    ]);
    renderDashboard();
    const performance = await findSection();
    const chart = await waitFor(() => {
      const found = performanceChart();
      expect(found?.series[2]?.data).toHaveLength(2);
      return found!;
    });
    expect(chart.series[2]!.data).toEqual([
      { time: Date.UTC(2026, 10, 1) / 1000, value: 0 },
      { time: Date.UTC(2026, 10, 2) / 1000, value: 640 },
    ]);
    const legend = within(performance).getByRole('group', { name: 'Chart legend' });
    expect(legend).toHaveTextContent(
      'Nov 2, 2026Balance$1,040.00Total deposits$1,000.00Holdings$640.00',
    );
  });

  it('masks every figure — summary, legend and axis labels — while Hide amounts is on', async () => {
    serveHistory(NOVEMBER.map((day) => ({ ...day, holdingsValue: '321.00' })));
    renderDashboard('', { hideAmounts: true });
    const performance = await findSection();
    expect(
      await within(performance).findByText(
        'Balance from •••• on Nov 1, 2026 to •••• on Nov 23, 2026.',
      ),
    ).toBeInTheDocument();
    const legend = within(performance).getByRole('group', { name: 'Chart legend' });
    expect(legend).toHaveTextContent('Balance••••Total deposits••••Holdings••••');
    expect(legend).not.toHaveTextContent('$');
    const chart = await waitFor(() => {
      const found = performanceChart();
      expect(found?.options.localization).toBeDefined();
      return found!;
    });
    const formatter = (chart.options.localization as { priceFormatter: (n: number) => string })
      .priceFormatter;
    expect(formatter(1250)).toBe('••••');
  });
});

describe('Performance section in another language (SPEC §12.6)', () => {
  it('says the heading, ranges, legend and summary in German, with German money and days', async () => {
    // The section's module declares its namespace, so the switch brings its German along: a
    // first render that suspends for it trips React's replay in useT (see src/i18n).
    await import('../PerformanceSection');
    await act(() => changeLanguage('de'));
    serveHistory(NOVEMBER);
    renderDashboard();
    const performance = await screen.findByRole('region', { name: 'Wertentwicklung' });
    expect(
      await within(performance).findByText(
        'Guthaben von 1.000,00 $ am 01.11.2026 auf 1.250,00 $ am 23.11.2026, ein Plus von 250,00 $.',
      ),
    ).toBeInTheDocument();
    expect(within(performance).getByRole('group', { name: 'Zeitraum' })).toBeInTheDocument();
    expect(within(performance).getByRole('button', { name: 'Max' })).toBeInTheDocument();
    const legend = within(performance).getByRole('group', { name: 'Legende des Diagramms' });
    expect(legend).toHaveTextContent('23.11.2026Guthaben1.250,00 $Einzahlungen gesamt1.200,00 $');
    const chart = await waitFor(() => {
      const found = mockCharts.find(
        (drawn) => drawn.container.getAttribute('aria-label') === 'Diagramm der Wertentwicklung',
      );
      expect(found?.series).toHaveLength(3);
      return found!;
    });
    expect(chart.series.map((series) => series.options.title)).toEqual([
      'Guthaben',
      'Einzahlungen gesamt',
      'Depot',
    ]);
    const formatter = (chart.options.localization as { priceFormatter: (n: number) => string })
      .priceFormatter;
    // Intl puts a no-break space between the figure and the symbol.
    expect(formatter(1234.5)).toBe('1.234,50\u00a0$');
  });

  it('says a fall in Spanish after a switch', async () => {
    serveHistory([
      point('2026-11-01', '500.00', '500.00'),
      point('2026-11-02', '459.75', '500.00'),
    ]);
    renderDashboard();
    await within(await findSection()).findByText(/^Balance from/);
    await act(() => changeLanguage('es'));
    expect(
      within(screen.getByRole('region', { name: 'Rentabilidad' })).getByText(
        'Saldo de 500,00 US$ el 1 nov 2026 a 459,75 US$ el 2 nov 2026, 40,25 US$ menos.',
      ),
    ).toBeInTheDocument();
  });
});

describe('Performance section with an answer it cannot read (SPEC §12.0)', () => {
  // React reports what a boundary caught on the console; the test reads the screen.
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('shows points without their days as an error of the section, with Retry', async () => {
    const withoutDays = NOVEMBER.map(({ date: _day, ...rest }) => rest) as PortfolioPoint[];
    serveHistory(withoutDays);
    const { user } = renderDashboard();
    const performance = await findSection();
    expect(
      await within(performance).findByText(
        'Your performance could not be shown. The answer from the server could not be read. Please try again.',
      ),
    ).toBeVisible();
    expect(screen.queryByText('Unhandled Thrown Error!')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Wallet' })).toBeVisible();

    serveHistory(NOVEMBER);
    await user.click(within(performance).getByRole('button', { name: 'Retry' }));
    expect(
      await within(section()).findByText(
        'Balance from $1,000.00 on Nov 1, 2026 to $1,250.00 on Nov 23, 2026, up $250.00.',
      ),
    ).toBeInTheDocument();
  });
});
