import type { Locator, Page } from '@playwright/test';
import { loginThroughApi, registerThroughApi, signInThroughUi } from './support/accounts';
import { expect, openJourneyPage, test, type JourneyPage } from './support/fixtures';
import { requestWithdrawalReview } from './support/forms';
import { operator } from './support/operator';
import { API_URL, WEB_URL } from './support/stack';

/**
 * Spot trading against the real server and the offline market feed (SPEC §12.1–12.3), one test
 * per step on one page: an approved deposit → buy BTC at a quote whose fee and total show before
 * confirming → the feed's price moves and the holding's value and P/L follow → sell it all →
 * the realized profit is the Trade Profit card → withdraw the available cash. Prices are the
 * server's (`GET /prices`, refreshed from the offline feed every PRICE_REFRESH_SECONDS of the
 * stack), never the page's own.
 */

/** Money as the app writes it in English: `$1,234.50`, `-$3.20`. */
function dollars(cents: bigint): string {
  const sign = cents < 0n ? '-' : '';
  const abs = cents < 0n ? -cents : cents;
  const whole = (abs / 100n).toLocaleString('en-US');
  return `${sign}$${whole}.${String(abs % 100n).padStart(2, '0')}`;
}

/** `$1,234.50` or `-$3.20` → cents. */
function centsOf(text: string): bigint {
  const match = /^(-?)\$([\d,]+)\.(\d{2})$/.exec(text.trim());
  if (!match) throw new Error(`not an amount: "${text}"`);
  const cents = BigInt(match[2]!.replaceAll(',', '')) * 100n + BigInt(match[3]!);
  return match[1] ? -cents : cents;
}

/** The value beside a `dt` in a definition list. */
const described = (scope: Locator, term: string | RegExp) =>
  scope.locator('dt', { hasText: term }).locator('xpath=following-sibling::dd[1]');

async function dismissVerification(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Account Verification' });
  if (await dialog.isVisible()) {
    await dialog.getByRole('button', { name: 'Later' }).click();
    await dialog.waitFor({ state: 'detached' });
  }
}

async function openSpotTrading(page: Page) {
  await page.goto(`${WEB_URL}/dashboard/spot-trading`);
  await dismissVerification(page);
  await page.getByRole('heading', { name: 'Place an order' }).waitFor();
}

/** The BTC row of the holdings table, once it is there: its cells by column. */
async function btcHolding(page: Page): Promise<Record<string, string>> {
  const table = page.getByRole('table', { name: 'Holdings' });
  const row = table.getByRole('row').filter({ has: page.getByRole('cell', { name: 'BTC' }) });
  await row.waitFor();
  const headers = await table.getByRole('columnheader').allTextContents();
  const cells = await row.getByRole('cell').allTextContents();
  return Object.fromEntries(headers.map((header, i) => [header, cells[i] ?? '']));
}

/** Chooses side, asset and amount on the order panel and asks for a quote. */
/** `amount` "Max" presses the Max button instead of typing. */
async function preview(page: Page, side: 'Buy' | 'Sell', amount: string) {
  const panel = page.getByRole('region', { name: 'Place an order' });
  await panel.getByRole('button', { name: side, exact: true }).click();
  await panel.getByRole('combobox', { name: 'Asset' }).selectOption({ label: 'BTC' });
  if (amount === 'Max') await panel.getByRole('button', { name: 'Max' }).click();
  else await panel.getByLabel(/Amount to spend/).fill(amount);
  await panel.getByRole('button', { name: 'Preview' }).click();
  const quote = page.getByRole('region', { name: 'Your quote' });
  await quote.waitFor();
  return quote;
}

