import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { collectPageErrors } from './support/browser';
import { expect, test } from './support/fixtures';
import { DEMO_E2E, demoEnv, usePrebuilt } from '../scripts/e2e-builds.mjs';
import { isPortOpen } from '../scripts/ports.mjs';

/**
 * `npm run demo` as a user runs it: scripts/demo.mjs builds the SPA and starts the API with the
 * synthetic fixture feed, on ports and a build folder of its own (the suite's stack keeps 4000
 * and 8080). The pages must label every market figure as sample data and never call the replay
 * live; the demo account is lived-in (a year of sample activity), labelled as such, and every
 * figure on its dashboard is non-zero and adds up; stopping the demo must leave no process
 * behind and .data/ (npm start's) untouched.
 *
 * The demo builds the SPA (one to two minutes on the 2-core machines), so it runs once, in one
 * project, with a timeout of its own. Under `npm test` the bundle was built in the parallel
 * pool (scripts/e2e-builds.mjs) and the demo serves it (DEMO_PREBUILT=on); run alone, the
 * demo builds it here as a user's `npm run demo` does.
 */
const DEMO_URL = `http://localhost:${DEMO_E2E.webPort}`;
const MAIL_INBOX_URL = `http://localhost:${DEMO_E2E.mailWebPort}`;
const STARTUP_TIMEOUT_MS = 5 * 60_000;
/** The label's words around the feed's own date (fixtures/market/meta.json `asOf`). */
const LABEL = /Sample market data \(synthetic, as of [^)]*2026\) — not live prices/;
/** The dashboard's money cards, each with its "How is this calculated?". */
const MONEY_CARDS = [
  'Trade Profit',
  'Total Deposits',
  'Pend. Balance',
  'Referral Bonus',
  'Cash',
  'Total Equity',
];

test.use({ marketRelay: false }); // The demo build talks to its own feed; no relay in between.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

/** Newest modification time under `.data/` (or null without one): any write would move it. */
function dataDirStamp(): number | null {
  const root = '.data';
  if (!existsSync(root)) return null;
  const newest = (path: string): number => {
    const stat = statSync(path);
    if (!stat.isDirectory()) return stat.mtimeMs;
    return Math.max(stat.mtimeMs, ...readdirSync(path).map((entry) => newest(join(path, entry))));
  };
  return newest(root);
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** The demo's children: the API, web and mail catcher servers (each leads its own group). */
function childPids(parent: number): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        // Field 4 is the parent pid; the command name (field 2) may hold spaces, hence the ')'.
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === parent;
      } catch {
        return false;
      }
    })
    .map(Number);
}

let demo: ChildProcess | undefined;
let output = '';
let dataBefore: number | null = null;
let demoPids: number[] = [];
let page: Page;
let pageErrors: string[] = [];

