import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { paths } from '../../config/routes';
import { useAppSelector } from '../../hooks/redux';
import { selectIsSignedIn, selectSessionRehydrated } from './sessionSelectors';

/** Where the guard interrupted the user; sign-in returns them there. */
export interface RedirectState {
  from?: string;
}

/**
 * Guards every `/dashboard…` route. It waits for the saved session to be read (so a reload
 * does not bounce a signed-in user), then either renders the page or sends the browser to
 * sign-in, remembering the wanted page.
 */
export function RequireSession() {
  const rehydrated = useAppSelector(selectSessionRehydrated);
  const signedIn = useAppSelector(selectIsSignedIn);
  const location = useLocation();

  if (!rehydrated) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 10 }}>
        <CircularProgress aria-label="Restoring your session" />
      </Box>
    );
  }
  if (!signedIn) {
    const state: RedirectState = { from: `${location.pathname}${location.search}` };
    return <Navigate to={paths.signIn} replace state={state} />;
  }
  return <Outlet />;
}
