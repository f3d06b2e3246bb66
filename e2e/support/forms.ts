import type { Page } from 'playwright-core';

/** Fills the sign-up form (investment goal "A Career Change", terms accepted); not submitted. */
export async function fillSignUpForm(
  page: Page,
  { email, name, password }: { email: string; name: string; password: string },
): Promise<void> {
  await page.getByLabel('Personal Email').fill(email);
  await page.getByLabel('Full Name').fill(name);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page
    .getByRole('combobox', { name: 'Investment Goal' })
    .selectOption({ label: 'A Career Change' });
  await page.getByLabel('Country of Residence').fill('Portugal');
  await page.getByLabel('Address').fill('1 Rua Augusta');
  await page.getByLabel('Zip Code').fill('1100-048');
  await page.getByRole('checkbox').check();
}

/** Fills the withdrawal request (asset Bitcoin, exchange Kraken) and opens its review. */
export async function requestWithdrawalReview(
  page: Page,
  { amount, walletAddress }: { amount: string; walletAddress: string },
): Promise<void> {
  await page.getByLabel('Amount').fill(amount);
  await page.getByLabel('Wallet address').fill(walletAddress);
  await page.getByLabel('Crypto exchange').fill('Kraken');
  await page.getByRole('combobox', { name: 'Asset' }).selectOption({ label: 'Bitcoin (BTC)' });
  await page.getByRole('button', { name: 'Review withdrawal' }).click();
}
