import type { Queryable } from '../db/database';

/**
 * The prices the server trusts (SPEC §12.1), as stored by the price job (migration 012). Every
 * reader — quotes, holdings, the portfolio history — goes through here, so "stale" means the
 * same thing everywhere: older than PRICE_MAX_AGE_SECONDS, never quoted or valued.
 */

export interface PriceObservation {
  asset: string;
  /** A positive decimal string with up to 8 places, exactly as stored. */
  price: string;
  observedAt: Date;
}

export interface KeptPrice {
  asset: string;
  price: string;
  asOf: Date;
  stale: boolean;
}

/**
 * Stores one refresh's observations: the log, the latest price per asset (only moving forward
 * in time, so a late, older observation never replaces a newer one) and the UTC day's close.
 */
export async function recordPrices(
  db: Queryable,
  observations: readonly PriceObservation[],
): Promise<void> {
  for (const { asset, price, observedAt } of observations) {
    await db.query(
      `WITH logged AS (
         INSERT INTO asset_price_observations (asset, observed_at, price)
         VALUES ($1, $2, $3) ON CONFLICT DO NOTHING
       ), latest AS (
         INSERT INTO asset_latest_prices AS l (asset, observed_at, price) VALUES ($1, $2, $3)
         ON CONFLICT (asset) DO UPDATE SET observed_at = EXCLUDED.observed_at, price = EXCLUDED.price
         WHERE l.observed_at < EXCLUDED.observed_at
       )
       INSERT INTO asset_daily_closes AS c (asset, day, observed_at, price)
       VALUES ($1, ($2::timestamptz AT TIME ZONE 'UTC')::date, $2, $3)
       ON CONFLICT (asset, day) DO UPDATE SET observed_at = EXCLUDED.observed_at, price = EXCLUDED.price
       WHERE c.observed_at < EXCLUDED.observed_at`,
      [asset, observedAt.toISOString(), price],
    );
  }
}

/** `numeric(30,8)` as PostgreSQL prints it ("67012.50000000") → its shortest form ("67012.5"). */
export function plainDecimal(numeric: string): string {
  return numeric.includes('.') ? numeric.replace(/\.?0+$/, '') : numeric;
}

/** The last kept price of each of `assets` (in that order); an asset never observed is absent. */
export async function keptPrices(
  db: Queryable,
  assets: readonly string[],
  maxAgeSeconds: number,
  now: Date,
): Promise<KeptPrice[]> {
  const rows = await db.query<{ asset: string; price: string; observed_at: Date | string }>(
    `SELECT asset, price::text AS price, observed_at FROM asset_latest_prices WHERE asset = ANY($1)`,
    [assets],
  );
  const byAsset = new Map(rows.map((row) => [row.asset, row]));
  return assets.flatMap((asset) => {
    const row = byAsset.get(asset);
    if (!row) return [];
    const asOf = new Date(row.observed_at);
    return [
      {
        asset,
        price: plainDecimal(row.price),
        asOf,
        stale: now.getTime() - asOf.getTime() > maxAgeSeconds * 1000,
      },
    ];
  });
}

/** The price of `asset` a quote or a valuation may use now: null when none or stale. */
export async function freshPrice(
  db: Queryable,
  asset: string,
  maxAgeSeconds: number,
  now: Date,
): Promise<KeptPrice | null> {
  const [kept] = await keptPrices(db, [asset], maxAgeSeconds, now);
  return kept && !kept.stale ? kept : null;
}

/**
 * The price a quote made at the past moment `at` stands on: the newest observation at or
 * before `at`, null when none or stale then. Only the demo seeder's backdated trades ask
 * (server/src/demo); a real quote reads the latest price (freshPrice).
 */
export async function freshPriceAt(
  db: Queryable,
  asset: string,
  maxAgeSeconds: number,
  at: Date,
): Promise<KeptPrice | null> {
  const [row] = await db.query<{ price: string; observed_at: Date | string }>(
    `SELECT price::text AS price, observed_at FROM asset_price_observations
      WHERE asset = $1 AND observed_at <= $2 ORDER BY observed_at DESC LIMIT 1`,
    [asset, at.toISOString()],
  );
  if (!row) return null;
  const asOf = new Date(row.observed_at);
  const stale = at.getTime() - asOf.getTime() > maxAgeSeconds * 1000;
  return stale ? null : { asset, price: plainDecimal(row.price), asOf, stale };
}

/** Each asset's daily close on each UTC day in [from, to] that has one (portfolio history). */
export async function dailyCloses(
  db: Queryable,
  assets: readonly string[],
  from: string,
  to: string,
): Promise<{ asset: string; day: string; price: string }[]> {
  const rows = await db.query<{ asset: string; day: string; price: string }>(
    `SELECT asset, to_char(day, 'YYYY-MM-DD') AS day, price::text AS price
       FROM asset_daily_closes
      WHERE asset = ANY($1) AND day BETWEEN $2::date AND $3::date
      ORDER BY asset, day`,
    [assets, from, to],
  );
  return rows.map((row) => ({ ...row, price: plainDecimal(row.price) }));
}
