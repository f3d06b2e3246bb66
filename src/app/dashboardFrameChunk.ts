/**
 * Loads the dashboard-only part of the app frame (dashboardFrame.ts). The router calls it as a
 * dashboard page's code is requested, so it downloads in parallel instead of after the page
 * renders; AppFrame's lazy components then find it loaded. webpack shares the download.
 */
export const loadDashboardFrame = () =>
  import(/* webpackChunkName: "dashboard-frame" */ './dashboardFrame');
