import type { Page, Response } from '@playwright/test';

/**
 * Finding one lazy chunk among the page's scripts. Production chunk files are numbered
 * (webpack.config.ts), so a chunk is known by a literal of its own code that minification
 * keeps: an element id, or a message key as the code calls it (`("key")`, which the
 * catalogues, written `"key":`, do not contain).
 */

const isScript = (response: Response) =>
  /\/assets\/[^/]+\.js$/.test(new URL(response.url()).pathname);

/** A `waitForResponse` predicate: the script whose code contains `marker`. */
export function scriptWith(marker: string): (response: Response) => Promise<boolean> {
  return async (response) =>
    isScript(response) && (await response.text().catch(() => '')).includes(marker);
}

/**
 * Records every script the page receives from now on; the function returned lists the URLs of
 * those whose code contains `marker` (one per request, so a chunk fetched twice is there twice).
 */
export function scriptsContaining(page: Page, marker: string): () => Promise<string[]> {
  const matches: Promise<string | null>[] = [];
  page.on('response', (response) => {
    if (!isScript(response)) return;
    matches.push(
      response.text().then(
        (body) => (body.includes(marker) ? response.url() : null),
        () => null,
      ),
    );
  });
  return async () => (await Promise.all(matches)).filter((url): url is string => url !== null);
}
