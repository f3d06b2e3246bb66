import { registerThroughApi, saveSession, waitForSignedInDashboard } from './support/accounts';
import { expect, test } from './support/fixtures';
import { operator } from './support/operator';
import { WEB_URL } from './support/stack';
import { signedInWithTwoFactor } from './support/twoFactor';

/**
 * Passkeys end to end (SPEC §12.5) with Chromium's virtual authenticator (CDP WebAuthn domain),
 * against the real server, which verifies real attestations and assertions: a user with 2FA on
 * adds a passkey in Account → Security, signs out, signs in with it (both factors at once), then
 * saves a withdrawal address and withdraws to it, each confirmed with the passkey in place of a
 * code. The virtual authenticator answers every prompt at once (a verified user), so nothing waits.
 */

const ADDRESS = 'bc1qpasskeyjourney00000000000000x7k3';

test('add a passkey, sign out, sign in with it and withdraw confirming with it', async ({
  page,
  consoleErrors,
}) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    },
  });

  const account = await registerThroughApi('Passkey Tester', 'passkey');
  await operator('verify-user', account.email);
  await operator('post-trade-result', account.email, '120', 'Closed BTC position');
  await operator('set-withdrawal-fee', account.email, '2.5');
  await operator('allow-withdrawals', account.email, 'on');
  await saveSession(page, (await signedInWithTwoFactor(account)).session);

  // Account → Security: add a passkey (the sign-in is recent, so no password is asked).
  await page.goto(`${WEB_URL}/dashboard/account`);
  const passkeys = page.getByRole('region', { name: 'Passkeys' });
  await expect(passkeys.getByText('You have no passkeys yet.')).toBeVisible();
  await passkeys.getByRole('button', { name: 'Add a passkey' }).click();
  const add = page.getByRole('dialog', { name: 'Add a passkey' });
  await add.getByRole('textbox', { name: 'Name' }).fill('Journey laptop');
  await add.getByRole('button', { name: 'Continue' }).click();
  await expect(add).toBeHidden();
  const row = passkeys.getByRole('listitem', { name: 'Journey laptop' });
  await expect(row.getByText('Never used')).toBeVisible();
  await expect(passkeys.getByRole('button', { name: 'Sign out other sessions' })).toBeVisible();

  // Sign out, then back in with the passkey alone: no e-mail, password or code.
  await page.getByRole('button', { name: 'Logout' }).first().click();
  await page.waitForURL((url) => url.pathname === '/');
  await page.goto(`${WEB_URL}/sign-in`);
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await waitForSignedInDashboard(page);

  // Save an address, the passkey in place of the code.
  await page.goto(`${WEB_URL}/dashboard/withdrawal`);
  const book = page.getByRole('region', { name: 'Address book' });
  await book.getByRole('button', { name: 'Add address' }).click();
  const addAddress = page.getByRole('dialog', { name: 'Add a withdrawal address' });
  await addAddress.getByLabel('Label').fill('Passkey wallet');
  await addAddress
    .getByRole('combobox', { name: 'Asset' })
    .selectOption({ label: 'Bitcoin (BTC)' });
  await addAddress.getByLabel('Address', { exact: true }).fill(ADDRESS);
  await addAddress.getByRole('button', { name: 'Use a passkey instead' }).click();
  await expect(addAddress).toBeHidden();
  await expect(book.getByRole('listitem', { name: 'Passkey wallet' })).toContainText('Usable now');

  // Withdraw to it, confirmed with the passkey.
  await page.getByLabel('Amount').fill('40');
  await page.getByLabel('Crypto exchange').fill('Kraken');
  await page.getByRole('combobox', { name: 'Asset' }).selectOption({ label: 'Bitcoin (BTC)' });
  await page
    .getByRole('combobox', { name: 'Saved address' })
    .selectOption({ label: `Passkey wallet — ${ADDRESS} (Usable now)` });
  await page.getByRole('button', { name: 'Review withdrawal' }).click();
  const review = page.getByRole('dialog', { name: 'Review your withdrawal' });
  await expect(review.getByText('$39.00')).toBeVisible();
  await review.getByRole('button', { name: 'Use a passkey instead' }).click();
  await page.waitForURL((url) => url.pathname === '/dashboard/withdrawalHistory');
  const history = page.getByRole('table', { name: 'Withdrawal history' }).locator('tbody tr');
  await expect(history.first().getByText('Pending')).toBeVisible();
  await expect(history.first()).toContainText('$40.00');

  // The passkey's row now says when it was last used.
  await page.goto(`${WEB_URL}/dashboard/account`);
  await expect(row.getByText(/^Last used /)).toBeVisible();
  expect(consoleErrors).toEqual([]);
});
