import { useAppDispatch } from '../../hooks/redux';
import { signOutEverywhere } from '../session';
import { useSignOutAllDevicesMutation } from './securityApi';

/**
 * Ends every session of the account, this one included, then this browser's session: storage
 * is cleared at once and the guard sends the page to sign-in. The local session ends whatever
 * the server answered: the user asked to be signed out, and a failed call (offline, say) must
 * not leave them signed in here.
 */
export function useSignOutAllDevices() {
  const [signOutAllDevices, { isLoading }] = useSignOutAllDevicesMutation();
  const dispatch = useAppDispatch();

  const signOutEverywhereFromHere = async () => {
    try {
      await signOutAllDevices().unwrap();
    } catch {
      // Signed out here all the same; the server's sessions expire on their own.
    }
    dispatch(signOutEverywhere());
  };

  return { signOutEverywhere: signOutEverywhereFromHere, signingOut: isLoading };
}
