// The Security section's confirmations and the step-up password dialog, loaded together when
// the page is idle or one is first opened (components/LazyDialog, loadAccountDialogs).
export { ConfirmDialog } from './ConfirmDialog';
export { ConfirmPasswordDialog } from './ConfirmPasswordDialog';
