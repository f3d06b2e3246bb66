import assert from 'node:assert/strict';
import { describe, test, type TestContext } from 'node:test';
import type { Page } from 'playwright-core';
import { useProductStack } from './support/harness';
import {
  loginThroughApi,
  postAsUser,
  registerThroughApi,
  saveSession,
  type Session,
  type TestAccount,
} from './support/accounts';
import { severeAxeViolations, THEME_BACKGROUND, waitUntilSettled } from './support/a11y';
import { VIEWPORTS } from './support/browser';
import { fillSignUpForm, requestWithdrawalReview } from './support/forms';
import { inFreshContext } from './support/journey';
import { operator } from './support/operator';
import { DASHBOARD_ROUTES, PUBLIC_ROUTES } from './support/routes';
import { WEB_URL } from './support/stack';

/**
 * Every route of SPEC §1 — public, sign-in and sign-up, the unknown-route error screen, and
 * every dashboard page signed in — plus the main dialogs and the deposit's second step, in the
 * light and dark themes at desktop (1440) and tablet (768) width: no serious or critical
 * axe-core violations and no console errors once the page (market widgets included, from the
 * reference server's offline feed) has settled. One browser; one context per theme and width.
 */
const SIGNED_OUT_ROUTES = [
  ...PUBLIC_ROUTES,
  { path: '/sign-in', title: 'Login' },
  { path: '/sign-up', title: 'Create Personal Account' },
  { path: '/no-such-page', title: 'Error' },
];

const RUNS = [
  { name: '1440 light', viewport: VIEWPORTS.desktop, colorScheme: 'light' },
  { name: '1440 dark', viewport: VIEWPORTS.desktop, colorScheme: 'dark' },
  { name: '768 light', viewport: VIEWPORTS.tablet, colorScheme: 'light' },
  { name: '768 dark', viewport: VIEWPORTS.tablet, colorScheme: 'dark' },
] as const;

const product = useProductStack({
  setup: async () => {
    const [investorAccount, newcomerAccount] = await Promise.all([
      registerThroughApi('Ada Investor', 'a11y-investor'),
      registerThroughApi('Nia Newcomer', 'a11y-newcomer'),
    ]);
    await prepareInvestor(investorAccount);
    await operator('set-notification', newcomerAccount.email, 'Scheduled maintenance on Sunday.');
    [investor, newcomer] = await Promise.all([
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
  },
});
/** Verified, with money and records: every dashboard page shows its full, settled state. */
let investor: Session;
/** Unverified with an operator notification: the dashboard opens both of its dialogs. */
let newcomer: Session;

async function prepareInvestor(account: TestAccount) {
  await operator('verify-user', account.email);
  await operator('post-trade-result', account.email, '500', 'Closed BTC position');
  await operator('set-withdrawal-fee', account.email, '2');
  await operator('allow-withdrawals', account.email, 'on');
}

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
  await waitUntilSettled(page);
  assert.equal(new URL(page.url()).pathname, path);
}

/** axe finds nothing serious or critical and the console stayed clean. */
async function assertAccessible(page: Page, errors: string[], where: string) {
  assert.deepEqual(await severeAxeViolations(page), [], where);
  assert.deepEqual(errors.splice(0), [], `console errors on ${where}`);
}

async function checkDialog(page: Page, errors: string[], name: string, where: string) {
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
  await assertAccessible(page, errors, `the ${name} dialog on ${where}`);
  return dialog;
}

/** Signs up through the form: the one way to see the Successful Registration dialog. */
async function signUp(page: Page, email: string) {
  await visit(page, '/sign-up', 'Create Personal Account');
  await fillSignUpForm(page, { email, name: 'Reggie Registrant', password: 'first-password-1' });
  await page.getByRole('button', { name: 'Create account' }).click();
}

// Two runs at a time: axe is CPU-bound in each page's renderer and the machines have two cores.
describe('accessibility', { concurrency: 2 }, () => {
  for (const run of RUNS) {
    test(`every route and main dialog is accessible at ${run.name}`, async (t: TestContext) => {
      const options = { viewport: run.viewport, colorScheme: run.colorScheme };
      await inFreshContext(product, options, async (page, errors) => {
        await page.goto(WEB_URL);
        await waitUntilSettled(page);
        // The app follows the system preference until the user picks a theme.
        assert.equal(
          await page.evaluate(() => getComputedStyle(document.body).backgroundColor),
          THEME_BACKGROUND[run.colorScheme],
        );
        for (const route of SIGNED_OUT_ROUTES) {
          await t.test(`${route.path} signed out`, async () => {
            await visit(page, route.path, route.title);
            await assertAccessible(page, errors, route.path);
          });
        }

        await t.test('sign-up: Successful Registration, then reset: Password reset', async () => {
          const email = `a11y-signup-${run.viewport.width}-${run.colorScheme}-${Date.now()}@example.com`;
          await signUp(page, email);
          const registration = await checkDialog(page, errors, 'Successful Registration', run.name);
          const seedPhrase = await registration.getByLabel('Your seed phrase').inputValue();
          await registration.getByRole('button', { name: 'Login' }).click();
          await page.getByRole('button', { name: 'Forgot password?' }).click();
          await page.getByRole('heading', { name: 'Reset Password' }).waitFor();
          await assertAccessible(page, errors, 'the reset password form');
          await page.getByLabel('Seed Phrase').fill(seedPhrase);
          await page.getByLabel('Email Address').fill(email);
          await page.getByLabel('New Password').fill('N3wpassw0rd!');
          await page.getByRole('button', { name: 'Reset Password' }).click();
          await checkDialog(page, errors, 'Password reset', run.name);
          await page.getByRole('button', { name: 'Login' }).click();
        });

        await saveSession(page, investor);
        await page.reload();
        for (const route of DASHBOARD_ROUTES) {
          await t.test(`${route.path} signed in`, async () => {
            await visit(page, route.path, route.title);
            await assertAccessible(page, errors, route.path);
          });
        }

        await t.test('deposit: payment methods with Bitcoin open', async () => {
          await visit(page, '/dashboard/deposit', 'Deposit');
          await page.getByLabel('Amount').fill('100');
          await page.getByRole('button', { name: 'Make Deposit' }).click();
          await page.getByRole('button', { name: 'Bitcoin' }).click();
          await page.getByRole('region', { name: 'Bitcoin' }).waitFor();
          await waitUntilSettled(page);
          await assertAccessible(page, errors, 'the deposit payment methods');
        });

        await t.test('account: Update Details', async () => {
          await visit(page, '/dashboard/account', 'Account');
          await page.getByRole('button', { name: 'Update Details' }).click();
          await checkDialog(page, errors, 'Update Details', run.name);
        });

        await t.test('withdrawal: the review dialog', async () => {
          await visit(page, '/dashboard/withdrawal', 'Withdrawal');
          await requestWithdrawalReview(page, { amount: '25', walletAddress: 'bc1qpayoutwallet' });
          await checkDialog(page, errors, 'Review your withdrawal', run.name);
        });

        await t.test('dashboard: Important Notification, then Account Verification', async () => {
          await saveSession(page, newcomer);
          // A fresh load: the session is read from storage when the app starts.
          await page.goto(`${WEB_URL}/dashboard`);
          const notification = await checkDialog(page, errors, 'Important Notification', run.name);
          await notification.getByRole('button', { name: 'Okay' }).click();
          await checkDialog(page, errors, 'Account Verification', run.name);
        });
      });
    });
  }
});
