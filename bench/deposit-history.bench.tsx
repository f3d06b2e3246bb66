/**
 * Benchmark: the deposit history with 10,000 records. Prints figures, asserts no timings.
 *
 *   npx jest --roots '<rootDir>/bench' --testRegex 'bench/.*\.bench\.tsx$' --testTimeout 120000
 *
 * Runs under jest + jsdom with the app's real providers, route table and MSW, so the figures
 * are for jsdom (slower than a browser), useful for comparing changes, not as absolute numbers.
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { Deposit } from '../src/api/types';
import { AppProviders } from '../src/app/AppProviders';
import { paths } from '../src/config/routes';
import { setupStore } from '../src/app/store';
import { HistoryTable } from '../src/components/HistoryTable';
import { buildDeposit, buildLoginResponse } from '../src/test/fixtures';
import { renderApp, signedInState } from '../src/test/renderWithProviders';
import { apiUrl, server } from '../src/test/server';

const RECORDS = 10_000;
const STATUSES = ['pending', 'approved', 'failed'] as const;

function manyDeposits(count: number): Deposit[] {
  const start = Date.UTC(2026, 10, 1);
  return Array.from({ length: count }, (_, index) =>
    buildDeposit({
      reference: `DEP-${String(index).padStart(5, '0')}`,
      amount: 100 + (index % 900),
      // Shuffled order, so the newest-first sort does real work.
      date: new Date(start - ((index * 7919) % count) * 60_000).toISOString(),
      status: STATUSES[index % 3],
    }),
  );
}

const mountedRows = () => document.querySelectorAll('tbody tr').length;
const ms = (value: number) => `${value.toFixed(1)} ms`;
const figures: string[] = [];

// Compile the page module first: the figures are about rendering, not about swc.
beforeAll(() => import('../src/features/deposit/DepositHistoryPage'));
afterAll(() => {
  process.stdout.write(
    `\nDeposit history benchmark (${RECORDS.toLocaleString('en-US')} records, jsdom)\n` +
      `${figures.map((line) => `  ${line}`).join('\n')}\n\n`,
  );
});

test('the deposit history page', async () => {
  const deposits = manyDeposits(RECORDS);
  server.use(
    http.get(apiUrl('/transaction/all'), () => HttpResponse.json({ allTransactions: deposits })),
  );
  const started = performance.now();
  renderApp(paths.depositHistory, {
    preloadedState: signedInState(buildLoginResponse()),
  });
  await screen.findAllByText('Deposit', { selector: 'td' }, { timeout: 60_000 });
  const firstRender = performance.now() - started;
  figures.push(`page, request to first rows on screen: ${ms(firstRender)}`);
  figures.push(`DOM rows mounted (table body): ${mountedRows()} of ${RECORDS}`);

  const nextPage = screen.getByRole('button', { name: 'Go to next page' });
  const beforePage = performance.now();
  // fireEvent, not userEvent: userEvent's pointer checks in jsdom would dominate the figure.
  act(() => {
    fireEvent.click(nextPage);
  });
  await screen.findByText(/^26–50 of/);
  figures.push(`next page: ${ms(performance.now() - beforePage)}`);
});

test('the history table alone (no network)', () => {
  const deposits = manyDeposits(RECORDS);
  const store = setupStore();
  const started = performance.now();
  act(() => {
    render(
      <AppProviders store={store}>
        <HistoryTable
          label="Deposit history"
          columns={[
            { header: 'Reference', render: (deposit: Deposit) => deposit.reference },
            { header: 'Amount', render: (deposit: Deposit) => deposit.amount },
          ]}
          rows={deposits}
          rowKey={(deposit) => deposit._id}
          timestampOf={(deposit) => deposit.date}
          load={{ isLoading: false, refetch: () => undefined }}
        />
      </AppProviders>,
    );
  });
  figures.push(`table only, first render incl. sort: ${ms(performance.now() - started)}`);
  figures.push(`DOM rows mounted (table only): ${mountedRows()}`);
});
