import type { Browser, Page } from 'playwright-core';

/**
 * One real page load in Chromium (no throttling) at a given viewport: the layout shifts it
 * caused and the JavaScript and CSS it fetched, read once the page has settled.
 */
export interface PageLoadFigures {
  /**
   * Sum of every layout-shift entry without recent input. That is at least the page's CLS
   * (which keeps only the worst 5-second session window), so it never flatters the page.
   */
  layoutShift: number;
  shiftCount: number;
  scripts: ResourceFigures;
  styles: ResourceFigures;
}

export interface ResourceFigures {
  files: number;
  /** Size once decoded (what the browser parses). */
  bytes: number;
  /** Size on the wire, as the server encoded it (brotli or gzip). */
  encodedBytes: number;
}

export interface Viewport {
  width: number;
  height: number;
}

/** After the network goes quiet, how long to keep watching for late shifts. */
const SETTLE_MS = 1500;

// A string, not a function: tsx would wrap named helpers in a `__name` the page lacks.
const READ_FIGURES = `new Promise((resolve) => {
  const shifts = [];
  const observer = new PerformanceObserver((list) => shifts.push(...list.getEntries()));
  observer.observe({ type: 'layout-shift', buffered: true });
  // The buffered entries reach the callback in a later task; wait one, then take any left.
  setTimeout(() => {
    shifts.push(...observer.takeRecords());
    const counted = shifts.filter((entry) => !entry.hadRecentInput);
    const layoutShift = counted.reduce((total, entry) => total + entry.value, 0);
    const shiftCount = counted.length;
    observer.disconnect();
    const resources = performance.getEntriesByType('resource');
    const sum = (test) => {
      const picked = resources.filter((entry) => test(new URL(entry.name).pathname));
      return {
        files: picked.length,
        bytes: picked.reduce((total, entry) => total + entry.decodedBodySize, 0),
        encodedBytes: picked.reduce((total, entry) => total + entry.encodedBodySize, 0),
      };
    };
    resolve({
      layoutShift,
      shiftCount,
      scripts: sum((path) => path.endsWith('.js')),
      styles: sum((path) => path.endsWith('.css')),
    });
  }, 0);
})`;

export async function loadPage(
  browser: Browser,
  url: string,
  viewport: Viewport,
  /** Runs on a page of the site's origin before the measured load, e.g. to save a session. */
  prepare?: (page: Page) => Promise<void>,
): Promise<PageLoadFigures> {
  // A fresh context per load: empty HTTP cache, so every file the route needs is fetched.
  const context = await browser.newContext({ viewport });
  try {
    const page = await context.newPage();
    if (prepare) await prepare(page);
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.waitForTimeout(SETTLE_MS);
    return await page.evaluate<PageLoadFigures>(READ_FIGURES);
  } finally {
    await context.close();
  }
}
