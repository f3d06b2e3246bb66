import type { Locator, Page } from '@playwright/test';
import { THEME_BACKGROUND } from './support/a11y';
import { registerThroughApi, type TestAccount } from './support/accounts';
import { expect, openJourneyPage, test, viewportWidth, type JourneyPage } from './support/fixtures';
import { expectFocusTrapped, expectVisibleFocus, isFocused, tabTo } from './support/keyboard';
import { operator } from './support/operator';
import { WEB_URL } from './support/stack';

/**
 * A keyboard-only user at desktop (1440, light) and tablet (768, dark) width: signs in with
 * Tab and Enter, skips the header with the skip link, moves through the dashboard navigation
 * (the inline nav, or the hamburger drawer and the bottom bar), edits details and reviews a
 * withdrawal in dialogs that trap focus, close on Escape and give focus back to their opener,
 * and switches the theme. Every element focused on the way shows a visible focus indicator.
 * One test per step of the journey, on one page, so the report names the step that broke.
 */
const TABLET_WIDTH = 768;

/** Presses Tab until the empty field `target` has focus, types `text`, checks its focus ring. */
async function tabAndType(page: Page, target: Locator, text: string) {
  await tabTo(page, target, { checkTarget: false });
  await page.keyboard.type(text);
  await expectVisibleFocus(page);
}

/** The skip link is the first stop on every page and moves focus past the header. */
async function skipToContent(page: Page) {
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  expect(await isFocused(skip), 'the skip link is the first Tab stop').toBe(true);
  await expect(skip, 'the skip link shows when focused').toBeVisible();
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');
  expect(await isFocused(page.getByRole('main')), 'the skip link moves focus to the content').toBe(
    true,
  );
}

/**
 * Opens a dashboard page from the navigation this width shows, by keyboard only: back up
 * (Shift+Tab) from the content to the header, then the inline link or the drawer's. With
 * nothing focused (a dialog that opened by itself has closed), a person Tabs forward from the
 * top of the page, as done here: backwards would first walk the whole dashboard from its end,
 * more stops than a Tab limit should allow and a count that grows with every widget.
 */
async function navigateByKeyboard(page: Page, label: string, path: string) {
  const backwards = await page.evaluate(
    () => document.activeElement !== null && document.activeElement !== document.body,
  );
  const menuButton = page.getByRole('button', { name: 'Open menu' });
  if (await menuButton.isVisible()) {
    await tabTo(page, menuButton, { backwards });
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('navigation', { name: 'Dashboard menu' });
    await drawer.waitFor();
    await tabTo(page, drawer.getByRole('link', { name: label, exact: true }));
    await page.keyboard.press('Enter');
    await drawer.waitFor({ state: 'detached' });
    // The drawer gives focus back to the button that opened it.
    expect(await isFocused(menuButton), 'focus returns to the menu button').toBe(true);
  } else {
    const nav = page.getByRole('navigation', { name: 'Dashboard', exact: true });
    await tabTo(page, nav.getByRole('link', { name: label, exact: true }), { backwards });
    await page.keyboard.press('Enter');
  }
  await page.waitForURL((url) => url.pathname === path);
}

/**
 * Tabs to `opener` and opens `modal` with Enter: focus is trapped inside it, Escape closes it
 * and focus is back on the opener, with its ring.
 */
async function expectModalByKeyboard(page: Page, opener: Locator, modal: Locator) {
  await tabTo(page, opener);
  await page.keyboard.press('Enter');
  await modal.waitFor();
  await expectFocusTrapped(page, modal);
  await page.keyboard.press('Escape');
  await modal.waitFor({ state: 'detached' });
  expect(await isFocused(opener), 'closing gives focus back to the opener').toBe(true);
  await expectVisibleFocus(page);
}

test('Shift+Tab onto a link scrolled under the sticky app bar brings it into view', async ({
  page,
}) => {
  // A link just under the sticky bar: focus must not stay hidden behind it (expectVisibleFocus
  // checks the focused element is on top).
  await page.goto(`${WEB_URL}/terms-of-use`);
  const links = page.getByRole('navigation', { name: 'On this page' }).getByRole('link');
  await links.nth(4).waitFor();
  const top = (await links.nth(3).boundingBox())?.y ?? 0;
  await page.evaluate((y) => window.scrollTo(0, y), top - 30);
  await links.nth(4).focus();
  await tabTo(page, links.nth(3), { backwards: true, limit: 1 });
});

