import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import type { Page } from '@playwright/test';
import {
  STAGING,
  STAGING_API_URL,
  STAGING_WEB_URL,
  stagingBuild,
  usePrebuilt,
} from '../scripts/e2e-builds.mjs';
import { isPortOpen } from '../scripts/ports.mjs';
import {
  registerThroughApi,
  signInThroughUi,
  submitSignInForm,
  waitForSignedInDashboard,
  type TestAccount,
} from './support/accounts';
import { expect, test } from './support/fixtures';
import { startApiServer, type Stack } from './support/stack';

/**
 * Issue 18: a staging bundle (REDUX_DEVTOOLS=on) hands Redux DevTools every action and state,
 * masked; the production bundle hands it nothing. The Redux DevTools extension is stubbed by
 * `window.__REDUX_DEVTOOLS_EXTENSION_COMPOSE__` (the hook RTK's configureStore calls when
 * DevTools are on): like the extension, it runs the sanitizers it is given on every action and
 * state it would send, and records what it would send.
 *
 * The suite's stack serves the plain production build (DIST_DIR). The staging bundle is one
 * extra production build (~1–2 min; scripts/e2e-builds.mjs): `npm test` builds it in its
 * parallel pool, a run of this file alone builds it here. It is served beside the stack on
 * WEB_PORT + 1 and pointed at a reference server of its own on API_PORT + 101 that allows
 * that origin.
 */

interface DevToolsRecord {
  /** The options' names and trace setting, as the extension was given them. */
  options: string[];
  trace: unknown;
  /** Each action and the state after it, sanitized and serialized as sent. */
  sent: string[];
}

/** Installs the extension stub before any of the page's scripts run. */
async function stubDevToolsExtension(page: Page) {
  await page.addInitScript(() => {
    type Sanitizer = (value: unknown, index: number) => unknown;
    type Reducer = (state: unknown, action: unknown) => unknown;
    type CreateStore = (reducer: Reducer, preloaded?: unknown) => unknown;
    type Enhancer = (next: CreateStore) => CreateStore;
    const host = window as unknown as { __devtools?: DevToolsRecord } & Record<string, unknown>;
    host.__REDUX_DEVTOOLS_EXTENSION_COMPOSE__ = (options: Record<string, unknown>) => {
      const record: DevToolsRecord = {
        options: Object.keys(options),
        trace: options.trace,
        sent: [],
      };
      host.__devtools = record;
      const actionSanitizer = (options.actionSanitizer as Sanitizer | undefined) ?? ((a) => a);
      const stateSanitizer = (options.stateSanitizer as Sanitizer | undefined) ?? ((s) => s);
      // The extension sees every action the reducer gets, middleware's included.
      const devTools: Enhancer = (next) => (reducer, preloaded) => {
        let index = 0;
        const observed: Reducer = (state, action) => {
          const after = reducer(state, action);
          index += 1;
          record.sent.push(
            JSON.stringify({
              action: actionSanitizer(action, index),
              state: stateSanitizer(after, index),
            }),
          );
          return after;
        };
        return next(observed, preloaded);
      };
      return (...enhancers: Enhancer[]) =>
        (createStore: CreateStore) =>
          [...enhancers, devTools].reduceRight((next, enhancer) => enhancer(next), createStore);
    };
  });
}

const devToolsRecord = (page: Page) =>
  page.evaluate(() => (window as unknown as { __devtools?: DevToolsRecord }).__devtools ?? null);

const savedToken = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('userToken') ?? 'null') as string | null);

function serveStagingBundle(): ChildProcess {
  return spawn(process.execPath, ['scripts/serve-build.mjs'], {
    env: { ...process.env, DIST_DIR: STAGING.distDir, WEB_PORT: String(STAGING.webPort) },
    stdio: 'ignore',
  });
}

