import type { Page } from 'playwright-core';
import { launchBrowser, VIEWPORTS } from '../e2e/support/browser';
import { isDashboardPath, paths, type RouteKey } from '../src/config/routes';
import { auditPageMedian, type LighthouseFigures } from './lighthouseAudit';
import type { PageLoadFigures, Viewport } from './pageLoad';

/**
 * Everything measured in a browser, against the product started by the browser tests' harness
 * (e2e/support/stack.ts): the build served compressed, the API on a fresh in-memory database,
 * the offline market feed. Dashboard pages are loaded signed in as a fresh, verified account.
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
}): Promise<{ lighthouse: LighthouseResult[]; loads: PageLoadResult[] }> {
  // Imported only now: these modules read the ports and build folder when they are loaded.
  const { startStack, WEB_URL } = await import('../e2e/support/stack');
  const { loginThroughApi, registerThroughApi, saveSession } =
    await import('../e2e/support/accounts');
  const { operator } = await import('../e2e/support/operator');
  const { loadPage } = await import('./pageLoad');

  const stack = await startStack();
  try {
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

    const lighthouse: LighthouseResult[] = [];
    for (const route of options.lighthouseRoutes ?? LIGHTHOUSE_ROUTES) {
      console.log(`Lighthouse: ${route} (${options.lighthouseRuns} runs)…`);
      const slug = route === paths.home ? 'home' : route.slice(1).replace(/\//g, '-');
      const result = await auditPageMedian(`${WEB_URL}${route}`, options.lighthouseRuns, {
        prepare: prepareFor(route),
        reportPath: `bench/results/lighthouse-${slug}.json`,
      });
      lighthouse.push({ route, figures: result.median, runs: result.runs });
    }

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
    await stack.stop();
  }
}
