import { http, HttpResponse, type JsonBodyType } from 'msw';
import { apiUrl, server } from './server';

/** Test-only helpers for the authentication flows (never imported by app code). */

type Method = 'post' | 'put';

/**
 * Waiting options for a lazily loaded route: the first visit compiles and imports the page's
 * module, which can take longer than Testing Library's 1 s default on a busy machine.
 */
export const PAGE_LOAD = { timeout: 5000 };

export type Reply =
  | { status: number; body: JsonBodyType }
  /** The request never reaches a server (connection refused, offline). */
  | 'network-error';

/**
 * Answers `method path` with `reply` and records every JSON body the app sent. With `gate`,
 * the answer waits until the test resolves it, so the in-flight state can be observed.
 */
export function answerAuthCall(
  method: Method,
  path: string,
  reply: Reply,
  gate?: Promise<void>,
): unknown[] {
  const bodies: unknown[] = [];
  server.use(
    http[method](apiUrl(path), async ({ request }) => {
      bodies.push(await request.json());
      if (gate) await gate;
      if (reply === 'network-error') return HttpResponse.error();
      return HttpResponse.json(reply.body, { status: reply.status });
    }),
  );
  return bodies;
}

/** A promise the test resolves when it is ready for the server to answer. */
export function gate(): { promise: Promise<void>; open: () => void } {
  let open: () => void = () => undefined;
  const promise = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { promise, open };
}

/** Replaces the browser clipboard (after userEvent.setup(), which installs its own stub). */
export function mockClipboard(writeText: (text: string) => Promise<void>) {
  const spy = jest.fn(writeText);
  Object.defineProperty(navigator, 'clipboard', {
    value: { writeText: spy },
    configurable: true,
    writable: true,
  });
  return spy;
}
