import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useT } from '../../i18n';
import { marketMessages } from '../../i18n/namespaces/market';
import { MarketTable } from '.';

export default function MarketsPage() {
  const t = useT(marketMessages);
  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      <Typography variant="h1" gutterBottom>
        {t('page.markets')}
      </Typography>
      <MarketTable variant="full" />
    </Container>
  );
}