test.describe('a staging build (REDUX_DEVTOOLS=on)', () => {
  // The staging server answers this bundle's market calls itself.
  test.use({ marketRelay: false });
  test.describe.configure({ mode: 'serial', timeout: 300_000 });

  let api: Stack | undefined;
  let web: ChildProcess | undefined;
  let account: TestAccount;

  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures from this pattern
  test.beforeAll(async ({}, testInfo) => {
    // The bundle is the same at every viewport: build and check it once per run, not per project.
    test.skip(testInfo.project.name !== 'desktop-1440', 'checked once, at desktop width');
    test.setTimeout(300_000);
    if (!usePrebuilt(STAGING.distDir)) {
      const { command, args, env } = stagingBuild();
      const build = spawnSync(command, args, {
        env: { ...process.env, ...env },
        encoding: 'utf8',
      });
      expect(build.status, `${build.stdout}\n${build.stderr}`).toBe(0);
    }
    api = await startApiServer(STAGING.apiPort, { CORS_ORIGIN: STAGING_WEB_URL });
    web = serveStagingBundle();
    await expect.poll(() => isPortOpen(STAGING.webPort), { timeout: 30_000 }).toBe(true);
    account = await registerThroughApi('DevTools Tester', 'devtools', STAGING_API_URL);
  });

  test.afterAll(async () => {
    web?.kill('SIGTERM');
    await api?.stop();
  });

  test('DevTools receive the sign-in as sanitized actions with traces', async ({ page }) => {
    await stubDevToolsExtension(page);
    await submitSignInForm(page, account, STAGING_WEB_URL);
    await waitForSignedInDashboard(page);

    const token = await savedToken(page);
    expect(token, 'the sign-in saved a token').toBeTruthy();
    const record = await devToolsRecord(page);
    expect(record, 'the staging build connected to DevTools').not.toBeNull();
    expect(record?.trace).toBe(true);
    expect(record?.options).toEqual(expect.arrayContaining(['actionSanitizer', 'stateSanitizer']));

    const sent = record?.sent.join('\n') ?? '';
    // The login went through DevTools: its request and its answer, masked.
    expect(sent).toContain('"endpointName":"login"');
    expect(sent).toContain('api/executeMutation/fulfilled');
    expect(sent).toContain('[masked]');
    expect(sent).not.toContain(account.password);
    expect(sent).not.toContain(token ?? '');
  });

  test('DevTools receive the logout without the session token (issue 26)', async ({ page }) => {
    await stubDevToolsExtension(page);
    await submitSignInForm(page, account, STAGING_WEB_URL);
    await waitForSignedInDashboard(page);
    const token = await savedToken(page);
    expect(token, 'the sign-in saved a token').toBeTruthy();
    // A page without the dashboard's verification dialog over the header.
    await page.goto(`${STAGING_WEB_URL}/dashboard/account`);
    await page.getByRole('heading', { name: 'Security', exact: true }).waitFor();

    const loggedOut = page.waitForResponse((response) => response.url().endsWith('/auth/logout'));
    await page.getByRole('button', { name: 'Logout' }).first().click();
    expect((await loggedOut).status()).toBe(204);
    // The logout's fulfilled action is the last thing the server call dispatches.
    await expect
      .poll(async () => (await devToolsRecord(page))?.sent.join('\n') ?? '')
      .toMatch(/"type":"api\/executeMutation\/fulfilled"[^\n]*"endpointName":"logout"/);

    const sent = (await devToolsRecord(page))?.sent.join('\n') ?? '';
    expect(sent).not.toContain(token ?? '');
    expect(sent).not.toMatch(/eyJ[\w-]*\.[\w-]+\.[\w-]+/);
  });
});

test.describe('a production build', () => {
  test('sends DevTools nothing', async ({ page }) => {
    await stubDevToolsExtension(page);
    const account = await registerThroughApi('DevTools Tester', 'devtools-off');
    await signInThroughUi(page, account);
    expect(await devToolsRecord(page)).toBeNull();
  });
});
