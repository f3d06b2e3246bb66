import { lazy, Suspense, useCallback } from 'react';
import Box from '@mui/material/Box';
import { useLocation } from 'react-router-dom';
import { AppLayout } from '../components/layout/AppLayout';
import { isDashboardPath } from '../config/routes';
import { useAppDispatch, useAppSelector } from '../hooks/redux';
import { logOut, selectIsSignedIn, useFollowOtherTabs } from '../features/session';
import { loadDashboardFrame } from './dashboardFrameChunk';

// Dashboard-only, so not in the code every page downloads. A chunk that fails to load reaches
// the route's error screen: a dashboard without idle sign-out must not show as if it had it.
const IdleSignOut = lazy(() => loadDashboardFrame().then((m) => ({ default: m.IdleSignOut })));
const HideAmountsToggle = lazy(() =>
  loadDashboardFrame().then((m) => ({ default: m.HideAmountsToggle })),
);
const NotificationBell = lazy(() =>
  loadDashboardFrame().then((m) => ({ default: m.NotificationBell })),
);
const DemoAccountLabel = lazy(() =>
  loadDashboardFrame().then((m) => ({ default: m.DemoAccountLabel })),
);
const DashboardShortcuts = lazy(() =>
  loadDashboardFrame().then((m) => ({ default: m.DashboardShortcuts })),
);

/** The eye button's room while its code arrives, so the bar does not shift when it appears. */
const toggleRoom = <Box sx={{ width: 40, height: 40 }} aria-hidden />;

/** Made once, so the memoised header is not re-rendered for a new but equal element. */
const dashboardControls = (
  <Suspense
    fallback={
      <>
        {toggleRoom}
        {toggleRoom}
      </>
    }
  >
    <DemoAccountLabel />
    <NotificationBell />
    <HideAmountsToggle />
  </Suspense>
);

/**
 * The bottom bar, in the frame's chunk rather than one of its own: a chunk first asked for as
 * the layout renders is a request the first paint waited on, one round trip after the page's
 * scripts (issue 32: /dashboard's Largest Contentful Paint on a phone's network). Made once, so
 * the layout's re-renders skip it.
 */
const dashboardBottomBar = (
  <Suspense fallback={null}>
    <DashboardShortcuts />
  </Suspense>
);

/**
 * The layout wired to the session. The layout is shared UI and must not know a feature, so
 * the app layer reads the session here and hands the layout what it shows and what Logout does.
 * Logout ends the session at once (storage included); the guard then takes the page to `/`.
 */
export function AppFrame() {
  const { pathname } = useLocation();
  const signedIn = useAppSelector(selectIsSignedIn);
  const dispatch = useAppDispatch();
  useFollowOtherTabs();
  const logout = useCallback(() => dispatch(logOut()), [dispatch]);

  return (
    <>
      <AppLayout
        signedIn={signedIn}
        onLogout={logout}
        dashboardControls={dashboardControls}
        dashboardBottomBar={dashboardBottomBar}
      />
      {signedIn && isDashboardPath(pathname) && (
        <Suspense fallback={null}>
          <IdleSignOut />
        </Suspense>
      )}
    </>
  );
}
