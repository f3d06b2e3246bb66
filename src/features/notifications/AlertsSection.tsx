import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useT } from '../../i18n';
import { notificationsMessages } from '../../i18n/namespaces/notifications';
import { AlertForm } from './AlertForm';
import { AlertList } from './AlertList';

interface AlertsSectionProps {
  /** The coins an alert may watch: those the server prices (SPEC §12.4: a tradable asset). */
  assets: readonly string[];
  /** True while those coins are still being asked for. */
  assetsLoading: boolean;
}

/** Price alerts on Spot Trading: the form beside the user's alerts (stacked on tablets). */
export function AlertsSection({ assets, assetsLoading }: AlertsSectionProps) {
  const t = useT(notificationsMessages);
  let form;
  if (assetsLoading) form = <Skeleton variant="rounded" height={220} />;
  else if (assets.length === 0) form = <Alert severity="warning">{t('alerts.noAssets')}</Alert>;
  else form = <AlertForm assets={assets} />;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="price-alerts-title"
      sx={{ p: 3 }}
    >
      <Typography id="price-alerts-title" variant="h2" gutterBottom>
        {t('alerts.title')}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          alignItems: 'start',
          gridTemplateColumns: { xs: '1fr', md: 'minmax(280px, 360px) minmax(0, 1fr)' },
        }}
      >
        {form}
        <AlertList />
      </Box>
    </Paper>
  );
}
