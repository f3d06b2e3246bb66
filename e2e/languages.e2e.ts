import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { loginThroughApi, registerThroughApi, saveSession } from './support/accounts';
import { scrollThroughPage, waitUntilSettled } from './support/a11y';
import { expect, test } from './support/fixtures';
import { operator } from './support/operator';
import { WEB_URL } from './support/stack';

/**
 * The three languages (issue 28, SPEC §12.6) in the built app against the real server: the
 * language menu of the top bar switches sign-in and the dashboard as a person uses it (pointer
 * and keyboard), no English UI text is left on screen afterwards, German money reads the German
 * way, the choice survives a reload, axe finds no `lang` violations, and a first visit follows
 * the browser's language.
 */

const LANGUAGES = ['en', 'es', 'de'] as const;
type Language = (typeof LANGUAGES)[number];

/** The menu's button, named in the language now spoken, and each choice in its own language. */
const BUTTON: Record<Language, string> = {
  en: 'Language: English',
  es: 'Idioma: Español',
  de: 'Sprache: Deutsch',
};
const CHOICE: Record<Language, string> = { en: 'English', es: 'Español', de: 'Deutsch' };

/**
 * English words and phrases of the sign-in page and the dashboard (top bar, navigation, cards,
 * market widgets, Performance, footer). None is a name, a ticker, the product name, or a word
 * Spanish or German write the same way (those, like "Trading" or "Neutral", are left out).
 * Matched whole-word and case-sensitively, so a word inside a longer one ("on" in "Bitcoin") does not count.
 */
const ENGLISH_UI = [
  'Home',
  'Plans',
  'About',
  'Services',
  'Help Center',
  'Help',
  'Sign in',
  'Login',
  'Logout',
  'Log out',
  'Create account',
  'Create an account',
  'New to',
  'Forgot password',
  'Password',
  'Email',
  'Markets',
  'Market',
  'Account',
  'Deposit',
  'Deposits',
  'Withdrawal',
  'Withdraw',
  'History',
  'Prices',
  'Price',
  'Guides',
  'Contact',
  'Terms of use',
  'Privacy policy',
  'Risk warning',
  'All rights reserved',
  'Hello',
  'Verified',
  'Trade Profit',
  'Profit',
  'Balance',
  'Referral',
  'Bonus',
  'Equity',
  'Signal Strength',
  'How is this calculated',
  'Loading',
  'Retry',
  'Cancel',
  'Close',
  'Download',
  'Statement',
  'statement',
  'Performance',
  'Hide amounts',
  'Settings',
  'Buy',
  'Sell',
  'Strong',
  'Summary',
  'Indicators',
  'Computed',
  'chart',
  'days',
  'theme',
  'Today',
  'Week',
  'Month',
  'Year',
  'Switch',
  'Dashboard',
  'Profile',
  'the',
  'and',
  'your',
  'of',
  'on',
  'is',
  'over',
];

/**
 * Every English UI word or phrase on screen, as `"word" in "text"`: the text of each visible
 * text node of the page (header, navigation, main content, footer, any dialog) and the
 * accessible names and hints (`aria-label`, `title`, `placeholder`, `alt`) of visible elements.
 */
async function englishOnScreen(page: Page): Promise<string[]> {
  return page.evaluate((words) => {
    const patterns = words.map(
      (word) => [word, new RegExp(`(?<![\\p{L}\\p{N}])${word}(?![\\p{L}\\p{N}])`, 'u')] as const,
    );
    const shown = (element: Element) =>
      element.checkVisibility({ opacityProperty: true, visibilityProperty: true });
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      const parent = node.parentElement;
      if (!text || !parent || parent.closest('script, style, noscript') || !shown(parent)) continue;
      texts.push(text);
    }
    for (const element of document.body.querySelectorAll(
      '[aria-label], [title], [placeholder], img[alt]',
    )) {
      if (!shown(element)) continue;
      for (const name of ['aria-label', 'title', 'placeholder', 'alt']) {
        const value = element.getAttribute(name)?.trim();
        if (value) texts.push(value);
      }
    }
    return [...new Set(texts)].flatMap((text) =>
      patterns
        .filter(([, pattern]) => pattern.test(text))
        .map(([word]) => `"${word}" in "${text}"`),
    );
  }, ENGLISH_UI);
}

