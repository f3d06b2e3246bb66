import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../config/routes';
import { useAppDispatch } from '../../hooks/redux';
import { loggedOut } from '../session';
import { useSignOutAllDevicesMutation } from './securityApi';

/**
 * Ends every session of the account, this one included, then this browser's session, landing
 * on sign-in. The local session ends whatever the server answered: the user asked to be signed
 * out, and a failed call (offline, say) must not leave them signed in here.
 */
export function useSignOutAllDevices() {
  const [signOutAllDevices, { isLoading }] = useSignOutAllDevicesMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const endSessionOnLeave = useRef(false);

  // `loggedOut` while a guarded page is still on screen reads to the guard as the header's
  // Logout, which lands on `/`. So the session ends as this page leaves the screen: by then
  // the sign-in page has replaced the guard, and the browser stays on sign-in.
  useEffect(
    () => () => {
      if (endSessionOnLeave.current) dispatch(loggedOut());
    },
    [dispatch],
  );

  const signOutEverywhere = async () => {
    try {
      await signOutAllDevices().unwrap();
    } catch {
      // Signed out here all the same; the server's sessions expire on their own.
    }
    endSessionOnLeave.current = true;
    void navigate(paths.signIn, { replace: true });
  };

  return { signOutEverywhere, signingOut: isLoading };
}
