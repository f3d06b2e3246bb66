import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH, VIEWPORTS } from './e2e/support/browser';

/**
 * The browser tests (e2e/*.e2e.ts) on Playwright Test, against the production build and the
 * reference server, started once for the run by e2e/support/globalSetup.ts. Debian's Chromium is
 * used as it is (no browser download), with the flags that keep it off this machine's closed
 * network.
 *
 * Which journeys run at which width — the rule: every journey runs at desktop width. A journey
 * also runs at tablet width (768, where the dashboard nav is a drawer and a bottom bar) when what
 * it checks depends on the layout: axe and the public pages, keyboard use (the tablet nav is
 * reached differently), the market widgets, the dashboard's cards and dialogs, tables and
 * sections with a check of their own at 768, the drawer and bottom bar, and every screen that
 * no other tablet journey opens. A journey about what the server and the session do (expiry,
 * logout, a second browser, framing and security headers, DevTools, an unreadable answer, the
 * money flow through screens other tablet journeys open) gives the same answer at any width,
 * so it runs at desktop only: the files in TABLET_SKIPS, and tests tagged @desktop-only inside
 * a file that keeps others at tablet. Every screen keeps at least one tablet journey that opens
 * it. The public pages also run at 1024.
 */

/**
 * Chromium flags for the journeys only, not the bench's Lighthouse runs (which measure the page
 * as users' browsers run it): V8 optimises no further than Maglev. A journey's pages live for
 * seconds, too short for TurboFan's background compiles to pay back their CPU, and the run is
 * CPU-bound on two cores. accessibility + market at desktop (73 journeys, all processes, from
 * /proc, alternating runs): 197 and 186 core-seconds without it, 181 and 179 with it
 * (2026-11-29). What the page does is the same either way.
 */
const JOURNEY_ONLY_ARGS = ['--js-flags=--max-opt=2'];

/** Journeys whose result does not depend on the layout; why each screen stays covered. */
const TABLET_SKIPS = [
  // Guard redirects, reload and offline: every dashboard route opens at 768 in accessibility.
  'session.e2e.ts',
  // The expiry message on sign-in: sign-in is covered at 768 by accessibility and auth.
  'session-expiry.e2e.ts',
  // Deposit, review and histories: at 768 in accessibility, keyboard, history, hide-amounts.
  'money-journey.e2e.ts',
  // The address dialogs with 2FA: the same dialogs open at 768 in two-factor.
  'address-book.e2e.ts',
  // The breakdown's Retry: the breakdown opens at 768 in hide-amounts.
  'unreadable-answer.e2e.ts',
  // Passkeys with the virtual authenticator: the same dialogs open at 768 in two-factor and
  // accessibility; what it proves is the server's WebAuthn, not the layout.
  'passkeys.e2e.ts',
  // Headers, policies and bundles: no layout at all.
  'security.e2e.ts',
  'framing.e2e.ts',
  'devtools.e2e.ts',
  // Its own demo build, once per run.
  'demo.e2e.ts',
  // CI time (issue 32: the run must stay well under 30 minutes, and this release added ~50
  // journeys): these open screens that accessibility, hide-amounts, market and smoke still open
  // at 768, where axe and the layout checks run. The keyboard journey's Tab order is the
  // desktop one (a tablet is used by touch); the forms' error line is the same component at
  // any width; languages, trading and the alert journey exercise the server, not the layout.
  'keyboard.e2e.ts',
  'stable-forms.e2e.ts',
  'languages.e2e.ts',
  'trading-journey.e2e.ts',
  'notifications-journey.e2e.ts',
  // The lock and unlock pages open at 768 in accessibility and public-pages; the journey itself
  // is about the server, the mail and the session, not the layout.
  'account-lock.e2e.ts',
];

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
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: [...CHROMIUM_ARGS, ...JOURNEY_ONLY_ARGS],
    },
    actionTimeout: 30_000,
    navigationTimeout: 30_000,
    // A failing test keeps its trace: every action with its timing and call log. Not the
    // screencast nor the DOM snapshots (with which Playwright also records the network): the
    // trace records them for every test and throws them away when it passes, and they cost
    // the browser more than many tests themselves. Frames: accessibility, keyboard and
    // stable-forms at desktop took 139 s with them and 106 s without (2026-11-28). DOM
    // snapshots: accessibility and stable-forms at desktop used 270–286 core-seconds with them
    // and 243 without (all processes, /proc; 2026-11-29). A failure still has its screenshot,
    // the page's accessibility snapshot and the servers' log; for the DOM and the network at
    // each step, run it again with `--trace on`.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: false },
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'desktop-1440', use: { viewport: VIEWPORTS.desktop } },
    {
      name: 'tablet-768',
      testIgnore: TABLET_SKIPS,
      grepInvert: /@desktop-only/,
      use: { viewport: VIEWPORTS.tablet },
    },
    {
      // Tablet landscape: the public pages' layout and axe at the one width between the two.
      name: 'tablet-landscape-1024',
      testMatch: 'public-pages.e2e.ts',
      use: { viewport: { width: 1024, height: 768 } },
    },
  ],
});
