/**
 * Ends the current task and resumes in a new one, so the browser can handle a tap or paint in
 * between: long start-up work split this way never blocks the main thread for long (issue 15's
 * Total Blocking Time). scheduler.yield (Chromium 129+) resumes ahead of other queued tasks;
 * elsewhere a zero timeout does the same job.
 */
export function yieldToMain(): Promise<void> {
  const { scheduler } = globalThis as { scheduler?: { yield?: () => Promise<void> } };
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
