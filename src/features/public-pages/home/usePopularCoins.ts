import { useGetCoinMarketsQuery } from '../../../api/market';
import { marketStatus } from './marketStatus';

/** SPEC §10: the home page lists the first five coins of the feed. */
export const POPULAR_COIN_COUNT = 5;

/**
 * The first coins of `/coins/markets`, read through the shared default query so the home page
 * and the market widgets reuse one cached answer.
 */
export function usePopularCoins() {
  const { data, isLoading, isFetching, refetch } = useGetCoinMarketsQuery();
  const coins = data?.slice(0, POPULAR_COIN_COUNT) ?? [];
  return {
    coins,
    status: marketStatus(isLoading || isFetching, coins.length > 0),
    retry: () => void refetch(),
  };
}
