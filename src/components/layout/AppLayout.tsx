import { Suspense, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import { Outlet, useLocation } from 'react-router-dom';
import { isDashboardPath } from '../../config/routes';
import { DocumentTitle } from '../DocumentTitle';
import { PageCodeLoadingBar } from '../PageLoadingBar';
import { Footer } from './Footer';
import { MAIN_CONTENT_ID, SkipLink } from './SkipLink';
import { TopBar } from './TopBar';

interface AppLayoutProps {
  signedIn: boolean;
  /** Asks to end the session; the app layer decides when and how (see app/AppFrame.tsx). */
  onLogout: () => void;
  /** Dashboard bar controls from the app layer (a feature's, which shared UI cannot import). */
  dashboardControls?: ReactNode;
  /** The bottom bar of dashboard pages, from the app layer with the rest of its frame. */
  dashboardBottomBar?: ReactNode;
}

/** The page's own content: the skip link's target. */
function MainContent({ onDashboard, children }: { onDashboard: boolean; children: ReactNode }) {
  return (
    <Box
      component="main"
      id={MAIN_CONTENT_ID}
      // Focusable by script only (the skip link's target), so it takes no Tab stop.
      tabIndex={-1}
      // A dashboard page fills at least the screen, so its footer starts below the fold: a
      // page whose data arrives after its first paint (a withdrawal form after its checks)
      // then grows without pushing a footer the user can see (layout shift).
      sx={{ flexGrow: 1, minHeight: onDashboard ? '100vh' : undefined }}
    >
      {children}
    </Box>
  );
}

/**
 * The frame of every page: header (public or dashboard nav), content, footer. It re-renders
 * whenever the URL changes (a history page's Next, a filter); the header and footer are
 * memoised and the bottom bar is one element made once (app/AppFrame.tsx), so only what reads
 * the location (the nav links) renders again.
 */
export function AppLayout({
  signedIn,
  onLogout,
  dashboardControls,
  dashboardBottomBar,
}: AppLayoutProps) {
  const { pathname } = useLocation();
  const onDashboard = isDashboardPath(pathname);

  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: 'column',
        minHeight: '100vh',
        // Room for the fixed bottom bar below the footer, so it hides none of the page.
        pb: onDashboard ? { xs: 9, lg: 0 } : 0,
      }}
    >
      <DocumentTitle />
      <SkipLink />
      <TopBar
        variant={onDashboard ? 'dashboard' : 'public'}
        signedIn={signedIn}
        onLogout={onLogout}
        dashboardControls={dashboardControls}
      />
      {/*
        Route chunks load here; the bar is real work (a network fetch), not decoration. The
        footer waits with the page: drawn under a bar it would sit in view, then be pushed off
        by the page arriving (a layout shift of 0.32 measured at 412 px on /plans).
      */}
      <Suspense
        fallback={
          <MainContent onDashboard={onDashboard}>
            <PageCodeLoadingBar />
          </MainContent>
        }
      >
        <MainContent onDashboard={onDashboard}>
          <Outlet />
        </MainContent>
        <Footer />
      </Suspense>
      {onDashboard && dashboardBottomBar}
    </Box>
  );
}
