import { useEffect, useRef, useState } from 'react';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import NotificationsNoneIcon from '../../components/icons/NotificationsNone';
import { api, TAG } from '../../api/api';
import { NOTIFICATIONS_POLL_SECONDS } from '../../api/types';
import { useAppDispatch, useAppSelector } from '../../hooks/redux';
import { selectIsSignedIn } from '../session';
import { useT } from '../../i18n';
import { notificationsMessages } from '../../i18n/namespaces/notifications';
import { useGetUnreadCountQuery } from './notificationsApi';
import { usePopupCode } from '../../hooks/usePopupCode';
import { useToast } from '../../components/Toasts';

const loadInbox = () => import(/* webpackChunkName: "notifications-inbox" */ './InboxDrawer');

/**
 * Only the count: the bell re-renders when it changes, not with each poll's fetching flags (it
 * is in the top bar of every dashboard page, and the first seconds of a load are busy).
 */
const countOnly = ({ data }: { data?: number }) => ({ data });

/**
 * The top bar's bell (SPEC §12.4) with the unread count. It asks every
 * NOTIFICATIONS_POLL_SECONDS as a background call, and again whenever the window comes back
 * into focus, so a tab that was left behind catches up with what another tab read. The inbox
 * is its own chunk, fetched when the bell is pointed at or pressed; if it cannot be fetched, a
 * toast says so and the page stays as it was (usePopupCode).
 */
export function NotificationBell() {
  const t = useT(notificationsMessages);
  // Only with a session: the bar shows the bell while a signed-out visitor is taken to sign-in,
  // and in the moment after Logout, when a poll would only be refused (401).
  const signedIn = useAppSelector(selectIsSignedIn);
  const { data: unread = 0, refetch } = useGetUnreadCountQuery(undefined, {
    pollingInterval: NOTIFICATIONS_POLL_SECONDS * 1000,
    skip: !signedIn,
    selectFromResult: countOnly,
  });
  const showToast = useToast();
  const [open, setOpen] = useState(false);
  const inbox = usePopupCode(loadInbox, () => {
    setOpen(false);
    showToast(t('inbox.codeFailed'), { variant: 'error' });
  });
  const InboxDrawer = inbox.module?.default;

  // A count that grows means an event happened — a price alert may have fired — so a list of
  // alerts on screen is read again and shows it fired, without a reload.
  const dispatch = useAppDispatch();
  const seen = useRef(unread);
  useEffect(() => {
    if (unread > seen.current) dispatch(api.util.invalidateTags([TAG.alerts]));
    seen.current = unread;
  }, [dispatch, unread]);

  useEffect(() => {
    if (!signedIn) return undefined;
    const catchUp = () => void refetch();
    window.addEventListener('focus', catchUp);
    return () => window.removeEventListener('focus', catchUp);
  }, [refetch, signedIn]);

  return (
    <>
      <IconButton
        color="inherit"
        aria-label={t('bell.label', { count: unread })}
        aria-haspopup="dialog"
        onPointerEnter={inbox.prefetch}
        onFocus={inbox.prefetch}
        onClick={() => {
          inbox.request();
          setOpen(true);
        }}
      >
        <Badge badgeContent={unread} color="error" max={99}>
          <NotificationsNoneIcon />
        </Badge>
      </IconButton>
      {InboxDrawer && <InboxDrawer open={open} onClose={() => setOpen(false)} />}
    </>
  );
}
