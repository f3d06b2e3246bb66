/**
 * Watchlist, price alerts and notifications (SPEC §12.4): what other features place on their
 * pages. The bell is placed by the app frame (src/app/dashboardFrame.ts), with the dashboard's
 * own code, never the public pages'.
 */
export { AlertsSection } from './AlertsSection';
export { NotificationBell } from './NotificationBell';
export { NotificationSettingsSection } from './NotificationSettingsSection';
export { notificationsApi } from './notificationsApi';
export { useWatchlist } from './useWatchlist';
export { WatchStar, WatchStarHeader } from './WatchStar';
