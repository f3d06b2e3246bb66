import { useLocation } from 'react-router-dom';
import { AppLayout } from '../components/layout/AppLayout';
import { isDashboardPath } from '../config/routes';
import { useAppDispatch, useAppSelector } from '../hooks/redux';
import { HideAmountsToggle } from '../features/privacy';
import { IdleSignOut, logOut, selectIsSignedIn, useFollowOtherTabs } from '../features/session';

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

  return (
    <>
      <AppLayout
        signedIn={signedIn}
        onLogout={() => dispatch(logOut())}
        dashboardControls={<HideAmountsToggle />}
      />
      {signedIn && isDashboardPath(pathname) && <IdleSignOut />}
    </>
  );
}
