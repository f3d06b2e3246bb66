import type { Page } from '@playwright/test';
import { GUARDED_ROUTES, PUBLIC_ROUTES, routeRegistry } from '../src/config/routes';
import {
  loginThroughApi,
  postAsUser,
  registerThroughApi,
  saveSession,
  type Session,
} from './support/accounts';
import {
  scrollThroughPage,
  severeAxeViolations,
  THEME_BACKGROUND,
  waitUntilSettled,
} from './support/a11y';
import { expect, openJourneyPage, test as base, type JourneyPage } from './support/fixtures';
import { fillSignUpForm, requestWithdrawalReview } from './support/forms';
import { operator } from './support/operator';
import { WEB_URL } from './support/stack';
import { clippedLabels } from './support/clippedLabels';
import { sidewaysScroll } from './support/sidewaysScroll';

/**
 * Every route of SPEC §1 — public, sign-in and sign-up, the unknown-route error screen, and
 * every dashboard page signed in — plus the main dialogs and the deposit's second step, in the
 * light and dark themes at each project's width: no serious or critical axe-core violations and
 * no console errors once the page (market widgets included, from the reference server's offline
 * feed) has settled. One test per route; the routes of a group share one page, which moves
 * between them the way the app's own links do, so each costs its render rather than a reload.
 */
const SIGNED_OUT_ROUTES = [...PUBLIC_ROUTES, { path: '/no-such-page', title: 'Error' }];

interface Accounts {
  /** Verified, with money and records: every dashboard page shows its full, settled state. */
  investor: Session;
  /** Unverified with an operator notification: the dashboard opens both of its dialogs. */
  newcomer: Session;
}

const test = base.extend<object, { accounts: Accounts }>({
  accounts: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const [investorAccount, newcomerAccount] = await Promise.all([
        registerThroughApi('Ada Investor', 'a11y-investor'),
        registerThroughApi('Nia Newcomer', 'a11y-newcomer'),
      ]);
      await operator('verify-user', investorAccount.email);
      await operator('post-trade-result', investorAccount.email, '500', 'Closed BTC position');
      await operator('set-withdrawal-fee', investorAccount.email, '2');
      await operator('allow-withdrawals', investorAccount.email, 'on');
      await operator('set-notification', newcomerAccount.email, 'Scheduled maintenance on Sunday.');
      const [investor, newcomer] = await Promise.all([
        loginThroughApi(investorAccount),
        loginThroughApi(newcomerAccount),
      ]);
      await postAsUser(investor, '/transaction/add', { amount: 250 });
      await postAsUser(investor, '/withdrawal/add', {
        amount: 40,
        charges: 0.02,
        walletAddress: 'bc1qaccessiblewallet',
        email: investorAccount.email,
        exchange: 'Kraken',
        asset: 'BTC',
      });
      await use({ investor, newcomer });
    },
    { scope: 'worker' },
  ],
});

/**
 * Opens `path` the way the app's own links do (a history push the router follows), so each
 * route costs its render rather than a full reload; waits for it to settle, checks its title.
 */
