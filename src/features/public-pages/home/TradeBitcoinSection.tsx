import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { config } from '../../../config/config';
import { paths } from '../../../config/routes';
import bitcoinImage from '../../../assets/bitcoin-chart.svg';
import { tradeBitcoinPoints } from '../../../content/homeMore';
import { useT } from '../../../i18n';
import { homeMoreMessages } from '../../../i18n/namespaces/homeMore';
import { CheckList } from '../components/CheckList';
import { Illustration } from '../components/Illustration';

export function TradeBitcoinSection() {
  const t = useT(homeMoreMessages);
  return (
    <Box component="section" aria-labelledby="trade-bitcoin-heading" sx={{ py: { xs: 5, md: 7 } }}>
      <Container maxWidth="lg">
        <Grid container spacing={{ xs: 4, md: 8 }} sx={{ alignItems: 'center' }}>
          <Grid size={{ xs: 12, md: 5 }}>
            <Illustration
              src={bitcoinImage}
              alt={t('trade.imageAlt')}
              width={400}
              height={300}
              maxWidth={440}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 7 }}>
            <Typography id="trade-bitcoin-heading" variant="h2" sx={{ mb: 2 }}>
              {t('trade.heading')}
            </Typography>
            <Typography color="text.secondary" sx={{ lineHeight: 1.7 }}>
              {t(config.demoBuild ? 'trade.leadSample' : 'trade.lead')}
            </Typography>
            <CheckList
              items={tradeBitcoinPoints.map((point) =>
                // The demo's chart plays sample data: it is a chart, not a live one.
                t(
                  config.demoBuild && point === 'chart'
                    ? 'trade.point.chartSample'
                    : `trade.point.${point}`,
                ),
              )}
            />
            <Button component={RouterLink} to={paths.signUp} variant="contained" size="large">
              {t('trade.action')}
            </Button>
          </Grid>
        </Grid>
      </Container>
    </Box>
  );
}
