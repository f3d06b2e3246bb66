import Typography from '@mui/material/Typography';
import { useT } from '../../../i18n';
import { notificationsMessages } from '../../../i18n/namespaces/notifications';
import { notificationsApi } from '../../notifications';
import { WidgetLoading } from './WidgetFrame';

/** The watchlist table's header row and each coin's row, in px, as drawn (measured in Chromium). */
const HEADER_PX = 37;
const ROW_PX = { xs: 53, sm: 43 } as const;
/** Before the list's answer: about a header and a row and a half. */
const UNKNOWN_LIST_PX = 96;

/**
 * What the watchlist shows before it can draw its table: its code, or the coins' prices, still
 * on the way. When the list itself is known (Markets asks for it with its code), the placeholder
 * takes the table's height for that many coins, and an empty list is simply said, so the market
 * table below never moves when the section arrives (a layout shift).
 */
export function WatchlistPlaceholder() {
  const t = useT(notificationsMessages);
  const { data } = notificationsApi.endpoints.getWatchlist.useQueryState();
  const count = data?.assets.length;
  if (count === 0) {
    return <Typography color="text.secondary">{t('watchlist.empty')}</Typography>;
  }
  const height =
    count === undefined
      ? UNKNOWN_LIST_PX
      : { xs: HEADER_PX + count * ROW_PX.xs, sm: HEADER_PX + count * ROW_PX.sm };
  return <WidgetLoading height={height} label={t('watchlist.loading')} />;
}
