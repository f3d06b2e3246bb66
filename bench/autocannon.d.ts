/**
 * autocannon 8 ships no types and there is no @types package pinned here, so this declares
 * the part of its API the server bench uses (see node_modules/autocannon/README.md).
 */
declare module 'autocannon' {
  namespace autocannon {
    interface Options {
      url: string;
      method?: 'GET' | 'POST' | 'PUT';
      headers?: Record<string, string>;
      body?: string;
      /** Concurrent connections. */
      connections?: number;
      /** Seconds. */
      duration?: number;
      /** Worker threads firing the requests, off the caller's event loop. */
      workers?: number;
      /** A run whose figures are discarded, before the measured one. */
      warmup?: { connections?: number; duration?: number };
      /** Seconds before a request counts as timed out. */
      timeout?: number;
      /** Stop after this many requests instead of after `duration`. */
      amount?: number;
      /**
       * A sequence of requests each connection cycles through; `setupRequest` may rewrite one
       * before it is sent (a function only without `workers`: it cannot cross to a thread).
       */
      requests?: {
        method?: 'GET' | 'POST' | 'PUT';
        setupRequest?: (request: RequestParams) => RequestParams;
      }[];
    }

    interface RequestParams {
      method?: string;
      path?: string;
      headers?: Record<string, string>;
      body?: string;
    }

    /** Per-second samples (requests, throughput) or per-request latencies (ms). */
    interface Histogram {
      mean: number;
      stddev: number;
      min: number;
      max: number;
      p50: number;
      p90: number;
      p99: number;
    }

    interface Result {
      duration: number;
      requests: Histogram & { total: number; sent: number };
      latency: Histogram & { totalCount: number };
      throughput: Histogram & { total: number };
      errors: number;
      timeouts: number;
      non2xx: number;
      statusCodeStats: Record<string, { count: number }>;
    }
  }

  /** Without a callback the returned tracker is a promise of the result. */
  function autocannon(options: autocannon.Options): Promise<autocannon.Result>;

  export = autocannon;
}
