import { chromium, type Browser, type Page } from 'playwright-core';

/**
 * Debian's Chromium, headless. No browser is downloaded. The flags keep Chromium from calling
 * home, which this machine's closed network refuses noisily; the browser tests
 * (playwright.config.ts, which adds a V8 flag for the journeys alone) and the bench's
 * Lighthouse runs launch Chromium with these flags.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** The bench's browser; the browser tests get theirs from Playwright Test's `browser` fixture. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [...CHROMIUM_ARGS],
  });
}

/** The widths the browser tests run at: the desktop-1440 and tablet-768 projects. */
export const VIEWPORTS = {
  desktop: { width: 1440, height: 900 },
  tablet: { width: 768, height: 1024 },
} as const;

/** Collects console errors and uncaught page errors so a journey can assert there were none. */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}
