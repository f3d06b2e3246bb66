import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useT } from '../../i18n';
import { marketMessages } from '../../i18n/namespaces/market';
import { MarketTable, RealtimeChart } from '.';

export default function SpotTradingPage() {
  const t = useT(marketMessages);
  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      <Typography variant="h1" gutterBottom>
        {t('page.spotTrading')}
      </Typography>
      <Stack spacing={3}>
        <RealtimeChart symbol="BTC/USD" />
        <MarketTable variant="compact" />
      </Stack>
    </Container>
  );
}
