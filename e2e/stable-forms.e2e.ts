import assert from 'node:assert/strict';
import { Secret, TOTP } from 'otpauth';
import type { Page } from '@playwright/test';
import type { TwoFactorSetupResponse } from '../src/api/types';
import {
  loginThroughApi,
  registerThroughApi,
  type Session,
  type TestAccount,
} from './support/accounts';
import { test } from './support/fixtures';
import { operator } from './support/operator';
import { API_URL, WEB_URL } from './support/stack';
import { submitRightAfterEditing } from './support/stableForms';

/**
 * Forms that never move under the pointer (issue 32): on every form of the product, a field is
 * edited and the submit button pressed at once, as a person does — at the place it had before
 * the field lost the focus. Every required message shows (SPEC §9) and the button has not moved
 * by a pixel while the errors appeared. jsdom has no layout, so only a browser can tell.
 */

/** Starts the page signed in (SPEC §7's keys), without a first load of another page. */
async function openSignedIn(page: Page, session: Session, path: string): Promise<void> {
  await page.addInitScript(
    ([details, bearer]) => {
      localStorage.setItem('userDetails', JSON.stringify(details));
      localStorage.setItem('userToken', JSON.stringify(bearer));
    },
    [session.user, session.token] as const,
  );
  await page.goto(`${WEB_URL}${path}`);
}

test.describe('signed out', () => {
  test('sign in', async ({ page }) => {
    await page.goto(`${WEB_URL}/sign-in`);
    const form = page.getByRole('form', { name: 'Login' });
    await submitRightAfterEditing(page, {
      field: form.getByLabel('Email', { exact: true }),
      submit: form.getByRole('button', { name: 'Sign in', exact: true }),
      within: form,
      messages: ['Email is required', 'Password is required'],
    });
  });

  test('reset password', async ({ page }) => {
    await page.goto(`${WEB_URL}/sign-in`);
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    const form = page.getByRole('form', { name: 'Reset Password' });
    await submitRightAfterEditing(page, {
      field: form.getByLabel('Seed Phrase'),
      submit: form.getByRole('button', { name: 'Reset Password' }),
      within: form,
      messages: ['Seed Phrase is required', 'Email is required', 'Password is required'],
    });
  });

  test('sign up', async ({ page }) => {
    await page.goto(`${WEB_URL}/sign-up`);
    const form = page.getByRole('form', { name: 'Create Personal Account' });
    await submitRightAfterEditing(page, {
      field: form.getByLabel('Personal Email'),
      submit: form.getByRole('button', { name: 'Create account' }),
      within: form,
      messages: [
        'Email is required',
        'Fullname is required',
        'Password is required',
        'Please select an investment goal',
        'Country of residence is required',
        'Address is required',
        'Zip code is required',
        'You must accept the terms of use and privacy policy',
      ],
    });
  });

  test('unlock your account', async ({ page }) => {
    await page.goto(`${WEB_URL}/unlock`);
    const form = page.getByRole('form', { name: 'Unlock your account' });
    await submitRightAfterEditing(page, {
      field: form.getByLabel('Email', { exact: true }),
      submit: form.getByRole('button', { name: 'Unlock account' }),
      within: form,
      messages: ['Email is required', 'Password is required', 'Seed Phrase is required'],
    });
  });

  test('help center: leave a message', async ({ page }) => {
    await page.goto(`${WEB_URL}/help-center`);
    const form = page.getByRole('form', { name: 'Leave a Message' });
    await submitRightAfterEditing(page, {
      field: form.getByLabel('Name'),
      submit: form.getByRole('button', { name: 'Submit' }),
      within: form,
      messages: ['Name is required', 'Subject is required'],
    });
  });
});

