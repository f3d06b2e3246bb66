import { useEffect, useState } from 'react';

/** How often the countdown reads the clock: often enough that a second never shows late. */
const TICK_MS = 250;

/**
 * Whole seconds until `expiresAt` (0 once it passed), read from the clock while a quote is
 * shown; undefined without one. The clock is read first when the component mounts: the quote's
 * view is keyed by its id, so a new quote never shows the time left against an old reading.
 */
export function useSecondsLeft(expiresAt: string | undefined): number | undefined {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!expiresAt) return undefined;
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, [expiresAt]);
  if (!expiresAt) return undefined;
  return Math.max(0, Math.ceil((Date.parse(expiresAt) - now) / 1000));
}