/** The page settles in `language` with no English UI text left (polled: lazy parts render late). */
async function expectNoEnglishLeft(page: Page, language: Language) {
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await waitUntilSettled(page);
  await expect
    .poll(() => englishOnScreen(page), { message: `English left in ${language}` })
    .toEqual([]);
}

async function expectSpeaking(page: Page, language: Language) {
  await expect(page.getByRole('button', { name: BUTTON[language] })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  expect(await page.evaluate(() => localStorage.getItem('meridian.language'))).toBe(language);
}

/** Opens the menu with a click and clicks the language, as a person with a mouse does. */
async function chooseWithPointer(page: Page, from: Language, to: Language) {
  await page.getByRole('button', { name: BUTTON[from] }).click();
  await page.getByRole('menuitem', { name: CHOICE[to] }).click();
  await expect(page.getByRole('menu')).toBeHidden();
  await expectSpeaking(page, to);
}

/**
 * Opens the menu with Enter on the focused button, moves with the arrow keys from the current
 * language (where the menu puts focus) to `to`, chooses with Enter; focus returns to the button.
 */
async function chooseWithKeyboard(page: Page, from: Language, to: Language) {
  await page.getByRole('button', { name: BUTTON[from] }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: CHOICE[from] })).toBeFocused();
  const steps =
    (LANGUAGES.indexOf(to) - LANGUAGES.indexOf(from) + LANGUAGES.length) % LANGUAGES.length;
  for (let step = 0; step < steps; step += 1) await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: CHOICE[to] })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menu')).toBeHidden();
  await expectSpeaking(page, to);
  await expect(page.getByRole('button', { name: BUTTON[to] })).toBeFocused();
}

