import { expect } from '@playwright/test';
import type { Page, Request } from 'playwright-core';

/**
 * Opens a dashboard page from the dashboard navigation the way the user at this width sees it:
 * the inline nav on desktop, the hamburger drawer on tablets and phones.
 */
export async function openFromDashboardNav(page: Page, label: string): Promise<void> {
  const inline = page.getByRole('navigation', { name: 'Dashboard', exact: true });
  const menuButton = page.getByRole('button', { name: 'Open menu' });
  // Whichever this width shows, once the page has drawn its header.
  await inline.or(menuButton).first().waitFor();
  if (await inline.isVisible()) {
    await inline.getByRole('link', { name: label, exact: true }).click();
    return;
  }
  await menuButton.click();
  await page
    .getByRole('navigation', { name: 'Dashboard menu' })
    .getByRole('link', { name: label, exact: true })
    .click();
}

/** Waits until the browser shows `path` (client-side navigation included). */
export async function waitForPath(page: Page, path: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === path);
}

/** Waits until the page's document title is `title` (it follows the route once it renders). */
export async function waitForTitle(page: Page, title: string): Promise<void> {
  await page.waitForFunction((expected) => document.title === expected, title);
}

/**
 * Follows the page's requests from now on; `quiet()` waits until none has been in flight for
 * `quietMs`. Unlike `waitForLoadState('networkidle')`, which is reached once per document (so
 * after a client-side navigation it has usually long been reached), this also sees what a
 * route change loads: its chunks and its data.
 */
export function followRequests(page: Page): { quiet(quietMs?: number): Promise<void> } {
  const inFlight = new Set<Request>();
  page.on('request', (request) => inFlight.add(request));
  page.on('requestfinished', (request) => inFlight.delete(request));
  page.on('requestfailed', (request) => inFlight.delete(request));
  return {
    async quiet(quietMs = 500) {
      await expect
        .poll(
          async () => {
            const settled = inFlight.size === 0;
            await new Promise((resolve) => setTimeout(resolve, quietMs));
            return settled && inFlight.size === 0 ? [] : [...inFlight].map((r) => r.url());
          },
          { message: 'requests still in flight', timeout: 30_000, intervals: [0] },
        )
        .toEqual([]);
    },
  };
}
