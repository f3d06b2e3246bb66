import { useEffect } from 'react';
import type { UserDetails } from '../../api/types';
import { useAppDispatch, useAppSelector } from '../../hooks/redux';
import { dashboardDialogs, selectDashboardDialogs } from './dashboardDialogsSlice';

export type DashboardDialog = 'notification' | 'verification' | null;

/**
 * Which dashboard dialog is open. At most one at a time: the operator's Important
 * Notification first (it may be about the account itself), then, once it is dismissed, the
 * Account Verification request. Dismissals last for this page view only (the
 * dashboardDialogs slice, reset by `dashboardOpened` and never persisted), so each visit to the
 * dashboard reminds the user again; being in the store, a DevTools replay shows the same
 * dialogs. A notification is dismissed by its text: if the operator posts a different one while
 * the page is open, it shows.
 */
export function useDashboardDialogs(user: UserDetails | undefined) {
  const dispatch = useAppDispatch();
  const { dismissedNotification, verificationDismissed, shown } =
    useAppSelector(selectDashboardDialogs);

  useEffect(() => {
    dispatch(dashboardDialogs.dashboardOpened());
  }, [dispatch]);

  const notification = user?.notification.trim() ?? '';
  let open: DashboardDialog = null;
  if (user && notification !== '' && notification !== dismissedNotification) {
    open = 'notification';
  } else if (user && !user.verified && !verificationDismissed) {
    open = 'verification';
  }

  // The story records each dialog as it appears (derived above, so a replay needs no server).
  useEffect(() => {
    if (open === 'notification' && shown !== 'notification') {
      dispatch(dashboardDialogs.notificationShown());
    } else if (open === 'verification' && shown !== 'verification') {
      dispatch(dashboardDialogs.verificationShown());
    }
  }, [dispatch, open, shown]);

  return {
    open,
    notification,
    dismissNotification: () => dispatch(dashboardDialogs.notificationDismissed(notification)),
    dismissVerification: () => dispatch(dashboardDialogs.verificationDismissed()),
  };
}
