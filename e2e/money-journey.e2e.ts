import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { useProductStack } from './support/harness';
import { registerThroughApi, signInThroughUi } from './support/accounts';
import { VIEWPORTS } from './support/browser';
import { requestWithdrawalReview } from './support/forms';
import { inFreshContext } from './support/journey';
import { operator } from './support/operator';
import { WEB_URL } from './support/stack';

/**
 * The money journey against the real server: deposit → operator approval → figures →
 * trade result → withdrawal with the fee reviewed before confirming → history. The operator
 * acts through the operator CLI, as in production (e2e/support/operator.ts).
 */
const product = useProductStack();

/** The text of a wallet card's figure once it has loaded. */
async function walletFigure(page: Page, label: string): Promise<string> {
  const figure = page.getByRole('group', { name: label }).locator('p');
  await figure.waitFor();
  return (await figure.textContent()) ?? '';
}

/** The unverified-account request pops up on every dashboard visit; "Later" closes it. */
async function dismissVerification(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Account Verification' });
  await dialog.waitFor();
  await dialog.getByRole('button', { name: 'Later' }).click();
  await dialog.waitFor({ state: 'detached' });
}

function firstHistoryRow(page: Page, table: string) {
  return page.getByRole('table', { name: table }).locator('tbody tr').first();
}

for (const [width, viewport] of Object.entries(VIEWPORTS)) {
  test(`at ${width} width: deposit, approval, trade result, reviewed withdrawal and history`, async () => {
    const account = await registerThroughApi('Money Journey', 'money');
    const { email } = account;
    // The operator gives this user their own Bitcoin deposit address.
    const btcAddress = 'bc1qjourneyowndepositaddress0000000000';
    await operator('set-deposit-address', email, 'bitcoin', btcAddress);

    await inFreshContext(product, { viewport }, async (page, errors) => {
      // The mail client is outside the browser; record what the app asked it to open.
      const mailtos: string[] = [];
      page.on('request', (request) => {
        if (request.url().startsWith('mailto:')) mailtos.push(request.url());
      });

      await signInThroughUi(page, account);
      await dismissVerification(page);
      assert.equal(await walletFigure(page, 'Total Deposits'), '$0');

      // Deposit 500 by Bitcoin.
      await page.goto(`${WEB_URL}/dashboard/deposit`);
      await page.getByLabel('Amount').fill('500');
      await page.getByRole('button', { name: 'Make Deposit' }).click();
      await page
        .getByText('Select a payment method and pay to the wallet address shown.')
        .waitFor();
      await page.getByRole('button', { name: 'Bitcoin' }).click();
      await page.getByRole('region', { name: 'Bitcoin' }).getByText(btcAddress).waitFor();
      await page.getByRole('button', { name: 'I have paid — send receipt' }).click();

      // Not waitForURL: the mailto: navigation, which no mail client takes here, would fail it.
      await page.getByRole('heading', { name: 'Deposit History' }).waitFor();
      assert.equal(new URL(page.url()).pathname, '/dashboard/depositHistory');
      const deposit = firstHistoryRow(page, 'Deposit history');
      await deposit.getByText('Pending').waitFor();
      const cells = await deposit.locator('td').allTextContents();
      assert.equal(cells[1], 'Deposit');
      assert.equal(cells[3], '$500');
      const reference = cells[2] ?? '';
      assert.match(reference, /^DEP-/);

      // The operator approves it; the dashboard's Total Deposits shows it.
      await operator('approve-deposit', reference);
      await page.goto(`${WEB_URL}/dashboard/depositHistory`);
      await firstHistoryRow(page, 'Deposit history').getByText('Approved').waitFor();
      await page.goto(`${WEB_URL}/dashboard`);
      await dismissVerification(page);
      assert.equal(await walletFigure(page, 'Total Deposits'), '$500');

      // A trade result, a 2.5 % fee, and withdrawals allowed.
      await operator('post-trade-result', email, '120', 'Closed BTC position');
      await operator('set-withdrawal-fee', email, '2.5');
      await operator('allow-withdrawals', email, 'on');
      await page.goto(`${WEB_URL}/dashboard`);
      await dismissVerification(page);
      assert.equal(await walletFigure(page, 'Trade Profit'), '$120');

      // Withdraw 33.30: 2.5 % is 0.8325, which the server rounds to 0.83.
      await page.goto(`${WEB_URL}/dashboard/withdrawal`);
      await page.getByRole('heading', { name: 'Crypto Withdrawal Request' }).waitFor();
      await requestWithdrawalReview(page, { amount: '33.30', walletAddress: 'bc1qpayoutwallet' });
      const review = page.getByRole('dialog', { name: 'Review your withdrawal' });
      await review.waitFor();
      const reviewed = async (label: string) =>
        review
          .locator('dt', { hasText: label })
          .locator('xpath=following-sibling::dd[1]')
          .textContent();
      assert.equal(await reviewed('Fee percent'), '2.5%');
      assert.equal(await reviewed('You receive'), '$32.47');
      assert.equal(
        await review
          .locator('dt', { hasText: /^Fee$/ })
          .locator('xpath=following-sibling::dd[1]')
          .textContent(),
        '$0.83',
      );
      await review.getByRole('button', { name: 'Confirm Withdrawal' }).click();

      await page.waitForURL((url) => url.pathname === '/dashboard/withdrawalHistory');
      const withdrawal = firstHistoryRow(page, 'Withdrawal history');
      await withdrawal.getByText('Pending').waitFor();
      const row = await withdrawal.locator('td').allTextContents();
      assert.equal(row[1], 'Withdrawal');
      assert.match(row[2] ?? '', /^WDR-/);
      assert.equal(row[3], '$33.30');
      assert.equal(row[4], '$0.83', 'the history shows the same fee the review showed');

      // Usable at this width: the table scrolls inside its box, the page itself does not.
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      assert.equal(overflow, 0, `no page-wide horizontal scroll at ${viewport.width} px`);

      assert.equal(mailtos.length, 1, 'the deposit receipt opened the mail client once');
      const receipt = new URL(mailtos[0] ?? '');
      assert.equal(receipt.searchParams.get('subject'), 'Deposit Receipt');
      assert.match(receipt.searchParams.get('body') ?? '', new RegExp(`Reference: ${reference}`));
      assert.deepEqual(errors, []);
    });
  });
}
