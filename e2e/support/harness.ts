import { after, before } from 'node:test';
import type { Browser } from 'playwright-core';
import { launchBrowser } from './browser';
import { startStack, type Stack } from './stack';

export interface Harness {
  stack: Stack;
  browser: Browser;
}

interface HarnessOptions {
  /** Adds or overrides the API server's settings (e.g. a short TOKEN_TTL_SECONDS). */
  apiEnv?: NodeJS.ProcessEnv;
  /** The file's own preparation (accounts, operator commands), once the product is up. */
  setup?: () => Promise<void>;
}

/**
 * Each browser test file runs against the product as a user gets it: the production build and
 * the API on a fresh in-memory database (startStack), plus one headless Chromium — started
 * before the file's tests and stopped after them. Call it at the top level of the file; the
 * returned object is filled in before the first test runs. A file's preparation goes in
 * `setup`, not a `before` hook of its own: node:test starts top-level hooks concurrently, so a
 * second hook could run before the product is listening.
 */
export function useProductStack({ apiEnv = {}, setup }: HarnessOptions = {}): Harness {
  // Filled by the hook below; no test reads it earlier.
  const harness = {} as Harness;
  before(async () => {
    harness.stack = await startStack(apiEnv);
    harness.browser = await launchBrowser();
    await setup?.();
  });
  after(async () => {
    await harness.browser?.close();
    await harness.stack?.stop();
  });
  return harness;
}
