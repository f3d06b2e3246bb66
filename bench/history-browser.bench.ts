/**
 * Benchmark: the deposit history in a real browser (issue 15's browser targets) for a user
 * with 10,000 deposits — first history rows drawn ≤ 500 ms after navigation, next page drawn
 * ≤ 200 ms after the click. Prints each figure beside its target with MET / NOT MET.
 *
 *   API_URL=http://localhost:4132 npx webpack --mode production --no-stats --output-path dist-c15
 *   DIST_DIR=dist-c15 E2E_WEB_PORT=8132 E2E_API_PORT=4132 node --import tsx bench/history-browser.bench.ts
 *
 * The ports must be the ones the build's API_URL names (defaults 8080 / 4000 and dist/). The
 * reference server runs in this process on in-memory PGlite (or DATABASE_URL) so the 10,000
 * deposits can be written straight into the table, as no API creates decided records; the
 * build is served compressed by scripts/serve-build.mjs, and Chromium loads the page cold
 * (a fresh context each run), signed in. Each figure is the median of RUNS runs, after one
 * load that is not counted (warm-up).
 */
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { launchBrowser, VIEWPORTS } from '../e2e/support/browser';
import { isPortOpen } from '../scripts/ports.mjs';
import { buildApp } from '../server/src/app';
import { refreshHistoryStatistics } from '../server/src/accounts/historyStatistics';
import { findUserByEmail } from '../server/src/accounts/users';
import { makeConfig } from '../server/src/config';
import { openTestDatabase, registration, TEST_SCRYPT_COST } from '../server/test/helpers';
import { paths } from '../src/config/routes';
import type { LoginSuccessResponse } from '../src/api/types';
import { printTable } from './printTable';

const RECORDS = 10_000;
const RUNS = 9;
const WEB_PORT = Number(process.env.E2E_WEB_PORT ?? 8080);
const API_PORT = Number(process.env.E2E_API_PORT ?? 4000);
const WEB_URL = `http://localhost:${WEB_PORT}`;
const API_URL = `http://localhost:${API_PORT}`;
const TARGETS = { firstRows: 500, nextPage: 200 };

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

