import { lazy, Suspense, useEffect, useRef, useState } from 'react';
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

const loadInbox = () => import(/* webpackChunkName: "notifications-inbox" */ './InboxDrawer');
const InboxDrawer = lazy(loadInbox);

/**
 * Only the count: the bell re-renders when it changes, not with each poll's fetching flags (it
 * is in the top bar of every dashboard page, and the first seconds of a load are busy).
 */
const countOnly = ({ data }: { data?: number }) => ({ data });

/**
 * The top bar's bell (SPEC §12.4) with the unread count. It asks every
 * NOTIFICATIONS_POLL_SECONDS as a background call, and again whenever the window comes back
 * into focus, so a tab that was left behind catches up with what another tab read. The inbox
 * is its own chunk, fetched when the bell is pointed at or pressed.
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
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so closing plays the drawer's exit transition.
  const [mounted, setMounted] = useState(false);

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
        onPointerEnter={() => void loadInbox()}
        onFocus={() => void loadInbox()}
        onClick={() => {
          setMounted(true);
          setOpen(true);
        }}
      >
        <Badge badgeContent={unread} color="error" max={99}>
          <NotificationsNoneIcon />
        </Badge>
      </IconButton>
      {mounted && (
        <Suspense fallback={null}>
          <InboxDrawer open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