test.describe.serial('deposit, buy, price move, sell, Trade Profit and withdrawal', () => {
  let journey: JourneyPage;
  let page: Page;
  let email = '';
  let valueAfterBuy = '';
  let realized = 0n;

  test.beforeAll(async ({ browser }, testInfo) => {
    const account = await registerThroughApi('Trading Journey', 'trading');
    email = account.email;
    await operator('verify-user', email);
    const session = await loginThroughApi(account);
    const response = await fetch(`${API_URL}/transaction/add`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${session.token}` },
      body: JSON.stringify({ amount: 1000 }),
    });
    expect(response.status).toBe(201);
    const { transaction } = (await response.json()) as { transaction: { reference: string } };
    await operator('approve-deposit', transaction.reference);
    await operator('allow-withdrawals', email, 'on');
    journey = await openJourneyPage(browser, testInfo);
    page = journey.page;
    await signInThroughUi(page, account);
  });

  test.afterAll(async () => {
    await journey?.context.close();
  });

  test('a buy shows price, quantity, fee and total before it is confirmed', async () => {
    await openSpotTrading(page);
    await expect(page.getByText('Available cash: $1,000.00')).toBeVisible();
    const quote = await preview(page, 'Buy', '500');
    // 0.5 % of $500.00 is $2.50; $497.50 buys the BTC.
    await expect(described(quote, /^Fee/)).toHaveText('$2.50');
    await expect(described(quote, 'Invested after the fee')).toHaveText('$497.50');
    await expect(described(quote, 'Total to pay')).toHaveText('$500.00');
    await expect(described(quote, 'Quantity')).toHaveText(/^0\.\d{1,8} BTC$|^0\.\d{1,8}$/);
    await expect(quote.getByText(/seconds? left to confirm/)).toBeVisible();
    await quote.getByRole('button', { name: 'Confirm' }).click();
    const done = page.getByRole('alert', { name: 'Trade done' });
    await expect(done).toContainText(/Bought 0\.\d+ BTC at .+, total \$500\.00\./);
    const holding = await btcHolding(page);
    valueAfterBuy = holding['Value'] ?? '';
    expect(centsOf(valueAfterBuy)).toBeGreaterThan(0n);
    await expect(
      page.getByText('Cash: $500.00 · available after pending withdrawals: $500.00'),
    ).toBeVisible();
  });

  test("the holding's value and P/L follow the feed's price", async () => {
    // The offline feed replays its recorded prices; the server refreshes them every few seconds.
    await expect
      .poll(
        async () => {
          await page.reload();
          return (await btcHolding(page))['Value'];
        },
        { timeout: 60_000, intervals: [3_000] },
      )
      .not.toBe(valueAfterBuy);
    const holding = await btcHolding(page);
    expect(holding['Unrealized P/L']).toMatch(/\$/);
  });

  test('selling the whole holding realizes the profit or loss', async () => {
    await openSpotTrading(page);
    const quote = await preview(page, 'Sell', 'Max');
    await expect(described(quote, 'You receive')).toHaveText(/^\$[\d,]+\.\d{2}$/);
    await quote.getByRole('button', { name: 'Confirm' }).click();
    const done = page.getByRole('alert', { name: 'Trade done' });
    await expect(done).toContainText(/Sold 0\.\d+ BTC/);
    const text = (await done.getByText(/Realized profit\/loss:/).textContent()) ?? '';
    realized = centsOf(text.replace(/^.*Realized profit\/loss:\s*/, ''));
    await expect(page.getByText("You don't hold any assets yet.")).toBeVisible();
  });

  test('Trade Profit is the realized profit, Cash what is left to withdraw', async () => {
    await page.goto(`${WEB_URL}/dashboard`);
    await dismissVerification(page);
    const card = (label: string) => page.getByRole('group', { name: label }).locator('p');
    await expect(card('Trade Profit')).toHaveText(dollars(realized));
    // $1,000.00 deposited, $2.50 fee on the buy, the sell's proceeds after its fee.
    const cash = centsOf((await card('Cash').textContent()) ?? '');
    expect(cash).toBeGreaterThan(90_000n);
    await expect(card('Total Equity')).toHaveText(dollars(cash));
  });

  test('the available cash can be withdrawn, and not a cent more', async () => {
    const cash = centsOf(
      (await page.getByRole('group', { name: 'Cash' }).locator('p').textContent()) ?? '',
    );
    const amount = (cents: bigint) => `${cents / 100n}.${String(cents % 100n).padStart(2, '0')}`;
    await page.goto(`${WEB_URL}/dashboard/withdrawal`);
    await page.getByRole('heading', { name: 'Crypto Withdrawal Request' }).waitFor();
    await requestWithdrawalReview(page, {
      amount: amount(cash + 1n),
      walletAddress: 'bc1qtradingjourneypayout',
    });
    await expect(
      page.getByText('Withdrawal amount must not exceed your available cash'),
    ).toBeVisible();
    await page.getByLabel('Amount').fill(amount(cash));
    await page.getByRole('button', { name: 'Review withdrawal' }).click();
    const review = page.getByRole('dialog', { name: 'Review your withdrawal' });
    await review.waitFor();
    await expect(described(review, /^Amount$/)).toHaveText(dollars(cash));
    await review.getByRole('button', { name: 'Confirm Withdrawal' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard/withdrawalHistory');
    expect((await operator('list-trades', email)).split('\n').length).toBeGreaterThanOrEqual(2);
  });

  test('the whole journey logged no console error', () => {
    expect(journey.errors).toEqual([]);
  });
});
