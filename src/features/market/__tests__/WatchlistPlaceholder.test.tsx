import { render, screen } from '@testing-library/react';
import { AppProviders } from '../../../app/AppProviders';
import { setupStore } from '../../../app/store';
import { buildLoginResponse } from '../../../test/fixtures';
import { notificationsBackend } from '../../../test/notificationHandlers';
import { signedInState } from '../../../test/renderWithProviders';
import { server } from '../../../test/server';
import { requestFirstPage } from '../marketsFirstData';
import { WatchlistPlaceholder } from '../widgets/WatchlistPlaceholder';

/**
 * What the watchlist shows while its code or prices are on the way depends on what is already
 * known of the list (Markets asks for it with its code): the placeholder must end up the height
 * of what replaces it.
 */
async function renderPlaceholder(watchlist?: string[]) {
  const store = setupStore(signedInState(buildLoginResponse()));
  if (watchlist) {
    server.use(...notificationsBackend({ watchlist }).handlers);
    await store.dispatch(requestFirstPage());
  }
  render(
    <AppProviders store={store}>
      <WatchlistPlaceholder />
    </AppProviders>,
  );
}

test('a list known to be empty is said to be empty: the same line the section then shows', async () => {
  await renderPlaceholder([]);
  expect(await screen.findByText('Star a coin to watch it here.')).toBeVisible();
  expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
});

test('a list known to have coins is a loading block', async () => {
  await renderPlaceholder(['BTC', 'ETH']);
  expect(await screen.findByRole('progressbar', { name: 'Loading your watchlist' })).toBeVisible();
  expect(screen.queryByText('Star a coin to watch it here.')).not.toBeInTheDocument();
});

test('a list not yet known is a loading block', async () => {
  await renderPlaceholder();
  expect(await screen.findByRole('progressbar', { name: 'Loading your watchlist' })).toBeVisible();
});
