import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { MARKET_POLL_INTERVAL_MS, useGetMarketOverviewQuery } from '../../../api/market';
import type { MarketCoinWithSparkline } from '../../../api/types';
import { RetryAlert } from '../../../components/RetryAlert';
import { useIntlLocale, useT } from '../../../i18n';
import { notificationsMessages } from '../../../i18n/namespaces/notifications';
import { errorMessageOf } from '../../../lib/apiError';
import { formatMarketPrice } from '../../../lib/money';
import { useWatchlist, WatchStar, WatchStarHeader } from '../../notifications';
import { PriceChange } from './PriceChange';
import { WatchlistPlaceholder } from './WatchlistPlaceholder';
import { WidgetFrame } from './WidgetFrame';
import { marketTableArgs } from './widgetSettings';

/** The full market table's request: on Markets both read one answer. */
const MARKET_ARGS = marketTableArgs('full');

function coinOf(coins: readonly MarketCoinWithSparkline[] | undefined, asset: string) {
  return coins?.find((coin) => coin.symbol.toUpperCase() === asset);
}

/**
 * The user's watchlist (SPEC §12.4), in their order, with each coin's price and 24 h change
 * from the market feed the tables show. Shown first on Markets and on the dashboard.
 */
export default function WatchlistSection() {
  const t = useT(notificationsMessages);
  const locale = useIntlLocale();
  const watchlist = useWatchlist();
  // The prices only once there is a coin to price: an empty or unread list asks the feed for
  // nothing (the answer is the hundred-coin table, sparklines and all: on a phone, parsing it
  // is real work for a section that would show none of it).
  const market = useGetMarketOverviewQuery(MARKET_ARGS, {
    pollingInterval: MARKET_POLL_INTERVAL_MS,
    skipPollingIfUnfocused: true,
    skip: !watchlist.assets?.length,
  });

  let body;
  if (watchlist.isLoading) {
    body = <WatchlistPlaceholder />;
  } else if (!watchlist.assets) {
    body = (
      <RetryAlert
        message={t('watchlist.loadFailed', { reason: errorMessageOf(watchlist.error) })}
        onRetry={() => void watchlist.refetch()}
      />
    );
  } else if (watchlist.assets.length === 0) {
    body = <Typography color="text.secondary">{t('watchlist.empty')}</Typography>;
  } else {
    body = (
      <Stack spacing={1}>
        {market.isError && (
          <RetryAlert
            message={t('watchlist.pricesFailed', { reason: errorMessageOf(market.error) })}
            onRetry={() => void market.refetch()}
          />
        )}
        <TableContainer>
          <Table size="small" aria-label={t('watchlist.title')}>
            <TableHead>
              <TableRow sx={{ whiteSpace: 'nowrap' }}>
                <TableCell>{t('watchlist.column.coin')}</TableCell>
                <TableCell align="right">{t('watchlist.column.price')}</TableCell>
                <TableCell align="right">{t('watchlist.column.change24h')}</TableCell>
                <TableCell align="right">
                  <WatchStarHeader />
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {watchlist.assets.map((asset) => {
                const coin = coinOf(market.data, asset);
                const pending = market.isLoading;
                return (
                  <TableRow key={asset}>
                    <TableCell>
                      <Typography component="span" variant="body2" sx={{ fontWeight: 600 }}>
                        {coin?.name ?? asset}
                      </Typography>{' '}
                      <Typography component="span" variant="body2" color="text.secondary">
                        {asset}
                      </Typography>
                    </TableCell>
                    <TableCell align="right">
                      {pending ? (
                        <Skeleton variant="text" width="5rem" sx={{ ml: 'auto' }} />
                      ) : coin?.current_price == null ? (
                        '—'
                      ) : (
                        formatMarketPrice(coin.current_price, locale)
                      )}
                    </TableCell>
                    <TableCell align="right">
                      {pending ? (
                        <Skeleton variant="text" width="3rem" sx={{ ml: 'auto' }} />
                      ) : (
                        <PriceChange percent={coin?.price_change_percentage_24h} />
                      )}
                    </TableCell>
                    <TableCell align="right">
                      <WatchStar asset={asset} name={coin?.name ?? asset} />
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </TableContainer>
      </Stack>
    );
  }
  return <WidgetFrame title={t('watchlist.title')}>{body}</WidgetFrame>;
}
