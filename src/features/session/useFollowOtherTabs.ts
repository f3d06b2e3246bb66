import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../hooks/redux';
import { isSavedTokenRemoval } from './sessionPersistence';
import { selectIsSignedIn } from './sessionSelectors';
import { signedOutInAnotherTab } from './sessionSlice';

/**
 * Logging out in one tab signs out every open tab (SPEC §11.1). The tab that logs out removes
 * the saved token; the browser tells the others through a `storage` event, and they drop their
 * session without calling the server (the tab that logged out already did). The guard then
 * sends a tab on a dashboard page to sign-in, as a brokerage shows its login screen in every
 * window once you sign out, and sign-in brings the user back to the page they were on.
 */
export function useFollowOtherTabs(): void {
  const dispatch = useAppDispatch();
  const signedIn = useAppSelector(selectIsSignedIn);

  useEffect(() => {
    if (!signedIn) return undefined;
    const onStorage = (event: StorageEvent) => {
      if (isSavedTokenRemoval(event)) dispatch(signedOutInAnotherTab());
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [signedIn, dispatch]);
}
