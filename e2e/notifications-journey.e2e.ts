import type { Page } from '@playwright/test';
import { registerThroughApi, signInThroughUi } from './support/accounts';
import { expect, openJourneyPage, test, type JourneyPage } from './support/fixtures';
import { mailTo } from './support/mailCatcher';
import { operator } from './support/operator';
import { WEB_URL } from './support/stack';

/**
 * A price alert told in the app and by e-mail (SPEC §12.4), against the real server, the
 * offline market feed and the mail catcher `npm start` runs: set an alert on Spot Trading →
 * the server's next price refresh crosses it → the bell counts it without a reload → the inbox
 * shows it and marks it read → the e-mail is in the mail catcher. One alert set below the
 * current price fires at the next refresh (every 2 s on the test stack).
 */

test.describe.serial('price alert → bell → inbox → e-mail', () => {
  let journey: JourneyPage;
  let page: Page;
  let email = '';
  const title = 'BTC is at or above $1.00';

  test.beforeAll(async ({ browser }, testInfo) => {
    const account = await registerThroughApi('Alert Journey', 'alerts');
    email = account.email;
    await operator('verify-user', email);
    journey = await openJourneyPage(browser, testInfo);
    page = journey.page;
    await signInThroughUi(page, account);
  });

  test.afterAll(async () => {
    await journey?.context.close();
  });

  test('an alert is set on Spot Trading, in words before and after', async () => {
    await page.goto(`${WEB_URL}/dashboard/spot-trading`);
    const form = page.getByRole('form', { name: 'New price alert' });
    await form.getByRole('combobox', { name: 'Coin' }).selectOption({ label: 'BTC' });
    await form.getByRole('textbox', { name: 'Price (USD)' }).fill('1');
    await expect(form.getByText('Alert me when BTC is above $1.00')).toBeVisible();
    await form.getByRole('button', { name: 'Create alert' }).click();
    await expect(form.getByRole('status')).toHaveText(
      'Alert created: Alert me when BTC is above $1.00',
    );
    await expect(page.getByRole('button', { name: 'Notifications' })).toBeVisible();
  });

  test('the next price refresh fires it: the bell counts it without a reload', async () => {
    // The bell asks every NOTIFICATIONS_POLL_SECONDS (20 s); the refresh runs every 2 s.
    await expect(page.getByRole('button', { name: 'Notifications, 1 unread' })).toBeVisible({
      timeout: 30_000,
    });
  });

  test('the inbox shows it; opening it marks it read', async () => {
    await page.getByRole('button', { name: 'Notifications, 1 unread' }).click();
    const inbox = page.getByRole('dialog', { name: 'Notifications' });
    const item = inbox.getByRole('button', { name: new RegExp(title.replace(/[$.]/g, '\\$&')) });
    await expect(item).toContainText('Unread');
    await item.click();
    await expect(
      inbox.getByText(
        /BTC was priced at \$[\d,.]+, at or above your alert level of \$1\.00\. This alert is now off\./,
      ),
    ).toBeVisible();
    await expect(item).not.toContainText('Unread');
    await inbox.getByRole('button', { name: 'Close notifications' }).click();
    await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
    // The alert itself says it fired and at what price, without a reload (the bell's poll).
    await expect(page.getByText(/Fired at \$[\d,.]+ on /)).toBeVisible();
  });

  test('the same alert arrived by e-mail in the mail catcher, once', async () => {
    await expect
      .poll(async () => (await mailTo(email)).map((mail) => mail.subject), {
        timeout: 15_000,
      })
      .toEqual([title]);
    const [mail] = await mailTo(email);
    expect(mail?.text).toContain('at or above your alert level of $1.00');
    expect(mail?.html).toContain('BTC');
  });

  test('the journey logged no console error', () => {
    expect(journey.errors).toEqual([]);
  });
});
