import type { Page } from 'playwright-core';
import { launchBrowser, VIEWPORTS } from '../e2e/support/browser';
import { isDashboardPath, paths, type RouteKey } from '../src/config/routes';
import { serveFloor } from './floorServer';
import {
  auditPage,
  medianFigures,
  type AuditOptions,
  type LighthouseFigures,
} from './lighthouseAudit';
import type { PageLoadFigures, Viewport } from './pageLoad';

/**
 * Everything measured in a browser, against the product started by the browser tests' harness
 * (e2e/support/stack.ts): the build served compressed, the API on a fresh in-memory database,
 * the offline market feed. Dashboard pages are loaded signed in as a fresh, verified account.
 * The floor page (bench/floor/), when built, is served beside it and audited with it.
 */
export interface LighthouseResult {
  route: string;
  figures: LighthouseFigures;
  runs: LighthouseFigures[];
}

export interface PageLoadResult {
  route: string;
  viewport: NamedViewport;
  figures: PageLoadFigures;
}

export interface NamedViewport extends Viewport {
  name: string;
}

export const LIGHTHOUSE_ROUTES = [paths.home, paths.dashboard] as const;

/** The floor page's name in the Lighthouse results (it is not a route of the product). */
export const FLOOR_PAGE = 'floor page';

/** Lighthouse's phone (a Moto G Power, 412 × 823), and the browser tests' tablet and desktop. */
export const PAGE_LOAD_VIEWPORTS: readonly NamedViewport[] = [
  { name: 'phone 412', width: 412, height: 823 },
  { name: 'tablet 768', ...VIEWPORTS.tablet },
  { name: 'desktop 1440', ...VIEWPORTS.desktop },
];

/** Fetches every built file once, so the server's background compression is done before timing. */
async function warmServer(webUrl: string, files: string[]): Promise<void> {
  for (const file of ['/', ...files.map((name) => `/${name}`)]) {
    const response = await fetch(`${webUrl}${file}`, {
      headers: { 'accept-encoding': 'br, gzip' },
    });
    await response.arrayBuffer();
  }
}

export async function measureInBrowser(options: {
  builtFiles: string[];
  lighthouseRuns: number;
  /** Routes Lighthouse audits (default LIGHTHOUSE_ROUTES). */
  lighthouseRoutes?: readonly string[];
  /** Lighthouse only: skip the page loads at every width. */
  skipPageLoads?: boolean;
  /** The floor page's build and the port to serve it on: audited first in every round. */
  floor?: { outputDir: string; builtFiles: string[]; port: number };
}): Promise<{ lighthouse: LighthouseResult[]; loads: PageLoadResult[] }> {
  // Imported only now: these modules read the ports and build folder when they are loaded.
  const { startStack, WEB_URL } = await import('../e2e/support/stack');
  const { loginThroughApi, registerThroughApi, saveSession } =
    await import('../e2e/support/accounts');
  const { operator } = await import('../e2e/support/operator');
  const { loadPage } = await import('./pageLoad');

  const stack = await startStack();
  let floorServer: Awaited<ReturnType<typeof serveFloor>> | undefined;
  try {
    if (options.floor) floorServer = await serveFloor(options.floor.outputDir, options.floor.port);
    await warmServer(WEB_URL, options.builtFiles);
    // A verified account: the dashboard then shows the user's figures, not the dialog asking
    // an unverified user for an ID document.
    const account = await registerThroughApi('Bench Mark', 'bench');
    await operator('verify-user', account.email);
    const session = await loginThroughApi(account);
    const signIn = async (page: Page) => {
      // A same-origin file that runs no app code, so no chunk is cached before the load.
      await page.goto(`${WEB_URL}/favicon.svg`);
      await saveSession(page, session);
    };
    const prepareFor = (route: string) => (isDashboardPath(route) ? signIn : undefined);

    const audited: { name: string; url: string; slug: string; prepare: AuditOptions['prepare'] }[] =
      (options.lighthouseRoutes ?? LIGHTHOUSE_ROUTES).map((route) => ({
        name: route,
        url: `${WEB_URL}${route}`,
        slug: route === paths.home ? 'home' : route.slice(1).replace(/\//g, '-'),
        prepare: prepareFor(route),
      }));
    if (options.floor) {
      const floorUrl = `http://localhost:${options.floor.port}`;
      await warmServer(floorUrl, options.floor.builtFiles);
      audited.unshift({ name: FLOOR_PAGE, url: `${floorUrl}/`, slug: 'floor', prepare: undefined });
    }
    // Round by round (floor, home, dashboard, floor, …) rather than page by page, so a spell of
    // load on the shared machine falls on every page alike and the ratios stay fair.
    const runsOf = audited.map(() => [] as LighthouseFigures[]);
    for (let run = 1; run <= options.lighthouseRuns; run += 1) {
      for (const [index, page] of audited.entries()) {
        console.log(`Lighthouse run ${run}/${options.lighthouseRuns}: ${page.name}…`);
        const figures = await auditPage(page.url, {
          prepare: page.prepare,
          reportPath: `bench/results/lighthouse-${page.slug}-${run}.json`,
        });
        runsOf[index]?.push(figures);
      }
    }
    const lighthouse: LighthouseResult[] = audited.map((page, index) => {
      const runs = runsOf[index] ?? [];
      return { route: page.name, figures: medianFigures(runs), runs };
    });

    const loads: PageLoadResult[] = [];
    if (options.skipPageLoads) return { lighthouse, loads };
    console.log('Page loads: every route at every width…');
    const browser = await launchBrowser();
    try {
      for (const key of Object.keys(paths) as RouteKey[]) {
        const route = paths[key];
        for (const viewport of PAGE_LOAD_VIEWPORTS) {
          const figures = await loadPage(
            browser,
            `${WEB_URL}${route}`,
            viewport,
            prepareFor(route),
          );
          loads.push({ route, viewport, figures });
        }
      }
    } finally {
      await browser.close();
    }
    return { lighthouse, loads };
  } finally {
    await floorServer?.stop();
    await stack.stop();
  }
}