test.describe('signed in', () => {
  // One account per worker: these checks send nothing, so they cannot disturb each other.
  let session: Session;

  test.beforeAll(async () => {
    const account = await registerThroughApi('Stable Forms', 'stable-forms');
    await operator('allow-withdrawals', account.email, 'on');
    session = await loginThroughApi(account);
  });

  test('deposit', async ({ page }) => {
    await openSignedIn(page, session, '/dashboard/deposit');
    const form = page.locator('form').filter({ has: page.getByLabel('Amount') });
    await submitRightAfterEditing(page, {
      field: form.getByLabel('Amount'),
      submit: form.getByRole('button', { name: 'Make Deposit' }),
      within: form,
      messages: ['Amount is required'],
    });
  });

  test('withdrawal: the e-mail cleared, then Review withdrawal', async ({ page }) => {
    await openSignedIn(page, session, '/dashboard/withdrawal');
    const form = page.locator('form').filter({ has: page.getByLabel('Wallet address') });
    await submitRightAfterEditing(page, {
      field: form.getByLabel('Email'),
      submit: form.getByRole('button', { name: 'Review withdrawal' }),
      within: form,
      messages: [
        'Amount is required',
        'Wallet address is required',
        'Email is required',
        'Crypto exchange is required',
        'Asset is required',
      ],
    });
  });

  test('withdrawal: add an address to the book', async ({ page }) => {
    await openSignedIn(page, session, '/dashboard/withdrawal');
    await page
      .getByRole('region', { name: 'Address book' })
      .getByRole('button', { name: 'Add address' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Add a withdrawal address' });
    await submitRightAfterEditing(page, {
      field: dialog.getByLabel('Label'),
      submit: dialog.getByRole('button', { name: 'Save address' }),
      within: dialog,
      messages: ['Label is required', 'Asset is required', 'Address is required'],
    });
  });

  test('account: update details', async ({ page }) => {
    await openSignedIn(page, session, '/dashboard/account');
    await page.getByRole('button', { name: 'Update Details' }).click();
    const dialog = page.getByRole('dialog', { name: 'Update Details' });
    await submitRightAfterEditing(page, {
      clear: [dialog.getByLabel('Full name'), dialog.getByLabel('Address')],
      field: dialog.getByLabel('Zip code'),
      submit: dialog.getByRole('button', { name: 'Update' }),
      within: dialog,
      messages: [
        'Please enter a valid full name',
        'Address must be at least 5 characters long',
        'Zip code is required',
      ],
    });
  });

  test('account: the code that turns on two-factor authentication', async ({ page }) => {
    await openSignedIn(page, session, '/dashboard/account');
    await page
      .getByRole('region', { name: 'Two-factor authentication' })
      .getByRole('button', { name: 'Turn on two-factor authentication' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Turn on two-factor authentication' });
    await dialog.getByRole('button', { name: 'Next' }).click();
    await submitRightAfterEditing(page, {
      field: dialog.getByLabel('Authentication code'),
      submit: dialog.getByRole('button', { name: 'Turn on' }),
      within: dialog,
      messages: ['Enter the 6-digit code from your authenticator app'],
    });
  });

  test('account: the anti-phishing phrase', async ({ page }) => {
    await openSignedIn(page, session, '/dashboard/account');
    const region = page.getByRole('region', { name: 'Anti-phishing phrase' });
    await region.getByRole('button', { name: 'Set a phrase' }).click();
    const form = region.getByRole('form', { name: 'Anti-phishing phrase' });
    await submitRightAfterEditing(page, {
      field: form.getByLabel('Phrase'),
      submit: form.getByRole('button', { name: 'Save phrase' }),
      within: form,
      messages: ['Enter a phrase'],
    });
  });

  test('deposit history: statement dates', async ({ page }) => {
    await openSignedIn(page, session, '/dashboard/depositHistory');
    await page.getByRole('button', { name: 'Download statement' }).click();
    const dialog = page.getByRole('dialog', { name: 'Download statement' });
    await submitRightAfterEditing(page, {
      clear: [dialog.getByLabel('From')],
      field: dialog.getByLabel('To'),
      submit: dialog.getByRole('button', { name: 'Download CSV' }),
      within: dialog,
      messages: ['From date is required', 'To date is required'],
    });
  });

  for (const [history, records] of [
    ['/dashboard/depositHistory', 'deposits'],
    ['/dashboard/withdrawalHistory', 'withdrawals'],
  ] as const) {
    test(`${records} history: filters`, async ({ page }) => {
      await openSignedIn(page, session, history);
      const form = page.getByRole('form', { name: `Filter ${records}` });
      await form.getByLabel('From').fill('2026-03-31');
      await submitRightAfterEditing(page, {
        field: form.getByLabel('To'),
        value: '2026-03-01',
        submit: form.getByRole('button', { name: 'Apply filters' }),
        within: form,
        messages: ['From must be on or before To'],
      });
    });
  }

  test('trade history: filters', async ({ page }) => {
    await openSignedIn(page, session, '/dashboard/trades');
    const form = page.getByRole('form', { name: 'Filter trades' });
    await form.getByLabel('From').fill('2026-03-31');
    await submitRightAfterEditing(page, {
      field: form.getByLabel('To'),
      value: '2026-03-01',
      submit: form.getByRole('button', { name: 'Apply', exact: true }),
      within: form,
      messages: ['From must be on or before To'],
    });
  });

  test('spot trading: the order panel', async ({ page }) => {
    await openSignedIn(page, session, '/dashboard/spot-trading');
    const panel = page.getByRole('region', { name: 'Place an order' });
    await submitRightAfterEditing(page, {
      field: panel.getByLabel(/Amount to spend/),
      submit: panel.getByRole('button', { name: 'Preview' }),
      within: panel,
      messages: ['Amount is required'],
    });
  });
});

/** Turns 2FA on through the API, as Account → Security does. */
async function turnOnTwoFactor(account: TestAccount): Promise<Session> {
  const session = await loginThroughApi(account);
  const call = async (path: string, body: unknown) => {
    const response = await fetch(`${API_URL}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${session.token}` },
      body: JSON.stringify(body),
    });
    const text = await response.text();
    assert.equal(response.status, 200, text);
    return JSON.parse(text) as unknown;
  };
  const { secret } = (await call('/auth/2fa/setup', {})) as TwoFactorSetupResponse;
  await call('/auth/2fa/enable', { code: TOTP.generate({ secret: Secret.fromBase32(secret) }) });
  return session;
}

test.describe('with two-factor authentication on', () => {
  let account: TestAccount;
  let session: Session;

  test.beforeAll(async () => {
    account = await registerThroughApi('Stable Forms', 'stable-forms-2fa');
    session = await turnOnTwoFactor(account);
  });

  test('sign in: the code step', async ({ page }) => {
    await page.goto(`${WEB_URL}/sign-in`);
    await page.getByLabel('Email', { exact: true }).fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    const form = page.getByRole('form', { name: 'Sign-in code' });
    await submitRightAfterEditing(page, {
      field: form.getByLabel('Authentication code'),
      submit: form.getByRole('button', { name: 'Verify' }),
      within: form,
      messages: ['Enter the 6-digit code from your authenticator app'],
    });
  });

  test('withdrawal: an address to the book, with its code', async ({ page }) => {
    await openSignedIn(page, session, '/dashboard/withdrawal');
    await page
      .getByRole('region', { name: 'Address book' })
      .getByRole('button', { name: 'Add address' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Add a withdrawal address' });
    await submitRightAfterEditing(page, {
      field: dialog.getByLabel('Authentication code'),
      submit: dialog.getByRole('button', { name: 'Save address' }),
      within: dialog,
      messages: [
        'Label is required',
        'Asset is required',
        'Address is required',
        'Enter the 6-digit code from your authenticator app or one of your recovery codes',
      ],
    });
  });
});
