import { caddyRoutePreloads, routeLinkHeaders, routePreloads } from '../routePreloads';
import { paths } from '../routes';

/** A build's chunk groups: the shared `7.js` is in the HTML already (an initial file). */
const GROUPS: Record<string, string[]> = {
  'route-home': ['assets/route-home.a.js', 'assets/route-home.a.js.map'],
  'route-depositHistory': ['assets/7.js', 'assets/history.b.js', 'assets/route-dh.c.js'],
  'first-data-depositHistory': ['assets/first-data-dh.d.js'],
  'route-dashboard': ['assets/route-dashboard.e.js'],
  'dashboard-frame': ['assets/dashboard-frame.f.js'],
  'message-format': ['assets/message-format.g.js'],
  'route-cryptoIndicesGuides': ['assets/route-cig.h.js'],
};
const preloads = routePreloads((name) => GROUPS[name], ['assets/runtime.js', 'assets/7.js'], '/');

test("a route preloads its page's scripts, not what the HTML loads anyway nor source maps", () => {
  expect(preloads[paths.home]).toEqual(['/assets/route-home.a.js']);
});

test("a route preloads its first data's chunk with its page", () => {
  expect(preloads[paths.depositHistory]).toEqual([
    '/assets/history.b.js',
    '/assets/route-dh.c.js',
    '/assets/first-data-dh.d.js',
    // A dashboard page, so the frame's too (below).
    '/assets/dashboard-frame.f.js',
    '/assets/message-format.g.js',
  ]);
});

test("a dashboard route also preloads the dashboard's frame and the message formatter", () => {
  expect(preloads[paths.dashboard]).toEqual([
    '/assets/route-dashboard.e.js',
    '/assets/dashboard-frame.f.js',
    '/assets/message-format.g.js',
  ]);
  // A dashboard route with no chunk of its own in this build still gets the frame's.
  expect(preloads[paths.markets]).toEqual([
    '/assets/dashboard-frame.f.js',
    '/assets/message-format.g.js',
  ]);
  // A public route does not.
  expect(preloads[paths.plans]).toBeUndefined();
});

test('the misspelt legacy path preloads the page it renders', () => {
  expect(preloads[paths.cryptoIndicesGuidesLegacy]).toEqual(['/assets/route-cig.h.js']);
});

test('each web server gets one Link header per route, and Caddy a matcher for it', () => {
  const links = routeLinkHeaders({ '/': ['/assets/a.js', '/assets/b.js'], '/plans': ['/c.js'] });
  expect(links).toEqual({
    '/': '</assets/a.js>; rel=preload; as=script, </assets/b.js>; rel=preload; as=script',
    '/plans': '</c.js>; rel=preload; as=script',
  });
  expect(caddyRoutePreloads({ '/': ['/assets/a.js'], '/plans': ['/c.js'] })).toBe(
    [
      '(spa_route_preloads) {',
      '\t@route_preload_0 path /',
      '\theader @route_preload_0 Link "</assets/a.js>; rel=preload; as=script"',
      '\t@route_preload_1 path /plans /plans/',
      '\theader @route_preload_1 Link "</c.js>; rel=preload; as=script"',
      '}',
    ].join('\n'),
  );
});
