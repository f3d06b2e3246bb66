import { http, HttpResponse } from 'msw';
import { answerMarketRequest } from '../../fixtures/market/recordedFeed';
import { marketUrl } from './urls';

/**
 * The jest binding of the recorded market feed (fixtures/market/recordedFeed.ts): the same module
 * answers the reference server's fixtures mode, so a jest test sees exactly what a browser test
 * or a demo sees. Only the translation between MSW and the feed lives here. Nothing is read from
 * disk until the first market request, so tests that never touch the market never load the data.
 */

const FEED_ROOT = marketUrl('');
const FEED_ROOT_PATH = new URL(FEED_ROOT).pathname;

function answer(url: URL) {
  return answerMarketRequest(url.pathname.slice(FEED_ROOT_PATH.length), url.searchParams, {
    baseUrl: FEED_ROOT,
  });
}

/** Every market REST call (src/test/server.ts's default); tests override what they are about. */
export const marketFeedHandlers = [
  http.get(marketUrl('/*'), ({ request }) => {
    const { status, headers, body } = answer(new URL(request.url));
    const isJson = headers['content-type']?.startsWith('application/json');
    return new HttpResponse(isJson ? JSON.stringify(body) : String(body), { status, headers });
  }),
];

/** The market feed cannot be reached at all (offline, DNS, blocked). */
export const unreachableMarketFeedHandlers = [
  http.get(marketUrl('/*'), () => HttpResponse.error()),
];

/**
 * What the feed answers `path` with, for a test that asserts on the figures a screen shows: read
 * them from the feed rather than copying them into the test.
 */
export function recordedAnswer<T>(path: string): T {
  // The caller names the shape of the endpoint it asked; the feed's answers are plain JSON.
  return answer(new URL(marketUrl(path))).body as T;
}
