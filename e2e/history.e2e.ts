import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { loginThroughApi, registerThroughApi, saveSession, type Session } from './support/accounts';
import { expect, test, viewportWidth } from './support/fixtures';
import {
  firstAndCurrentTop,
  layoutShifts,
  recordFirstTop,
  recordLayoutShifts,
} from './support/layoutShifts';
import { operator } from './support/operator';
import { API_URL, WEB_URL } from './support/stack';
import { sidewaysScroll } from './support/sidewaysScroll';

/**
 * History at any size (SPEC §11.2) against the real server: a user with 60 deposits pages
 * through them 25 at a time, filters by status in the URL, Back restores the view, and a
 * statement downloads as the server's CSV.
 */

const DEPOSITS = 60;
const APPROVED = 3;

/** A deposit through the API, as the deposit page makes it; its reference. */
async function deposit(session: Session, amount: number): Promise<string> {
  const response = await fetch(`${API_URL}/transaction/add`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${session.token}` },
    body: JSON.stringify({ amount }),
  });
  const text = await response.text();
  expect(response.status, text).toBe(201);
  return (JSON.parse(text) as { transaction: { reference: string } }).transaction.reference;
}

const todayUtc = () => new Date().toISOString().slice(0, 10);
const DEPOSIT_TABLE = 'table[aria-label="Deposit history"]';
const historyTable = (page: Page) => page.getByRole('table', { name: 'Deposit history' });
const bodyRows = (page: Page) => historyTable(page).locator('tbody tr');
const pages = (page: Page) => page.getByRole('navigation', { name: 'Deposit history pages' });

let session: Session;
/** Oldest first, as they were made. */
let references: string[] = [];

test.beforeAll(async () => {
  const account = await registerThroughApi('History Tester', 'history');
  session = await loginThroughApi(account);
  references = [];
  for (let index = 1; index <= DEPOSITS; index += 1) {
    references.push(await deposit(session, index));
  }
  // The three oldest are approved: ledger entries for the statement and a status to filter by.
  for (const reference of references.slice(0, APPROVED)) {
    await operator('approve-deposit', reference);
  }
});

test('pages through 60 deposits 25 at a time, filters by status in the URL, Back restores', async ({
  page,
}, testInfo) => {
  await saveSession(page, session);
  await page.goto(`${WEB_URL}/dashboard/depositHistory`);
  await expect(page.getByText(`${DEPOSITS} deposits`)).toBeVisible();
  await expect(bodyRows(page)).toHaveCount(25);
  // Newest first: the last deposit made heads page 1.
  await expect(bodyRows(page).first()).toContainText(references[DEPOSITS - 1]!);
  await expect(pages(page).getByText('Page 1 of 3')).toBeVisible();

  await pages(page).getByRole('button', { name: 'Next page' }).click();
  await expect(page).toHaveURL(/\?page=2$/);
  await expect(bodyRows(page).first()).toContainText(references[DEPOSITS - 26]!);
  await pages(page).getByRole('button', { name: 'Next page' }).click();
  await expect(page).toHaveURL(/\?page=3$/);
  await expect(bodyRows(page)).toHaveCount(10);
  await expect(bodyRows(page).last()).toContainText(references[0]!);
  await expect(pages(page).getByRole('button', { name: 'Next page' })).toBeDisabled();

  await page.goBack();
  await expect(page).toHaveURL(/\?page=2$/);
  await expect(bodyRows(page).first()).toContainText(references[DEPOSITS - 26]!);

  // A shared link with a filter: only the approved deposits, and the control shows it.
  await page.goto(`${WEB_URL}/dashboard/depositHistory?status=approved`);
  await expect(page.getByText(`${APPROVED} deposits`)).toBeVisible();
  await expect(bodyRows(page)).toHaveCount(APPROVED);
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('approved');

  // Filtering through the form writes the URL; Back returns to the approved view.
  await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Pending' });
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(/\?status=pending$/);
  await expect(page.getByText(`${DEPOSITS - APPROVED} deposits`)).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\?status=approved$/);
  await expect(page.getByText(`${APPROVED} deposits`)).toBeVisible();

  // An impossible status in a hand-edited link is dropped, not an error.
  await page.goto(`${WEB_URL}/dashboard/depositHistory?status=paid`);
  await expect(page.getByText(`${DEPOSITS} deposits`)).toBeVisible();
  await expect(page).toHaveURL(/depositHistory$/);

  // At tablet width the table scrolls inside its frame; the page itself does not.
  if (viewportWidth(testInfo) <= 768) {
    expect(await sidewaysScroll(page)).toBe(0);
  }
});

test('downloads a statement as the server’s CSV, with the token', async ({ page }) => {
  await saveSession(page, session);
  await page.goto(`${WEB_URL}/dashboard/depositHistory`);
  await page.getByRole('button', { name: 'Download statement' }).click();
  const dialog = page.getByRole('dialog', { name: 'Download statement' });
  const today = todayUtc();
  await dialog.getByLabel('From').fill(today);
  await dialog.getByLabel('To').fill(today);
  const downloading = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download CSV' }).click();
  const download = await downloading;

  expect(download.suggestedFilename()).toBe(`meridian-statement-${today}-to-${today}.csv`);
  const csv = await readFile(await download.path(), 'utf8');
  const lines = csv.trimEnd().split(/\r?\n/);
  expect(lines[0]).toBe('date,type,reference,description,amount,balance');
  expect(lines[1]).toMatch(new RegExp(`^${today},opening_balance,,`));
  // The approved deposits are the ledger's entries; pending ones are not money yet.
  for (const reference of references.slice(0, APPROVED)) expect(csv).toContain(reference);
  expect(lines).toHaveLength(APPROVED + 3);
  expect(lines.at(-1)).toMatch(new RegExp(`^${today},closing_balance,,.*,6\\.00$`));
  await expect(page.getByText(/^Statement saved as meridian-statement-/)).toBeVisible();
});

test('the table stays where it was first drawn while the filters arrive', async ({
  page,
}, testInfo) => {
  await saveSession(page, session);
  // Where the table was when it first appeared, before the filter form rendered above it.
  await recordFirstTop(page, DEPOSIT_TABLE);
  // A phone stacks the filters (a taller form), so check it as well as this project's width.
  for (const width of [412, viewportWidth(testInfo)]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`${WEB_URL}/dashboard/depositHistory`);
    await expect(bodyRows(page)).toHaveCount(25);
    await expect(page.getByRole('form', { name: 'Filter deposits' })).toBeVisible();
    const [first, now] = await firstAndCurrentTop(page, DEPOSIT_TABLE);
    expect(first, `table's first position at ${width} px`).toBeDefined();
    expect(now, `table's position at ${width} px once the filters are drawn`).toBe(first);
  }
});

test('the trade history does not move while its filters arrive', async ({ page }, testInfo) => {
  await saveSession(page, session);
  // The filters' code comes after the page's own, into a placeholder of the form's height
  // (TradesPage.tsx, TRADE_FILTERS_HEIGHT).
  await recordLayoutShifts(page);
  for (const width of [412, viewportWidth(testInfo)]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`${WEB_URL}/dashboard/trades`);
    await expect(page.getByText("You haven't traded yet.")).toBeVisible();
    const form = page.getByRole('form', { name: 'Filter trades' });
    await expect(form).toBeVisible();
    expect(await layoutShifts(page), `layout shifts at ${width} px`).toEqual([]);
    // From 1200 px (MUI's lg) the four filters share one line; narrower, one per line.
    const tops = await Promise.all(
      ['Asset', 'Side', 'From', 'To'].map((label) =>
        form
          .getByLabel(label, { exact: true })
          .evaluate((input) => input.closest('.MuiFormControl-root')?.getBoundingClientRect().top),
      ),
    );
    expect(new Set(tops).size, `lines of filters at ${width} px`).toBe(width >= 1200 ? 1 : 4);
  }
});
