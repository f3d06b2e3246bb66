import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from './support/fixtures';
import { WEB_URL } from './support/stack';

/**
 * Clickjacking: another site must not be able to show the product inside a frame and trick a
 * signed-in user into clicking through it. The web server sends the build's policy as a header
 * with `frame-ancestors 'none'` (src/config/webSecurityHeaders.ts) — a <meta> policy cannot
 * forbid framing — so Chromium refuses the frame and shows its own error page in it.
 */

let framingSite: Server;
let framingSiteUrl: string;

/**
 * The other site: a page on another loopback origin (127.0.0.1 and another port; the app is
 * on localhost:8080) whose only content is a frame of the app's sign-in page. On loopback,
 * because Chromium keeps a public page from loading local addresses at all, which would refuse
 * the frame for a reason of its own.
 */
test.beforeAll(async () => {
  framingSite = createServer((_request, response) => {
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    response.end(`<!doctype html><title>Win a prize</title>
      <iframe src="${WEB_URL}/sign-in" width="1000" height="700"></iframe>`);
  });
  await new Promise<void>((resolve) => framingSite.listen(0, '127.0.0.1', resolve));
  framingSiteUrl = `http://127.0.0.1:${(framingSite.address() as AddressInfo).port}/`;
});

test.afterAll(async () => {
  await new Promise((resolve) => framingSite.close(resolve));
});

test('a page on another origin cannot show the app in a frame', async ({ page }) => {
  const refusals: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('frame-ancestors')) refusals.push(message.text());
  });
  await page.goto(framingSiteUrl);

  const frame = () => page.frames().find((candidate) => candidate !== page.mainFrame());
  await expect.poll(() => frame()?.url()).toBe('chrome-error://chromewebdata/');
  await expect.poll(() => refusals.length).toBeGreaterThan(0);
  expect(refusals[0]).toContain(`Framing '${WEB_URL}/' violates`);
  expect(refusals[0]).toContain(`"frame-ancestors 'none'"`);
  await expect(
    page.frameLocator('iframe').getByRole('button', { name: 'Sign in', exact: true }),
  ).toHaveCount(0);

  // The same address as a page of its own shows the app: it is the frame that is refused.
  await page.goto(`${WEB_URL}/sign-in`);
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
});
