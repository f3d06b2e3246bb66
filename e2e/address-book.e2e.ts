import { registerThroughApi, saveSession } from './support/accounts';
import { severeAxeViolations, waitUntilSettled } from './support/a11y';
import { expect, test } from './support/fixtures';
import { operator } from './support/operator';
import { WEB_URL } from './support/stack';
import { signedInWithTwoFactor } from './support/twoFactor';

/**
 * The address book with 2FA on (SPEC §11.4, issue 26 finding 12) against the real server:
 * saving and removing an address each need a code, a refused code keeps the dialog, and
 * Account → Security lists both changes with a masked address.
 */

const ADDRESS = 'bc1qaddressbookjourney0000000000x9f2';
const MASKED = 'bc1qad…x9f2';

test('with 2FA on, saving and removing an address need a code, and both are in Security changes', async ({
  page,
  consoleErrors,
}) => {
  const account = await registerThroughApi('Address Book Tester', 'addressbook');
  await operator('verify-user', account.email);
  const { session, spentCode, unusedCodes } = await signedInWithTwoFactor(account);
  const [saveCode = '', removeCode = ''] = unusedCodes;
  await saveSession(page, session);

  await page.goto(`${WEB_URL}/dashboard/withdrawal`);
  const book = page.getByRole('region', { name: 'Address book' });
  await book.getByRole('button', { name: 'Add address' }).click();
  const add = page.getByRole('dialog', { name: 'Add a withdrawal address' });
  await add.getByLabel('Label').fill('Cold storage');
  await add.getByRole('combobox', { name: 'Asset' }).selectOption({ label: 'Bitcoin (BTC)' });
  await add.getByLabel('Address', { exact: true }).fill(ADDRESS);
  await add.getByLabel('Authentication code').fill(saveCode);
  await add.getByRole('button', { name: 'Save address' }).click();
  await expect(add).toBeHidden();
  const saved = book.getByRole('listitem', { name: 'Cold storage' });
  await expect(saved).toContainText(ADDRESS);
  // The success toast is read against the page too: its text must be legible.
  await expect(page.getByText('Cold storage saved', { exact: false })).toBeVisible();
  expect(await severeAxeViolations(page)).toEqual([]);

  // Removing asks for a code too; a spent one is refused and the dialog keeps it.
  await saved.getByRole('button', { name: 'Remove Cold storage' }).click();
  const remove = page.getByRole('dialog', { name: 'Remove Cold storage?' });
  const code = remove.getByLabel('Authentication code');
  await expect(code).toBeFocused();
  await code.fill(spentCode);
  await remove.getByRole('button', { name: 'Remove' }).click();
  await expect(remove.getByRole('alert')).toContainText('That code is not valid.');
  await expect(code).toHaveValue(spentCode);
  await code.fill(removeCode);
  await remove.getByRole('button', { name: 'Remove' }).click();
  await expect(remove).toBeHidden();
  await expect(saved).toHaveCount(0);

  // Account → Security: both changes, newest first, never the whole address.
  await page.goto(`${WEB_URL}/dashboard/account`);
  const changes = page.getByRole('table', { name: 'Security changes' });
  const rows = changes.locator('tbody tr');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText(
    `Withdrawal address removed: Cold storage (BTC, ${MASKED})`,
  );
  await expect(rows.nth(1)).toContainText(
    `Withdrawal address added: Cold storage (BTC, ${MASKED})`,
  );
  await expect(page.getByText(ADDRESS)).toHaveCount(0);
  await waitUntilSettled(page);
  expect(await severeAxeViolations(page)).toEqual([]);
  // The refused code's 403 is the only thing the browser logged.
  expect(consoleErrors.filter((error) => !error.includes('status of 403'))).toEqual([]);
});