async function waitForPort(port: number): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (!(await isPortOpen(port))) {
    if (Date.now() > deadline) throw new Error(`nothing listens on port ${port}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Times, in the page, when the deposit table first shows a real row and when a row whose
 * reference is `reference` is drawn: each is the next animation frame after the DOM change,
 * on the page's clock (ms since navigation started).
 */
function installRowWatch(page: Page) {
  // A string, not a function: tsx would add helpers to a function's source that the page lacks.
  return page.addInitScript(`
    const marks = (window.historyMarks = {});
    new MutationObserver(() => {
      const cell = document.querySelector(
        'table[aria-label="Deposit history"]:not([aria-busy]) tbody td',
      );
      const key = /DEP-BENCH-\\d+/.exec(cell?.parentElement?.textContent ?? '')?.[0];
      if (!key || marks[key] !== undefined) return;
      marks[key] = -1;
      requestAnimationFrame(() => {
        marks[key] = performance.now();
      });
    }).observe(document, { childList: true, subtree: true, characterData: true });
  `);
}

async function markOf(page: Page, reference: string): Promise<number> {
  const handle = await page.waitForFunction(
    `(window.historyMarks?.[${JSON.stringify(reference)}] ?? -1) >= 0 && window.historyMarks[${JSON.stringify(reference)}]`,
    undefined,
    { timeout: 30_000 },
  );
  return (await handle.jsonValue()) as number;
}

async function main(): Promise<void> {
  for (const port of [WEB_PORT, API_PORT]) {
    if (await isPortOpen(port)) throw new Error(`port ${port} is in use`);
  }
  const db = await openTestDatabase();
  const app = await buildApp({
    db,
    config: makeConfig({
      tokenSecret: 'bench-token-secret-0123456789abcdef0123456789',
      scryptCost: TEST_SCRYPT_COST,
      corsOrigins: [WEB_URL],
    }),
  });
  await app.listen({ port: API_PORT, host: '127.0.0.1' });
  const web = spawn(process.execPath, ['scripts/serve-build.mjs'], {
    env: { ...process.env, WEB_PORT: String(WEB_PORT) },
    stdio: 'ignore',
  });
  const browser = await launchBrowser();
  try {
    await waitForPort(WEB_PORT);
    const form = registration();
    const registered = await fetch(`${API_URL}/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(form),
    });
    if (registered.status !== 201) throw new Error(await registered.text());
    const account = await findUserByEmail(db, form.email.toLowerCase());
    if (!account) throw new Error('the bench user was not created');
    // Newest is DEP-BENCH-00000; a minute apart, a third each pending / approved / failed.
    const now = Date.now();
    const indexes = Array.from({ length: RECORDS }, (_, index) => index);
    await db.query(
      `INSERT INTO deposits (id, user_id, amount, reference, status, created_at)
       SELECT * FROM unnest($1::uuid[], $2::uuid[], $3::numeric[], $4::text[], $5::text[], $6::timestamptz[])`,
      [
        indexes.map(() => randomUUID()),
        indexes.map(() => account.id),
        indexes.map((index) => String(100 + (index % 900))),
        indexes.map((index) => `DEP-BENCH-${String(index).padStart(5, '0')}`),
        indexes.map((index) => ['pending', 'approved', 'failed'][index % 3]),
        indexes.map((index) => new Date(now - index * 60_000).toISOString()),
      ],
    );
    await refreshHistoryStatistics(db);
    const login = await fetch(`${API_URL}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: form.email, password: form.password }),
    });
    const session = (await login.json()) as LoginSuccessResponse;

    /** One cold, signed-in load of the history, then Next: the figures of one run. */
    const measureOnce = async () => {
      // bypassCSP lets waitForFunction poll the marks (the app's CSP forbids eval); it changes
      // nothing the app itself does.
      const context = await browser.newContext({ viewport: VIEWPORTS.desktop, bypassCSP: true });
      const page = await context.newPage();
      // Signed in through storage, from a same-origin file that runs no app code (cold cache).
      await page.goto(`${WEB_URL}/favicon.svg`);
      await page.evaluate(
        ([user, token]) => {
          localStorage.setItem('userDetails', JSON.stringify(user));
          localStorage.setItem('userToken', JSON.stringify(token));
        },
        [session.user, session.token] as const,
      );
      await installRowWatch(page);
      await page.goto(`${WEB_URL}${paths.depositHistory}`);
      const firstRows = await markOf(page, 'DEP-BENCH-00000');
      // Where the time goes: when the first page's request left, and its server round trip.
      const [request] = await page.evaluate<
        [number, number][]
      >(`performance.getEntriesByType('resource')
        .filter((entry) => entry.name.includes('/transaction/all'))
        .map((entry) => [entry.startTime, entry.responseEnd - entry.startTime])`);
      const clickedAt = await page.evaluate(() => {
        const next = [
          ...document.querySelectorAll('nav[aria-label="Deposit history pages"] button'),
        ].find((button) => button.textContent?.includes('Next page')) as HTMLButtonElement;
        const at = performance.now();
        next.click();
        return at;
      });
      const nextPage = (await markOf(page, 'DEP-BENCH-00025')) - clickedAt;
      await context.close();
      return { firstRows, nextPage, request };
    };

    // One load first, not counted: the first after the server and the browser start also
    // prepares the server's statements and compiles both sides' code, which a running server
    // and a user's browser have long done (here it was often the slowest run of a batch).
    await measureOnce();
    const firstRows: number[] = [];
    const nextPage: number[] = [];
    const requestSent: number[] = [];
    const requestTime: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const figures = await measureOnce();
      firstRows.push(figures.firstRows);
      nextPage.push(figures.nextPage);
      if (figures.request) {
        requestSent.push(figures.request[0]);
        requestTime.push(figures.request[1]);
      }
    }

    const row = (name: string, values: number[], target: number) => {
      const figure = median(values);
      return [
        name,
        `${figure.toFixed(0)} ms`,
        `≤ ${target} ms`,
        figure <= target ? 'MET' : 'NOT MET',
        values.map((value) => value.toFixed(0)).join(', '),
      ];
    };
    printTable(
      `Deposit history in Chromium: ${RECORDS.toLocaleString('en-US')} deposits, ` +
        `${db.kind === 'postgres' ? 'PostgreSQL' : 'in-memory PGlite'}, production build, median of ${RUNS}`,
      ['figure', 'measured', 'target', 'status', 'runs (ms)'],
      [
        row('navigation → first rows drawn', firstRows, TARGETS.firstRows),
        row('Next page click → rows drawn', nextPage, TARGETS.nextPage),
      ],
    );
    console.log(
      `  of the first figure: page-1 request sent at ${median(requestSent).toFixed(0)} ms ` +
        `after navigation (app code loaded and run), its round trip ${median(requestTime).toFixed(0)} ms`,
    );
  } finally {
    await browser.close();
    web.kill('SIGTERM');
    await app.close();
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
