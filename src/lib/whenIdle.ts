/**
 * Runs `callback` once the browser is idle after the current work (rendering and painting the
 * screen included), or after `timeoutMs` at the latest: work that can wait (code for content
 * below the fold, hover hints) then starts after the first screen is drawn instead of
 * competing with it. Returns a function that cancels the call.
 */
export function whenIdle(callback: () => void, timeoutMs = 2000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(callback, { timeout: timeoutMs });
    return () => cancelIdleCallback(handle);
  }
  // No idle callbacks (Safari, jsdom): the next task, after the current rendering.
  const timer = setTimeout(callback, 0);
  return () => clearTimeout(timer);
}
