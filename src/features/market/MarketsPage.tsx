import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { MarketTable } from '.';

export default function MarketsPage() {
  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      <Typography variant="h1" gutterBottom>
        Markets
      </Typography>
      <MarketTable variant="full" />
    </Container>
  );
}
