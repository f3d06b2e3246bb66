import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useT } from '../../i18n';
import { marketMessages } from '../../i18n/namespaces/market';
import { MarketTable, WatchlistSection } from '.';

export default function MarketsPage() {
  const t = useT(marketMessages);
  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      <Typography variant="h1" gutterBottom>
        {t('page.markets')}
      </Typography>
      <Stack spacing={3}>
        <WatchlistSection />
        <MarketTable variant="full" />
      </Stack>
    </Container>
  );
}
