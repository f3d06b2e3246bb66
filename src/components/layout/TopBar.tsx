import { useState } from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import MenuIcon from '@mui/icons-material/Menu';
import { NavLink, Link as RouterLink, useNavigate } from 'react-router-dom';
import { paths } from '../../app/paths';
import { Logo } from './Logo';
import { ThemeToggle } from './ThemeToggle';
import { DASHBOARD_NAV, PUBLIC_NAV, type NavItem } from './navItems';

interface TopBarProps {
  /** Which navigation to show: the public site's or the dashboard's. */
  variant: 'public' | 'dashboard';
  signedIn: boolean;
  /** Asks to end the session; the layout clears it once the home page is showing. */
  onLogout: () => void;
}

/**
 * The header. Desktop shows the links inline; below the `lg` breakpoint (tablets, phones) a
 * hamburger opens the same links in a drawer.
 */
export function TopBar({ variant, signedIn, onLogout }: TopBarProps) {
  const [drawerOpen, setDrawerOpen] = useState(false);
  const navigate = useNavigate();
  const items: readonly NavItem[] = variant === 'dashboard' ? DASHBOARD_NAV : PUBLIC_NAV;
  const navLabel = variant === 'dashboard' ? 'Dashboard' : 'Main';

  const logout = () => {
    setDrawerOpen(false);
    onLogout();
    navigate(paths.home);
  };

  const actions =
    variant === 'dashboard' ? (
      <Button color="inherit" variant="outlined" onClick={logout}>
        Logout
      </Button>
    ) : signedIn ? null : (
      <>
        <Button component={RouterLink} to={paths.signIn} color="inherit">
          Sign in
        </Button>
        <Button component={RouterLink} to={paths.signUp} variant="contained" color="secondary">
          Create account
        </Button>
      </>
    );

  return (
    <AppBar position="sticky" color="primary" enableColorOnDark>
      <Toolbar sx={{ gap: 1 }}>
        <IconButton
          color="inherit"
          edge="start"
          aria-label="Open menu"
          onClick={() => setDrawerOpen(true)}
          sx={{ display: { lg: 'none' } }}
        >
          <MenuIcon />
        </IconButton>
        <Logo signedIn={signedIn} />
        <Box
          component="nav"
          aria-label={navLabel}
          sx={{ display: { xs: 'none', lg: 'flex' }, gap: 0.5, ml: 3, flexWrap: 'wrap' }}
        >
          {items.map((item) => (
            <Button
              key={item.to}
              component={NavLink}
              to={item.to}
              end
              color="inherit"
              sx={{ '&.active': { textDecoration: 'underline', textUnderlineOffset: 6 } }}
            >
              {item.label}
            </Button>
          ))}
        </Box>
        <Box sx={{ flexGrow: 1 }} />
        <ThemeToggle />
        <Box sx={{ display: { xs: 'none', sm: 'flex' }, gap: 1 }}>{actions}</Box>
      </Toolbar>
      <Drawer open={drawerOpen} onClose={() => setDrawerOpen(false)}>
        <Box component="nav" aria-label={`${navLabel} menu`} sx={{ width: 260 }}>
          <List>
            {items.map((item) => (
              <ListItemButton
                key={item.to}
                component={NavLink}
                to={item.to}
                end
                onClick={() => setDrawerOpen(false)}
              >
                <ListItemText primary={item.label} />
              </ListItemButton>
            ))}
          </List>
          <Divider />
          <List>
            {variant === 'dashboard' ? (
              <ListItemButton onClick={logout}>
                <ListItemText primary="Logout" />
              </ListItemButton>
            ) : signedIn ? null : (
              <>
                <ListItemButton
                  component={RouterLink}
                  to={paths.signIn}
                  onClick={() => setDrawerOpen(false)}
                >
                  <ListItemText primary="Sign in" />
                </ListItemButton>
                <ListItemButton
                  component={RouterLink}
                  to={paths.signUp}
                  onClick={() => setDrawerOpen(false)}
                >
                  <ListItemText primary="Create account" />
                </ListItemButton>
              </>
            )}
          </List>
        </Box>
      </Drawer>
    </AppBar>
  );
}
