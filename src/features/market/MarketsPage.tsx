import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
// A temporary, bounded slot: the market widgets replace it (and this import).
import { MarketWidgetSlot } from '../dashboard/MarketWidgetSlot';

export default function MarketsPage() {
  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      <Typography variant="h1" gutterBottom>
        Markets
      </Typography>
      <MarketWidgetSlot title="Crypto market" minHeight={480} />
    </Container>
  );
}
