import { screen, within } from '@testing-library/react';
import { paths } from '../../../config/routes';
import { buildDeposit, buildLoginResponse } from '../../../test/fixtures';
import { serveDepositList } from '../../../test/historyHandlers';
import { renderApp, signedInState } from '../../../test/renderWithProviders';
import { server } from '../../../test/server';

/**
 * A history page's filter form and the statement dialog are chunks of their own, fetched after
 * the rows are drawn (PagedHistory.tsx, StatementDownload.tsx). Here their first load fails, as
 * a chunk does offline or after a deploy replaced it: each require of the module throws while
 * its flag is on. A module loads once per file, so the failures come first.
 */
let mockFiltersFail = false;
let mockDialogFails = false;
jest.mock('../../../components/history/HistoryFiltersForm', () => {
  if (mockFiltersFail) throw new Error('ChunkLoadError: Loading chunk history-filters failed');
  return jest.requireActual<object>('../../../components/history/HistoryFiltersForm');
});
jest.mock('../../statements/StatementDialog', () => {
  if (mockDialogFails) throw new Error('ChunkLoadError: Loading chunk statement-dialog failed');
  return jest.requireActual<object>('../../statements/StatementDialog');
});

beforeAll(() => import('../DepositHistoryPage'));
beforeEach(() => {
  server.use(serveDepositList([buildDeposit({ reference: 'DEP-ONE' })], []));
});

function renderHistory() {
  return renderApp(paths.depositHistory, { preloadedState: signedInState(buildLoginResponse()) });
}

describe('a history page’s code loaded after its rows', () => {
  it('says so when the filters cannot be loaded, keeps the rows, and Retry loads them', async () => {
    mockFiltersFail = true;
    const { user } = renderHistory();
    expect(
      await screen.findByText('The filters could not be loaded. Check your connection.'),
    ).toBeVisible();
    expect(screen.getByText('DEP-ONE')).toBeVisible();

    mockFiltersFail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('form', { name: 'Filter deposits' })).toBeVisible();
    expect(screen.queryByText(/could not be loaded/)).not.toBeInTheDocument();
  });

  it('says so when the statement form cannot be loaded, and Retry opens it', async () => {
    mockDialogFails = true;
    const { user } = renderHistory();
    await user.click(await screen.findByRole('button', { name: 'Download statement' }));
    expect(
      await screen.findByText('The statement form could not be loaded. Check your connection.'),
    ).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    mockDialogFails = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    const dialog = await screen.findByRole('dialog', { name: 'Download statement' });
    expect(within(dialog).getByLabelText('From')).toBeVisible();
    expect(screen.queryByText(/could not be loaded/)).not.toBeInTheDocument();
  });

  it('draws the rows, then the filters', async () => {
    renderHistory();
    expect(await screen.findByText('DEP-ONE')).toBeVisible();
    expect(await screen.findByRole('form', { name: 'Filter deposits' })).toBeVisible();
  });
});
