import { Suspense, useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import { Outlet, useLocation } from 'react-router-dom';
import { isDashboardPath } from '../../app/paths';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { loggedOut } from '../../features/session/sessionSlice';
import { selectIsSignedIn } from '../../features/session/sessionSelectors';
import { DocumentTitle } from '../DocumentTitle';
import { DashboardBottomBar } from './DashboardBottomBar';
import { Footer } from './Footer';
import { TopBar } from './TopBar';

/** The frame of every page: header (public or dashboard nav), content, footer. */
export function AppLayout() {
  const { pathname } = useLocation();
  const signedIn = useAppSelector(selectIsSignedIn);
  const dispatch = useAppDispatch();
  const onDashboard = isDashboardPath(pathname);
  const [logoutPending, setLogoutPending] = useState(false);

  // The session is cleared only after the browser has left the dashboard: clearing it on a
  // guarded page would make the guard send the user to sign-in instead of home.
  useEffect(() => {
    if (logoutPending && !onDashboard) {
      dispatch(loggedOut());
      setLogoutPending(false);
    }
  }, [logoutPending, onDashboard, dispatch]);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <DocumentTitle />
      <TopBar
        variant={onDashboard ? 'dashboard' : 'public'}
        signedIn={signedIn}
        onLogout={() => setLogoutPending(true)}
      />
      <Box component="main" sx={{ flexGrow: 1, pb: onDashboard ? { xs: 9, lg: 0 } : 0 }}>
        {/* Route chunks load here; the bar is real work (a network fetch), not decoration. */}
        <Suspense fallback={<LinearProgress aria-label="Loading page" />}>
          <Outlet />
        </Suspense>
      </Box>
      <Footer />
      {onDashboard && <DashboardBottomBar />}
    </Box>
  );
}
