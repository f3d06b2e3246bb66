import { useState } from 'react';
import type { UserDetails } from '../../api/types';

export type DashboardDialog = 'notification' | 'verification' | null;

/**
 * Which dashboard dialog is open. At most one at a time: the operator's Important
 * Notification first (it may be about the account itself), then, once it is dismissed, the
 * Account Verification request. Dismissals last for this page view only (component state,
 * never persisted), so each visit to the dashboard reminds the user again. A notification is
 * dismissed by its text: if the operator posts a different one while the page is open, it
 * shows.
 */
export function useDashboardDialogs(user: UserDetails | undefined) {
  const [dismissedNotification, setDismissedNotification] = useState<string | null>(null);
  const [verificationDismissed, setVerificationDismissed] = useState(false);

  const notification = user?.notification.trim() ?? '';
  let open: DashboardDialog = null;
  if (user && notification !== '' && notification !== dismissedNotification) {
    open = 'notification';
  } else if (user && !user.verified && !verificationDismissed) {
    open = 'verification';
  }

  return {
    open,
    notification,
    dismissNotification: () => setDismissedNotification(notification),
    dismissVerification: () => setVerificationDismissed(true),
  };
}
