import { lazy, type ComponentType } from 'react';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { AppLayout } from '../../components/layout/AppLayout';
import { gate } from '../../test/authCalls';
import { AppProviders } from '../AppProviders';
import { setupStore } from '../store';

/**
 * The footer comes with the page, never before it. A page can suspend after the frame is drawn
 * (its words or its code still on the way); with the footer drawn under the loading bar, it sat
 * in view at the bottom of a phone's screen and the arriving page pushed it off — a layout shift
 * of 0.32 at 412 px on /plans, /terms-of-use and /privacy-policy (bench page loads).
 */
it('while a page is loading, the frame shows the loading bar and no footer; then both together', async () => {
  const arrived = gate();
  const SlowPage = lazy(() =>
    arrived.promise.then(() => ({
      default: (() => <h1>Plans</h1>) as ComponentType,
    })),
  );
  render(
    <AppProviders store={setupStore()}>
      <MemoryRouter initialEntries={['/plans']}>
        <Routes>
          <Route element={<AppLayout signedIn={false} onLogout={() => undefined} />}>
            <Route path="/plans" element={<SlowPage />} />
          </Route>
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );

  expect(await screen.findByRole('progressbar', { name: 'Loading page' })).toBeInTheDocument();
  expect(screen.getByRole('main')).toBeInTheDocument();
  expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();

  await act(() => {
    arrived.open();
    return arrived.promise;
  });
  expect(await screen.findByRole('heading', { name: 'Plans' })).toBeVisible();
  expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  expect(screen.queryByRole('progressbar', { name: 'Loading page' })).not.toBeInTheDocument();
});
