import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useMarketFeedNotice } from '../../../api/market';
import { config } from '../../../config/config';
import { useT } from '../../../i18n';
import { homeMessages } from '../../../i18n/namespaces/home';
import { MarketDataNotice } from '../../../components/MarketDataNotice';
import { PageSection } from '../components/PageSection';
import { OfflineMarketHint } from './OfflineMarketHint';
import { useMarketStats, type MarketStat } from './useMarketStats';

const TILE_COUNT = 4;

function Tile({ stat }: { stat?: MarketStat }) {
  const t = useT(homeMessages);
  return (
    <Paper variant="outlined" sx={{ p: 3, height: '100%' }}>
      {stat ? (
        <Box component="dl" sx={{ m: 0 }}>
          <Typography component="dt" variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
            {t(stat.label)}
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontSize: '1.75rem', fontWeight: 700 }}>
            {stat.value}
          </Typography>
        </Box>
      ) : (
        <>
          <Skeleton variant="text" width="60%" />
          <Skeleton variant="text" sx={{ fontSize: '1.75rem' }} />
        </>
      )}
    </Paper>
  );
}

/**
 * Live market-wide figures. While the feed loads the tiles are skeletons; if it cannot be
 * reached they are replaced by a quiet note — never by made-up numbers.
 */
export function MarketStatTiles() {
  const { stats, status, unreachable } = useMarketStats();
  // A feed that says its figures are synthetic must not be introduced as live ones, nor may the
  // demo build's (the offline sample feed), even before its feed has said so.
  const notice = useMarketFeedNotice();
  const synthetic = config.demoBuild || notice !== null;
  const t = useT(homeMessages);
  return (
    <PageSection
      id="market-today"
      heading={t('market.heading')}
      lead={
        status === 'unavailable'
          ? undefined
          : synthetic
            ? t('market.syntheticCaption')
            : t('market.caption')
      }
    >
      <MarketDataNotice />
      {status === 'unavailable' ? (
        <>
          <Typography color="text.secondary">
            {t(config.demoBuild ? 'market.unavailableSample' : 'market.unavailable')}
          </Typography>
          {unreachable && <OfflineMarketHint />}
        </>
      ) : (
        <Grid container spacing={3} aria-busy={status === 'loading'}>
          {(status === 'loading' ? Array.from({ length: TILE_COUNT }, () => undefined) : stats).map(
            (stat, index) => (
              <Grid key={stat?.label ?? index} size={{ xs: 12, sm: 6, md: 3 }}>
                <Tile stat={stat} />
              </Grid>
            ),
          )}
        </Grid>
      )}
    </PageSection>
  );
}
