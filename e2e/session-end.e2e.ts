import type { Page } from '@playwright/test';
import { registerThroughApi, signInThroughUi, type TestAccount } from './support/accounts';
import { expect, test as base } from './support/fixtures';
import { followRequests, waitForPath } from './support/navigation';
import { operator } from './support/operator';
import { scriptWith } from './support/scripts';
import { API_URL, WEB_URL } from './support/stack';

/**
 * Ending a session (SPEC §11.1): Logout leaves nothing behind for a reload, ends the session on
 * the server and in every tab; an idle dashboard asks "Are you still there?" and signs out at
 * the end of the countdown. The idle tests drive the browser's clock instead of waiting.
 */
const test = base.extend<object, { account: TestAccount }>({
  account: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const account = await registerThroughApi('Session Ender', 'ending');
      // Verified, so the dashboard opens without the ID request in front of it.
      await operator('verify-user', account.email);
      await use(account);
    },
    { scope: 'worker' },
  ],
});

/** The build's default IDLE_TIMEOUT_MINUTES. */
const IDLE_MINUTES = 15;

async function savedToken(page: Page): Promise<string> {
  const raw = await page.evaluate(() => localStorage.getItem('userToken'));
  expect(raw, 'a signed-in page keeps its token').not.toBeNull();
  return JSON.parse(raw ?? 'null') as string;
}

async function savedSession(page: Page): Promise<(string | null)[]> {
  return page.evaluate(() => [
    localStorage.getItem('userDetails'),
    localStorage.getItem('userToken'),
  ]);
}

