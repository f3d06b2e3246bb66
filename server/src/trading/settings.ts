import type { AppConfig } from '../config';

/** What trading reads from the configuration (SPEC §12.1, §12.2). */
export interface TradingSettings {
  tradableAssets: readonly string[];
  priceMaxAgeSeconds: number;
  /** A decimal string with up to 4 places ("0.5"). */
  feePercent: string;
  quoteTtlSeconds: number;
}

export const tradingSettings = (config: AppConfig): TradingSettings => ({
  tradableAssets: config.tradableAssets,
  priceMaxAgeSeconds: config.priceMaxAgeSeconds,
  feePercent: config.tradeFeePercent,
  quoteTtlSeconds: config.quoteTtlSeconds,
});
