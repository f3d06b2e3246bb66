import {
  registerThroughApi,
  signInThroughUi,
  submitSignInForm,
  waitForSignedInDashboard,
} from './support/accounts';
import { authenticator } from './support/authenticator';
import { expect, test } from './support/fixtures';
import { operator } from './support/operator';
import { WEB_URL } from './support/stack';

/**
 * Two-factor authentication end to end (SPEC §11.4) against the real server: turn it on from
 * the setup key the page shows, sign out, sign in with a code, save a withdrawal address (the
 * stack runs with ADDRESS_HOLD_HOURS=0, so it is usable at once) and withdraw to it with a
 * code. The codes are computed here from the key, as an authenticator app would.
 */

test('2FA on, sign in with a code, save an address and withdraw to it with a code', async ({
  page,
  consoleErrors,
}) => {
  // The three codes come from one 30-second window (see authenticator), so no step is awaited.
  const account = await registerThroughApi('Two Factor Tester', 'twofactor');
  await operator('verify-user', account.email);
  await operator('post-trade-result', account.email, '120', 'Closed BTC position');
  await operator('set-withdrawal-fee', account.email, '2.5');
  await operator('allow-withdrawals', account.email, 'on');

  // Account → Security: turn it on. signInThroughUi waits for the saved session too: the next
  // line loads a page at once, which a session still unsaved would meet signed out.
  await signInThroughUi(page, account);
  await page.goto(`${WEB_URL}/dashboard/account`);
  const section = page.getByRole('region', { name: 'Two-factor authentication' });
  await expect(section.getByText('2FA off')).toBeVisible();
  await section.getByRole('button', { name: 'Turn on two-factor authentication' }).click();
  const setup = page.getByRole('dialog', { name: 'Turn on two-factor authentication' });
  await expect(
    setup.getByRole('img', { name: 'QR code for your authenticator app' }),
  ).toBeVisible();
  const groupedKey = await setup
    .getByLabel('Can’t scan it? Enter this setup key instead:')
    .innerText();
  expect(groupedKey).toMatch(/^([A-Z2-7]{4} )*[A-Z2-7]{1,4}$/);
  const app = authenticator(groupedKey.replace(/ /g, ''));

  await setup.getByRole('button', { name: 'Next' }).click();
  await setup.getByLabel('Authentication code').fill(await app.nextCode());
  await setup.getByRole('button', { name: 'Turn on' }).click();
  const codes = setup.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  const recoveryCode = (await codes.first().innerText()).trim();
  await expect(setup.getByRole('button', { name: 'Done' })).toBeDisabled();
  await setup.getByRole('checkbox', { name: 'I have saved my recovery codes' }).check();
  await setup.getByRole('button', { name: 'Done' }).click();
  await expect(setup).toBeHidden();
  await expect(section.getByText('2FA on')).toBeVisible();
  await expect(page.getByText(recoveryCode)).toHaveCount(0);

  // Sign out, then sign in: the password is not enough any more.
  await page.getByRole('button', { name: 'Logout' }).first().click();
  await page.waitForURL((url) => url.pathname === '/');
  await submitSignInForm(page, account);
  const codeStep = page.getByRole('form', { name: 'Sign-in code' });
  await expect(codeStep).toBeVisible();
  await expect(page).toHaveURL(/\/sign-in$/);
  await codeStep.getByLabel('Authentication code').fill(await app.nextCode());
  await codeStep.getByRole('button', { name: 'Verify' }).click();
  await waitForSignedInDashboard(page);

  // Save a withdrawal address, confirmed with a recovery code (each works once).
  await page.goto(`${WEB_URL}/dashboard/withdrawal`);
  const book = page.getByRole('region', { name: 'Address book' });
  await book.getByRole('button', { name: 'Add address' }).click();
  const add = page.getByRole('dialog', { name: 'Add a withdrawal address' });
  await add.getByLabel('Label').fill('Hardware wallet');
  await add.getByRole('combobox', { name: 'Asset' }).selectOption({ label: 'Bitcoin (BTC)' });
  await add.getByLabel('Address', { exact: true }).fill('bc1qtwofactorhardwarewallet');
  await add.getByLabel('Authentication code').fill(recoveryCode);
  await add.getByRole('button', { name: 'Save address' }).click();
  await expect(add).toBeHidden();
  const saved = book.getByRole('listitem', { name: 'Hardware wallet' });
  await expect(saved).toContainText('bc1qtwofactorhardwarewallet');
  await expect(saved).toContainText('Usable now');

  // Withdraw to it, with a code in the review.
  await page.getByLabel('Amount').fill('40');
  await page.getByLabel('Crypto exchange').fill('Kraken');
  await page.getByRole('combobox', { name: 'Asset' }).selectOption({ label: 'Bitcoin (BTC)' });
  await page
    .getByRole('combobox', { name: 'Saved address' })
    .selectOption({ label: 'Hardware wallet — bc1qtwofactorhardwarewallet (Usable now)' });
  await expect(page.getByLabel('Wallet address')).toHaveValue('bc1qtwofactorhardwarewallet');
  await page.getByRole('button', { name: 'Review withdrawal' }).click();
  const review = page.getByRole('dialog', { name: 'Review your withdrawal' });
  await expect(review.getByText('$39.00')).toBeVisible();
  await review.getByLabel('Authentication code').fill(await app.nextCode());
  await review.getByRole('button', { name: 'Confirm Withdrawal' }).click();
  await page.waitForURL((url) => url.pathname === '/dashboard/withdrawalHistory');
  const row = page.getByRole('table', { name: 'Withdrawal history' }).locator('tbody tr').first();
  await expect(row.getByText('Pending')).toBeVisible();
  await expect(row).toContainText('$40.00');
  expect(consoleErrors).toEqual([]);
});
