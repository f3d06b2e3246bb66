import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MarketTable, RealtimeChart } from '.';

export default function SpotTradingPage() {
  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      <Typography variant="h1" gutterBottom>
        Spot Trading
      </Typography>
      <Stack spacing={3}>
        <RealtimeChart symbol="BTC/USD" />
        <MarketTable variant="compact" />
      </Stack>
    </Container>
  );
}
