import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, test } from 'node:test';
import type { Browser, Locator, Page } from 'playwright-core';
import WebSocket from 'ws';
import { collectPageErrors, launchBrowser, VIEWPORTS } from './support/browser';
import { API_URL, startStack, WEB_PORT, WEB_URL, type Stack } from './support/stack';

/**
 * The market widgets against the reference server's offline feed (MARKET_DATA=fixtures, started
 * by the harness). Whatever market URLs the build was made with, the page's market REST calls
 * and its ticker WebSocket are relayed to that feed: REST to /market/api/v3, the socket to the
 * replayed stream at /market/stream. A build made with
 * MARKET_DATA_URL=http://localhost:4000/market/api/v3 and
 * MARKET_STREAM_URL=ws://localhost:4000/market/stream talks to it directly, through the same relay.
 */
const FIXTURE_REST = `${API_URL}/market/api/v3`;
const FIXTURE_STREAM = `${API_URL.replace('http', 'ws')}/market/stream`;

let stack: Stack;
let browser: Browser;
const email = `market-${randomBytes(6).toString('hex')}@example.com`;
const password = 'Market-e2e-1';

before(async () => {
  stack = await startStack();
  browser = await launchBrowser();
  const response = await fetch(`${API_URL}/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'Market Watcher',
      email,
      password,
      zipCode: '10001',
      address: '1 Chart Street',
      countryOfResidence: 'united states',
      currency: '$',
      investmentGoal: 'none',
    }),
  });
  assert.equal(response.status, 201, await response.text());
});

after(async () => {
  await browser?.close();
  await stack?.stop();
});

async function relayMarketFeed(page: Page) {
  await page.route(
    (url) => /\/(coins\/|global$|images\/)/.test(url.pathname) && url.port !== String(WEB_PORT),
    async (route) => {
      const url = new URL(route.request().url());
      const path = url.pathname.replace(/^.*?\/(coins\/|global$|images\/)/, '/$1');
      const response = await route.fetch({ url: `${FIXTURE_REST}${path}${url.search}` });
      await route.fulfill({ response });
    },
  );
  await page.routeWebSocket(/./, (socket) => {
    const upstream = new WebSocket(FIXTURE_STREAM);
    upstream.on('message', (data) => socket.send(String(data)));
    socket.onClose(() => upstream.close());
  });
}

async function signIn(page: Page) {
  await page.goto(`${WEB_URL}/sign-in`);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname === '/dashboard');
}

/** True when the canvases inside `region` hold more than one colour: something was drawn. */
async function drawnCanvases(region: Locator): Promise<boolean> {
  return region.evaluate((element) =>
    [...element.querySelectorAll('canvas')].some((canvas) => {
      const context = canvas.getContext('2d');
      if (!context || canvas.width === 0 || canvas.height === 0) return false;
      const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
      const first = data.slice(0, 4).join();
      for (let index = 4; index < data.length; index += 4) {
        if (data.slice(index, index + 4).join() !== first) return true;
      }
      return false;
    }),
  );
}

async function waitUntilDrawn(region: Locator) {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    if (await drawnCanvases(region)) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  assert.fail('the chart canvas stayed blank');
}

test('Spot Trading draws a real-time chart that keeps updating from the replayed stream', async () => {
  const page = await browser.newPage({ viewport: VIEWPORTS.desktop });
  const errors = collectPageErrors(page);
  await relayMarketFeed(page);
  await signIn(page);
  await page.goto(`${WEB_URL}/dashboard/spot-trading`);

  const realtime = page.getByRole('region', { name: 'Real-time — BTCUSDT' });
  await realtime.getByLabel('Real-time prices: Live').waitFor();
  await waitUntilDrawn(realtime);
  const price = realtime.getByLabel('BTCUSDT last price');
  const first = await price.textContent();
  // The fixture stream sends a BTC ticker about every two seconds; the price must move.
  await page.waitForFunction(
    ([label, before]) => document.querySelector(`[aria-label="${label}"]`)?.textContent !== before,
    ['BTCUSDT last price', first] as const,
    { timeout: 15_000 },
  );

  const table = page.getByRole('table', { name: 'Crypto market' });
  await table.waitFor();
  assert.equal(await table.getByRole('row').count(), 11);
  assert.ok(await table.getByText('Bitcoin').isVisible());
  assert.deepEqual(errors, []);
  await page.close();
});

test('the dashboard draws its mini charts and advanced chart and rates BTC/USD', async () => {
  const page = await browser.newPage({ viewport: VIEWPORTS.desktop });
  const errors = collectPageErrors(page);
  await relayMarketFeed(page);
  await signIn(page);
  // A new account is unverified: its verification dialog comes first.
  await page.getByRole('button', { name: 'Later' }).click();

  for (const name of ['BTC/USD', 'ETH/USD', 'LTC/USDT', 'Advanced chart — BTC/USD']) {
    await waitUntilDrawn(page.getByRole('region', { name, exact: true }));
  }
  const analysis = page.getByRole('region', { name: 'Technical analysis — BTC/USD' });
  await analysis.getByRole('table', { name: 'Indicators for BTC/USD' }).waitFor();
  assert.ok(await page.getByLabel('Ticker tape').isVisible());
  assert.deepEqual(errors, []);
  await page.close();
});

test('Markets shows the full, searchable table with sparklines', async () => {
  const page = await browser.newPage({ viewport: VIEWPORTS.desktop });
  const errors = collectPageErrors(page);
  await relayMarketFeed(page);
  await signIn(page);
  await page.goto(`${WEB_URL}/dashboard/markets`);
  const table = page.getByRole('table', { name: 'Crypto markets' });
  await table.waitFor();
  assert.equal(await table.getByRole('row').count(), 26);
  assert.ok(
    await table.getByRole('img', { name: 'Ethereum price over the last 7 days' }).isVisible(),
  );
  await page.getByLabel('Search coins').fill('lite');
  assert.equal(await table.getByRole('row').count(), 2);
  assert.deepEqual(errors, []);
  await page.close();
});
