import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH, VIEWPORTS } from './e2e/support/browser';

/**
 * The browser tests (e2e/*.e2e.ts) on Playwright Test, against the production build and the
 * reference server, started once for the run by e2e/support/globalSetup.ts. Debian's Chromium is
 * used as it is (no browser download), with the flags that keep it off this machine's closed
 * network. Every test runs at desktop and tablet width; the public pages also at 1024.
 */
export default defineConfig({
  testDir: 'e2e',
  testMatch: '*.e2e.ts',
  globalSetup: './e2e/support/globalSetup.ts',
  outputDir: 'e2e/artifacts/test-results',
  // Two workers on the two-core machines: a second browser overlaps one test's waiting on the
  // page with another's work; more would only queue for the CPU.
  workers: 2,
  forbidOnly: !!process.env.CI,
  // A flaky test must show as a failure, not pass on its second try.
  retries: 0,
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['html', { outputFolder: 'e2e/artifacts/report', open: 'never' }]],
  use: {
    headless: true,
    launchOptions: { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] },
    actionTimeout: 30_000,
    navigationTimeout: 30_000,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'desktop-1440', use: { viewport: VIEWPORTS.desktop } },
    { name: 'tablet-768', use: { viewport: VIEWPORTS.tablet } },
    {
      // Tablet landscape: the public pages' layout and axe at the one width between the two.
      name: 'tablet-landscape-1024',
      testMatch: 'public-pages.e2e.ts',
      use: { viewport: { width: 1024, height: 768 } },
    },
  ],
});
