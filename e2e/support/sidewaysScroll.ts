import type { Page } from '@playwright/test';

/**
 * How far the page itself scrolls sideways, in CSS pixels (0 when it fits the width). A wide
 * table scrolls inside its own frame; what this catches is anything that makes the whole
 * document wider than the window, so a tablet reader has to pan the page to see its edge.
 */
export function sidewaysScroll(page: Page): Promise<number> {
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
}
