import { expect, test } from './support/fixtures';
import { WEB_URL } from './support/stack';

test('the home page renders with the public nav and the risk warning', async ({
  page,
  consoleErrors,
}) => {
  await page.goto(`${WEB_URL}/`);
  // The public nav in the header on desktop, behind the menu button at tablet width.
  const inline = page.getByRole('navigation', { name: 'Main', exact: true });
  const menuButton = page.getByRole('button', { name: 'Open menu' });
  await inline.or(menuButton).filter({ visible: true }).first().waitFor();
  if (!(await inline.isVisible())) {
    await menuButton.click();
    const drawer = page.getByRole('navigation', { name: 'Main menu' });
    await drawer.waitFor();
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached' });
  }
  await expect(page).toHaveTitle('Home | Meridian');
  await expect(page.getByText(/involves risk of loss/)).toBeVisible();
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Create account' })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('a signed-out visit to /dashboard/account lands on sign-in', async ({ page }) => {
  await page.goto(`${WEB_URL}/dashboard/account`);
  await page.getByRole('heading', { name: 'Meridian Trades Login' }).waitFor();
  expect(new URL(page.url()).pathname).toBe('/sign-in');
  await expect(page).toHaveTitle('Login | Meridian');
});
