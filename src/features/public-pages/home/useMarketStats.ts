import { useGetGlobalMarketQuery } from '../../../api/market';
import type { GlobalMarket } from '../../../api/types';
import { useIntlLocale } from '../../../i18n';
import type { homeMessages } from '../../../i18n/namespaces/home';
import { formatCompactUsd, formatPercent } from '../../../lib/money';
import { marketStatus } from './marketStatus';

export interface MarketStat {
  /** The tile's label, a key of the home catalogue. */
  label: keyof typeof homeMessages.en & `market.${string}`;
  value: string;
}

/**
 * The four home-page tiles from the `/global` feed. A figure the feed did not send is left
 * out rather than shown as zero.
 */
export function toMarketStats(global: GlobalMarket, locale: string): MarketStat[] {
  const tiles: [MarketStat['label'], number | undefined, (value: number) => string][] = [
    ['market.totalMarketCap', global.total_market_cap?.usd, (v) => formatCompactUsd(v, locale)],
    ['market.volume', global.total_volume?.usd, (v) => formatCompactUsd(v, locale)],
    [
      'market.activeCryptocurrencies',
      global.active_cryptocurrencies,
      (v) => formatCount(v, locale),
    ],
    ['market.bitcoinDominance', global.market_cap_percentage?.btc, (v) => formatPercent(v, locale)],
  ];
  return tiles.flatMap(([label, value, format]) =>
    typeof value === 'number' && Number.isFinite(value) ? [{ label, value: format(value) }] : [],
  );
}

function formatCount(count: number, locale: string): string {
  return new Intl.NumberFormat(locale).format(count);
}

export function useMarketStats() {
  const { data, isLoading, error } = useGetGlobalMarketQuery();
  const locale = useIntlLocale();
  const stats = data ? toMarketStats(data, locale) : [];
  return {
    stats,
    status: marketStatus(isLoading, stats.length > 0),
    // No answer at all (offline, DNS, blocked), as opposed to a feed that answered with an error.
    unreachable:
      !data && error !== undefined && 'status' in error && error.status === 'FETCH_ERROR',
  };
}
