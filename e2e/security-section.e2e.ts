import { postAsUser, registerThroughApi, savedSession, signInThroughUi } from './support/accounts';
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
    // A security change to list beside the sign-ins, made by this very session.
    await postAsUser(await savedSession(page), '/withdrawal/addresses', {
      label: 'Cold wallet',
      asset: 'BTC',
      address: 'bc1qsecuritysectionwallet0000000000000000',
    });
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

    const changes = page.getByRole('table', { name: 'Security changes' });
    await expect(changes.getByRole('cell', { name: /Cold wallet/ })).toHaveCount(1);
    // Every IP address reads on one line: "127.0.0.1" broken after "127.0.0." reads as two.
    const ipCells = page.getByRole('cell', { name: '127.0.0.1', exact: true });
    await expect(ipCells).toHaveCount(3);
    for (const cell of await ipCells.all()) {
      const lines = await cell.evaluate((element) => {
        const range = document.createRange();
        range.selectNodeContents(element);
        return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
      });
      expect(lines, 'lines of an IP address').toBe(1);
    }

    // The section fits the width: at 768 px nothing pushes the page sideways.
    if (viewportWidth(testInfo) <= 768) {
      expect(await sidewaysScroll(page)).toBe(0);
    }

    await otherRow.getByRole('button', { name: /^Sign out/ }).click();
    await expect(page.getByText('The session has been signed out')).toBeVisible();
    await expect(sessions.getByRole('listitem')).toHaveCount(1);
    await expect(thisDevice).toHaveCount(1);

    // The other browser still shows its dashboard until it next asks the server anything: here
    // the pointer moving over it, which is reported to the server as activity. Only a move, not
    // a click: under load the 401 can end the session between a click's press and release, and
    // the release then lands on the signed-out header's logo, which leads home (seen in CI).
    expect(new URL(other.page.url()).pathname).toBe('/dashboard');
    await other.page.getByRole('link', { name: 'Meridian — dashboard' }).hover();
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
