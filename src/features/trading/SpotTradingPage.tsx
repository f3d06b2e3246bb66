import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LazyPart } from '../../components/LazyPart';
import { WidgetBoundary } from '../../components/WidgetBoundary';
import { useT } from '../../i18n';
import { tradingMessages } from '../../i18n/namespaces/trading';
import { MarketTable, RealtimeChart } from '../market';
import { OrderPanel } from './OrderPanel';

const loadLowerPart = () =>
  import(/* webpackChunkName: "spot-trading-lower-part" */ './SpotTradingLowerPart');

/**
 * Spot Trading (SPEC §12.3): the order panel beside the real-time chart (stacked above it up to
 * tablet width, 768 px and below), the price alerts, then the holdings and the last trades.
 * Those three are a chunk of their own (SpotTradingLowerPart): a loading bar until it is here,
 * and a Retry if it cannot be fetched.
 */
export default function SpotTradingPage() {
  const t = useT(tradingMessages);
  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      <Typography variant="h1" gutterBottom>
        {t('page.title')}
      </Typography>
      <Stack spacing={4}>
        <Box
          sx={{
            display: 'grid',
            gap: 3,
            alignItems: 'start',
            gridTemplateColumns: { xs: '1fr', md: 'minmax(320px, 380px) minmax(0, 1fr)' },
          }}
        >
          <WidgetBoundary subject={t('order.title')}>
            <OrderPanel />
          </WidgetBoundary>
          <Stack spacing={3} sx={{ minWidth: 0 }}>
            <RealtimeChart symbol="BTC/USD" />
            <MarketTable variant="compact" />
          </Stack>
        </Box>
        <LazyPart
          load={loadLowerPart}
          wanted
          loadingLabel={t('lowerPart.loading')}
          failedMessage={t('lowerPart.loadFailed')}
        >
          {(module) => <module.SpotTradingLowerPart />}
        </LazyPart>
      </Stack>
    </Container>
  );
}
