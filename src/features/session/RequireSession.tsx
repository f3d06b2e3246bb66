import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { paths } from '../../config/routes';
import { useAppSelector } from '../../hooks/redux';
import { useT } from '../../i18n';
import { sessionMessages } from '../../i18n/namespaces/session';
import { selectIsSignedIn, selectSessionRehydrated, selectSignOutReason } from './sessionSelectors';

/** Where the guard interrupted the user; sign-in returns them there. */
export interface RedirectState {
  from?: string;
}

/** Sent to the lock page when this tab locked the account: it says so instead of asking. */
export interface LockedAccountState {
  accountLocked: true;
}

/**
 * Guards every `/dashboard…` route. It waits for the saved session to be read (so a reload
 * does not bounce a signed-in user), then either renders the page or sends the browser to
 * sign-in, remembering the wanted page. A session that ends while a guarded page is showing
 * goes to sign-in too (expired, idle, signed out in another tab), except the user's own Logout,
 * which lands on `/`, and locking the account, which lands on the lock page saying it is
 * locked: both clear the session before the page changes, and the guard must not read that as
 * a visit without a session.
 */
export function RequireSession() {
  const t = useT(sessionMessages);
  const rehydrated = useAppSelector(selectSessionRehydrated);
  const signedIn = useAppSelector(selectIsSignedIn);
  const signOutReason = useAppSelector(selectSignOutReason);
  const location = useLocation();
  // Fixed when the guard mounts: a guard that opened without a session is a visit that needs
  // sign-in (typing a dashboard address, or Back after Logout), whatever ended the last session.
  const [openedWithoutSession] = useState(() => rehydrated && !signedIn);

  if (!rehydrated) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 10 }}>
        <CircularProgress aria-label={t('restoring')} />
      </Box>
    );
  }
  if (!signedIn) {
    if (signOutReason === 'logout' && !openedWithoutSession) {
      return <Navigate to={paths.home} replace />;
    }
    if (signOutReason === 'locked' && !openedWithoutSession) {
      const locked: LockedAccountState = { accountLocked: true };
      return <Navigate to={paths.lockAccount} replace state={locked} />;
    }
    const state: RedirectState = { from: `${location.pathname}${location.search}` };
    return <Navigate to={paths.signIn} replace state={state} />;
  }
  return <Outlet />;
}
