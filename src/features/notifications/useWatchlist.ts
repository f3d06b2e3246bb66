import { useCallback } from 'react';
import { useToast } from '../../components/Toasts';
import { errorMessageOf } from '../../lib/apiError';
import { useGetWatchlistQuery, useSetWatchlistMutation } from './notificationsApi';

/**
 * Every star and the watchlist section read one cache entry. A star mounts with each table row,
 * so a page of rows asks the server again only when the list is older than this.
 */
const WATCHLIST_REUSE_SECONDS = 30;

/**
 * The user's watchlist and a toggle for one coin. The list changes on screen at once; when the
 * server refuses (a 21st coin, say) it goes back and the server's own message is shown.
 */
export function useWatchlist() {
  const query = useGetWatchlistQuery(undefined, {
    refetchOnMountOrArgChange: WATCHLIST_REUSE_SECONDS,
  });
  const [save] = useSetWatchlistMutation();
  const showToast = useToast();
  const assets = query.data?.assets;

  const toggle = useCallback(
    (asset: string) => {
      if (!assets) return;
      const next = assets.includes(asset)
        ? assets.filter((watched) => watched !== asset)
        : [...assets, asset];
      save({ assets: next })
        .unwrap()
        .catch((error: unknown) => showToast(errorMessageOf(error), { variant: 'error' }));
    },
    [assets, save, showToast],
  );

  return { ...query, assets, toggle };
}
