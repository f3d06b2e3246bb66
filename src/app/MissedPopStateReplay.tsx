import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * BrowserRouter reads the address when the app's first render starts, but listens for Back and
 * Forward (popstate) only once that render is committed. The first render runs in a transition
 * that yields to the browser (src/index.tsx), so a Back pressed in between was lost: the address
 * changed and the page did not. Once mounted — the router listens by then — an address that
 * differs from the one rendered can only be such a missed popstate, which this replays to the
 * router (its own handler then reads the address and the history entry as for a real one).
 */
export function MissedPopStateReplay() {
  const rendered = useLocation();
  useEffect(() => {
    const { pathname, search, hash } = window.location;
    if (pathname !== rendered.pathname || search !== rendered.search || hash !== rendered.hash) {
      window.dispatchEvent(
        new PopStateEvent('popstate', { state: window.history.state as unknown }),
      );
    }
    // Only at mount: every later change of address reaches the router's own listener.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
}
