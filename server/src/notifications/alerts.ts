import { randomUUID } from 'node:crypto';
import type { AlertsResponse, CreateAlertRequest, PriceAlert } from '../../../src/api/contract';
import { ALERTS_MAX_ACTIVE } from '../../../src/api/contract/constants';
import { lockUser } from '../accounts/users';
import type { Database, Queryable } from '../db/database';
import { DomainError } from '../domainError';
import type { PriceObservation } from '../prices/priceStore';
import { plainDecimal } from '../prices/priceStore';
import { formatPrice, parseOrderAmount, PRICE_SCALE } from '../trading/tradeMath';
import { notifyAll } from './notify';

/**
 * Price alerts (SPEC §12.4): a level on a tradable asset, checked at every price refresh, fired
 * once — at the first refresh whose price is at or beyond it — then inactive, with the price
 * that fired it.
 */

interface AlertRow {
  id: string;
  asset: string;
  direction: 'above' | 'below';
  price: string;
  active: boolean;
  created_at: Date;
  fired_at: Date | null;
  fired_price: string | null;
}

const COLUMNS = `id, asset, direction, price::text AS price, active, created_at, fired_at,
  fired_price::text AS fired_price`;

const toApi = (row: AlertRow): PriceAlert => ({
  id: row.id,
  asset: row.asset,
  direction: row.direction,
  price: plainDecimal(row.price),
  active: row.active,
  createdAt: row.created_at.toISOString(),
  firedAt: row.fired_at?.toISOString() ?? null,
  firedPrice: row.fired_price === null ? null : plainDecimal(row.fired_price),
});

export async function alertsOf(db: Queryable, userId: string): Promise<AlertsResponse> {
  const rows = await db.query<AlertRow>(
    `SELECT ${COLUMNS} FROM price_alerts WHERE user_id = $1 ORDER BY created_at DESC, id DESC`,
    [userId],
  );
  return { alerts: rows.map(toApi) };
}

/** The level as a price: a plain decimal > 0 with up to 8 places, never rounded. */
function alertLevel(text: string): string {
  const parsed = parseOrderAmount(text, PRICE_SCALE);
  if (parsed.ok) return formatPrice(parsed.units);
  switch (parsed.problem) {
    case 'malformed':
      throw new DomainError('invalid', 'alert_price_malformed');
    case 'not_positive':
      throw new DomainError('invalid', 'alert_price_not_positive');
    case 'too_precise':
      throw new DomainError('invalid', 'alert_price_too_precise');
    case 'too_large':
      throw new DomainError('invalid', 'alert_price_too_large', {
        values: { digits: parsed.digits },
      });
  }
}

export async function createAlert(
  db: Database,
  userId: string,
  request: CreateAlertRequest,
  tradableAssets: readonly string[],
  /** Backdated: the demo seeder's past alert (server/src/demo); else the database clock. */
  at?: Date,
): Promise<PriceAlert> {
  if (!tradableAssets.includes(request.asset)) {
    throw new DomainError('invalid', 'asset_not_tradable', {
      values: { asset: request.asset, assets: tradableAssets.join(', ') },
    });
  }
  const level = alertLevel(request.price);
  return db.transaction(async (tx) => {
    // Under the user's lock, so two creations at once cannot both be the 20th.
    await lockUser(tx, userId);
    const [counted] = await tx.query<{ active: number }>(
      'SELECT count(*)::int AS active FROM price_alerts WHERE user_id = $1 AND active',
      [userId],
    );
    if ((counted?.active ?? 0) >= ALERTS_MAX_ACTIVE) {
      throw new DomainError('conflict', 'alerts_full', { values: { max: ALERTS_MAX_ACTIVE } });
    }
    const [row] = await tx.query<AlertRow>(
      `INSERT INTO price_alerts (id, user_id, asset, direction, price, created_at)
       VALUES ($1, $2, $3, $4, $5, COALESCE($6::timestamptz, clock_timestamp()))
       RETURNING ${COLUMNS}`,
      [randomUUID(), userId, request.asset, request.direction, level, at ?? null],
    );
    if (!row) throw new Error('INSERT … RETURNING returned no alert');
    return toApi(row);
  });
}

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Removes one of the user's alerts; another user's or an unknown id is not found. */
export async function removeAlert(db: Queryable, userId: string, id: string): Promise<void> {
  const removed = UUID_PATTERN.test(id)
    ? await db.query('DELETE FROM price_alerts WHERE id = $1 AND user_id = $2 RETURNING id', [
        id,
        userId,
      ])
    : [];
  if (removed.length === 0) throw new DomainError('not_found', 'alert_not_found');
}

interface FiredRow {
  user_id: string;
  asset: string;
  direction: 'above' | 'below';
  price: string;
  fired_price: string;
}

/**
 * The price job's step after a refresh (AFTER_PRICE_REFRESH): in one transaction, each asset's
 * crossed alerts are switched off by a single UPDATE — two ranges of the active-alerts index —
 * and their notifications inserted. The UPDATE's `WHERE active` is re-checked under the row
 * lock, so a second run over the same refresh (another instance, a retried job) finds nothing
 * left to fire: an alert notifies once.
 */
export async function evaluateAlerts(
  db: Database,
  stored: readonly PriceObservation[],
  /**
   * The demo seeder's past refresh (server/src/demo): only this user's alerts are checked —
   * a past price must never fire anyone else's — and they are told at the observation's time.
   */
  backdatedFor?: string,
): Promise<number> {
  return db.transaction(async (tx) => {
    let fired = 0;
    for (const { asset, price, observedAt } of stored) {
      const rows = await tx.query<FiredRow>(
        `UPDATE price_alerts
            SET active = false, fired_at = $3, fired_price = $2
          WHERE active AND asset = $1
            AND ((direction = 'above' AND price <= $2::numeric)
              OR (direction = 'below' AND price >= $2::numeric))
            AND ($4::uuid IS NULL OR user_id = $4)
        RETURNING user_id, asset, direction, price::text AS price, fired_price::text AS fired_price`,
        [asset, price, observedAt.toISOString(), backdatedFor ?? null],
      );
      await notifyAll(
        tx,
        rows.map((row) => ({
          userId: row.user_id,
          notification: {
            kind: 'price_alert' as const,
            details: {
              asset: row.asset,
              direction: row.direction,
              level: plainDecimal(row.price),
              price: plainDecimal(row.fired_price),
            },
          },
          at: backdatedFor === undefined ? undefined : observedAt,
        })),
      );
      fired += rows.length;
    }
    return fired;
  });
}
