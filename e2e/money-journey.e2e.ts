import type { Page } from '@playwright/test';
import { registerThroughApi, signInThroughUi, type TestAccount } from './support/accounts';
import { expect, openJourneyPage, test, type JourneyPage } from './support/fixtures';
import { requestWithdrawalReview } from './support/forms';
import { operator } from './support/operator';
import { WEB_URL } from './support/stack';
import { sidewaysScroll } from './support/sidewaysScroll';

/**
 * The money journey against the real server, one test per step on one page so the report names
 * the step that broke: deposit → operator approval → figures → trade result → withdrawal with
 * the fee reviewed before confirming → history. The operator acts through the operator CLI, as
 * in production (e2e/support/operator.ts). Every amount is shown with the currency's minor unit
 * (SPEC §0.1): `$500.00`, `$0.00`.
 */

/** The wallet cards of SPEC §5 that hold money, in the dashboard's order. */
const MONEY_CARDS = [
  'Trade Profit',
  'Total Deposits',
  'Pend. Balance',
  'Referral Bonus',
  'Total Equity',
] as const;
type MoneyCard = (typeof MONEY_CARDS)[number];

/** Each money card's figure on the dashboard, once the cards have loaded. */
async function expectWalletFigures(page: Page, figures: Record<MoneyCard, string>) {
  for (const label of MONEY_CARDS) {
    await expect(page.getByRole('group', { name: label }).locator('p'), label).toHaveText(
      figures[label],
    );
  }
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

test.describe.serial('deposit, approval, trade result, reviewed withdrawal and history', () => {
  // The operator gives this user their own Bitcoin deposit address.
  const btcAddress = 'bc1qjourneyowndepositaddress0000000000';
  let account: TestAccount;
  let journey: JourneyPage;
  let page: Page;
  /** The mailto: URLs the app asked the mail client (outside the browser) to open. */
  const mailtos: string[] = [];
  let reference = '';

  test.beforeAll(async ({ browser }, testInfo) => {
    account = await registerThroughApi('Money Journey', 'money');
    await operator('set-deposit-address', account.email, 'bitcoin', btcAddress);
    journey = await openJourneyPage(browser, testInfo);
    page = journey.page;
    page.on('request', (request) => {
      if (request.url().startsWith('mailto:')) mailtos.push(request.url());
    });
  });

  test.afterAll(async () => {
    await journey?.context.close();
  });

  test('a new investor signs in to a wallet of $0.00', async () => {
    await signInThroughUi(page, account);
    await dismissVerification(page);
    await expectWalletFigures(page, {
      'Trade Profit': '$0.00',
      'Total Deposits': '$0.00',
      'Pend. Balance': '$0.00',
      'Referral Bonus': '$0.00',
      'Total Equity': '$0.00',
    });
  });

  test('deposit 500 by Bitcoin to their own address: pending in the history, receipt mailed', async () => {
    await page.goto(`${WEB_URL}/dashboard/deposit`);
    await page.getByLabel('Amount').fill('500');
    await page.getByRole('button', { name: 'Make Deposit' }).click();
    await page.getByText('Select a payment method and pay to the wallet address shown.').waitFor();
    await expect(page.getByRole('heading', { name: /^Amount:/ })).toHaveText('Amount: $500.00');
    await page.getByRole('button', { name: 'Bitcoin' }).click();
    await page.getByRole('region', { name: 'Bitcoin' }).getByText(btcAddress).waitFor();
    await page.getByRole('button', { name: 'I have paid — send receipt' }).click();

    // Not waitForURL: the mailto: navigation, which no mail client takes here, would fail it.
    await page.getByRole('heading', { name: 'Deposit History' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/dashboard/depositHistory');
    const deposit = firstHistoryRow(page, 'Deposit history');
    await deposit.getByText('Pending').waitFor();
    const cells = await deposit.locator('td').allTextContents();
    expect(cells[1]).toBe('Deposit');
    expect(cells[3]).toBe('$500.00');
    reference = cells[2] ?? '';
    expect(reference).toMatch(/^DEP-/);

    expect(mailtos, 'the deposit receipt opened the mail client once').toHaveLength(1);
    const receipt = new URL(mailtos[0] ?? '');
    expect(receipt.searchParams.get('subject')).toBe('Deposit Receipt');
    expect(receipt.searchParams.get('body')).toContain(`Reference: ${reference}`);
    expect(receipt.searchParams.get('body')).toContain('Amount: $500.00');
  });

  test('the pending deposit shows as Pend. Balance', async () => {
    await page.goto(`${WEB_URL}/dashboard`);
    await dismissVerification(page);
    await expectWalletFigures(page, {
      'Trade Profit': '$0.00',
      'Total Deposits': '$0.00',
      'Pend. Balance': '$500.00',
      'Referral Bonus': '$0.00',
      'Total Equity': '$0.00',
    });
  });

  test('the operator approves the deposit: approved in the history, in Total Deposits', async () => {
    await operator('approve-deposit', reference);
    await page.goto(`${WEB_URL}/dashboard/depositHistory`);
    const deposit = firstHistoryRow(page, 'Deposit history');
    await deposit.getByText('Approved').waitFor();
    await expect(deposit.locator('td').nth(3)).toHaveText('$500.00');
    await page.goto(`${WEB_URL}/dashboard`);
    await dismissVerification(page);
    await expectWalletFigures(page, {
      'Trade Profit': '$0.00',
      'Total Deposits': '$500.00',
      'Pend. Balance': '$0.00',
      'Referral Bonus': '$0.00',
      'Total Equity': '$500.00',
    });
  });

  test('a trade result shows as Trade Profit and in Total Equity', async () => {
    // A trade result, a 2.5 % fee, and withdrawals allowed.
    await operator('post-trade-result', account.email, '120', 'Closed BTC position');
    await operator('set-withdrawal-fee', account.email, '2.5');
    await operator('allow-withdrawals', account.email, 'on');
    await page.goto(`${WEB_URL}/dashboard`);
    await dismissVerification(page);
    await expectWalletFigures(page, {
      'Trade Profit': '$120.00',
      'Total Deposits': '$500.00',
      'Pend. Balance': '$0.00',
      'Referral Bonus': '$0.00',
      'Total Equity': '$620.00',
    });
  });

  test('the withdrawal review shows the amount, fee and net before confirming', async () => {
    // Withdraw 33.30: 2.5 % is 0.8325, which the server rounds to 0.83.
    await page.goto(`${WEB_URL}/dashboard/withdrawal`);
    await page.getByRole('heading', { name: 'Crypto Withdrawal Request' }).waitFor();
    await requestWithdrawalReview(page, { amount: '33.30', walletAddress: 'bc1qpayoutwallet' });
    const review = page.getByRole('dialog', { name: 'Review your withdrawal' });
    await review.waitFor();
    const reviewed = (label: string | RegExp) =>
      review.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');
    await expect(reviewed(/^Amount$/)).toHaveText('$33.30');
    await expect(reviewed('Fee percent')).toHaveText('2.5%');
    await expect(reviewed(/^Fee$/)).toHaveText('$0.83');
    await expect(reviewed('You receive')).toHaveText('$32.47');
    await review.getByRole('button', { name: 'Confirm Withdrawal' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard/withdrawalHistory');
  });

  test('the withdrawal is pending in the history with the fee the review showed', async () => {
    const withdrawal = firstHistoryRow(page, 'Withdrawal history');
    await withdrawal.getByText('Pending').waitFor();
    const row = await withdrawal.locator('td').allTextContents();
    expect(row[1]).toBe('Withdrawal');
    expect(row[2] ?? '').toMatch(/^WDR-/);
    expect(row[3]).toBe('$33.30');
    expect(row[4], 'the history shows the same fee the review showed').toBe('$0.83');

    // Usable at this width: the table scrolls inside its box, the page itself does not.
    expect(
      await sidewaysScroll(page),
      `no page-wide horizontal scroll at ${page.viewportSize()?.width} px`,
    ).toBe(0);
  });

  test('the whole journey logged no console error', () => {
    expect(journey.errors).toEqual([]);
  });
});
