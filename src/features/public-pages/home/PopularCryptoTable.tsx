import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useMarketFeedNotice } from '../../../api/market';
import { config } from '../../../config/config';
import type { MarketCoin } from '../../../api/types';
import { RetryAlert } from '../../../components/RetryAlert';
import { useIntlLocale, useT } from '../../../i18n';
import { homeMoreMessages } from '../../../i18n/namespaces/homeMore';
import { formatCompactUsd, formatMarketPrice } from '../../../lib/money';
import { MarketDataNotice } from '../../../components/MarketDataNotice';
import { PageSection } from '../components/PageSection';
import { PriceChange } from './PriceChange';
import { POPULAR_COIN_COUNT, usePopularCoins } from './usePopularCoins';

const COLUMNS = ['name', 'price', 'change', 'marketCap'] as const;

function CoinRow({ coin }: { coin: MarketCoin }) {
  const t = useT(homeMoreMessages);
  const locale = useIntlLocale();
  const notAvailable = t('popular.notAvailable');
  return (
    <TableRow>
      <TableCell component="th" scope="row">
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
          {/* A feed without a logo gets an empty square, not src="" (which refetches the page). */}
          {coin.image ? (
            <img
              src={coin.image}
              alt={t('popular.logo', { name: coin.name })}
              width={28}
              height={28}
              loading="lazy"
            />
          ) : (
            <Box sx={{ width: 28, height: 28, flexShrink: 0 }} />
          )}
          <span>
            <Typography component="span" sx={{ fontWeight: 600, display: 'block' }}>
              {coin.name}
            </Typography>
            <Typography component="span" variant="body2" color="text.secondary">
              {coin.symbol.toUpperCase()}
            </Typography>
          </span>
        </Box>
      </TableCell>
      <TableCell align="right">
        {coin.current_price === null ? notAvailable : formatMarketPrice(coin.current_price, locale)}
      </TableCell>
      <TableCell align="right">
        <PriceChange change={coin.price_change_percentage_24h} />
      </TableCell>
      <TableCell align="right">
        {coin.market_cap === null ? notAvailable : formatCompactUsd(coin.market_cap, locale)}
      </TableCell>
    </TableRow>
  );
}

function SkeletonRows() {
  return Array.from({ length: POPULAR_COIN_COUNT }, (_, row) => (
    <TableRow key={row}>
      {COLUMNS.map((column) => (
        <TableCell key={column}>
          <Skeleton variant="text" />
        </TableCell>
      ))}
    </TableRow>
  ));
}

/** The first five coins of the live feed; a skeleton while loading, a note if unreachable. */
export function PopularCryptoTable() {
  const { coins, status, retry } = usePopularCoins();
  // The demo build's feed is the offline sample one, even before the feed has said so.
  const notice = useMarketFeedNotice();
  const synthetic = config.demoBuild || notice !== null;
  const t = useT(homeMoreMessages);
  return (
    <PageSection id="popular-cryptocurrencies" heading={t('popular.heading')} tone="paper">
      <MarketDataNotice />
      {status === 'unavailable' ? (
        <RetryAlert
          message={t(config.demoBuild ? 'popular.unavailableSample' : 'popular.unavailable')}
          onRetry={retry}
        />
      ) : (
        <TableContainer component={Paper} variant="outlined">
          <Table
            aria-labelledby="popular-cryptocurrencies-heading"
            aria-busy={status === 'loading'}
          >
            <caption>{synthetic ? t('popular.syntheticCaption') : t('popular.caption')}</caption>
            <TableHead>
              <TableRow>
                {COLUMNS.map((column, index) => (
                  <TableCell key={column} align={index === 0 ? 'left' : 'right'}>
                    {t(`popular.column.${column}`)}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {status === 'loading' ? (
                <SkeletonRows />
              ) : (
                coins.map((coin) => <CoinRow key={coin.id} coin={coin} />)
              )}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </PageSection>
  );
}
