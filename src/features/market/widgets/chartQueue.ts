/**
 * Charts are created one at a time, each in a task of its own after the previous one has been
 * painted: a dashboard's four charts then never make one long task that blocks input (creating
 * a chart, sizing its canvases and drawing the first frame is tens of milliseconds on a phone).
 */
type Job = () => void;

const waiting: Job[] = [];
let running = false;

/** The next task after the next frame is painted (a plain next task where frames do not run). */
function afterNextPaint(callback: () => void): void {
  if (typeof requestAnimationFrame !== 'function') {
    setTimeout(callback, 0);
    return;
  }
  requestAnimationFrame(() => setTimeout(callback, 0));
}

function runNext(): void {
  const job = waiting.shift();
  if (!job) {
    running = false;
    return;
  }
  job();
  afterNextPaint(runNext);
}

/** Runs `job` in its turn; the returned function takes it out of the queue if it has not run. */
export function queueChartJob(job: Job): () => void {
  waiting.push(job);
  if (!running) {
    running = true;
    // Even the first waits for a task of its own, after the render that asked for it.
    setTimeout(runNext, 0);
  }
  return () => {
    const index = waiting.indexOf(job);
    if (index >= 0) waiting.splice(index, 1);
  };
}
