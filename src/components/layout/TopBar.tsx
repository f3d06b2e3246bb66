import { memo, useState, type ReactNode } from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import MenuIcon from '../icons/Menu';
import { NavLink, Link as RouterLink, useNavigate } from 'react-router-dom';
import { paths } from '../../config/routes';
import { useT } from '../../i18n';
import { layoutMessages } from '../../i18n/namespaces/layout';
import { usePopupCode } from '../../hooks/usePopupCode';
import { useToast } from '../Toasts';
import { LanguageMenu } from './LanguageMenu';
import { Logo } from './Logo';
import { ThemeToggle } from './ThemeToggle';
import { DASHBOARD_NAV, PUBLIC_NAV, type NavItem } from './navItems';

const loadNavDrawer = () => import(/* webpackChunkName: "nav-drawer" */ './NavDrawer');

interface TopBarProps {
  /** Which navigation to show: the public site's or the dashboard's. */
  variant: 'public' | 'dashboard';
  signedIn: boolean;
  /** Asks to end the session; the app layer ends it at once (storage too), then home shows. */
  onLogout: () => void;
  /** Controls the app layer adds to the dashboard bar beside the theme toggle (Hide amounts). */
  dashboardControls?: ReactNode;
}

/**
 * The header. Desktop shows the links inline; below the `lg` breakpoint (tablets, phones) a
 * hamburger opens the same links in a drawer. The drawer's code is fetched when the hamburger
 * is first pointed at, focused or pressed, so pages do not wait for it before they render; if
 * it cannot be fetched, a toast says so and the page stays as it was (usePopupCode).
 * Memoised (see AppLayout): its props change only with the session or the area of the site.
 */
export const TopBar = memo(function TopBar({
  variant,
  signedIn,
  onLogout,
  dashboardControls,
}: TopBarProps) {
  const t = useT(layoutMessages);
  const showToast = useToast();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const drawer = usePopupCode(loadNavDrawer, () => {
    setDrawerOpen(false);
    showToast(t('menu.failed'), { variant: 'error' });
  });
  const NavDrawer = drawer.module?.default;
  const navigate = useNavigate();
  const items: readonly NavItem[] = variant === 'dashboard' ? DASHBOARD_NAV : PUBLIC_NAV;
  const navLabel = t(variant === 'dashboard' ? 'nav.dashboardArea' : 'nav.main');
  const drawerLabel = t(variant === 'dashboard' ? 'drawer.dashboardArea' : 'drawer.main');

  const logout = () => {
    setDrawerOpen(false);
    onLogout();
    // The router shows a failed navigation in its error element; the promise never rejects.
    void navigate(paths.home);
  };

  const actions =
    variant === 'dashboard' ? (
      <Button color="inherit" variant="outlined" onClick={logout}>
        {t('action.logout')}
      </Button>
    ) : signedIn ? null : (
      <>
        <Button component={RouterLink} to={paths.signIn} color="inherit">
          {t('action.signIn')}
        </Button>
        <Button component={RouterLink} to={paths.signUp} variant="contained" color="secondary">
          {t('action.createAccount')}
        </Button>
      </>
    );

  return (
    <AppBar position="sticky" color="primary" enableColorOnDark>
      <Toolbar sx={{ gap: 1 }}>
        <IconButton
          color="inherit"
          edge="start"
          aria-label={t('menu.open')}
          onPointerEnter={drawer.prefetch}
          onFocus={drawer.prefetch}
          onClick={() => {
            drawer.request();
            setDrawerOpen(true);
          }}
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
              {t(item.labelKey)}
            </Button>
          ))}
        </Box>
        <Box sx={{ flexGrow: 1 }} />
        {/* Always shown (phones and tablets too), unlike the actions that move into the drawer. */}
        {variant === 'dashboard' && dashboardControls}
        <ThemeToggle />
        <LanguageMenu />
        <Box sx={{ display: { xs: 'none', sm: 'flex' }, gap: 1 }}>{actions}</Box>
      </Toolbar>
      {NavDrawer && (
        <NavDrawer
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          variant={variant}
          signedIn={signedIn}
          items={items}
          label={drawerLabel}
          onLogout={logout}
        />
      )}
    </AppBar>
  );
});
