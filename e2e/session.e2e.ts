import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { useProductStack } from './support/harness';
import {
  loginThroughApi,
  registerThroughApi,
  signInThroughUi,
  type TestAccount,
} from './support/accounts';
import { VIEWPORTS } from './support/browser';
import { inFreshContext } from './support/journey';
import { requestWithdrawalReview } from './support/forms';
import { openFromDashboardNav, waitForPath, waitForTitle } from './support/navigation';
import { operator } from './support/operator';
import { DASHBOARD_ROUTES } from './support/routes';
import { API_URL, WEB_URL } from './support/stack';

/**
 * The session as a user lives it, at desktop and tablet width: the guard on every dashboard
 * route (and the way back after signing in), a reload that keeps the user signed in, and a
 * withdrawal confirmed while the connection is down.
 */
const NETWORK_ERROR = 'Network error — please check your connection and try again.';

let account: TestAccount;
const product = useProductStack({
  setup: async () => {
    account = await registerThroughApi('Session Tester', 'session');
    // Verified, so the dashboard opens without the ID request in front of it.
    await operator('verify-user', account.email);
  },
});

async function fillSignIn(page: Page, who: TestAccount) {
  await page.getByRole('heading', { name: 'Meridian Trades Login' }).waitFor();
  await page.getByLabel('Email', { exact: true }).fill(who.email);
  await page.getByLabel('Password', { exact: true }).fill(who.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** A journey in a fresh (signed-out) context; returns the console errors it caused. */
async function withPage(
  viewport: (typeof VIEWPORTS)[keyof typeof VIEWPORTS],
  journey: (page: Page) => Promise<void>,
): Promise<string[]> {
  let seen: string[] = [];
  await inFreshContext(product, { viewport }, async (page, errors) => {
    seen = errors;
    await journey(page);
  });
  return seen;
}

for (const [width, viewport] of Object.entries(VIEWPORTS)) {
  describe(`at ${width} width (${viewport.width} px)`, () => {
    test('every dashboard route sends a signed-out visitor to sign-in and back after it', async () => {
      for (const route of DASHBOARD_ROUTES) {
        const errors = await withPage(viewport, async (page) => {
          await page.goto(`${WEB_URL}${route.path}`);
          await waitForPath(page, '/sign-in');
          await fillSignIn(page, account);
          await waitForPath(page, route.path);
          await waitForTitle(page, `${route.title} | Meridian`);
          await page.getByRole('heading', { level: 1 }).waitFor();
        });
        assert.deepEqual(errors, [], route.path);
      }
    });

    test('a reload keeps the user signed in, on the same page, with the session keys', async () => {
      const errors = await withPage(viewport, async (page) => {
        await signInThroughUi(page, account);
        await openFromDashboardNav(page, 'Account');
        await waitForPath(page, '/dashboard/account');
        await page.getByText(account.email).first().waitFor();

        await page.reload();
        await page.getByText(account.email).first().waitFor();
        assert.equal(new URL(page.url()).pathname, '/dashboard/account');
        const saved = await page.evaluate(() => ({
          userDetails: JSON.parse(localStorage.getItem('userDetails') ?? 'null') as {
            email: string;
          } | null,
          userToken: JSON.parse(localStorage.getItem('userToken') ?? 'null') as unknown,
        }));
        assert.equal(saved.userDetails?.email, account.email);
        assert.equal(typeof saved.userToken, 'string');

        // Back and forward through the dashboard after the reload: still signed in.
        await openFromDashboardNav(page, 'Dashboard');
        await page.getByRole('group', { name: 'Total Deposits' }).locator('p').waitFor();
      });
      assert.deepEqual(errors, []);
    });

    test('a withdrawal confirmed offline says so, keeps the form, and goes through once back online', async () => {
      const rich = await registerThroughApi('Offline Withdrawer', 'offline');
      await operator('verify-user', rich.email);
      await operator('post-trade-result', rich.email, '200', 'Closed ETH position');
      await operator('set-withdrawal-fee', rich.email, '2');
      await operator('allow-withdrawals', rich.email, 'on');

      const errors = await withPage(viewport, async (page) => {
        await signInThroughUi(page, rich);
        await openFromDashboardNav(page, 'Withdrawal');
        await page.getByRole('heading', { name: 'Crypto Withdrawal Request' }).waitFor();
        await requestWithdrawalReview(page, { amount: '50', walletAddress: 'bc1qofflinepayout' });

        const review = page.getByRole('dialog', { name: 'Review your withdrawal' });
        await review.waitFor();
        await page.context().setOffline(true);
        await review.getByRole('button', { name: 'Confirm Withdrawal' }).click();
        await review.getByText(NETWORK_ERROR).waitFor();
        assert.equal(new URL(page.url()).pathname, '/dashboard/withdrawal');

        // Back to the form: everything typed is still there.
        await review.getByRole('button', { name: 'Cancel' }).click();
        await review.waitFor({ state: 'detached' });
        assert.equal(await page.getByLabel('Amount').inputValue(), '50');
        assert.equal(await page.getByLabel('Wallet address').inputValue(), 'bc1qofflinepayout');
        assert.equal(await page.getByLabel('Crypto exchange').inputValue(), 'Kraken');
        assert.match(
          (await page.getByRole('combobox', { name: 'Asset' }).textContent()) ?? '',
          /Bitcoin \(BTC\)/,
        );

        // Online again, the same request goes through and is recorded once.
        await page.context().setOffline(false);
        await page.getByRole('button', { name: 'Review withdrawal' }).click();
        await review.getByRole('button', { name: 'Confirm Withdrawal' }).click();
        await waitForPath(page, '/dashboard/withdrawalHistory');
        const row = page.getByRole('table', { name: 'Withdrawal history' }).locator('tbody tr');
        await row.first().getByText('Pending').waitFor();
        assert.equal(await row.count(), 1);
        assert.equal(await row.first().locator('td').nth(3).textContent(), '$50');
      });
      // The browser reports the refused connection on its console; nothing else may appear.
      assert.deepEqual(
        errors.filter((text) => !text.includes('ERR_INTERNET_DISCONNECTED')),
        [],
      );

      const session = await loginThroughApi(rich);
      const response = await fetch(`${API_URL}/withdrawal/all`, {
        headers: { authorization: `Bearer ${session.token}` },
      });
      const { allWithdrawals } = (await response.json()) as { allWithdrawals: unknown[] };
      assert.equal(allWithdrawals.length, 1, 'the offline attempt recorded nothing');
    });

    test('a moment offline while a page loads heals behind the loader', async () => {
      const errors = await withPage(viewport, async (page) => {
        await signInThroughUi(page, account);
        // Load the page's code first: only its data call should meet the outage.
        await openFromDashboardNav(page, 'Deposit History');
        await page.getByRole('heading', { name: 'Deposit History' }).waitFor();
        await openFromDashboardNav(page, 'Dashboard');
        await page.getByRole('group', { name: 'Total Deposits' }).locator('p').waitFor();

        await page.context().setOffline(true);
        const failed = page.waitForEvent('requestfailed', (request) =>
          request.url().endsWith('/transaction/all'),
        );
        await openFromDashboardNav(page, 'Deposit History');
        // The first attempt has failed on the network; the connection comes back before the
        // retry (NETWORK_RETRY_DELAYS_MS in src/api/networkRetry.ts).
        await failed;
        await page.context().setOffline(false);
        await page.getByText('No transaction history').waitFor();
        assert.equal(await page.getByText(NETWORK_ERROR).count(), 0);
      });
      assert.deepEqual(
        errors.filter((text) => !text.includes('ERR_INTERNET_DISCONNECTED')),
        [],
      );
    });
  });
}
