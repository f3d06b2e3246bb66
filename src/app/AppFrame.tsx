import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { AppLayout } from '../components/layout/AppLayout';
import { isDashboardPath } from '../config/routes';
import { useAppDispatch, useAppSelector } from '../hooks/redux';
import { loggedOut, selectIsSignedIn } from '../features/session';

/**
 * The layout wired to the session. The layout is shared UI and must not know a feature, so
 * the app layer reads the session here and hands the layout what it shows and what Logout does.
 */
export function AppFrame() {
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

  return <AppLayout signedIn={signedIn} onLogout={() => setLogoutPending(true)} />;
}
