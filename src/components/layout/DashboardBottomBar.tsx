import { lazy, memo, Suspense } from 'react';

const DashboardShortcuts = lazy(
  () => import(/* webpackChunkName: "dashboard-shortcuts" */ './DashboardShortcuts'),
);

/**
 * The dashboard's bottom bar, loaded with the first dashboard page rather than with every page.
 * It is fixed to the bottom of the screen (the layout keeps room for it), so drawing it a moment
 * after the page moves nothing. Memoised like the footer (no props).
 */
export const DashboardBottomBar = memo(function DashboardBottomBar() {
  return (
    <Suspense fallback={null}>
      <DashboardShortcuts />
    </Suspense>
  );
});
