import Chip from '@mui/material/Chip';
import { useT } from '../../i18n';
import { sessionMessages } from '../../i18n/namespaces/session';
import { useKnownUserDetails } from './useUserDetails';

/**
 * "Demo account — sample activity" in the dashboard bar, for the demo account of `npm run demo`
 * only (user details `demo`): its history is sample data, and the bar says so on every page.
 */
export function DemoAccountLabel() {
  const t = useT(sessionMessages);
  const user = useKnownUserDetails();
  if (!user?.demo) return null;
  return (
    <Chip
      label={t('demoAccount.label')}
      color="warning"
      size="small"
      sx={{ mr: 1, maxWidth: { xs: 140, sm: 'none' } }}
    />
  );
}