async function visit(page: Page, path: string, title: string) {
  await page.evaluate((target) => {
    history.pushState(null, '', target);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  // The router has rendered the new route (the title comes from its match) before it settles.
  await page.waitForFunction((expected) => document.title === expected, `${title} | Meridian`);
  await scrollThroughPage(page);
  await waitUntilSettled(page);
  expect(new URL(page.url()).pathname).toBe(path);
  // With everything drawn (market widgets too), nothing widens the page past the window: a
  // wide table scrolls inside its own frame (a tablet reader never pans the whole page).
  expect(await sidewaysScroll(page), `${path} scrolls sideways`).toBe(0);
  // Every field says in full what it asks for.
  expect(await clippedLabels(page), `${path}: labels cut short`).toEqual([]);
}

/** axe finds nothing serious or critical and the console stayed clean. */
async function expectAccessible(page: Page, errors: string[], where: string) {
  expect(await severeAxeViolations(page), where).toEqual([]);
  expect(errors.splice(0), `console errors on ${where}`).toEqual([]);
}

async function checkDialog(page: Page, errors: string[], name: string) {
  const dialog = page.getByRole('dialog', { name });
  await dialog.waitFor();
  // The opening transition has finished: axe judges the colours the user ends up seeing.
  await page.waitForFunction(
    (title) =>
      [...document.querySelectorAll('[role="dialog"]')].some(
        (element) =>
          element.textContent?.includes(title) &&
          getComputedStyle(element.parentElement ?? element).opacity === '1',
      ),
    name,
  );
  await expectAccessible(page, errors, `the ${name} dialog`);
  return dialog;
}

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`${colorScheme} theme`, () => {
    test.describe('signed out', () => {
      let shared: JourneyPage;
      test.beforeAll(async ({ browser }, testInfo) => {
        shared = await openJourneyPage(browser, testInfo, { colorScheme });
        await shared.page.goto(WEB_URL);
        await waitUntilSettled(shared.page);
      });
      test.afterAll(async () => {
        await shared?.context.close();
      });

      test('the app follows the system preference until the user picks a theme', async () => {
        expect(
          await shared.page.evaluate(() => getComputedStyle(document.body).backgroundColor),
        ).toBe(THEME_BACKGROUND[colorScheme]);
      });

      for (const route of SIGNED_OUT_ROUTES) {
        test(`${route.path} signed out`, async () => {
          await visit(shared.page, route.path, route.title);
          await expectAccessible(shared.page, shared.errors, route.path);
        });
      }

      test('sign-up: Successful Registration, then reset: Password reset', async () => {
        const project = test.info().project.name;
        const { page, errors } = shared;
        const email = `a11y-signup-${project}-${colorScheme}-${Date.now()}@example.com`;
        const signUp = routeRegistry.signUp;
        await visit(page, signUp.path, signUp.title);
        await fillSignUpForm(page, {
          email,
          name: 'Reggie Registrant',
          password: 'first-password-1',
        });
        await page.getByRole('button', { name: 'Create account' }).click();
        const registration = await checkDialog(page, errors, 'Successful Registration');
        const seedPhrase = await registration.getByLabel('Your seed phrase').inputValue();
        await registration.getByRole('button', { name: 'Login' }).click();
        await page.getByRole('button', { name: 'Forgot password?' }).click();
        await page.getByRole('heading', { name: 'Reset Password' }).waitFor();
        await expectAccessible(page, errors, 'the reset password form');
        await page.getByLabel('Seed Phrase').fill(seedPhrase);
        await page.getByLabel('Email Address').fill(email);
        await page.getByLabel('New Password').fill('N3wpassw0rd!');
        await page.getByRole('button', { name: 'Reset Password' }).click();
        await checkDialog(page, errors, 'Password reset');
        await page.getByRole('button', { name: 'Login' }).click();
      });
    });

    test.describe('signed in', () => {
      let shared: JourneyPage;
      test.beforeAll(async ({ browser, accounts }, testInfo) => {
        shared = await openJourneyPage(browser, testInfo, { colorScheme });
        await saveSession(shared.page, accounts.investor);
        await shared.page.reload();
        // The app's first render runs in a transition that may yield: a visit's popstate fired
        // before the router listens is not seen, and the page stays where it opened (a 30 s
        // timeout on /dashboard, 2026-11-28). A person cannot click a link that is not drawn.
        await waitUntilSettled(shared.page);
      });
      test.afterAll(async () => {
        await shared?.context.close();
      });

      for (const route of GUARDED_ROUTES) {
        test(`${route.path} signed in`, async () => {
          await visit(shared.page, route.path, route.title);
          await expectAccessible(shared.page, shared.errors, route.path);
        });
      }

      test('deposit: payment methods with Bitcoin open', async () => {
        const { page, errors } = shared;
        await visit(page, routeRegistry.deposit.path, routeRegistry.deposit.title);
        await page.getByLabel('Amount').fill('100');
        await page.getByRole('button', { name: 'Make Deposit' }).click();
        await page.getByRole('button', { name: 'Bitcoin' }).click();
        await page.getByRole('region', { name: 'Bitcoin' }).waitFor();
        await waitUntilSettled(page);
        await expectAccessible(page, errors, 'the deposit payment methods');
      });

      test('account: Update Details', async () => {
        const { page, errors } = shared;
        await visit(page, routeRegistry.account.path, routeRegistry.account.title);
        await page.getByRole('button', { name: 'Update Details' }).click();
        await checkDialog(page, errors, 'Update Details');
      });

      test('withdrawal: the review dialog', async () => {
        const { page, errors } = shared;
        await visit(page, routeRegistry.withdrawal.path, routeRegistry.withdrawal.title);
        await requestWithdrawalReview(page, { amount: '25', walletAddress: 'bc1qpayoutwallet' });
        await checkDialog(page, errors, 'Review your withdrawal');
      });

      test('dashboard: Important Notification, then Account Verification', async ({ accounts }) => {
        const { page, errors } = shared;
        await saveSession(page, accounts.newcomer);
        // A fresh load: the session is read from storage when the app starts.
        await page.goto(`${WEB_URL}/dashboard`);
        const notification = await checkDialog(page, errors, 'Important Notification');
        await notification.getByRole('button', { name: 'Okay' }).click();
        await checkDialog(page, errors, 'Account Verification');
      });
    });
  });
}
