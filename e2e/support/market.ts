import type { BrowserContext, Page } from 'playwright-core';
import WebSocket from 'ws';
import { API_URL, WEB_PORT } from './stack';

/**
 * The reference server's offline market feed (MARKET_DATA=fixtures, started by the harness):
 * REST under /market/api/v3 and a replayed ticker stream at /market/stream.
 */
const FIXTURE_REST = `${API_URL}/market/api/v3`;
const FIXTURE_STREAM = `${API_URL.replace('http', 'ws')}/market/stream`;
const MARKET_PATH = /^.*?\/(coins\/|global$|images\/)/;

/**
 * The build under test was made to read the fixture feed itself: `npm test` builds it with
 * MARKET_DATA_URL/MARKET_STREAM_URL on the feed and says so (E2E_BUILD_READS_FEED=on,
 * scripts/test-all.mjs). Then a relay would only stand in between, at a cost: a context with a
 * route has every request intercepted and Chromium's HTTP cache switched off, so each page load
 * fetched and compiled the whole app again.
 */
const BUILD_READS_FEED = process.env.E2E_BUILD_READS_FEED === 'on';

/**
 * Whatever market URLs the build was made with, relays the page's market REST calls and its
 * ticker WebSocket to the fixture feed, so the widgets are testable with no internet. Set on a
 * context, it covers every page the context opens. Nothing to do for a build that already
 * reads the feed (BUILD_READS_FEED).
 */
export async function relayMarketFeed(target: Page | BrowserContext): Promise<void> {
  if (BUILD_READS_FEED) return;
  // One signature for both: Page and BrowserContext declare route/routeWebSocket separately.
  const routes = target as BrowserContext;
  await routes.route(
    (url) => MARKET_PATH.test(url.pathname) && url.port !== String(WEB_PORT),
    async (route) => {
      const url = new URL(route.request().url());
      const path = url.pathname.replace(MARKET_PATH, '/$1');
      // A page closed or a test ended while its request was relayed (a test that ends as a
      // lazily loaded section starts its call) is the page leaving, not a fault; anything else
      // still throws.
      try {
        const response = await route.fetch({ url: `${FIXTURE_REST}${path}${url.search}` });
        await route.fulfill({ response });
      } catch (error) {
        if (!/disposed|closed|test ended/i.test(String(error))) throw error;
      }
    },
  );
  await routes.routeWebSocket(/./, (socket) => {
    const upstream = new WebSocket(FIXTURE_STREAM);
    // ws hands a message over as one Buffer (its default binaryType, 'nodebuffer').
    upstream.on('message', (data) => socket.send((data as Buffer).toString()));
    // A page that closes before the relay's own connection opens makes `close` fail the
    // handshake; that is the page leaving, not a fault. A real upstream failure reaches the page
    // as a closed socket, which the app reports as a stream that is not live. Playwright's close()
    // never rejects: it ignores a page that is already gone.
    upstream.on('error', () => void socket.close());
    socket.onClose(() => upstream.close());
  });
}
