import type { BrowserContext, Page } from '@playwright/test';
import { registerThroughApi, signInThroughUi, type TestAccount } from './support/accounts';
import { expect, test as base } from './support/fixtures';
import { openFromDashboardNav, waitForPath, waitForTitle } from './support/navigation';
import { operatorOf } from './support/operator';
import { API_PORT, API_URL, startApiServer } from './support/stack';

/**
 * A session token that expires while the user is working (SPEC §1): the next bearer call is
 * answered 401, the app ends the session, says why on sign-in, and returns the user to the page
 * they were opening once they sign in again. A reference server of its own, started with a
 * short token lifetime, answers this file's API calls so the real expiry happens within the
 * test; the rest of the suite keeps the shared server's usual lifetime.
 */
const TOKEN_TTL_SECONDS = 10;
const EXPIRED_MESSAGE = 'Your session has expired. Please sign in again.';

interface ShortSessionServer {
  url: string;
  account: TestAccount;
}

/** Sends the page's calls to the build's API (not its market feed) to the server at `url`. */
async function answerApiFrom(context: BrowserContext, url: string) {
  await context.route(
    (requested) => requested.origin === API_URL && !requested.pathname.startsWith('/market/'),
    async (route) => {
      const requested = new URL(route.request().url());
      const response = await route.fetch({ url: `${url}${requested.pathname}${requested.search}` });
      await route.fulfill({ response });
    },
  );
}

const test = base.extend<object, { shortSessions: ShortSessionServer }>({
  shortSessions: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use, workerInfo) => {
      // One per worker, on a port of its own beside the shared server's.
      const port = API_PORT + 100 + workerInfo.parallelIndex;
      const url = `http://localhost:${port}`;
      const server = await startApiServer(port, { TOKEN_TTL_SECONDS: String(TOKEN_TTL_SECONDS) });
      try {
        const account = await registerThroughApi('Expiry Tester', 'expiry', url);
        await operatorOf(url)('verify-user', account.email);
        await use({ url, account });
      } finally {
        await server.stop();
      }
    },
    { scope: 'worker' },
  ],
  context: async ({ context, shortSessions }, use) => {
    await answerApiFrom(context, shortSessions.url);
    await use(context);
  },
});

/** Waits until the saved token's own expiry time (its `exp` claim) has passed. */
async function waitForTokenExpiry(page: Page) {
  const token = await page.evaluate(
    () => JSON.parse(localStorage.getItem('userToken') ?? 'null') as string,
  );
  const payload = token.split('.')[1] ?? '';
  const { exp } = JSON.parse(Buffer.from(payload, 'base64url').toString()) as { exp: number };
  const remaining = exp * 1000 - Date.now();
  expect(remaining, 'the server issued a short-lived token').toBeLessThanOrEqual(
    TOKEN_TTL_SECONDS * 1000,
  );
  // The page waits like a user who left the tab open: nothing else happens meanwhile.
  await page.waitForTimeout(Math.max(0, remaining) + 250);
}

test('an expired session asks to sign in again, then returns to the page', async ({
  page,
  consoleErrors,
  shortSessions: { account },
}) => {
  await signInThroughUi(page, account);
  await openFromDashboardNav(page, 'Account');
  await page.getByText(account.email).first().waitFor();

  await test.step('the token expires while the tab is open; the next page asks to sign in', async () => {
    await waitForTokenExpiry(page);
    await openFromDashboardNav(page, 'Deposit History');
    await waitForPath(page, '/sign-in');
    await page.getByText(EXPIRED_MESSAGE).waitFor();
    expect(
      await page.evaluate(() => [
        localStorage.getItem('userDetails'),
        localStorage.getItem('userToken'),
      ]),
      'the ended session is gone from storage',
    ).toEqual([null, null]);
  });

  await test.step('signing in again returns to the page that was opening', async () => {
    await page.getByLabel('Email', { exact: true }).fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await waitForPath(page, '/dashboard/depositHistory');
    await waitForTitle(page, 'Deposit History | Meridian');
    await page.getByText('No transaction history').waitFor();
    await expect(page.getByText(EXPIRED_MESSAGE)).toHaveCount(0);
  });

  // The browser logs the refused call (401) on its console; nothing else may appear.
  expect(consoleErrors.filter((text) => !text.includes('401'))).toEqual([]);
});
