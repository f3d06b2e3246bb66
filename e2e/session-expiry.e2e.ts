import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { useProductStack } from './support/harness';
import { registerThroughApi, signInThroughUi, type TestAccount } from './support/accounts';
import { VIEWPORTS } from './support/browser';
import { inFreshContext } from './support/journey';
import { openFromDashboardNav, waitForPath, waitForTitle } from './support/navigation';
import { operator } from './support/operator';

/**
 * A session token that expires while the user is working (SPEC §1): the next bearer call is
 * answered 401, the app ends the session, says why on sign-in, and returns the user to the page
 * they were opening once they sign in again. The server is started with a short token lifetime
 * so the real expiry happens within the test.
 */
const TOKEN_TTL_SECONDS = 10;
const EXPIRED_MESSAGE = 'Your session has expired. Please sign in again.';

let account: TestAccount;
const product = useProductStack({
  apiEnv: { TOKEN_TTL_SECONDS: String(TOKEN_TTL_SECONDS) },
  setup: async () => {
    account = await registerThroughApi('Expiry Tester', 'expiry');
    await operator('verify-user', account.email);
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
  assert.ok(remaining <= TOKEN_TTL_SECONDS * 1000, 'the server issued a short-lived token');
  // The page waits like a user who left the tab open: nothing else happens meanwhile.
  await page.waitForTimeout(Math.max(0, remaining) + 250);
}

for (const [width, viewport] of Object.entries(VIEWPORTS)) {
  test(`at ${width} width: an expired session asks to sign in again, then returns`, async () => {
    await inFreshContext(product, { viewport }, async (page, errors) => {
      await signInThroughUi(page, account);
      await openFromDashboardNav(page, 'Account');
      await page.getByText(account.email).first().waitFor();

      await waitForTokenExpiry(page);
      await openFromDashboardNav(page, 'Deposit History');

      await waitForPath(page, '/sign-in');
      await page.getByText(EXPIRED_MESSAGE).waitFor();
      assert.deepEqual(
        await page.evaluate(() => [
          localStorage.getItem('userDetails'),
          localStorage.getItem('userToken'),
        ]),
        [null, null],
        'the ended session is gone from storage',
      );

      await page.getByLabel('Email', { exact: true }).fill(account.email);
      await page.getByLabel('Password', { exact: true }).fill(account.password);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await waitForPath(page, '/dashboard/depositHistory');
      await waitForTitle(page, 'Deposit History | Meridian');
      await page.getByText('No transaction history').waitFor();
      assert.equal(await page.getByText(EXPIRED_MESSAGE).count(), 0);

      // The browser logs the refused call (401) on its console; nothing else may appear.
      assert.deepEqual(
        errors.filter((text) => !text.includes('401')),
        [],
      );
    });
  });
}
