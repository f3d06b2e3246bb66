import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
// Temporary, bounded slots: the market widgets replace them (and this import).
import { MarketWidgetSlot } from '../dashboard/MarketWidgetSlot';

export default function SpotTradingPage() {
  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      <Typography variant="h1" gutterBottom>
        Spot Trading
      </Typography>
      <Stack spacing={3}>
        <MarketWidgetSlot title="Real-time chart" minHeight={360} />
        <MarketWidgetSlot title="Crypto market" minHeight={240} />
      </Stack>
    </Container>
  );
}
