import type { Page } from '@playwright/test';

/**
 * The text of every visible field label cut short on screen (MUI ends a label too long for its
 * field with "…"): a reader then cannot tell what the field asks for. Empty when all fit.
 */
export function clippedLabels(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('label')]
      .filter(
        (label) => label.getClientRects().length > 0 && label.scrollWidth > label.clientWidth + 1,
      )
      .map(
        (label) =>
          `${label.textContent?.trim() ?? ''} (${label.scrollWidth}>${label.clientWidth} px)`,
      ),
  );
}
