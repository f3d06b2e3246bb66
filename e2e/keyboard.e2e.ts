import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { useProductStack } from './support/harness';
import { THEME_BACKGROUND } from './support/a11y';
import { registerThroughApi, type TestAccount } from './support/accounts';
import { VIEWPORTS } from './support/browser';
import { expectFocusTrapped, expectVisibleFocus, isFocused, tabTo } from './support/keyboard';
import { inFreshContext } from './support/journey';
import { operator } from './support/operator';
import { WEB_URL } from './support/stack';

/**
 * A keyboard-only user at desktop (1440, light) and tablet (768, dark) width: signs in with
 * Tab and Enter, skips the header with the skip link, moves through the dashboard navigation
 * (the inline nav, or the hamburger drawer and the bottom bar), edits details and reviews a
 * withdrawal in dialogs that trap focus, close on Escape and give focus back to their opener,
 * and switches the theme. Every element focused on the way shows a visible focus indicator.
 */
const RUNS = [
  { name: 'desktop', viewport: VIEWPORTS.desktop, colorScheme: 'light' },
  { name: 'tablet', viewport: VIEWPORTS.tablet, colorScheme: 'dark' },
] as const;

const accounts = new Map<string, TestAccount>();
const product = useProductStack({
  setup: async () => {
    await Promise.all(
      RUNS.map(async (run) => {
        // Unverified (so the dashboard opens its verification dialog), allowed to withdraw.
        const account = await registerThroughApi('Kay Board', `keyboard-${run.name}`);
        await operator('post-trade-result', account.email, '300', 'Closed BTC position');
        await operator('allow-withdrawals', account.email, 'on');
        accounts.set(run.name, account);
      }),
    );
  },
});

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
  assert.ok(await isFocused(skip), 'the skip link is the first Tab stop');
  assert.ok(await skip.isVisible(), 'the skip link shows when focused');
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');
  assert.ok(await isFocused(page.getByRole('main')), 'the skip link moves focus to the content');
}

async function signInByKeyboard(page: Page, account: TestAccount) {
  await page.goto(`${WEB_URL}/sign-in`);
  await page.getByRole('heading', { name: 'Meridian Trades Login' }).waitFor();
  await skipToContent(page);
  await tabAndType(page, page.getByLabel('Email', { exact: true }), account.email);
  await tabAndType(page, page.getByLabel('Password', { exact: true }), account.password);
  await tabTo(page, page.getByRole('button', { name: 'Sign in' }));
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => url.pathname === '/dashboard');
}

/** The verification request opens on arrival: focus is inside it, trapped; Escape puts it off. */
async function putOffVerificationByKeyboard(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Account Verification' });
  await dialog.waitFor();
  await page.waitForFunction(() =>
    document.querySelector('[role="dialog"]')?.contains(document.activeElement),
  );
  await expectFocusTrapped(page, dialog);
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
}

/**
 * Opens a dashboard page from the navigation this width shows, by keyboard only: back up
 * (Shift+Tab) from the content to the header, then the inline link or the drawer's.
 */
