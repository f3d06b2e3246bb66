import assert from 'node:assert/strict';
import { test } from 'node:test';
import { useProductStack } from './support/harness';
import { collectPageErrors, VIEWPORTS } from './support/browser';
import { WEB_URL } from './support/stack';

const product = useProductStack();

test('the home page renders with the public nav and the risk warning', async () => {
  const page = await product.browser.newPage({ viewport: VIEWPORTS.desktop });
  const errors = collectPageErrors(page);
  await page.goto(`${WEB_URL}/`);
  await page.getByRole('navigation', { name: 'Main' }).waitFor();
  assert.equal(await page.title(), 'Home | Meridian');
  assert.ok(await page.getByText(/involves risk of loss/).isVisible());
  const header = page.getByRole('banner');
  assert.ok(await header.getByRole('link', { name: 'Create account' }).isVisible());
  assert.deepEqual(errors, []);
  await page.close();
});

test('a signed-out visit to /dashboard/account lands on sign-in', async () => {
  const page = await product.browser.newPage({ viewport: VIEWPORTS.tablet });
  await page.goto(`${WEB_URL}/dashboard/account`);
  await page.getByRole('heading', { name: 'Meridian Trades Login' }).waitFor();
  assert.equal(new URL(page.url()).pathname, '/sign-in');
  assert.equal(await page.title(), 'Login | Meridian');
  await page.close();
});
