import type { Page } from '@playwright/test';

/**
 * Records every layout shift of each document the page loads from now on (Chromium's
 * layout-shift entries, buffered from the document's start); `layoutShifts` reads them.
 */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const marks = window as unknown as { layoutShifts: number[] };
    marks.layoutShifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        marks.layoutShifts.push((entry as PerformanceEntry & { value: number }).value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The shifts the current document has recorded so far (see `recordLayoutShifts`). */
export function layoutShifts(page: Page): Promise<number[]> {
  return page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts);
}

/**
 * Records where the first element matching `selector` is (its top, in document coordinates)
 * the moment it enters the document, before anything drawn later can move it; `firstAndCurrentTop`
 * reads it beside where it is now. Unlike layout-shift entries, this sees a
 * move below the fold too.
 */
export async function recordFirstTop(page: Page, selector: string): Promise<void> {
  await page.addInitScript((watched) => {
    const marks = window as unknown as { firstTop?: number };
    const observer = new MutationObserver(() => {
      const element = document.querySelector(watched);
      if (!element) return;
      marks.firstTop = element.getBoundingClientRect().top + window.scrollY;
      observer.disconnect();
    });
    observer.observe(document, { childList: true, subtree: true });
  }, selector);
}

/** [where `selector` first was, where it is now] (see `recordFirstTop`). */
export function firstAndCurrentTop(
  page: Page,
  selector: string,
): Promise<[number | undefined, number | undefined]> {
  return page.evaluate((watched) => {
    const element = document.querySelector(watched);
    return [
      (window as unknown as { firstTop?: number }).firstTop,
      element ? element.getBoundingClientRect().top + window.scrollY : undefined,
    ];
  }, selector);
}
