import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { StatementResponse } from '../../../api/types';
import { paths } from '../../../config/routes';
import { buildLoginResponse, buildUser } from '../../../test/fixtures';
import { renderApp, signedInState } from '../../../test/renderWithProviders';
import { apiUrl, server } from '../../../test/server';

/**
 * The breakdown dialog's code is a chunk of its own (WalletCards.tsx). Here its first load
 * fails, as a chunk does offline or after a deploy replaced it: each require of the module
 * throws while mockFailedLoads is on (the preload on hover and the click's load alike).
 */
let mockFailedLoads = false;
jest.mock('../HowCalculatedDialog', () => {
  if (mockFailedLoads) {
    throw new Error('ChunkLoadError: Loading chunk how-calculated-dialog failed');
  }
  return jest.requireActual<object>('../HowCalculatedDialog');
});

beforeAll(() => import('../DashboardPage'));

// Verified and without a notification, so no dialog of its own opens on arrival.
const user = buildUser({
  verified: true,
  notification: '',
  totalDeposit: 0,
  tradeProfit: 0,
  referralBonus: 0,
  totalEquity: 0,
});

function renderDashboard() {
  server.use(
    http.get(apiUrl('/transaction/token-user'), () => HttpResponse.json(user)),
    http.get(apiUrl('/statements'), ({ request }) => {
      const params = new URL(request.url).searchParams;
      const body: StatementResponse = {
        from: params.get('from') ?? '',
        to: params.get('to') ?? '',
        openingBalance: '0.00',
        closingBalance: '0.00',
        entries: [],
      };
      return HttpResponse.json(body);
    }),
  );
  return renderApp(paths.dashboard, {
    preloadedState: signedInState(buildLoginResponse({ user })),
  });
}

describe('the breakdown dialog’s code', () => {
  it('says so when it cannot be loaded, and Retry loads it and opens the dialog', async () => {
    mockFailedLoads = true;
    const { user: person } = renderDashboard();
    const card = await screen.findByRole('group', { name: 'Total Equity' });
    await person.click(
      await within(card).findByRole('button', { name: 'How is this calculated?' }),
    );

    expect(
      await screen.findByText(
        'The breakdown of Total Equity could not be loaded. Check your connection.',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    mockFailedLoads = false;
    await person.click(screen.getByRole('button', { name: 'Retry' }));
    expect(
      await screen.findByRole('dialog', { name: 'How is Total Equity calculated?' }),
    ).toBeVisible();
    expect(screen.queryByText(/could not be loaded/)).not.toBeInTheDocument();
  });
});
