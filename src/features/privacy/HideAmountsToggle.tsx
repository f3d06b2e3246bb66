import { useEffect } from 'react';
import IconButton from '@mui/material/IconButton';
import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import { useAppDispatch, useAppSelector } from '../../hooks/redux';
import { hideAmountsFromOtherTab } from './hideAmountsStorage';
import { hideAmountsSet, hideAmountsToggled, selectHideAmounts } from './privacySlice';

/** Follows a change made in another tab of this browser, so every tab shows the same. */
function useFollowOtherTabs() {
  const dispatch = useAppDispatch();
  useEffect(() => {
    const follow = (event: StorageEvent) => {
      const hidden = hideAmountsFromOtherTab(event);
      if (hidden !== undefined) dispatch(hideAmountsSet(hidden));
    };
    window.addEventListener('storage', follow);
    return () => window.removeEventListener('storage', follow);
  }, [dispatch]);
}

/**
 * The eye in the dashboard bar (SPEC §11.3). A toggle button: its name says what it is and
 * aria-pressed says whether it is on, so a screen reader hears "Hide amounts, pressed".
 */
export function HideAmountsToggle() {
  const hidden = useAppSelector(selectHideAmounts);
  const dispatch = useAppDispatch();
  useFollowOtherTabs();
  return (
    <IconButton
      color="inherit"
      aria-label="Hide amounts"
      aria-pressed={hidden}
      title={hidden ? 'Show amounts' : 'Hide amounts'}
      onClick={() => dispatch(hideAmountsToggled())}
    >
      {hidden ? <VisibilityOffIcon /> : <VisibilityIcon />}
    </IconButton>
  );
}
