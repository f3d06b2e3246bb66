import { useEffect } from 'react';
import { whenIdle } from '../lib/whenIdle';

/**
 * Fetches a module once the page is idle, ahead of the moment it is drawn: its `import()`, or
 * its code downloaded without being run (lib/fetchCodeAhead.ts). Not kept: the module cache
 * holds it, and whoever draws it asks again (and reports a failure then). A module of its own,
 * so the app-wide parts that use it (the toast stack) do not bring LazyStep's loading bar and
 * Retry alert into every page's first render.
 */
export function usePrefetchWhenIdle(load: () => Promise<unknown>): void {
  useEffect(() => whenIdle(() => void load().catch(() => undefined)), [load]);
}
