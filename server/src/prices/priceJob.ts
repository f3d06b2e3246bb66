import type { Database } from '../db/database';
import type { JobLog, JobQueue } from '../jobs/jobQueue';
import { evaluateAlerts } from '../notifications/alerts';
import type { PriceSource } from './priceSource';
import { recordPrices, type PriceObservation } from './priceStore';
import { sourcePrice } from './sourcePrice';

/**
 * The price job (SPEC §12.1): every PRICE_REFRESH_SECONDS, once across all instances, the
 * configured source is asked for each tradable asset's USD price and what it answers is stored
 * (priceStore.ts). Whatever is not a price — the source down, slow, answering an error or junk,
 * an asset missing, zero — stores nothing for that asset, so its last price grows stale and is
 * never quoted: nothing is simulated or carried forward.
 */

/** How long the source may take before this refresh gives up on it. */
export const PRICE_SOURCE_TIMEOUT_MS = 5_000;

/**
 * A step run after each refresh that stored something, with what it stored (the price alerts of
 * SPEC §12.4 go here). A failing step is logged and does not undo the refresh.
 */
export type AfterPriceRefresh = (
  db: Database,
  stored: readonly PriceObservation[],
) => Promise<void>;

/** Fires the price alerts the refresh crossed (SPEC §12.4). */
const checkAlerts: AfterPriceRefresh = async (db, stored) => {
  await evaluateAlerts(db, stored);
};

/** The steps every server runs after a refresh; add one here to have it run. */
export const AFTER_PRICE_REFRESH: readonly AfterPriceRefresh[] = [checkAlerts];

export interface PriceRefresh {
  db: Database;
  source: PriceSource;
  /** TRADABLE_ASSETS, and the feed's coin id of each (`BTC` → `bitcoin`). */
  assets: readonly string[];
  coinIds: ReadonlyMap<string, string>;
  /** The observation time of what the source answers. */
  now: () => Date;
  log: JobLog;
  timeoutMs?: number;
  afterRefresh?: readonly AfterPriceRefresh[];
}

/** What the source answered, as prices; a string says why there are none. */
async function askSource({
  source,
  assets,
  coinIds,
  timeoutMs = PRICE_SOURCE_TIMEOUT_MS,
}: PriceRefresh): Promise<Record<string, unknown> | string> {
  const ids = assets.flatMap((asset) => coinIds.get(asset) ?? []);
  let answer;
  try {
    answer = await source.simplePrice(ids, AbortSignal.timeout(timeoutMs));
  } catch (error) {
    const timedOut = error instanceof Error && error.name === 'TimeoutError';
    return timedOut
      ? `the price source did not answer within ${timeoutMs} ms`
      : `the price source could not be reached (${error instanceof Error ? error.message : String(error)})`;
  }
  if (answer.status !== 200) return `the price source answered ${answer.status}`;
  let body: unknown;
  try {
    body = JSON.parse(answer.body);
  } catch {
    return 'the price source answered something that is not JSON';
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return 'the price source answered JSON that is not a price list';
  }
  return body as Record<string, unknown>;
}

/** The USD price `body` states for coin `id` (`{ bitcoin: { usd: 67012.5 } }`), if one. */
function statedPrice(body: Record<string, unknown>, id: string | undefined): string | null {
  const entry = id === undefined ? undefined : body[id];
  if (typeof entry !== 'object' || entry === null) return null;
  return sourcePrice((entry as Record<string, unknown>).usd);
}

/**
 * One refresh: asks the source, stores each usable price observed now, logs one warning naming
 * what could not be priced, then runs the after-refresh steps. Returns what was stored.
 */
export async function refreshPrices(refresh: PriceRefresh): Promise<PriceObservation[]> {
  const { db, assets, coinIds, log, afterRefresh = AFTER_PRICE_REFRESH } = refresh;
  const body = await askSource(refresh);
  if (typeof body === 'string') {
    log.warn({ assets }, `price refresh stored nothing: ${body}`);
    return [];
  }
  const observedAt = refresh.now();
  const stored: PriceObservation[] = [];
  const unpriced: string[] = [];
  for (const asset of assets) {
    const price = statedPrice(body, coinIds.get(asset));
    if (price === null) unpriced.push(asset);
    else stored.push({ asset, price, observedAt });
  }
  if (unpriced.length > 0) {
    log.warn(
      { assets: unpriced },
      `price refresh: no usable price for ${unpriced.join(', ')} (missing, zero, negative or malformed); nothing stored for them`,
    );
  }
  if (stored.length === 0) return stored;
  await db.transaction((tx) => recordPrices(tx, stored));
  for (const step of afterRefresh) {
    await step(db, stored).catch((error: unknown) =>
      log.error({ err: error }, 'a step after the price refresh failed'),
    );
  }
  return stored;
}

export const PRICE_REFRESH_JOB = 'prices.refresh';

/**
 * Runs the refresh on `queue`: every instance offers a job per PRICE_REFRESH_SECONDS slot (twice
 * a slot, so a late timer never leaves one empty) and the queue keeps one per slot; whichever
 * instance claims it refreshes. Returns the function that stops offering (the queue's own stop
 * waits for a refresh in hand).
 */
export async function startPriceJob(
  queue: JobQueue,
  refresh: PriceRefresh,
  refreshSeconds: number,
): Promise<() => void> {
  await queue.work(
    PRICE_REFRESH_JOB,
    // A job is picked up well within its slot.
    { pollingIntervalSeconds: Math.max(0.5, Math.min(2, refreshSeconds / 2)) },
    async () => {
      await refreshPrices(refresh).catch((error: unknown) =>
        refresh.log.error({ err: error }, 'the price refresh failed'),
      );
    },
  );
  const offer = () =>
    queue
      .sendOncePerSlot(PRICE_REFRESH_JOB, {}, refreshSeconds)
      .catch((error: unknown) =>
        refresh.log.error({ err: error }, 'could not queue a price refresh'),
      );
  await offer();
  const timer = setInterval(() => void offer(), (refreshSeconds * 1000) / 2);
  return () => clearInterval(timer);
}
