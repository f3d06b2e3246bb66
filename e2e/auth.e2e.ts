import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { useProductStack } from './support/harness';
import { collectPageErrors, VIEWPORTS } from './support/browser';
import { fillSignUpForm } from './support/forms';
import { WEB_URL } from './support/stack';

const product = useProductStack();

const pathOf = (page: Page) => new URL(page.url()).pathname;

async function waitForPath(page: Page, path: string) {
  await page.waitForURL((url) => url.pathname === path);
}

async function logIn(page: Page, email: string, password: string) {
  await page.getByRole('heading', { name: 'Meridian Trades Login' }).waitFor();
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/**
 * A new account is unverified, so the dashboard first asks for ID in a modal (which hides the
 * rest of the page from assistive technology until it closes); put it off.
 */
async function putOffVerification(page: Page) {
  const verification = page.getByRole('dialog', { name: 'Account Verification' });
  await verification.getByRole('button', { name: 'Later' }).click();
  await verification.waitFor({ state: 'detached' });
}

for (const [width, viewport] of Object.entries(VIEWPORTS)) {
  test(`at ${width} width: sign up, keep the seed phrase, log in and out, reset the password, log in again`, async () => {
    const context = await product.browser.newContext({ viewport });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: WEB_URL });
    const page = await context.newPage();
    const errors = collectPageErrors(page);

    const email = `journey-${Date.now()}@example.com`;
    const firstPassword = 'first-password-1';
    const newPassword = 'N3wpassw0rd!';

    try {
      // Sign up (the email typed with capitals: the app sends it lowercased).
      await page.goto(`${WEB_URL}/sign-up`);
      await page.getByRole('heading', { name: 'Create Personal Account' }).waitFor();
      assert.equal(await page.title(), 'Create Personal Account | Meridian');
      await fillSignUpForm(page, {
        email: email.toUpperCase(),
        name: 'Journey Tester',
        password: firstPassword,
      });
      await page.getByRole('button', { name: 'Create account' }).click();

      // The one-time seed phrase: read it, copy it, check the clipboard holds it.
      const dialog = page.getByRole('dialog', { name: 'Successful Registration' });
      await dialog.waitFor();
      const seedPhrase = await dialog.getByLabel('Your seed phrase').inputValue();
      assert.match(seedPhrase, /^[a-z]+(-[a-z]+){11}$/, 'a 12-word phrase joined by dashes');
      await dialog.getByRole('button', { name: 'Copy seed phrase' }).click();
      await page.getByText('Seed Phrase copied successfully').waitFor();
      assert.equal(await page.evaluate(() => navigator.clipboard.readText()), seedPhrase);
      const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }));
      assert.ok(!stored.includes(seedPhrase), 'the seed phrase is never stored');
      await dialog.getByRole('button', { name: 'Login' }).click();
      await waitForPath(page, '/sign-in');

      // Log in and reach the dashboard, with the session saved under the SPEC keys.
      await logIn(page, email, firstPassword);
      await waitForPath(page, '/dashboard');
      await putOffVerification(page);
      await page.getByRole('navigation', { name: 'Dashboard' }).waitFor();
      assert.ok(await page.evaluate(() => localStorage.getItem('userToken') !== null));

      // Log out: home, both keys gone.
      await page.getByRole('button', { name: 'Logout' }).first().click();
      await waitForPath(page, '/');
      await page.getByRole('link', { name: 'Sign in' }).first().waitFor();
      assert.deepEqual(
        await page.evaluate(() => [
          localStorage.getItem('userDetails'),
          localStorage.getItem('userToken'),
        ]),
        [null, null],
      );

      // Reset the password with the seed phrase.
      await page.goto(`${WEB_URL}/sign-in`);
      await page.getByRole('button', { name: 'Forgot password?' }).click();
      await page.getByRole('heading', { name: 'Reset Password' }).waitFor();
      assert.equal(await page.title(), 'Reset Password | Meridian');
      await page.getByLabel('Seed Phrase').fill(seedPhrase);
      await page.getByLabel('Email Address').fill(email);
      await page.getByLabel('New Password').fill(newPassword);
      await page.getByRole('button', { name: 'Reset Password' }).click();
      const resetDialog = page.getByRole('dialog', { name: 'Password reset' });
      await resetDialog.waitFor();
      await resetDialog.getByRole('button', { name: 'Login' }).click();
      await resetDialog.waitFor({ state: 'detached' });

      // The old password no longer works; the new one does.
      await logIn(page, email, firstPassword);
      await page.getByRole('alert').filter({ hasText: 'Invalid email or password' }).waitFor();
      assert.equal(pathOf(page), '/sign-in');
      await page.getByLabel('Password', { exact: true }).fill(newPassword);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await waitForPath(page, '/dashboard');
      await putOffVerification(page);
      await page.getByRole('navigation', { name: 'Dashboard' }).waitFor();

      // Allowed: the browser's console line for the refused old password (401).
      const allowed = ['401'];
      assert.deepEqual(
        errors.filter((text) => !allowed.some((part) => text.includes(part))),
        [],
      );
    } catch (error) {
      console.error(product.stack.logs());
      throw error;
    } finally {
      await context.close();
    }
  });
}
