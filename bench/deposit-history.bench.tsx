/**
 * Benchmark: the deposit history of a user with 10,000 deposits, paged by the server 25 at a
 * time (SPEC §11.2). Prints figures, asserts no timings.
 *
 *   npm run bench:history
 *
 * Runs under jest + jsdom with the app's real providers, route table and MSW standing in for
 * the server's paged list (filter, order, cursor), so the figures are for jsdom (slower than a
 * browser) and leave out the server's own time: useful for comparing changes. The issue's
 * targets (first rows ≤ 500 ms, next page ≤ 200 ms) are for a real browser; they are printed
 * beside these figures for reference only.
 */
import { act, fireEvent, screen, within } from '@testing-library/react';
import type { Deposit } from '../src/api/types';
import { paths } from '../src/config/routes';
import { buildDeposit, buildLoginResponse } from '../src/test/fixtures';
import { serveDepositList, type ListRequests } from '../src/test/historyHandlers';
import { renderApp, signedInState } from '../src/test/renderWithProviders';
import { server } from '../src/test/server';

const RECORDS = 10_000;
const STATUSES = ['pending', 'approved', 'failed'] as const;

function manyDeposits(count: number): Deposit[] {
  const start = Date.UTC(2026, 10, 1);
  return Array.from({ length: count }, (_, index) =>
    buildDeposit({
      reference: `DEP-${String(index).padStart(5, '0')}`,
      amount: 100 + (index % 900),
      date: new Date(start - index * 60_000).toISOString(),
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
    `\nDeposit history benchmark (${RECORDS.toLocaleString('en-US')} records, 25-row pages, jsdom)\n` +
      `${figures.map((line) => `  ${line}`).join('\n')}\n\n`,
  );
});

test('the deposit history page', async () => {
  const requests: ListRequests = [];
  server.use(serveDepositList(manyDeposits(RECORDS), requests));
  const started = performance.now();
  renderApp(paths.depositHistory, {
    preloadedState: signedInState(buildLoginResponse()),
  });
  await screen.findByText('DEP-00000', {}, { timeout: 60_000 });
  figures.push(
    `navigation to first rows on screen: ${ms(performance.now() - started)} ` +
      '(browser target ≤ 500 ms; jsdom, reference only)',
  );
  figures.push(`DOM rows mounted (table body): ${mountedRows()} of ${RECORDS}`);

  const pages = await screen.findByRole('navigation', { name: 'Deposit history pages' });
  const beforePage = performance.now();
  // fireEvent, not userEvent: userEvent's pointer checks in jsdom would dominate the figure.
  act(() => {
    fireEvent.click(within(pages).getByRole('button', { name: 'Next page' }));
  });
  await screen.findByText('DEP-00025');
  figures.push(
    `next page drawn: ${ms(performance.now() - beforePage)} ` +
      '(browser target ≤ 200 ms; jsdom, reference only)',
  );
  figures.push(`list requests sent: ${requests.length}, each limit=${requests[0]?.get('limit')}`);
});