test.describe.serial('a keyboard-only user signs in and works the dashboard', () => {
  // Every focus stop is screenshotted twice and compared: a step can take a while.
  test.describe.configure({ timeout: 180_000 });
  let journey: JourneyPage;
  let page: Page;
  let account: TestAccount;
  let colorScheme: 'light' | 'dark';
  let tablet = false;

  test.beforeAll(async ({ browser }, testInfo) => {
    tablet = viewportWidth(testInfo) === TABLET_WIDTH;
    colorScheme = tablet ? 'dark' : 'light';
    // Unverified (so the dashboard opens its verification dialog), allowed to withdraw.
    account = await registerThroughApi('Kay Board', `keyboard-${testInfo.project.name}`);
    await operator('post-trade-result', account.email, '300', 'Closed BTC position');
    await operator('allow-withdrawals', account.email, 'on');
    journey = await openJourneyPage(browser, testInfo, { colorScheme });
    page = journey.page;
  });

  test.afterAll(async () => {
    await journey?.context.close();
  });

  test('signs in with the skip link, Tab and Enter', async () => {
    await page.goto(`${WEB_URL}/sign-in`);
    await page.getByRole('heading', { name: 'Meridian Trades Login' }).waitFor();
    await skipToContent(page);
    await tabAndType(page, page.getByLabel('Email', { exact: true }), account.email);
    await tabAndType(page, page.getByLabel('Password', { exact: true }), account.password);
    await tabTo(page, page.getByRole('button', { name: 'Sign in', exact: true }));
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/dashboard');
  });

  test('the verification request opens with focus trapped in it; Escape puts it off', async () => {
    const dialog = page.getByRole('dialog', { name: 'Account Verification' });
    await dialog.waitFor();
    await page.waitForFunction(() =>
      document.querySelector('[role="dialog"]')?.contains(document.activeElement),
    );
    await expectFocusTrapped(page, dialog);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
  });

  test('the menu drawer traps focus and Escape closes it, back on its button', async () => {
    test.skip(!tablet, 'the desktop width shows the navigation inline, without a drawer');
    await expectModalByKeyboard(
      page,
      page.getByRole('button', { name: 'Open menu' }),
      page.locator('.MuiDrawer-paper'),
    );
  });

  test('Account: Update Details traps focus, Escape gives it back to the button', async () => {
    await navigateByKeyboard(page, 'Account', '/dashboard/account');
    await page.getByRole('heading', { name: 'Account', exact: true }).waitFor();
    await expectModalByKeyboard(
      page,
      page.getByRole('button', { name: 'Update Details' }),
      page.getByRole('dialog', { name: 'Update Details' }),
    );
  });

  test('Withdrawal: the form is filled and the asset picked with the arrow keys', async () => {
    await navigateByKeyboard(page, 'Withdrawal', '/dashboard/withdrawal');
    await page.getByRole('heading', { name: 'Crypto Withdrawal Request' }).waitFor();
    await tabAndType(page, page.getByLabel('Amount'), '25');
    await tabAndType(page, page.getByLabel('Wallet address'), 'bc1qkeyboardwallet');
    await tabAndType(page, page.getByLabel('Crypto exchange'), 'Kraken');
    const asset = page.getByRole('combobox', { name: 'Asset' });
    await tabTo(page, asset, { checkTarget: false });
    // A native select, unchosen: on the focused select the arrows move through the options.
    await expect(asset).toHaveValue('');
    await page.keyboard.press('ArrowDown');
    await expect(asset, 'the first arrow chooses the first option').toHaveValue('BTC');
    await page.keyboard.press('ArrowDown');
    await expect(asset).toHaveValue('ETH');
    await expectVisibleFocus(page);
    await page.keyboard.press('ArrowUp');
    await expect(asset).toHaveValue('BTC');
    expect(await isFocused(asset), 'focus stays on the select').toBe(true);
    await expectVisibleFocus(page);
  });

  test('Withdrawal: the review traps focus, Escape keeps the form, Enter confirms', async () => {
    const reviewDialog = page.getByRole('dialog', { name: 'Review your withdrawal' });
    await expectModalByKeyboard(
      page,
      page.getByRole('button', { name: 'Review withdrawal' }),
      reviewDialog,
    );
    await expect(page.getByLabel('Amount'), 'the form kept its values').toHaveValue('25');
    await page.keyboard.press('Enter');
    await reviewDialog.waitFor();
    await tabTo(page, reviewDialog.getByRole('button', { name: 'Confirm Withdrawal' }));
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/dashboard/withdrawalHistory');
  });

  test('the bottom bar is reachable by keyboard', async () => {
    test.skip(!tablet, 'the bottom bar shows at tablet width only');
    const bottomBar = page.getByRole('navigation', { name: 'Dashboard shortcuts' });
    await page.getByRole('table', { name: 'Withdrawal history' }).waitFor();
    await tabTo(page, bottomBar.getByRole('link', { name: 'Deposit' }), { limit: 60 });
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/dashboard/deposit');
  });

  test('the theme toggle works from the keyboard and keeps focus', async () => {
    const toggle = page.getByRole('button', { name: /^Switch to (dark|light) theme$/ });
    await tabTo(page, toggle, { backwards: true });
    await page.keyboard.press('Enter');
    const other = colorScheme === 'dark' ? 'light' : 'dark';
    await page.waitForFunction(
      (colour) => getComputedStyle(document.body).backgroundColor === colour,
      THEME_BACKGROUND[other],
    );
    const back = page.getByRole('button', { name: `Switch to ${colorScheme} theme` });
    expect(await isFocused(back), 'focus stays on the toggle').toBe(true);
    await expectVisibleFocus(page);
  });

  test('the whole journey logged no console error', () => {
    expect(journey.errors).toEqual([]);
  });
});
