import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { marketApi } from '../../api/market';
import { notificationsApi } from '../notifications';
import { marketTableArgs } from './widgets/widgetSettings';

/**
 * Markets' first data: the user's watchlist, shown first on the page, and the market table's
 * coins, which the watchlist's rows price too. The router dispatches them while the page's code
 * downloads (src/app/router.tsx), so the page's sections usually render with their answers in
 * instead of loading blocks of guessed height — and with the feed's synthetic-data note (read
 * from the coins' answer) already in place — that would then resize and move what is below them
 * (layout shifts measured at 0.03–0.07 on a tablet). Without subscriptions: the sections
 * subscribe when they mount and reuse these answers; the coins are the request the table makes
 * anyway, so no extra request reaches a real feed.
 */
export function requestFirstPage(): ThunkAction<Promise<unknown>, unknown, unknown, UnknownAction> {
  return (dispatch) =>
    Promise.all([
      dispatch(notificationsApi.endpoints.getWatchlist.initiate(undefined, { subscribe: false })),
      dispatch(
        marketApi.endpoints.getMarketOverview.initiate(marketTableArgs('full'), {
          subscribe: false,
        }),
      ),
    ]);
}
