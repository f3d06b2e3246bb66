import { registerThroughApi, signInThroughUi } from './support/accounts';
import { expect, openJourneyPage, test, viewportWidth } from './support/fixtures';
import { waitForPath } from './support/navigation';
import { operator } from './support/operator';
import { WEB_URL } from './support/stack';
import { sidewaysScroll } from './support/sidewaysScroll';

/** The other browser: a real Firefox User-Agent, so its row reads "Firefox on Linux". */
const FIREFOX_LINUX_UA = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';

/**
 * Account → Security (SPEC §11.1) against the real server: one account signed in from two
 * browsers sees both sessions, and signing the other one out ends it there on its next call.
 */
test('Security lists both sessions; signing the other out sends it to sign-in on its next call', async ({
  page,
  browser,
  consoleErrors,
}, testInfo) => {
  const account = await registerThroughApi('Security Tester', 'security');
  // Verified, so the dashboard opens without the ID request in front of it.
  await operator('verify-user', account.email);
  const other = await openJourneyPage(browser, testInfo, { userAgent: FIREFOX_LINUX_UA });
  try {
    await signInThroughUi(other.page, account);
    await signInThroughUi(page, account);
    await page.goto(`${WEB_URL}/dashboard/account`);

    const sessions = page.getByRole('list', { name: 'Active sessions' });
    await expect(sessions.getByRole('listitem')).toHaveCount(2);
    const thisDevice = sessions.getByRole('listitem').filter({ hasText: 'This device' });
    await expect(thisDevice).toHaveCount(1);
    await expect(thisDevice.getByRole('button', { name: /^Sign out/ })).toHaveCount(0);
    const otherRow = sessions.getByRole('listitem', { name: 'Firefox on Linux' });
    await expect(otherRow).toContainText('Last seen');

    // Both sign-ins are in the history, as successful attempts.
    const signIns = page.getByRole('table', { name: 'Recent sign-ins' });
    await expect(signIns.getByText('Successful')).toHaveCount(2);
    await expect(signIns.getByRole('cell', { name: 'Firefox on Linux' })).toHaveCount(1);

    // The section fits the width: at 768 px nothing pushes the page sideways.
    if (viewportWidth(testInfo) <= 768) {
      expect(await sidewaysScroll(page)).toBe(0);
    }

    await otherRow.getByRole('button', { name: /^Sign out/ }).click();
    await expect(page.getByText('The session has been signed out')).toBeVisible();
    await expect(sessions.getByRole('listitem')).toHaveCount(1);
    await expect(thisDevice).toHaveCount(1);

    // The other browser still shows its dashboard until it next asks the server anything: here
    // the logo's link, whose pointer input is also reported to the server as activity.
    await other.page.getByRole('link', { name: 'Meridian — dashboard' }).click();
    await waitForPath(other.page, '/sign-in');
    await expect(
      other.page.getByText('Your session has expired. Please sign in again.'),
    ).toBeVisible();
    expect(await other.page.evaluate(() => localStorage.getItem('userToken'))).toBeNull();

    // This browser's session carries on.
    await page.reload();
    await expect(page.getByRole('list', { name: 'Active sessions' })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/dashboard/account');
    expect(consoleErrors).toEqual([]);
  } finally {
    await other.context.close();
  }
});
