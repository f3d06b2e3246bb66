import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { config } from '../../config/config';
import { ACTIVITY_REPORT_INTERVAL_MS, IDLE_WARNING_SECONDS } from '../../config/idleTimeout';
import { usePrefetchWhenIdle } from '../../hooks/usePrefetchWhenIdle';
import { useAppDispatch } from '../../hooks/redux';
import { fetchCodeAhead } from '../../lib/fetchCodeAhead';
import { reportActivity } from './sessionApi';
import { logOut, signOutForInactivity } from './sessionThunks';

const loadWarningDialog = () =>
  import(/* webpackChunkName: "idle-warning-dialog" */ './IdleWarningDialog');
const IdleWarningDialog = lazy(loadWarningDialog);
const fetchWarningDialogCode = () =>
  fetchCodeAhead((done, fail) =>
    require.ensure(['./IdleWarningDialog'], done, fail, 'idle-warning-dialog'),
  );

/** Pointer, key and touch input (SPEC §11.1); wheel scrolling is pointer input too. */
const ACTIVITY_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'touchstart', 'wheel'] as const;
/** Tabs of this browser tell each other about input here, so activity in any tab counts. */
export const ACTIVITY_CHANNEL_NAME = 'meridian-session-activity';
/**
 * Input arrives up to a hundred times a second; other tabs only need to hear of it now and
 * then. A tab's timer can end up this much early, against a timeout of minutes.
 */
const BROADCAST_INTERVAL_MS = 5_000;

function secondsUntil(deadline: number): number {
  return Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
}

/**
 * Idle sign-out for a signed-in dashboard page. Input only records the time (no timer work per
 * event); one timer wakes when the idle period could be over and either sleeps again for the
 * remainder or opens the warning. Deadlines come from the clock rather than from counting
 * ticks, so a tab whose timers the browser slowed down, or a laptop that slept, signs out on
 * time (or at once if the whole minute has passed).
 *
 * The server ends a session unused for longer than the idle timeout, the countdown and a
 * minute (src/config/idleTimeout.ts). Reading a page makes no calls, so this tab reports input
 * to the server at most once per ACTIVITY_REPORT_INTERVAL_MS, and at once on "Stay signed in":
 * the server's record of use is then never older than the browser's, less that interval.
 */
export function IdleSignOut() {
  const dispatch = useAppDispatch();
  const idleMs = config.idleTimeoutMinutes * 60_000;
  /** When the countdown ends; null while the user counts as present. */
  const [signOutAt, setSignOutAt] = useState<number | null>(null);
  const [secondsLeft, setSecondsLeft] = useState(IDLE_WARNING_SECONDS);
  const lastActivityAt = useRef(Date.now());
  const warningOpen = useRef(false);
  const idleTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const channel = useRef<BroadcastChannel | null>(null);
  const lastBroadcastAt = useRef(0);
  /** 0 until the first report: the first input after the page opens is reported at once. */
  const lastReportAt = useRef(0);

  const watchForIdle = useCallback(() => {
    clearTimeout(idleTimer.current);
    const wake = () => {
      const warnAt = lastActivityAt.current + idleMs;
      const wait = warnAt - Date.now();
      if (wait > 0) {
        idleTimer.current = setTimeout(wake, wait);
        return;
      }
      warningOpen.current = true;
      setSecondsLeft(secondsUntil(warnAt + IDLE_WARNING_SECONDS * 1000));
      setSignOutAt(warnAt + IDLE_WARNING_SECONDS * 1000);
    };
    wake();
  }, [idleMs]);

  const tellOtherTabs = useCallback(() => {
    lastBroadcastAt.current = Date.now();
    channel.current?.postMessage('activity');
  }, []);

  const tellServer = useCallback(() => {
    lastReportAt.current = Date.now();
    dispatch(reportActivity());
  }, [dispatch]);

  const markPresent = useCallback(() => {
    lastActivityAt.current = Date.now();
    warningOpen.current = false;
    setSignOutAt(null);
    watchForIdle();
  }, [watchForIdle]);

  const stay = useCallback(() => {
    markPresent();
    tellOtherTabs();
    tellServer();
  }, [markPresent, tellOtherTabs, tellServer]);

  // The dialog's code is downloaded while the user is active, so it can open when offline;
  // once the page is idle, so it does not compete with the page's first render; and run only
  // when the warning is due (lib/fetchCodeAhead.ts).
  usePrefetchWhenIdle(fetchWarningDialogCode);

  useEffect(() => {
    const activityChannel =
      typeof BroadcastChannel === 'function' ? new BroadcastChannel(ACTIVITY_CHANNEL_NAME) : null;
    channel.current = activityChannel;
    // Another tab's input (or its Stay signed in) answers this tab's warning as well.
    activityChannel?.addEventListener('message', markPresent);

    const onInput = () => {
      // Once the warning shows, only an answer counts: moving the pointer to Log out must not
      // dismiss it.
      if (warningOpen.current) return;
      lastActivityAt.current = Date.now();
      if (lastActivityAt.current - lastBroadcastAt.current >= BROADCAST_INTERVAL_MS) {
        tellOtherTabs();
      }
      // Only the tab with the input reports it; the others hear of it from this one.
      if (lastActivityAt.current - lastReportAt.current >= ACTIVITY_REPORT_INTERVAL_MS) {
        tellServer();
      }
    };
    const options = { capture: true, passive: true };
    for (const type of ACTIVITY_EVENTS) window.addEventListener(type, onInput, options);
    lastActivityAt.current = Date.now();
    watchForIdle();

    return () => {
      for (const type of ACTIVITY_EVENTS) window.removeEventListener(type, onInput, options);
      clearTimeout(idleTimer.current);
      activityChannel?.close();
      channel.current = null;
    };
  }, [markPresent, tellOtherTabs, tellServer, watchForIdle]);

  useEffect(() => {
    if (signOutAt === null) return undefined;
    const countdown = setInterval(() => {
      const left = secondsUntil(signOutAt);
      setSecondsLeft(left);
      if (left === 0) {
        clearInterval(countdown);
        dispatch(signOutForInactivity());
      }
    }, 1000);
    if (secondsUntil(signOutAt) === 0) {
      // The whole minute passed while the tab could not run timers (a sleeping laptop).
      clearInterval(countdown);
      dispatch(signOutForInactivity());
    }
    return () => clearInterval(countdown);
  }, [signOutAt, dispatch]);

  if (signOutAt === null) return null;
  return (
    // No fallback: the chunk was fetched on mount, and the countdown runs here regardless.
    <Suspense fallback={null}>
      <IdleWarningDialog
        secondsLeft={secondsLeft}
        onStay={stay}
        onLogOut={() => dispatch(logOut())}
      />
    </Suspense>
  );
}
