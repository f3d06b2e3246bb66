import type { RouteBundle } from './firstRenderBundle';
import type { LighthouseFigures } from './lighthouseAudit';
import type { LighthouseResult, PageLoadResult } from './measureInBrowser';
import { PAGE_LOAD_VIEWPORTS } from './measureInBrowser';
import { printTable, type Cell } from './printTable';

/** The bench's tables, one function per kind of figure. */

export function printBundles(bundles: RouteBundle[]): void {
  printTable(
    'First-render JavaScript and CSS per route: the initial files plus the route chunk group (gzip -9, per file)',
    ['route', 'chunk group', 'files', 'JS bytes', 'JS gzip', 'CSS bytes', 'CSS gzip'],
    bundles.map((bundle) => [
      bundle.route,
      bundle.chunkGroup ?? 'NONE (not split)',
      bundle.files.length,
      bundle.js.bytes,
      bundle.js.gzipBytes,
      bundle.css.bytes,
      bundle.css.gzipBytes,
    ]),
  );
  console.log(
    'CSS: 0 B — the app styles with emotion (CSS-in-JS, inside the JavaScript); the build emits no CSS files.',
  );
}

const ms = (value: number) => `${Math.round(value).toLocaleString('en-US')} ms`;

function lighthouseRow(route: string, figures: LighthouseFigures): Cell[] {
  return [
    route,
    figures.performance,
    figures.accessibility,
    figures.bestPractices,
    ms(figures.fcpMs),
    ms(figures.lcpMs),
    ms(figures.tbtMs),
    figures.cls.toFixed(3),
    ms(figures.mainThreadMs),
    figures.longTasks,
    ms(figures.longestTaskMs),
  ];
}

const LIGHTHOUSE_HEADERS = [
  'route',
  'perf',
  'a11y',
  'best pr.',
  'FCP',
  'LCP',
  'TBT',
  'CLS',
  'main thread',
  'long tasks',
  'longest',
];

export function printLighthouse(results: LighthouseResult[], runs: number): void {
  printTable(
    `Lighthouse 12, mobile profile, simulated throttling — median of ${runs} runs, figure by figure`,
    LIGHTHOUSE_HEADERS,
    results.map(({ route, figures }) => lighthouseRow(route, figures)),
  );
  printTable(
    'Lighthouse, every run',
    ['run', ...LIGHTHOUSE_HEADERS],
    results.flatMap(({ route, runs: each }) =>
      each.map((figures, index) => [index + 1, ...lighthouseRow(route, figures)]),
    ),
  );
  console.log(
    'main thread: all main-thread work; long tasks: tasks over 50 ms, and the longest (both under the 4× CPU slowdown). They show where TBT comes from when a busy machine makes the score swing.',
  );
}

export function printPageLoads(loads: PageLoadResult[]): void {
  const routes = [...new Set(loads.map((load) => load.route))];
  const widest = PAGE_LOAD_VIEWPORTS[PAGE_LOAD_VIEWPORTS.length - 1];
  const at = (route: string, name: string | undefined) =>
    loads.find((load) => load.route === route && load.viewport.name === name)?.figures;
  printTable(
    'Real page loads (Chromium, unthrottled, read 1.5 s after the network is idle): layout shift per width; files fetched at the widest',
    [
      'route',
      ...PAGE_LOAD_VIEWPORTS.map((viewport) => `shift ${viewport.name}`),
      'JS files',
      'JS bytes',
      'JS on the wire',
      'CSS files',
    ],
    routes.map((route) => {
      const wide = at(route, widest?.name);
      return [
        route,
        ...PAGE_LOAD_VIEWPORTS.map(
          (viewport) => at(route, viewport.name)?.layoutShift.toFixed(4) ?? '–',
        ),
        wide?.scripts.files ?? '–',
        wide?.scripts.bytes ?? '–',
        wide?.scripts.encodedBytes ?? '–',
        wide?.styles.files ?? '–',
      ];
    }),
  );
  console.log(
    'Layout shift: the sum of every shift without recent input (never less than CLS, which keeps only the worst 5 s window). JS: every script the load fetched, lazily loaded widgets and sections included; "on the wire" as the server encoded it (brotli).',
  );
}