async function navigateByKeyboard(page: Page, label: string, path: string) {
  const menuButton = page.getByRole('button', { name: 'Open menu' });
  if (await menuButton.isVisible()) {
    await tabTo(page, menuButton, { backwards: true });
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('navigation', { name: 'Dashboard menu' });
    await drawer.waitFor();
    await tabTo(page, drawer.getByRole('link', { name: label, exact: true }));
    await page.keyboard.press('Enter');
    await drawer.waitFor({ state: 'detached' });
    // The drawer gives focus back to the button that opened it.
    assert.ok(await isFocused(menuButton), 'focus returns to the menu button');
  } else {
    const nav = page.getByRole('navigation', { name: 'Dashboard', exact: true });
    await tabTo(page, nav.getByRole('link', { name: label, exact: true }), { backwards: true });
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
  assert.ok(await isFocused(opener), 'closing gives focus back to the opener');
  await expectVisibleFocus(page);
}

// Both widths at once: most of the time is spent waiting on the page, not computing.
describe('keyboard', { concurrency: 2 }, () => {
  for (const run of RUNS) {
    test(`a keyboard-only user signs in and works the dashboard at ${run.name} width`, async () => {
      const account = accounts.get(run.name)!;
      const options = { viewport: run.viewport, colorScheme: run.colorScheme };
      await inFreshContext(product, options, async (page, errors) => {
        if (run.name === 'tablet') {
          // A link scrolled just under the sticky app bar: Shift+Tab onto it must bring it into
          // view, not leave focus hidden behind the bar (expectVisibleFocus checks it is on top).
          await page.goto(`${WEB_URL}/terms-of-use`);
          const links = page.getByRole('navigation', { name: 'On this page' }).getByRole('link');
          await links.nth(4).waitFor();
          const top = (await links.nth(3).boundingBox())?.y ?? 0;
          await page.evaluate((y) => window.scrollTo(0, y), top - 30);
          await links.nth(4).focus();
          await tabTo(page, links.nth(3), { backwards: true, limit: 1 });
        }
        await signInByKeyboard(page, account);
        await putOffVerificationByKeyboard(page);

        if (run.name === 'tablet') {
          // The menu drawer traps focus and Escape closes it, back on the button.
          await expectModalByKeyboard(
            page,
            page.getByRole('button', { name: 'Open menu' }),
            page.locator('.MuiDrawer-paper'),
          );
        }

        // Account: Update Details traps focus, Escape closes it, focus returns to the button.
        await navigateByKeyboard(page, 'Account', '/dashboard/account');
        await page.getByRole('heading', { name: 'Account' }).waitFor();
        await expectModalByKeyboard(
          page,
          page.getByRole('button', { name: 'Update Details' }),
          page.getByRole('dialog', { name: 'Update Details' }),
        );

        // Withdrawal: fill the form, review, Escape back to the form with its values, confirm.
        await navigateByKeyboard(page, 'Withdrawal', '/dashboard/withdrawal');
        await page.getByRole('heading', { name: 'Crypto Withdrawal Request' }).waitFor();
        await tabAndType(page, page.getByLabel('Amount'), '25');
        await tabAndType(page, page.getByLabel('Wallet address'), 'bc1qkeyboardwallet');
        await tabAndType(page, page.getByLabel('Crypto exchange'), 'Kraken');
        const asset = page.getByRole('combobox', { name: 'Asset' });
        await tabTo(page, asset, { checkTarget: false });
        await page.keyboard.press('Enter');
        // The list opens on its first option; arrows move through the options.
        const bitcoin = page.getByRole('option', { name: 'Bitcoin (BTC)' });
        await bitcoin.waitFor();
        assert.ok(await isFocused(bitcoin), 'the list opens on its first option');
        await page.keyboard.press('ArrowDown');
        assert.ok(await isFocused(page.getByRole('option', { name: 'Ethereum (ETH)' })));
        await expectVisibleFocus(page);
        await page.keyboard.press('ArrowUp');
        assert.ok(await isFocused(bitcoin));
        await page.keyboard.press('Enter');
        await page.getByRole('listbox').waitFor({ state: 'detached' });
        assert.ok(await isFocused(asset), 'focus returns to the select');
        await expectVisibleFocus(page);
        const reviewDialog = page.getByRole('dialog', { name: 'Review your withdrawal' });
        await expectModalByKeyboard(
          page,
          page.getByRole('button', { name: 'Review withdrawal' }),
          reviewDialog,
        );
        assert.equal(
          await page.getByLabel('Amount').inputValue(),
          '25',
          'the form kept its values',
        );
        await page.keyboard.press('Enter');
        await reviewDialog.waitFor();
        await tabTo(page, reviewDialog.getByRole('button', { name: 'Confirm Withdrawal' }));
        await page.keyboard.press('Enter');
        await page.waitForURL((url) => url.pathname === '/dashboard/withdrawalHistory');

        if (run.name === 'tablet') {
          // The bottom bar is reachable by keyboard too.
          const bottomBar = page.getByRole('navigation', { name: 'Dashboard shortcuts' });
          await page.getByRole('table', { name: 'Withdrawal history' }).waitFor();
          await tabTo(page, bottomBar.getByRole('link', { name: 'Deposit' }), { limit: 60 });
          await page.keyboard.press('Enter');
          await page.waitForURL((url) => url.pathname === '/dashboard/deposit');
        }

        // The theme toggle works from the keyboard and keeps focus.
        const toggle = page.getByRole('button', { name: /^Switch to (dark|light) theme$/ });
        await tabTo(page, toggle, { backwards: true });
        await page.keyboard.press('Enter');
        const other = run.colorScheme === 'dark' ? 'light' : 'dark';
        await page.waitForFunction(
          (colour) => getComputedStyle(document.body).backgroundColor === colour,
          THEME_BACKGROUND[other],
        );
        const back = page.getByRole('button', { name: `Switch to ${run.colorScheme} theme` });
        assert.ok(await isFocused(back), 'focus stays on the toggle');
        await expectVisibleFocus(page);

        assert.deepEqual(errors, []);
      });
    });
  }
});
