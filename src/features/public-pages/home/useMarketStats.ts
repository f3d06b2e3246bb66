import { useGetGlobalMarketQuery } from '../../../api/market';
import type { GlobalMarket } from '../../../api/types';
import { formatCompactUsd, formatPercent } from '../../../lib/money';
import { marketStatus } from './marketStatus';

export interface MarketStat {
  label: string;
  value: string;
}

/**
 * The four home-page tiles from the `/global` feed. A figure the feed did not send is left
 * out rather than shown as zero.
 */
export function toMarketStats(global: GlobalMarket): MarketStat[] {
  const tiles: [string, number | undefined, (value: number) => string][] = [
    ['Total market cap', global.total_market_cap?.usd, (v) => formatCompactUsd(v)],
    ['24h trading volume', global.total_volume?.usd, (v) => formatCompactUsd(v)],
    ['Active cryptocurrencies', global.active_cryptocurrencies, (v) => formatCount(v)],
    ['Bitcoin dominance', global.market_cap_percentage?.btc, (v) => formatPercent(v)],
  ];
  return tiles.flatMap(([label, value, format]) =>
    typeof value === 'number' && Number.isFinite(value) ? [{ label, value: format(value) }] : [],
  );
}

function formatCount(count: number): string {
  return new Intl.NumberFormat().format(count);
}

export function useMarketStats() {
  const { data, isLoading, error } = useGetGlobalMarketQuery();
  const stats = data ? toMarketStats(data) : [];
  return {
    stats,
    status: marketStatus(isLoading, stats.length > 0),
    // No answer at all (offline, DNS, blocked), as opposed to a feed that answered with an error.
    unreachable:
      !data && error !== undefined && 'status' in error && error.status === 'FETCH_ERROR',
  };
}
