import type { Locator } from '@playwright/test';
import { registerThroughApi, signInThroughUi, type TestAccount } from './support/accounts';
import { expect, test as base } from './support/fixtures';
import { WEB_URL } from './support/stack';

/**
 * The market widgets against the reference server's offline feed, whatever market URLs the
 * build was made with (the `context` fixture relays the page's market calls to it).
 */
const test = base.extend<object, { account: TestAccount }>({
  account: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      await use(await registerThroughApi('Market Watcher', 'market'));
    },
    { scope: 'worker' },
  ],
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

async function expectDrawn(region: Locator) {
  await expect
    .poll(() => drawnCanvases(region), {
      message: 'the chart canvas stayed blank',
      timeout: 15_000,
      intervals: [250],
    })
    .toBe(true);
}

test('Spot Trading draws a real-time chart that keeps updating from the replayed stream', async ({
  page,
  consoleErrors,
  account,
}) => {
  await signInThroughUi(page, account);
  await page.goto(`${WEB_URL}/dashboard/spot-trading`);

  const realtime = page.getByRole('region', { name: 'Real-time — BTCUSDT' });
  // The suite's feed is the synthetic fixture feed: its stream is a replay, never "Live".
  await realtime.getByLabel('Real-time prices: Replay').waitFor();
  await expectDrawn(realtime);
  const price = realtime.getByLabel('BTCUSDT last price');
  const first = (await price.textContent()) ?? '';
  // The fixture stream sends a BTC ticker about every two seconds; the price must move.
  await expect(price).not.toHaveText(first, { timeout: 15_000 });

  const table = page.getByRole('table', { name: 'Crypto market' });
  await table.waitFor();
  await expect(table.getByRole('row')).toHaveCount(11);
  await expect(table.getByText('Bitcoin')).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('the dashboard draws its mini charts and advanced chart and rates BTC/USD', async ({
  page,
  consoleErrors,
  account,
}) => {
  await signInThroughUi(page, account);
  // A new account is unverified: its verification dialog comes first.
  await page.getByRole('button', { name: 'Later' }).click();

  // Widgets load as the reader scrolls towards them (their skeletons hold the place before).
  for (const name of ['BTC/USD', 'ETH/USD', 'LTC/USDT', 'Advanced chart — BTC/USD']) {
    const region = page.getByRole('region', { name, exact: true });
    await region.scrollIntoViewIfNeeded();
    await expectDrawn(region);
  }
  const analysis = page.getByRole('region', { name: 'Technical analysis — BTC/USD' });
  await analysis.scrollIntoViewIfNeeded();
  await analysis.getByRole('table', { name: 'Indicators for BTC/USD' }).waitFor();
  await expect(page.getByLabel('Ticker tape')).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('Markets shows the full, searchable table with sparklines', async ({
  page,
  consoleErrors,
  account,
}) => {
  await signInThroughUi(page, account);
  await page.goto(`${WEB_URL}/dashboard/markets`);
  const table = page.getByRole('table', { name: 'Crypto markets' });
  await table.waitFor();
  await expect(table.getByRole('row')).toHaveCount(26);
  await expect(
    table.getByRole('img', { name: 'Ethereum price over the last 7 days' }),
  ).toBeVisible();
  await page.getByLabel('Search coins').fill('lite');
  await expect(table.getByRole('row')).toHaveCount(2);
  expect(consoleErrors).toEqual([]);
});
