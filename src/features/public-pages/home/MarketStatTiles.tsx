import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useMarketFeedNotice } from '../../../api/market';
import { config } from '../../../config/config';
import { useT } from '../../../i18n';
import { homeMessages } from '../../../i18n/namespaces/home';
import { MarketDataNotice } from '../../../components/MarketDataNotice';
import { TextPlaceholder } from '../../../components/TextPlaceholder';
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
          <TextPlaceholder width="60%" variant="body2" marginBottom={0.5} />
          <TextPlaceholder fontSize="1.75rem" />
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
        // CSS grid on a Box, not MUI's Grid: home's first render stays inside its 200 kB budget.
        <Box
          aria-busy={status === 'loading'}
          sx={{
            display: 'grid',
            gridTemplateColumns: {
              xs: 'minmax(0, 1fr)',
              sm: 'repeat(2, minmax(0, 1fr))',
              md: `repeat(${TILE_COUNT}, minmax(0, 1fr))`,
            },
            gap: 3,
          }}
        >
          {(status === 'loading' ? Array.from({ length: TILE_COUNT }, () => undefined) : stats).map(
            (stat, index) => (
              <Tile key={stat?.label ?? index} stat={stat} />
            ),
          )}
        </Box>
      )}
    </PageSection>
  );
}