test.beforeAll(async ({ browser }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop-1440', 'one demo build per run is enough');
  test.setTimeout(STARTUP_TIMEOUT_MS + 30_000);
  dataBefore = dataDirStamp();
  demo = spawn(process.execPath, ['scripts/demo.mjs'], {
    env: {
      ...process.env,
      ...demoEnv(),
      DEMO_PREBUILT: usePrebuilt(DEMO_E2E.distDir) ? 'on' : '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  demo.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  demo.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await expect
    .poll(
      () => {
        if (demo!.exitCode !== null) throw new Error(`npm run demo exited early:\n${output}`);
        return output.includes('Meridian demo is running');
      },
      { timeout: STARTUP_TIMEOUT_MS, intervals: [1_000] },
    )
    .toBe(true);
  demoPids = childPids(demo.pid!);
  const context = await browser.newContext({ viewport: testInfo.project.use.viewport });
  page = await context.newPage();
  pageErrors = collectPageErrors(page);
});

test.afterAll(async () => {
  await page?.context().close();
  if (demo && demo.exitCode === null) {
    demo.kill('SIGTERM');
    await new Promise((resolve) => demo!.once('exit', resolve));
  }
});

/** Each market region carries the label, and says "live" nowhere but in "not live prices". */
async function expectLabelledNotLive(region: Locator) {
  await expect(region.getByRole('note').filter({ hasText: LABEL }).first()).toBeVisible();
  const text = (await region.innerText()).replace(/not live prices/g, '');
  expect(text, 'a replayed or synthetic figure is never called live').not.toMatch(/\blive\b/i);
}

async function expectNoLiveStatus() {
  await expect(page.getByLabel(/Real-time prices: Live/)).toHaveCount(0);
  await expect(page.getByText(/^Live last trade/)).toHaveCount(0);
}

test('prints the URL and the demo email and password, never a seed phrase', () => {
  expect(output).toContain(`open ${DEMO_URL}`);
  expect(output).toMatch(/email:\s+demo@meridian\.local/);
  expect(output).toMatch(/password:\s+\S+/);
  expect(output).not.toMatch(/seed/i);
  expect(demoPids.length, 'the API server, the web server and the mail catcher run').toBe(3);
});

test("prints the mail catcher's inbox, which answers on loopback", async () => {
  expect(output).toContain(MAIL_INBOX_URL);
  const inbox = await fetch(MAIL_INBOX_URL, { headers: { accept: 'text/html' } });
  expect(inbox.status).toBe(200);
  expect(await inbox.text()).toMatch(/MailDev/i);
  const messages = await fetch(`${MAIL_INBOX_URL}/api/email`);
  expect(messages.status).toBe(200);
  expect(Array.isArray(await messages.json())).toBe(true);
});

test('home: the tiles and the popular table are labelled as sample data', async () => {
  await page.goto(DEMO_URL);
  const tiles = page.getByRole('region', { name: 'The crypto market today' });
  await tiles.getByText('Total market cap').waitFor();
  await expectLabelledNotLive(tiles);
  const popular = page.getByRole('region', { name: 'Popular cryptocurrencies' });
  await popular.getByRole('rowheader').first().waitFor();
  await expectLabelledNotLive(popular);
  // No other copy of the demo build claims live prices either (the hero's pitch above all).
  const main = (await page.getByRole('main').innerText()).replace(/not live prices/g, '');
  expect(main).not.toMatch(/\blive\b/i);
  await expect(page.getByText(/This demo runs on sample market data/)).toBeVisible();
});

test('dashboard: signed in with the printed credentials, every market widget is labelled', async () => {
  const email = /email:\s+(\S+)/.exec(output)![1]!;
  const password = /password:\s+(\S+)/.exec(output)![1]!;
  await page.goto(`${DEMO_URL}/sign-in`);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/dashboard');

  for (const name of [
    'Ticker tape',
    'BTC/USD',
    'ETH/USD',
    'LTC/USDT',
    'Technical analysis — BTC/USD',
    'Advanced chart — BTC/USD',
  ]) {
    const region = page.getByRole('region', { name, exact: true });
    // Retried: a widget below the lived-in account's own sections may still re-mount as
    // their data arrives, which detaches the element being scrolled to.
    await expect(async () => region.scrollIntoViewIfNeeded({ timeout: 2_000 })).toPass({
      timeout: 20_000,
    });
    await expectLabelledNotLive(region);
  }
  // The mini charts take the replayed stream's prices: "Replayed last trade", never "Live".
  await page
    .getByText(/^Replayed last trade/)
    .first()
    .waitFor({ timeout: 15_000 });
  await expectNoLiveStatus();
});

test('dashboard: the demo account is lived-in — labelled, every figure non-zero, each adding up in its breakdown', async () => {
  // Six breakdowns, each perhaps read twice (see below).
  test.setTimeout(300_000);
  await page.goto(`${DEMO_URL}/dashboard`);
  await expect(page.getByRole('banner').getByText('Demo account — sample activity')).toBeVisible();
  for (const card of MONEY_CARDS) {
    // Total Equity values the holdings at the price of the moment, and the replayed prices
    // move at each refresh (PRICE_REFRESH_SECONDS): the card and its breakdown are compared
    // when both were read at one price, so a refresh between the two reads is tried again.
    await expect(async () => {
      await page.goto(`${DEMO_URL}/dashboard`);
      const group = page.getByRole('group', { name: card, exact: true });
      const figure = group.locator('p');
      await expect(figure, card).toHaveText(/^-?\$[\d,]+\.\d{2}$/, { timeout: 20_000 });
      const text = await figure.innerText();
      expect(text, `${card} is not zero`).not.toMatch(/^-?\$0\.00$/);
      await group.getByRole('button', { name: 'How is this calculated?' }).click();
      const dialog = page.getByRole('dialog', { name: `How is ${card} calculated?` });
      await expect(dialog.getByRole('cell', { name: 'Sum' }), card).toHaveText(text, {
        timeout: 10_000,
      });
      await expect(dialog.getByText('This sum equals the figure on the card.'), card).toBeVisible();
      await dialog.getByRole('button', { name: 'Close' }).click();
      await dialog.waitFor({ state: 'detached' });
    }).toPass({ timeout: 90_000 });
  }
  // A year of activity: Performance draws it, and the histories list it.
  await expect(page.getByText('No activity yet')).toHaveCount(0);
  await page.goto(`${DEMO_URL}/dashboard/depositHistory`);
  for (const status of ['Approved', 'Pending', 'Failed']) {
    await expect(page.getByRole('row').filter({ hasText: status }).first(), status).toBeVisible({
      timeout: 20_000,
    });
  }
  await page.goto(`${DEMO_URL}/dashboard/withdrawalHistory`);
  await expect(page.getByRole('row').filter({ hasText: 'Approved' }).first()).toBeVisible({
    timeout: 20_000,
  });
});

test('Spot Trading: the real-time chart plays the replay and says Replay, never Live; orders quote labelled sample prices', async () => {
  await page.goto(`${DEMO_URL}/dashboard/spot-trading`);
  const realtime = page.getByRole('region', { name: 'Real-time — BTCUSDT' });
  await realtime.getByLabel('Real-time prices: Replay').waitFor({ timeout: 20_000 });
  const price = realtime.getByLabel('BTCUSDT last price');
  const first = (await price.textContent()) ?? '';
  // Watch the replay play for a while: the price moves, and the status never turns "Live".
  for (let check = 0; check < 6; check += 1) {
    await expectNoLiveStatus();
    await expectLabelledNotLive(realtime);
    await page.waitForTimeout(1_000);
  }
  await expect(price).not.toHaveText(first, { timeout: 15_000 });
  await expectLabelledNotLive(page.getByRole('region', { name: 'Crypto market', exact: true }));
  // The order panel quotes the server's prices, which in the demo are the feed's replay: it
  // offers them (with their time) and says they are synthetic.
  const order = page.getByRole('form', { name: 'Order' });
  await expect(order.getByText(/^BTC price: \$[\d,]+(\.\d+)? · as of /)).toBeVisible({
    timeout: 20_000,
  });
  await expect(
    order.getByText('Sample prices (synthetic) from the offline feed — not live market prices'),
  ).toBeVisible();
  await expect(order.getByRole('button', { name: 'Preview' })).toBeVisible();
});

test('Markets: the full table is labelled', async () => {
  await page.goto(`${DEMO_URL}/dashboard/markets`);
  const table = page.getByRole('region', { name: 'Crypto markets', exact: true });
  await table.getByRole('table').waitFor();
  await expectLabelledNotLive(table);
  await expectNoLiveStatus();
  expect(pageErrors).toEqual([]);
});

test('Ctrl-C stops everything, and the demo never touched .data/', async () => {
  await page.context().close();
  demo!.kill('SIGINT');
  const code = await new Promise<number | null>((resolve) => demo!.once('exit', resolve));
  expect(code).toBe(0);
  // Polled: a stopped child lingers a moment until it is reaped.
  for (const pid of demoPids) {
    await expect
      .poll(() => processAlive(pid), { message: `process ${pid} left behind` })
      .toBe(false);
  }
  for (const port of [
    DEMO_E2E.apiPort,
    DEMO_E2E.webPort,
    DEMO_E2E.mailSmtpPort,
    DEMO_E2E.mailWebPort,
  ]) {
    expect(await isPortOpen(port), `port ${port} still open`).toBe(false);
  }
  expect(dataDirStamp(), '.data/ is npm start’s; the demo keeps its data in memory').toBe(
    dataBefore,
  );
});
