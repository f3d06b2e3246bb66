import { feedNoticeFromMessage, type SyntheticFeedNotice } from './marketFeedSource';
import type { TickerAdapter } from './tickerAdapters';
import type { MarketStreamStatus, TickerUpdate } from './types';

/** The part of the browser WebSocket the stream uses, so tests can inject a fake. */
export interface SocketLike {
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onerror: ((event: unknown) => void) | null;
  onclose: ((event: unknown) => void) | null;
  close(): void;
}

export type SocketFactory = (url: string) => SocketLike;

// The DOM types its handlers with MessageEvent/CloseEvent; the stream reads only `data`, so the
// narrower SocketLike is a safe view of a real WebSocket.
const browserSocket: SocketFactory = (url) => new WebSocket(url) as unknown as SocketLike;
let socketFactory: SocketFactory = browserSocket;

/**
 * The seam for tests (a fake WebSocket) and other transports. Called without an argument it
 * restores the browser WebSocket.
 */
export function setMarketSocketFactory(factory?: SocketFactory): void {
  socketFactory = factory ?? browserSocket;
}

export function currentSocketFactory(): SocketFactory {
  return socketFactory;
}

export interface StreamTiming {
  /** With no message for this long, a live stream is reported as delayed. */
  staleAfterMs: number;
  /** First reconnect delay; doubles after each failed attempt up to maxBackoffMs. */
  initialBackoffMs: number;
  maxBackoffMs: number;
  /** After this many failed attempts in a row the stream is reported unavailable (retries go on). */
  unavailableAfterFailures: number;
}

export const DEFAULT_STREAM_TIMING: StreamTiming = {
  staleAfterMs: 15_000,
  initialBackoffMs: 1_000,
  maxBackoffMs: 30_000,
  unavailableAfterFailures: 4,
};

export interface TickerStreamOptions {
  url: string;
  adapter: TickerAdapter;
  createSocket: SocketFactory;
  onTicks(updates: TickerUpdate[]): void;
  onStatus(status: MarketStreamStatus): void;
  /** The stream said its prices are synthetic (a replay), not an exchange's live trades. */
  onFeedNotice?(notice: SyntheticFeedNotice): void;
  timing?: Partial<StreamTiming>;
}

/** Reconnect delay after the n-th consecutive failure (n ≥ 1): exponential, capped. */
export function backoffDelay(failures: number, timing: StreamTiming): number {
  return Math.min(timing.maxBackoffMs, timing.initialBackoffMs * 2 ** Math.max(0, failures - 1));
}

/**
 * Keeps a ticker WebSocket open: parses messages through the adapter, reconnects with capped
 * exponential backoff, and reports the status honestly. It never invents a price: while
 * disconnected nothing is emitted but the status.
 */
export function connectTickerStream(options: TickerStreamOptions): { close(): void } {
  const timing = { ...DEFAULT_STREAM_TIMING, ...options.timing };
  let socket: SocketLike | null = null;
  let status: MarketStreamStatus | null = null;
  let failures = 0;
  let receivedAny = false;
  let stopped = false;
  let staleTimer: ReturnType<typeof setTimeout> | undefined;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;

  const report = (next: MarketStreamStatus) => {
    if (next === status) return;
    status = next;
    options.onStatus(next);
  };

  const scheduleStale = () => {
    clearTimeout(staleTimer);
    staleTimer = setTimeout(() => report('delayed'), timing.staleAfterMs);
  };

  const handleFailure = () => {
    if (stopped) return;
    socket = null;
    clearTimeout(staleTimer);
    failures += 1;
    if (failures >= timing.unavailableAfterFailures) report('unavailable');
    else if (receivedAny) report('delayed');
    retryTimer = setTimeout(open, backoffDelay(failures, timing));
  };

  function open() {
    if (stopped) return;
    let current: SocketLike;
    try {
      current = options.createSocket(options.url);
    } catch {
      // An invalid URL or a refused scheme throws synchronously: count it as a failed attempt.
      handleFailure();
      return;
    }
    socket = current;
    current.onmessage = (event) => {
      if (stopped || socket !== current) return;
      let parsed: unknown;
      try {
        parsed = JSON.parse(String(event.data));
      } catch {
        return; // Not JSON: not a ticker. Ignored rather than breaking the stream.
      }
      const notice = feedNoticeFromMessage(parsed);
      if (notice) {
        options.onFeedNotice?.(notice);
        return;
      }
      const updates = options.adapter.parse(parsed);
      if (updates.length === 0) return;
      receivedAny = true;
      failures = 0;
      options.onTicks(updates);
      report('live');
      scheduleStale();
    };
    current.onclose = () => {
      if (socket === current) handleFailure();
    };
    // Browsers follow an error with a close event; closing makes sure one arrives.
    current.onerror = () => current.close();
  }

  report('connecting');
  open();

  return {
    close() {
      stopped = true;
      clearTimeout(staleTimer);
      clearTimeout(retryTimer);
      const current = socket;
      socket = null;
      current?.close();
    },
  };
}
