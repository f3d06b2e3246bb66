import assert from 'node:assert/strict';
import type { Page } from '@playwright/test';
import { registerThroughApi, signInThroughUi, type TestAccount } from './support/accounts';
import { expect, openJourneyPage, test, type JourneyPage } from './support/fixtures';
import { mailTo, type CaughtMail } from './support/mailCatcher';
import { operator } from './support/operator';
import { API_URL, WEB_URL } from './support/stack';

/**
 * "Lock my account" from a security e-mail (SPEC §12.5), against the real server and the mail
 * catcher: a sign-in from a new browser is e-mailed → the e-mail's "Lock your account" link
 * opens the lock page, which asks before it locks → every session has ended and sign-in is
 * refused with the way to unlock → unlocking with the password and the seed phrase → the
 * withdrawal form says when withdrawals open again. Desktop only (playwright.config.ts).
 */

/** The e-mail's lock link, `<app>/lock-account#token=…`, as the mail's text carries it. */
const LOCK_LINK = /https?:\/\/[^\s"'<>]+\/lock-account#token=[^\s"'<>]+/;

function lockLinkIn(mail: CaughtMail): string | undefined {
  return LOCK_LINK.exec(mail.text)?.[0] ?? LOCK_LINK.exec(mail.html)?.[0];
}

test.describe.serial('new-browser e-mail → lock from its link → unlock → withdrawals wait', () => {
  let journey: JourneyPage;
  let page: Page;
  let account: TestAccount;
  let lockLink = '';

  test.beforeAll(async ({ browser }, testInfo) => {
    account = await registerThroughApi('Lock Journey', 'lock');
    await operator('verify-user', account.email);
    await operator('allow-withdrawals', account.email, 'on');
    // The account's usual browser: the journey's browser is then one it has not used before.
    const usual = await fetch(`${API_URL}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: account.email,
        password: account.password,
        deviceId: 'the-usual-browser',
      }),
    });
    assert.equal(usual.status, 200, await usual.text());
    journey = await openJourneyPage(browser, testInfo);
    page = journey.page;
  });

  test.afterAll(async () => {
    await journey?.context.close();
  });

  test('a sign-in from a new browser is e-mailed, with a link to lock the account', async () => {
    await signInThroughUi(page, account);
    await expect
      .poll(async () => (await mailTo(account.email)).map(lockLinkIn).find(Boolean), {
        timeout: 15_000,
      })
      .toBeTruthy();
    const links = (await mailTo(account.email)).map(lockLinkIn).filter(Boolean);
    lockLink = links[links.length - 1] ?? '';
    expect(new URL(lockLink).origin).toBe(WEB_URL);
  });

  test('the link asks first, then locks: every session has ended', async () => {
    await page.goto(lockLink);
    await expect(page.getByRole('heading', { level: 1, name: 'Lock your account?' })).toBeVisible();
    await expect(page).toHaveTitle('Lock your account | Meridian');
    await page.getByRole('button', { name: 'Lock my account' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Your account is locked' }),
    ).toBeVisible();
    await expect(page.getByText('Your account is locked. Every session has ended.')).toBeVisible();

    // This browser's own session ended with the others: the dashboard sends it to sign in.
    await page.goto(`${WEB_URL}/dashboard`);
    await expect(page.getByText('Your session has expired. Please sign in again.')).toBeVisible();
  });

  test('sign-in is refused with the way to unlock', async () => {
    const form = page.getByRole('form', { name: 'Login' });
    await form.getByLabel('Email', { exact: true }).fill(account.email);
    await form.getByLabel('Password', { exact: true }).fill(account.password);
    await form.getByRole('button', { name: 'Sign in', exact: true }).click();
    const refusal = form.getByRole('alert');
    await expect(refusal).toContainText(/locked/i);
    await refusal.getByRole('link', { name: 'Unlock your account' }).click();
    await expect(page).toHaveURL(`${WEB_URL}/unlock`);
  });

  test('the password and the seed phrase unlock it; withdrawals open again later', async () => {
    const form = page.getByRole('form', { name: 'Unlock your account' });
    await form.getByLabel('Email', { exact: true }).fill(account.email);
    await form.getByLabel('Password', { exact: true }).fill(account.password);
    await form.getByLabel('Seed Phrase').fill(account.seedPhrase);
    await form.getByRole('button', { name: 'Unlock account' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Your account is unlocked' }),
    ).toBeVisible();
    await expect(
      page.getByText(
        /^Your account is unlocked\. You can sign in now; withdrawals open again at .+\.$/,
      ),
    ).toBeVisible();
  });

  test('signed in again, the withdrawal form says when withdrawals open again', async () => {
    await signInThroughUi(page, account);
    await page.goto(`${WEB_URL}/dashboard/withdrawal`);
    const reopens = page.getByText(
      /^Withdrawals open again at .+ \(your account was unlocked recently\)$/,
    );
    await expect(reopens).toBeVisible();
    await expect(page.getByRole('button', { name: 'Review withdrawal' })).toBeDisabled();
  });

  test('the journey logged no console error', () => {
    // The refused sign-in (403) and the ended session (401) are answers the app shows, which
    // the browser also reports as failed loads.
    expect(journey.errors.filter((error) => !/status of 40[13]/.test(error))).toEqual([]);
  });
});
