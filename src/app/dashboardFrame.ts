/**
 * What the app frame adds to dashboard pages only: idle sign-out, the Hide amounts eye, the
 * notifications bell (SPEC §12.4) and the demo account's label. A chunk of its own (dashboardFrameChunk.ts), so public
 * pages — the home page above all — do not download them; a dashboard visit asks for it
 * alongside the page's own code.
 */
export { IdleSignOut } from '../features/session/IdleSignOut';
export { HideAmountsToggle } from '../features/privacy/HideAmountsToggle';
export { NotificationBell } from '../features/notifications/NotificationBell';
export { DemoAccountLabel } from '../features/session/DemoAccountLabel';
