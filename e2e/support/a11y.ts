import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** The page background of each theme (src/app/theme.ts): proof of which theme is showing. */
export const THEME_BACKGROUND = { light: 'rgb(245, 247, 250)', dark: 'rgb(14, 20, 32)' } as const;

/**
 * axe-core's serious and critical violations on the page, one line each with the offending
 * nodes, so a failing assertion says what to fix.
 */
export async function severeAxeViolations(page: Page): Promise<string[]> {
  // Legacy mode runs axe in the page itself; the default opens a blank page per analysis to
  // merge frame results, which costs more than the analysis and buys nothing here (the app
  // has no iframes). AxeBuilder needs a page from an explicit context (not browser.newPage).
  const { violations } = await new AxeBuilder({ page })
    .setLegacyMode()
    .options({ resultTypes: ['violations'] })
    .analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.nodes
          .map((node) => `${node.target.join(' ')} — ${node.failureSummary ?? ''}`)
          .join(' | ')}`,
    );
}

/** The app's loading states (a progressbar role, aria-busy, MUI's Skeleton and spinner). */
const LOADING_SELECTOR =
  '[role="progressbar"], [aria-busy="true"], .MuiSkeleton-root, .MuiCircularProgress-root';

/** Two frames: an IntersectionObserver reports at the current scroll position meanwhile. */
async function nextFrames(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
      }),
  );
}

/**
 * Scrolls down the page half a screen at a time to its end, as a reader would, then back to
 * the top: sections that load only near the viewport (the dashboard's market widgets and
 * Performance chart) are loaded, so axe judges everything the page can show. Reaching the end
 * is not enough: a section drawn after the first paint (the dashboard's lower part, a chunk
 * of its own) may not be there yet, and its widgets would then appear below a page already
 * scrolled back to the top, never near the viewport, skeletons for good. So at the end, what
 * is loading near the viewport finishes first, and the walk goes on if the page grew.
 */
export async function scrollThroughPage(page: Page): Promise<void> {
  // Bounded: a page that keeps growing as it is scrolled must still end the walk.
  for (let step = 0; step < 60; step += 1) {
    const atEnd = await page.evaluate(() => {
      window.scrollBy(0, window.innerHeight / 2);
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1;
    });
    await nextFrames(page);
    if (!atEnd) continue;
    await page
      .waitForFunction(
        (selector) =>
          !Array.from(document.querySelectorAll(selector)).some((element) => {
            const box = element.getBoundingClientRect();
            const shown = element.getClientRects().length > 0;
            return shown && box.bottom > -innerHeight / 2 && box.top < innerHeight * 1.5;
          }),
        LOADING_SELECTOR,
        { timeout: 20_000 },
      )
      // Still loading after that: waitUntilSettled reports it, with the page as it is.
      .catch(() => undefined);
    await nextFrames(page);
    const stillAtEnd = await page.evaluate(
      () => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1,
    );
    if (stillAtEnd) break;
  }
  await page.evaluate(() => window.scrollTo(0, 0));
}

/**
 * Waits until the page has settled: no loading indicator, skeleton or busy region left, no
 * stream still connecting, no transition running, every shown eager image loaded. Loading
 * states in the app are all one of these (a progressbar role, aria-busy, MUI's Skeleton), so
 * this holds for every route.
 */
export async function waitUntilSettled(page: Page): Promise<void> {
  await page.waitForFunction(
    (selector) =>
      document.querySelector('h1') !== null &&
      document.querySelector(selector) === null &&
      !document.body.innerText.includes('Connecting…') &&
      // Transitions have ended (a button enabled by loaded data fades to its colours); the
      // endless ones (a focus ripple, a live indicator) are the resting state.
      document
        .getAnimations()
        .every(
          (animation) =>
            animation.playState !== 'running' ||
            animation.effect?.getComputedTiming().iterations === Infinity,
        ) &&
      Array.from(document.images)
        .filter((image) => image.getClientRects().length > 0 && image.loading !== 'lazy')
        .every((image) => image.complete && image.naturalWidth > 0),
    LOADING_SELECTOR,
    { timeout: 20_000 },
  );
}
