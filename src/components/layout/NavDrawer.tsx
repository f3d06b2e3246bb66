import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { NavLink, Link as RouterLink } from 'react-router-dom';
import { paths } from '../../config/routes';
import { useT } from '../../i18n';
import { layoutMessages } from '../../i18n/namespaces/layout';
import type { NavItem } from './navItems';

export interface NavDrawerProps {
  open: boolean;
  onClose: () => void;
  variant: 'public' | 'dashboard';
  signedIn: boolean;
  items: readonly NavItem[];
  /** Accessible name of the navigation inside the drawer. */
  label: string;
  onLogout: () => void;
}

/**
 * The hamburger menu of tablets and phones: the header's links in a drawer. Its own module so
 * the drawer (modal, focus trap, transitions) loads only when the menu is first wanted, not
 * with every page.
 */
export default function NavDrawer({
  open,
  onClose,
  variant,
  signedIn,
  items,
  label,
  onLogout,
}: NavDrawerProps) {
  const t = useT(layoutMessages);
  return (
    <Drawer open={open} onClose={onClose}>
      <Box component="nav" aria-label={label} sx={{ width: 260 }}>
        <List>
          {items.map((item) => (
            <ListItemButton key={item.to} component={NavLink} to={item.to} end onClick={onClose}>
              <ListItemText primary={t(item.labelKey)} />
            </ListItemButton>
          ))}
        </List>
        <Divider />
        <List>
          {variant === 'dashboard' ? (
            <ListItemButton onClick={onLogout}>
              <ListItemText primary={t('action.logout')} />
            </ListItemButton>
          ) : signedIn ? null : (
            <>
              <ListItemButton component={RouterLink} to={paths.signIn} onClick={onClose}>
                <ListItemText primary={t('action.signIn')} />
              </ListItemButton>
              <ListItemButton component={RouterLink} to={paths.signUp} onClick={onClose}>
                <ListItemText primary={t('action.createAccount')} />
              </ListItemButton>
            </>
          )}
        </List>
      </Box>
    </Drawer>
  );
}
