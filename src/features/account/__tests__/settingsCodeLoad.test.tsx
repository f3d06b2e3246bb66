import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { paths } from '../../../config/routes';
import { buildLoginResponse, buildUser } from '../../../test/fixtures';
import { renderApp, signedInState } from '../../../test/renderWithProviders';
import { apiUrl, server } from '../../../test/server';

/**
 * Security and the notification settings are a chunk of their own, fetched as the Account page
 * opens (AccountPage). Here that chunk's first load fails, as a chunk does offline or after a
 * deploy replaced it: each require of the module throws while mockFailedLoads is on.
 */
let mockFailedLoads = false;
jest.mock('../AccountSettings', () => {
  if (mockFailedLoads) {
    throw new Error('ChunkLoadError: Loading chunk account-settings failed');
  }
  return jest.requireActual<object>('../AccountSettings');
});

beforeAll(() => import('../AccountPage'));

describe('the Account page below the details', () => {
  it('says so when its code cannot be loaded, keeps the details, and Retry draws it', async () => {
    mockFailedLoads = true;
    const user = buildUser({ name: 'Ada Lovelace' });
    server.use(http.get(apiUrl('/transaction/token-user'), () => HttpResponse.json(user)));
    const { user: person } = renderApp(paths.account, {
      preloadedState: signedInState(buildLoginResponse({ user })),
    });

    expect(
      await screen.findByText(
        'Your security and notification settings could not be loaded. Check your connection.',
      ),
    ).toBeVisible();
    // The details the user came for did not wait for the sections' code.
    expect(await screen.findByText('Ada Lovelace')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Update Details' })).toBeEnabled();
    expect(screen.queryByRole('heading', { name: 'Security' })).not.toBeInTheDocument();

    mockFailedLoads = false;
    await person.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Security' })).toBeVisible();
    expect(await screen.findByRole('heading', { name: 'Notifications' })).toBeVisible();
    expect(screen.queryByText(/could not be loaded/)).not.toBeInTheDocument();
  });
});
