import { scriptsContaining } from './support/scripts';
import { loginThroughApi, registerThroughApi, saveSession } from './support/accounts';
import { expect, test } from './support/fixtures';
import { operator } from './support/operator';
import { WEB_URL } from './support/stack';

/**
 * The Security section's confirmations and the step-up password dialog are not part of the
 * account page's first render (features/account/loadAccountDialogs.ts): their one chunk comes
 * when the page is idle. They must still open at once, take focus on Cancel, give it back on
 * close, and do what they confirm.
 */
test('the account confirmations load once, hold focus and do what they confirm', async ({
  page,
  consoleErrors,
}) => {
  const account = await registerThroughApi('Dialog Tester', 'dialogs');
  await operator('verify-user', account.email);
  await saveSession(page, await loginThroughApi(account));
  // Chunk files are numbered in production: the dialogs' chunk is the script that carries the
  // step-up dialog's title id, a literal minification keeps.
  const dialogChunks = scriptsContaining(page, '"confirm-password-title"');
  await page.goto(`${WEB_URL}/dashboard/account`);

  const signOutAll = page.getByRole('button', { name: 'Sign out of all devices' });
  await signOutAll.click();
  let dialog = page.getByRole('dialog', { name: 'Sign out of all devices?' });
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(signOutAll).toBeFocused();

  const lock = page.getByRole('region', { name: 'Lock my account' });
  await lock.getByRole('button', { name: 'Lock my account' }).click();
  dialog = page.getByRole('dialog', { name: 'Lock your account?' });
  await expect(dialog.getByText('Every session ends at once, this one included.')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  // Enter on the focused Cancel: keyboard users are not one key away from locking themselves out.
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(lock.getByRole('button', { name: 'Lock my account' })).toBeFocused();

  const phrase = page.getByRole('region', { name: 'Anti-phishing phrase' });
  await phrase.getByRole('button', { name: 'Set a phrase' }).click();
  await phrase.getByRole('textbox', { name: 'Phrase' }).fill('blue heron at dawn');
  await phrase.getByRole('button', { name: 'Save phrase' }).click();
  await expect(phrase.getByText('blue heron at dawn')).toBeVisible();
  await phrase.getByRole('button', { name: 'Remove phrase' }).click();
  dialog = page.getByRole('dialog', { name: 'Remove your anti-phishing phrase?' });
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Remove phrase' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Your anti-phishing phrase is removed.')).toBeVisible();

  await signOutAll.click();
  dialog = page.getByRole('dialog', { name: 'Sign out of all devices?' });
  await dialog.getByRole('button', { name: 'Sign out of all devices' }).click();
  await page.waitForURL((url) => url.pathname === '/sign-in');
  expect(await dialogChunks()).toHaveLength(1);
  expect(consoleErrors).toEqual([]);
});
