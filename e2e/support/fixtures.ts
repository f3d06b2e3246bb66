import { closeSync, existsSync, openSync, readSync, statSync } from 'node:fs';
import {
  test as base,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
  type TestInfo,
} from '@playwright/test';
import { collectPageErrors } from './browser';
import { SERVER_LOG } from './globalSetup';
import { relayMarketFeed } from './market';

export { expect } from '@playwright/test';

interface ProductFixtures {
  /**
   * Relays the page's market calls to the reference server's fixture feed (the default). A test
   * that must see the build's own connections (the Content-Security-Policy) turns it off with
   * `test.use({ marketRelay: false })`.
   */
  marketRelay: boolean;
  /** The console errors and uncaught errors of `page`, collected from its first load. */
  consoleErrors: string[];
  /** Attaches what the servers printed during a test that failed. */
  serverLogOnFailure: void;
}

function logSize(): number {
  return existsSync(SERVER_LOG) ? statSync(SERVER_LOG).size : 0;
}

function logSince(offset: number): string {
  const end = logSize();
  if (end <= offset) return '';
  const buffer = Buffer.alloc(end - offset);
  const file = openSync(SERVER_LOG, 'r');
  try {
    readSync(file, buffer, 0, buffer.length, offset);
  } finally {
    closeSync(file);
  }
  return buffer.toString();
}

/**
 * Playwright Test with the product's fixtures: every test's context (a fresh one per test, so
 * signed out) relays the market feed, and `consoleErrors` lets a test assert its page logged
 * nothing. The product itself is started once for the run (e2e/support/globalSetup.ts).
 */
export const test = base.extend<ProductFixtures>({
  marketRelay: [true, { option: true }],
  context: async ({ context, marketRelay }, use) => {
    if (marketRelay) await relayMarketFeed(context);
    await use(context);
    // A relayed call still in flight as the test ends is the page leaving, not a fault.
    if (marketRelay) await context.unrouteAll({ behavior: 'ignoreErrors' });
  },
  consoleErrors: async ({ page }, use) => {
    await use(collectPageErrors(page));
  },
  serverLogOnFailure: [
    // Playwright reads the fixtures a fixture needs from this first parameter's pattern.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use, testInfo) => {
      const offset = logSize();
      await use();
      if (testInfo.status === testInfo.expectedStatus) return;
      const output = logSince(offset);
      if (output) await testInfo.attach('servers.log', { body: output, contentType: 'text/plain' });
    },
    { auto: true },
  ],
});

/** A page whose context outlives one test: the steps of a serial journey share it. */
export interface JourneyPage {
  context: BrowserContext;
  page: Page;
  /** Console errors and uncaught errors since the page opened. */
  errors: string[];
}

/**
 * Opens a page for a `test.describe.serial` journey, in `beforeAll`: a fresh (signed-out)
 * context at the project's viewport with the market feed relayed. Playwright still records its
 * trace and failure screenshot per step. Close `context` in `afterAll`.
 */
export async function openJourneyPage(
  browser: Browser,
  testInfo: TestInfo,
  options: BrowserContextOptions = {},
): Promise<JourneyPage> {
  const context = await browser.newContext({ viewport: testInfo.project.use.viewport, ...options });
  await relayMarketFeed(context);
  const page = await context.newPage();
  return { context, page, errors: collectPageErrors(page) };
}

/** The project's viewport width, for the few checks that differ at tablet width. */
export function viewportWidth(testInfo: TestInfo): number {
  return testInfo.project.use.viewport?.width ?? 0;
}
