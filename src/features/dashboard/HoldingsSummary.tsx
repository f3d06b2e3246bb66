import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../config/routes';
import { useT } from '../../i18n';
import { dashboardMessages } from '../../i18n/namespaces/dashboard';
import { HoldingsSection } from '../trading';

/**
 * The dashboard's holdings (issue 32): the same table Spot Trading shows — each asset's
 * quantity, value and unrealized P/L at the server's prices — and the way to trade them.
 */
export function HoldingsSummary() {
  const t = useT(dashboardMessages);
  return (
    <Stack spacing={1}>
      <HoldingsSection />
      <Button component={RouterLink} to={paths.spotTrading} sx={{ alignSelf: 'flex-start' }}>
        {t('holdings.trade')}
      </Button>
    </Stack>
  );
}
