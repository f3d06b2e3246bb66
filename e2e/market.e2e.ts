import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Locator } from 'playwright-core';
import { useProductStack } from './support/harness';
import { registerThroughApi, signInThroughUi, type TestAccount } from './support/accounts';
import { collectPageErrors, VIEWPORTS } from './support/browser';
import { relayMarketFeed } from './support/market';
import { WEB_URL } from './support/stack';

/**
 * The market widgets against the reference server's offline feed, whatever market URLs the
 * build was made with (e2e/support/market.ts relays the page's market calls to it).
 */
let account: TestAccount;
const product = useProductStack({
  setup: async () => {
    account = await registerThroughApi('Market Watcher', 'market');
  },
});

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

for (const [width, viewport] of Object.entries(VIEWPORTS)) {
  test(`at ${width} width Spot Trading draws a real-time chart that keeps updating from the replayed stream`, async () => {
    const page = await product.browser.newPage({ viewport });
    const errors = collectPageErrors(page);
    await relayMarketFeed(page);
    await signInThroughUi(page, account);
    await page.goto(`${WEB_URL}/dashboard/spot-trading`);

    const realtime = page.getByRole('region', { name: 'Real-time — BTCUSDT' });
    await realtime.getByLabel('Real-time prices: Live').waitFor();
    await waitUntilDrawn(realtime);
    const price = realtime.getByLabel('BTCUSDT last price');
    const first = await price.textContent();
    // The fixture stream sends a BTC ticker about every two seconds; the price must move.
    await page.waitForFunction(
      ([label, before]) =>
        document.querySelector(`[aria-label="${label}"]`)?.textContent !== before,
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

  test(`at ${width} width the dashboard draws its mini charts and advanced chart and rates BTC/USD`, async () => {
    const page = await product.browser.newPage({ viewport });
    const errors = collectPageErrors(page);
    await relayMarketFeed(page);
    await signInThroughUi(page, account);
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

  test(`at ${width} width Markets shows the full, searchable table with sparklines`, async () => {
    const page = await product.browser.newPage({ viewport });
    const errors = collectPageErrors(page);
    await relayMarketFeed(page);
    await signInThroughUi(page, account);
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
}
