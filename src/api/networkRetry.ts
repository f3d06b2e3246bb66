import { retry } from '@reduxjs/toolkit/query/react';
import type {
  BaseQueryApi,
  BaseQueryFn,
  FetchArgs,
  FetchBaseQueryError,
} from '@reduxjs/toolkit/query';

/**
 * Waits before each retry of a GET that never reached the server: a dropped connection or a
 * moment offline usually heals within a second or two, and the user keeps seeing a loader (real
 * work in flight) instead of an error. Two retries keep a real outage visible within ~2 s.
 */
export const NETWORK_RETRY_DELAYS_MS: readonly number[] = [400, 1200];

function isGet(args: string | FetchArgs): boolean {
  return typeof args === 'string' || (args.method ?? 'GET').toUpperCase() === 'GET';
}

/**
 * Only idempotent reads are repeated, and only when no answer came back. A mutation is never
 * retried: the first request may have reached the server (a deposit or withdrawal recorded
 * twice is worse than an error the user can act on). A server's answer, even a 5xx, is shown
 * as it is.
 */
function isRetryableFailure(
  error: FetchBaseQueryError,
  args: string | FetchArgs,
  api: Pick<BaseQueryApi, 'type'>,
): boolean {
  const noAnswer = error.status === 'FETCH_ERROR' || error.status === 'TIMEOUT_ERROR';
  return noAnswer && api.type === 'query' && isGet(args);
}

function wait(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        // An abort ends the wait with the signal's own reason, whatever its caller gave it.
        // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors
        reject(signal.reason);
      },
      { once: true },
    );
  });
}

/** Wraps a base query so GETs that failed on the network are retried with backoff. */
export function withNetworkRetry(
  baseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError>,
): BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> {
  return retry(baseQuery, {
    retryCondition: (error, args, { attempt, baseQueryApi }) =>
      attempt <= NETWORK_RETRY_DELAYS_MS.length &&
      isRetryableFailure(error as FetchBaseQueryError, args as string | FetchArgs, baseQueryApi),
    backoff: (attempt, _maxRetries, signal) =>
      wait(NETWORK_RETRY_DELAYS_MS[attempt - 1] ?? 0, signal),
  });
}
