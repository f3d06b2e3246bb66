/**
 * What the app frame adds to dashboard pages only: idle sign-out, the Hide amounts eye, the
 * notifications bell (SPEC §12.4), the demo account's label and the bottom bar's shortcuts. A
 * chunk of its own (dashboardFrameChunk.ts), so public pages — the home page above all — do not
 * download them; a dashboard visit asks for it alongside the page's own code, and the HTML of a
 * dashboard address announces it (config/routePreloads.ts).
 */
export { IdleSignOut } from '../features/session/IdleSignOut';
export { HideAmountsToggle } from '../features/privacy/HideAmountsToggle';
export { NotificationBell } from '../features/notifications/NotificationBell';
export { DemoAccountLabel } from '../features/session/DemoAccountLabel';
export { DashboardShortcuts } from '../components/layout/DashboardShortcuts';
