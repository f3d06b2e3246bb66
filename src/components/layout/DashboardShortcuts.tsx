import BottomNavigation from '@mui/material/BottomNavigation';
import BottomNavigationAction from '@mui/material/BottomNavigationAction';
import Paper from '@mui/material/Paper';
import AccountCircleIcon from '../icons/AccountCircle';
import AddCardIcon from '../icons/AddCard';
import CandlestickChartIcon from '../icons/CandlestickChart';
import HomeIcon from '../icons/Home';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { paths } from '../../config/routes';
import { useT } from '../../i18n';
import { layoutMessages } from '../../i18n/namespaces/layout';

const ITEMS = [
  { labelKey: 'shortcuts.home', to: paths.dashboard, icon: <HomeIcon /> },
  { labelKey: 'shortcuts.profile', to: paths.account, icon: <AccountCircleIcon /> },
  { labelKey: 'shortcuts.deposit', to: paths.deposit, icon: <AddCardIcon /> },
  { labelKey: 'shortcuts.spotTrading', to: paths.spotTrading, icon: <CandlestickChartIcon /> },
] as const;

/**
 * Thumb-reachable shortcuts on tablets and phones, on dashboard paths only (SPEC §2). Fixed to
 * the bottom of the screen (the layout keeps room for it), so drawing it a moment after the
 * page moves nothing. Its code is part of the dashboard's frame (app/dashboardFrame.ts).
 */
export function DashboardShortcuts() {
  const t = useT(layoutMessages);
  const { pathname } = useLocation();
  const current = ITEMS.find((item) => item.to === pathname)?.to ?? false;
  return (
    <Paper
      component="nav"
      aria-label={t('shortcuts.label')}
      elevation={8}
      sx={{
        display: { xs: 'block', lg: 'none' },
        position: 'fixed',
        bottom: 0,
        left: 0,
        right: 0,
        zIndex: (theme) => theme.zIndex.appBar,
      }}
    >
      <BottomNavigation showLabels value={current}>
        {ITEMS.map((item) => (
          <BottomNavigationAction
            key={item.to}
            label={t(item.labelKey)}
            value={item.to}
            icon={item.icon}
            component={RouterLink}
            to={item.to}
          />
        ))}
      </BottomNavigation>
    </Paper>
  );
}
