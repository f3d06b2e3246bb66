import type { FastifyInstance } from 'fastify';
import { tradingEndpoints, type AssetPrice } from '../../../src/api/contract';
import type { Queryable } from '../db/database';
import type { PriceSource } from '../prices/priceSource';
import { keptPrices } from '../prices/priceStore';
import { typed } from './routeDependencies';

export interface PriceRouteSettings {
  /** TRADABLE_ASSETS, in the order /prices lists them. */
  tradableAssets: readonly string[];
  priceMaxAgeSeconds: number;
  /** Where the price job reads: whether its prices are synthetic is part of every answer. */
  priceSource: Pick<PriceSource, 'synthetic'>;
  /** Milliseconds since the epoch: what "stale" is measured against. */
  now: () => number;
}

/**
 * `GET /prices` (SPEC §12.1, public): the last price kept for every tradable asset with its
 * time, and whether it is stale — what quotes and valuations would use, or refuse. An asset
 * never observed is listed with no price, stale.
 */
export function priceRoutes(db: Queryable, settings: PriceRouteSettings) {
  return async function register(app: FastifyInstance) {
    typed(app).route({
      ...tradingEndpoints.prices,
      handler: async () => {
        const { tradableAssets, priceMaxAgeSeconds, now } = settings;
        const kept = await keptPrices(db, tradableAssets, priceMaxAgeSeconds, new Date(now()));
        const byAsset = new Map(kept.map((price) => [price.asset, price]));
        const prices = tradableAssets.map((asset): AssetPrice => {
          const price = byAsset.get(asset);
          return price
            ? { asset, price: price.price, asOf: price.asOf.toISOString(), stale: price.stale }
            : { asset, price: null, asOf: null, stale: true };
        });
        return { prices, synthetic: settings.priceSource.synthetic };
      },
    });
  };
}
