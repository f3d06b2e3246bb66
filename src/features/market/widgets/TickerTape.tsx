import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MARKET_POLL_INTERVAL_MS, useGetMarketOverviewQuery } from '../../../api/market';
import { useIntlLocale, useT } from '../../../i18n';
import { marketMessages } from '../../../i18n/namespaces/market';
import { formatMarketPrice } from '../../../lib/money';
import { OVERVIEW_ARGS } from './overviewArgs';
import { PriceChange } from './PriceChange';
import { WidgetUnavailable } from './WidgetFrame';
import { TickerTapeFrame } from './TickerTapeFrame';
import { TickerTapeLoading } from './WidgetSkeletons';

const TAPE_LENGTH = 15;

/**
 * The biggest coins' prices and 24h changes scrolling across the page (paused on hover or
 * focus, and still for users who ask for reduced motion).
 */
export default function TickerTape() {
  const t = useT(marketMessages);
  const locale = useIntlLocale();
  const { data, isLoading, isError, refetch } = useGetMarketOverviewQuery(OVERVIEW_ARGS, {
    pollingInterval: MARKET_POLL_INTERVAL_MS,
    skipPollingIfUnfocused: true,
  });
  const coins = (data ?? []).filter((coin) => coin.current_price !== null).slice(0, TAPE_LENGTH);

  let content;
  if (isLoading) content = <TickerTapeLoading />;
  else if (isError && coins.length === 0)
    content = <WidgetUnavailable onRetry={() => void refetch()} />;
  else if (coins.length === 0) {
    content = (
      <Typography color="text.secondary" sx={{ px: 1 }}>
        {t('tickerTape.empty')}
      </Typography>
    );
  } else {
    const items = (hidden: boolean) =>
      coins.map((coin) => (
        <Stack
          key={`${hidden ? 'copy-' : ''}${coin.id}`}
          component="li"
          direction="row"
          aria-hidden={hidden || undefined}
          sx={{ alignItems: 'baseline', gap: 0.75, px: 2, whiteSpace: 'nowrap' }}
        >
          <Typography variant="body2" sx={{ fontWeight: 700 }}>
            {coin.symbol.toUpperCase()}
          </Typography>
          <Typography variant="body2">{formatMarketPrice(coin.current_price!, locale)}</Typography>
          <PriceChange percent={coin.price_change_percentage_24h} />
        </Stack>
      ));
    content = (
      <Box sx={{ overflow: 'hidden' }}>
        <Box
          component="ul"
          sx={{
            display: 'flex',
            width: 'max-content',
            m: 0,
            p: 0,
            listStyle: 'none',
            animation: 'meridian-tape 60s linear infinite',
            '&:hover, &:focus-within': { animationPlayState: 'paused' },
            '@keyframes meridian-tape': { to: { transform: 'translateX(-50%)' } },
            '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
          }}
        >
          {items(false)}
          {items(true)}
        </Box>
      </Box>
    );
  }
  return <TickerTapeFrame>{content}</TickerTapeFrame>;
}