/** The status of a bearer call made with `token` now. */
async function tokenUserStatus(token: string): Promise<number> {
  const response = await fetch(`${API_URL}/transaction/token-user`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return response.status;
}

/**
 * Signs in on a page whose clock the test controls, and waits for the dashboard's lazily
 * loaded chunks: moving the page's clock 15 minutes on would otherwise fire webpack's
 * chunk-load timeouts for any still in flight (a ChunkLoadError).
 */
async function openDashboardOnTestClock(page: Page, account: TestAccount): Promise<void> {
  await page.clock.install();
  const requests = followRequests(page);
  // The dashboard draws its lower part after the first paint, and the market widgets in it each
  // after that, every one a chunk of its own: the clock jumps only once they have arrived (a
  // chunk still loading when it jumps 15 minutes would time out, which no person sees). At the
  // page's end the widgets below are near the viewport, and the tape is scrolled to; the quiet
  // that follows covers the rest. (The tape's prices are no sign: they wait on timers this
  // test's clock holds.)
  const tapeCode = page.waitForResponse(scriptWith('("tickerTape.empty")'));
  await signInThroughUi(page, account);
  await page
    .getByRole('navigation', { name: /Dashboard/ })
    .first()
    .waitFor();
  await page.getByRole('region', { name: 'Performance' }).waitFor();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  // The tape sits above the other widgets, and a jump to the end can pass it before it is drawn
  // (CI-like run at 768 px: the charts below loaded, the tape never came near). Retried: its
  // skeleton carries the same label and is replaced under the scroll.
  const tape = page.getByLabel('Ticker tape').first();
  await expect(async () => tape.scrollIntoViewIfNeeded({ timeout: 2_000 })).toPass({
    timeout: 20_000,
  });
  await tapeCode;
  await requests.quiet();
}

const warning = (page: Page) => page.getByRole('dialog', { name: 'Are you still there?' });

/** The number of seconds the warning's countdown shows. */
async function secondsShown(page: Page): Promise<number> {
  const text = await warning(page)
    .getByText(/signed out in \d+ seconds?/)
    .textContent();
  return Number(/in (\d+) second/.exec(text ?? '')?.[1] ?? Number.NaN);
}

test(
  'Logout, then an immediate reload of /dashboard, lands on sign-in; the server refuses the old token',
  // Server and storage behaviour, the same at any width (Logout at 768 is in auth): desktop only.
  { tag: '@desktop-only' },
  async ({ page, consoleErrors, account }) => {
    await signInThroughUi(page, account);
    const token = await savedToken(page);
    expect(await tokenUserStatus(token)).toBe(200);

    await page.getByRole('button', { name: 'Logout' }).first().click();
    // No waiting for the home page: the reload follows the click at once.
    await page.goto(`${WEB_URL}/dashboard`);
    await waitForPath(page, '/sign-in');
    await page.getByRole('heading', { name: 'Meridian Trades Login' }).waitFor();
    expect(await savedSession(page)).toEqual([null, null]);

    // The background POST /auth/logout ended the session on the server too.
    await expect.poll(() => tokenUserStatus(token)).toBe(401);
    expect(consoleErrors).toEqual([]);
  },
);

test(
  'Logout lands on home, and ends the server session',
  // Server and storage behaviour, the same at any width (Logout at 768 is in auth): desktop only.
  { tag: '@desktop-only' },
  async ({ page, consoleErrors, account }) => {
    await signInThroughUi(page, account);
    const token = await savedToken(page);
    await page.getByRole('button', { name: 'Logout' }).first().click();
    await waitForPath(page, '/');
    await page.getByRole('link', { name: 'Sign in' }).first().waitFor();
    expect(await savedSession(page)).toEqual([null, null]);
    await expect.poll(() => tokenUserStatus(token)).toBe(401);
    expect(consoleErrors).toEqual([]);
  },
);

test(
  'Logout in one tab signs out the other',
  // Server and storage behaviour, the same at any width (Logout at 768 is in auth): desktop only.
  { tag: '@desktop-only' },
  async ({ page, context, consoleErrors, account }) => {
    await signInThroughUi(page, account);
    const otherTab = await context.newPage();
    await otherTab.goto(`${WEB_URL}/dashboard/account`);
    await otherTab.getByText(account.email).first().waitFor();

    await page.getByRole('button', { name: 'Logout' }).first().click();
    await waitForPath(page, '/');

    await waitForPath(otherTab, '/sign-in');
    await otherTab.getByRole('heading', { name: 'Meridian Trades Login' }).waitFor();
    await expect(otherTab.getByRole('button', { name: 'Logout' })).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  },
);

test('an idle dashboard asks "Are you still there?"; Stay signed in keeps the session', async ({
  page,
  consoleErrors,
  account,
}) => {
  await openDashboardOnTestClock(page, account);
  // From here the page's time moves only when the test moves it, so the countdown reads
  // exactly however busy the machine is; a pointer move starts the idle period at that moment.
  // A few seconds ahead, since the page's clock keeps running until the pause arrives.
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 10_000));
  await page.mouse.move(3, 300);

  await page.clock.fastForward(`${IDLE_MINUTES - 1}:00`);
  await expect(warning(page)).toHaveCount(0);
  // The last minute timer by timer (runFor), so each fires at its own time: the idle timer
  // armed when the page opened wakes, finds the pointer move, and sleeps until that move is
  // 15 minutes old. A second more, since runFor stops just short of its end.
  await page.clock.runFor('01:01');
  await expect(warning(page)).toBeVisible();
  const first = await secondsShown(page);
  expect([59, 60]).toContain(first);
  await expect(warning(page).getByRole('button', { name: 'Stay signed in' })).toBeFocused();

  await page.clock.runFor('00:30');
  await expect.poll(() => secondsShown(page)).toBeLessThanOrEqual(first - 30);
  expect(await secondsShown(page)).toBeGreaterThanOrEqual(first - 31);
  await warning(page).getByRole('button', { name: 'Stay signed in' }).click();
  // The dialog's closing transition runs on the page's (paused) timers.
  await page.clock.runFor(1000);
  await expect(warning(page)).toBeHidden();

  // A full idle period starts again from the answer.
  await page.clock.fastForward(`${IDLE_MINUTES - 1}:00`);
  await expect(warning(page)).toHaveCount(0);
  expect(new URL(page.url()).pathname).toBe('/dashboard');
  expect(await tokenUserStatus(await savedToken(page))).toBe(200);
  expect(consoleErrors).toEqual([]);
});

test(
  'an idle dashboard signs out at the end of the countdown, here and on the server',
  // Server and storage behaviour, the same at any width (Logout at 768 is in auth): desktop only.
  { tag: '@desktop-only' },
  async ({ page, consoleErrors, account }) => {
    await openDashboardOnTestClock(page, account);
    const token = await savedToken(page);

    await page.clock.fastForward(`${IDLE_MINUTES}:00`);
    await expect(warning(page)).toBeVisible();
    await page.clock.fastForward('01:00');

    await waitForPath(page, '/sign-in');
    await expect(
      page.getByText(`You were signed out after ${IDLE_MINUTES} minutes of inactivity.`),
    ).toBeVisible();
    expect(await savedSession(page)).toEqual([null, null]);
    await expect.poll(() => tokenUserStatus(token)).toBe(401);
    expect(consoleErrors).toEqual([]);
  },
);
