import type { BrowserContextOptions, Page } from 'playwright-core';
import { collectPageErrors } from './browser';
import { relayMarketFeed } from './market';
import type { Harness } from './harness';

/**
 * Runs `journey` on a page of a fresh browser context (its own storage: signed out) with the
 * market feed relayed to the fixture server and the page's console errors collected; prints
 * the servers' output if the journey fails, and closes the context either way.
 */
export async function inFreshContext(
  { browser, stack }: Harness,
  options: BrowserContextOptions,
  journey: (page: Page, errors: string[]) => Promise<void>,
): Promise<void> {
  const context = await browser.newContext(options);
  try {
    await relayMarketFeed(context);
    const page = await context.newPage();
    await journey(page, collectPageErrors(page));
  } catch (error) {
    console.error(stack.logs());
    throw error;
  } finally {
    await context.close();
  }
}
