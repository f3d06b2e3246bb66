import { GUARDED_ROUTES } from '../src/config/routes';
import {
  loginThroughApi,
  registerThroughApi,
  signInThroughUi,
  type TestAccount,
} from './support/accounts';
import { expect, test as base } from './support/fixtures';
import { requestWithdrawalReview } from './support/forms';
import {
  followRequests,
  openFromDashboardNav,
  waitForPath,
  waitForTitle,
} from './support/navigation';
import { operator } from './support/operator';
import { API_URL, WEB_URL } from './support/stack';

/**
 * The session as a user lives it: the guard on every dashboard route (and the way back after
 * signing in), a reload that keeps the user signed in, and a withdrawal confirmed while the
 * connection is down. Each test starts signed out in a fresh context.
 */
const NETWORK_ERROR = 'Network error — please check your connection and try again.';

const test = base.extend<object, { account: TestAccount }>({
  account: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const account = await registerThroughApi('Session Tester', 'session');
      // Verified, so the dashboard opens without the ID request in front of it.
      await operator('verify-user', account.email);
      await use(account);
    },
    { scope: 'worker' },
  ],
});

for (const route of GUARDED_ROUTES) {
  test(`${route.path} sends a signed-out visitor to sign-in and back after it`, async ({
    page,
    consoleErrors,
    account,
  }) => {
    await page.goto(`${WEB_URL}${route.path}`);
    await waitForPath(page, '/sign-in');
    await page.getByRole('heading', { name: 'Meridian Trades Login' }).waitFor();
    await page.getByLabel('Email', { exact: true }).fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await waitForPath(page, route.path);
    await waitForTitle(page, `${route.title} | Meridian`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(consoleErrors, route.path).toEqual([]);
  });
}

test('a reload keeps the user signed in, on the same page, with the session keys', async ({
  page,
  consoleErrors,
  account,
}) => {
  await signInThroughUi(page, account);
  await openFromDashboardNav(page, 'Account');
  await waitForPath(page, '/dashboard/account');
  await page.getByText(account.email).first().waitFor();

  await page.reload();
  await page.getByText(account.email).first().waitFor();
  expect(new URL(page.url()).pathname).toBe('/dashboard/account');
  const saved = await page.evaluate(() => ({
    userDetails: JSON.parse(localStorage.getItem('userDetails') ?? 'null') as {
      email: string;
    } | null,
    userToken: JSON.parse(localStorage.getItem('userToken') ?? 'null') as unknown,
  }));
  expect(saved.userDetails?.email).toBe(account.email);
  expect(typeof saved.userToken).toBe('string');

  // Back and forward through the dashboard after the reload: still signed in.
  await openFromDashboardNav(page, 'Dashboard');
  await page.getByRole('group', { name: 'Total Deposits' }).locator('p').waitFor();
  expect(consoleErrors).toEqual([]);
});

test('a withdrawal confirmed offline says so, keeps the form, and goes through once back online', async ({
  page,
  consoleErrors,
}) => {
  const rich = await registerThroughApi('Offline Withdrawer', 'offline');
  await operator('verify-user', rich.email);
  await operator('post-trade-result', rich.email, '200', 'Closed ETH position');
  await operator('set-withdrawal-fee', rich.email, '2');
  await operator('allow-withdrawals', rich.email, 'on');

  await signInThroughUi(page, rich);
  await openFromDashboardNav(page, 'Withdrawal');
  await page.getByRole('heading', { name: 'Crypto Withdrawal Request' }).waitFor();
  await requestWithdrawalReview(page, { amount: '50', walletAddress: 'bc1qofflinepayout' });

  const review = page.getByRole('dialog', { name: 'Review your withdrawal' });
  await test.step('confirmed offline: the review says so and nothing moves', async () => {
    await review.waitFor();
    await page.context().setOffline(true);
    await review.getByRole('button', { name: 'Confirm Withdrawal' }).click();
    await review.getByText(NETWORK_ERROR).waitFor();
    expect(new URL(page.url()).pathname).toBe('/dashboard/withdrawal');
  });

  await test.step('back to the form: everything typed is still there', async () => {
    await review.getByRole('button', { name: 'Cancel' }).click();
    await review.waitFor({ state: 'detached' });
    await expect(page.getByLabel('Amount')).toHaveValue('50');
    await expect(page.getByLabel('Wallet address')).toHaveValue('bc1qofflinepayout');
    await expect(page.getByLabel('Crypto exchange')).toHaveValue('Kraken');
    await expect(page.getByRole('combobox', { name: 'Asset' })).toHaveValue('BTC');
  });

  await test.step('online again, the same request goes through and is recorded once', async () => {
    await page.context().setOffline(false);
    await page.getByRole('button', { name: 'Review withdrawal' }).click();
    await review.getByRole('button', { name: 'Confirm Withdrawal' }).click();
    await waitForPath(page, '/dashboard/withdrawalHistory');
    const row = page.getByRole('table', { name: 'Withdrawal history' }).locator('tbody tr');
    await row.first().getByText('Pending').waitFor();
    await expect(row).toHaveCount(1);
    await expect(row.first().locator('td').nth(3)).toHaveText('$50.00');
    await expect(row.first().locator('td').nth(4)).toHaveText('$1.00');
  });

  // The browser reports the refused connection on its console; nothing else may appear.
  expect(consoleErrors.filter((text) => !text.includes('ERR_INTERNET_DISCONNECTED'))).toEqual([]);

  const session = await loginThroughApi(rich);
  const response = await fetch(`${API_URL}/withdrawal/all`, {
    headers: { authorization: `Bearer ${session.token}` },
  });
  const { allWithdrawals } = (await response.json()) as { allWithdrawals: unknown[] };
  expect(allWithdrawals, 'the offline attempt recorded nothing').toHaveLength(1);
});

test('a moment offline while a page loads heals behind the loader', async ({
  page,
  consoleErrors,
  account,
}) => {
  await signInThroughUi(page, account);
  // Load the page's code first: only its data call should meet the outage.
  await openFromDashboardNav(page, 'Deposit History');
  await page.getByRole('heading', { name: 'Deposit History' }).waitFor();
  const requests = followRequests(page);
  await openFromDashboardNav(page, 'Dashboard');
  await page.getByRole('group', { name: 'Total Deposits' }).locator('p').waitFor();
  // And the dashboard's own later code (the widgets it draws after its first paint): a chunk
  // still on its way when the connection drops fails there, not on the page under test.
  await requests.quiet();

  await page.context().setOffline(true);
  const failed = page.waitForEvent('requestfailed', (request) =>
    new URL(request.url()).pathname.endsWith('/transaction/all'),
  );
  await openFromDashboardNav(page, 'Deposit History');
  // The first attempt has failed on the network; the connection comes back before the retry
  // (NETWORK_RETRY_DELAYS_MS in src/api/networkRetry.ts).
  await failed;
  await page.context().setOffline(false);
  await page.getByText('No transaction history').waitFor();
  await expect(page.getByText(NETWORK_ERROR)).toHaveCount(0);
  expect(consoleErrors.filter((text) => !text.includes('ERR_INTERNET_DISCONNECTED'))).toEqual([]);
});
