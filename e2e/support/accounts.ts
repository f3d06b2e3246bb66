import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import type { UserDetails } from '../../src/api/types';
import { API_URL, WEB_URL } from './stack';

export interface TestAccount {
  name: string;
  email: string;
  password: string;
  /** Returned once by the registration; resets the password. */
  seedPhrase: string;
}

async function postJson(
  path: string,
  body: unknown,
  { token, apiUrl = API_URL }: { token?: string; apiUrl?: string } = {},
): Promise<Response> {
  return fetch(`${apiUrl}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
}

/**
 * A fresh account made through `POST /auth/register`, with an address unique to this run, on
 * the stack's server or the one at `apiUrl`.
 */
export async function registerThroughApi(
  name = 'Journey Tester',
  prefix = 'e2e',
  apiUrl = API_URL,
): Promise<TestAccount> {
  const email = `${prefix}-${randomBytes(6).toString('hex')}@example.com`;
  const password = 'journey-password-1';
  const response = await postJson(
    '/auth/register',
    {
      name,
      email,
      password,
      zipCode: '10001',
      address: '1 Ledger Lane',
      countryOfResidence: 'united states',
      currency: '$',
      investmentGoal: 'none',
    },
    { apiUrl },
  );
  const text = await response.text();
  assert.equal(response.status, 201, text);
  const { seedPhrase } = JSON.parse(text) as { seedPhrase: string };
  return { name, email, password, seedPhrase };
}

/**
 * Fills the login form with the account's e-mail and password and presses Sign in (on the
 * suite's web server, or the one at `webUrl`).
 */
export async function submitSignInForm(
  page: Page,
  account: TestAccount,
  webUrl = WEB_URL,
): Promise<void> {
  await page.goto(`${webUrl}/sign-in`);
  await page.getByRole('heading', { name: 'Meridian Trades Login' }).waitFor();
  await page.getByLabel('Email', { exact: true }).fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/**
 * Waits for the dashboard a sign-in leads to and for the session to be saved: redux-persist
 * writes it on a timer after the sign-in, so a journey that loads another page at once (within
 * ~50 ms, on a busy machine) could otherwise start signed out (three market journeys and the
 * two-factor journey did, 2026-11-29; the DevTools journey read the token at once).
 */
export async function waitForSignedInDashboard(page: Page): Promise<void> {
  await page.waitForURL((url) => url.pathname === '/dashboard');
  await page.waitForFunction(() => localStorage.getItem('userToken') !== null);
}

/** Signs in through the login form, as a user does, and waits for the saved session. */
export async function signInThroughUi(page: Page, account: TestAccount): Promise<void> {
  await submitSignInForm(page, account);
  await waitForSignedInDashboard(page);
}

export interface Session {
  user: UserDetails;
  token: string;
}

/** Signs in through `POST /auth/login`: the session a successful login form would save. */
export async function loginThroughApi(account: TestAccount, apiUrl = API_URL): Promise<Session> {
  const response = await postJson(
    '/auth/login',
    { email: account.email, password: account.password },
    { apiUrl },
  );
  const text = await response.text();
  assert.equal(response.status, 200, text);
  return JSON.parse(text) as Session;
}

/** A bearer call of the API contract (SPEC §8) on the account's behalf, e.g. to add records. */
export async function postAsUser(session: Session, path: string, body: unknown): Promise<void> {
  const response = await postJson(path, body, { token: session.token });
  assert.equal(response.status, 201, await response.text());
}

/**
 * Saves the session where the app keeps it (SPEC §7: `userDetails` and `userToken`, each JSON)
 * so the page's next load starts signed in without going through the form.
 */
export async function saveSession(page: Page, session: Session): Promise<void> {
  if (!page.url().startsWith(WEB_URL)) await page.goto(`${WEB_URL}/`);
  await page.evaluate(
    ([details, bearer]) => {
      localStorage.setItem('userDetails', JSON.stringify(details));
      localStorage.setItem('userToken', JSON.stringify(bearer));
    },
    [session.user, session.token] as const,
  );
}

/**
 * The session a page signed in through the form keeps (see `saveSession`), so a test can call
 * the API as that same session without signing in again (which would add a session).
 */
export async function savedSession(page: Page): Promise<Session> {
  const [details, bearer] = await page.evaluate(() => [
    localStorage.getItem('userDetails'),
    localStorage.getItem('userToken'),
  ]);
  assert.ok(details && bearer, 'the page has no saved session');
  return { user: JSON.parse(details) as UserDetails, token: JSON.parse(bearer) as string };
}
