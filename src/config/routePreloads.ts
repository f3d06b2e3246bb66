import { isDashboardPath, paths, type RouteKey } from './routes';

/**
 * Each route's code, announced with the HTML: the web servers answer a route's address with a
 * `Link: <…>; rel=preload; as=script` header per file of the route's own chunks (its page, the
 * page's first data, and on a dashboard route the dashboard's frame and the message formatter).
 * The browser then fetches them alongside the vendor and main bundles instead of after those
 * have downloaded and run and the router has asked for them — a round trip or more earlier on
 * a phone's network. Headers, not a script: nothing is added to the JavaScript every page runs.
 */

/** The misspelt legacy path renders the same page module, so it shares that route's chunk. */
const SAME_PAGE_AS: Partial<Record<RouteKey, RouteKey>> = {
  cryptoIndicesGuidesLegacy: 'cryptoIndicesGuides',
};

/** The route whose page (and chunk names) `key` shares. */
function pageKey(key: RouteKey): RouteKey {
  return SAME_PAGE_AS[key] ?? key;
}

/** The chunk group of a route's page, as src/app/pageCode.ts names its `import()`. */
export function routeChunkGroup(key: RouteKey): string {
  return `route-${pageKey(key)}`;
}

/** The chunk groups a route asks for as it opens (src/app/pageCode.ts `requestPageCode`). */
export function chunkGroupsOpening(key: RouteKey): string[] {
  return [
    routeChunkGroup(key),
    `first-data-${pageKey(key)}`,
    ...(isDashboardPath(paths[key]) ? ['dashboard-frame', 'message-format'] : []),
  ];
}

/** Route path → the script files to preload for it (public URLs, in load order). */
export type RoutePreloads = Record<string, string[]>;

/**
 * The file every production build carries beside index.html, read by scripts/serve-build.mjs:
 * route path → the value of its `Link` header (`routeLinkHeaders`).
 */
export const ROUTE_PRELOADS_FILE = 'route-preloads.json';

/** The Caddy snippet deploy/Caddyfile imports inside the SPA's handler. */
export const CADDY_ROUTE_PRELOADS_SNIPPET = 'spa_route_preloads';

/**
 * The preloads of every route, from the build's chunk groups: `groupFiles(name)` lists a
 * group's files (undefined when the build has no such group), `initialFiles` those the HTML
 * loads anyway.
 */
export function routePreloads(
  groupFiles: (name: string) => readonly string[] | undefined,
  initialFiles: readonly string[],
  publicPath: string,
): RoutePreloads {
  const initial = new Set(initialFiles);
  const preloads: RoutePreloads = {};
  for (const key of Object.keys(paths) as RouteKey[]) {
    const files = chunkGroupsOpening(key)
      .flatMap((group) => groupFiles(group) ?? [])
      .filter((file) => file.endsWith('.js') && !initial.has(file));
    if (files.length > 0) preloads[paths[key]] = [...new Set(files)].map((f) => publicPath + f);
  }
  return preloads;
}

/** The `Link` header announcing `files` as scripts to fetch now. */
export function preloadLinkHeader(files: readonly string[]): string {
  return files.map((file) => `<${file}>; rel=preload; as=script`).join(', ');
}

/** Route path → its `Link` header: ROUTE_PRELOADS_FILE's content. */
export function routeLinkHeaders(preloads: RoutePreloads): Record<string, string> {
  return Object.fromEntries(
    Object.entries(preloads).map(([path, files]) => [path, preloadLinkHeader(files)]),
  );
}

/**
 * The Caddy snippet: one path matcher and `Link` header per route (the header directive runs
 * before try_files rewrites a route to /index.html, so it sees the address asked for). Quoted
 * as they are: paths and hashed file names hold no quote, backslash or line break.
 */
export function caddyRoutePreloads(preloads: RoutePreloads): string {
  const lines = Object.entries(preloads).flatMap(([path, files], index) => {
    const matcher = `@route_preload_${index}`;
    const addresses = path === '/' ? '/' : `${path} ${path}/`;
    return [
      `\t${matcher} path ${addresses}`,
      `\theader ${matcher} Link "${preloadLinkHeader(files)}"`,
    ];
  });
  return [`(${CADDY_ROUTE_PRELOADS_SNIPPET}) {`, ...lines, '}'].join('\n');
}