/** axe's language rules, run in the page as the other browser tests run axe. */
async function langViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    .setLegacyMode()
    .withRules(['html-has-lang', 'html-lang-valid', 'valid-lang'])
    .analyze();
  return violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' | ')}`,
  );
}

/** A money figure as German writes it: 1.234,50 $ (Intl puts a no-break space before the $). */
const GERMAN_MONEY = /^-?\d{1,3}(\.\d{3})*,\d{2}\s\$$/;

test('sign-in switches to Español and Deutsch with the pointer and back to English with the keyboard', async ({
  page,
  consoleErrors,
}) => {
  await page.goto(`${WEB_URL}/sign-in`);
  await page.getByRole('heading', { name: 'Meridian Trades Login' }).waitFor();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  // The check sees the English interface, so its silence in the other languages means something.
  const english = await englishOnScreen(page);
  expect(english).toContain('"Password" in "Password"');
  expect(english).toContain('"Sign in" in "Sign in"');

  await chooseWithPointer(page, 'en', 'es');
  await expect(
    page.getByRole('heading', { name: 'Inicia sesión en Meridian Trades' }),
  ).toBeVisible();
  await expect(page.getByLabel('Contraseña', { exact: true })).toBeVisible();
  await expectNoEnglishLeft(page, 'es');
  await expect(page).toHaveTitle('Iniciar sesión | Meridian');

  await chooseWithPointer(page, 'es', 'de');
  await expect(page.getByRole('heading', { name: 'Bei Meridian Trades anmelden' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Anmelden', exact: true })).toBeVisible();
  await expectNoEnglishLeft(page, 'de');
  await expect(page).toHaveTitle('Anmelden | Meridian');

  await chooseWithKeyboard(page, 'de', 'en');
  await expect(page.getByRole('heading', { name: 'Meridian Trades Login' })).toBeVisible();
  await expect(page).toHaveTitle('Login | Meridian');
  expect(consoleErrors).toEqual([]);
});

test('offline, a language menu whose code cannot come says so and keeps what was typed; back online it opens', async ({
  page,
  consoleErrors,
}) => {
  await page.goto(`${WEB_URL}/sign-in`);
  // Loaded and idle: the toast stack's code is here (it comes at idle), the menu's is not.
  await page.waitForLoadState('networkidle');
  const email = page.getByLabel('Email', { exact: true });
  await email.fill('typed@example.com');
  await page.context().setOffline(true);
  const button = page.getByRole('button', { name: BUTTON.en });
  await button.click();

  await expect(page.getByRole('alert')).toHaveText(
    'The language menu could not be opened. Check your connection and try again.',
  );
  await expect(page.getByRole('heading', { name: 'Meridian Trades Login' })).toBeVisible();
  await expect(email).toHaveValue('typed@example.com');
  await expect(page.getByRole('menu')).toHaveCount(0);

  await page.context().setOffline(false);
  await button.click();
  await expect(page.getByRole('menuitem', { name: CHOICE.es })).toBeVisible();
  await expect(email).toHaveValue('typed@example.com');
  // The browser reports the refused download on its console; nothing else may appear.
  expect(consoleErrors.filter((text) => !text.includes('ERR_INTERNET_DISCONNECTED'))).toEqual([]);
});

test.describe('signed in', () => {
  test('the dashboard in Español and Deutsch: no English left, German money, kept across a reload, lang attributes valid', async ({
    page,
    consoleErrors,
  }) => {
    const account = await registerThroughApi('Ada Lovelace', 'languages');
    await operator('verify-user', account.email);
    await operator('post-trade-result', account.email, '1234.5', 'Closed BTC position');
    await saveSession(page, await loginThroughApi(account));
    await page.goto(`${WEB_URL}/dashboard`);
    await page.getByRole('heading', { name: 'Hello, Ada Lovelace' }).waitFor();
    await expect(page.getByRole('group', { name: 'Trade Profit' })).toContainText('$1,234.50');
    // The market widgets and Performance load as they near the viewport: all of them are judged.
    await scrollThroughPage(page);
    await waitUntilSettled(page);
    // The check reads the cards, the market widgets and Performance, which load last.
    const english = await englishOnScreen(page);
    for (const found of [
      '"Trade Profit" in "Trade Profit"',
      '"Summary" in "Summary"',
      '"Performance" in "Performance"',
      '"Risk warning" in "Risk warning:"',
    ]) {
      expect(english).toContain(found);
    }

    await chooseWithPointer(page, 'en', 'es');
    await expect(page.getByRole('heading', { name: 'Hola, Ada Lovelace' })).toBeVisible();
    await expectNoEnglishLeft(page, 'es');
    expect(await langViolations(page), 'axe in Español').toEqual([]);

    await chooseWithKeyboard(page, 'es', 'de');
    await expect(page.getByRole('heading', { name: 'Hallo, Ada Lovelace' })).toBeVisible();
    await expectNoEnglishLeft(page, 'de');
    const profit = page.getByRole('group', { name: 'Handelsgewinn' }).getByText(/\d/).first();
    await expect(profit).toHaveText(GERMAN_MONEY);
    await expect(profit).toHaveText('1.234,50\u00a0$');
    expect(await langViolations(page), 'axe in Deutsch').toEqual([]);

    await page.reload();
    await page.getByRole('heading', { name: 'Hallo, Ada Lovelace' }).waitFor();
    await expectSpeaking(page, 'de');
    await expect(page.getByRole('group', { name: 'Handelsgewinn' })).toContainText(
      '1.234,50\u00a0$',
    );
    await scrollThroughPage(page);
    await expectNoEnglishLeft(page, 'de');
    expect(await langViolations(page), 'axe in Deutsch after a reload').toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
});

test.describe('first visit', () => {
  test.use({ locale: 'es-ES' });

  test('follows the browser language: home opens in Español', async ({ page, consoleErrors }) => {
    await page.goto(`${WEB_URL}/`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('button', { name: BUTTON.es })).toBeVisible();
    await expect(
      page.getByRole('heading', { name: 'Invierte en criptomonedas y acciones con Meridian' }),
    ).toBeVisible();
    await expect(page).toHaveTitle('Inicio | Meridian');
    await scrollThroughPage(page);
    await expectNoEnglishLeft(page, 'es');
    // Nothing was chosen yet: the language comes from the browser, not from storage.
    expect(await page.evaluate(() => localStorage.getItem('meridian.language'))).toBeNull();
    expect(consoleErrors).toEqual([]);
  });
});
