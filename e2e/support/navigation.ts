import type { Page } from 'playwright-core';

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
