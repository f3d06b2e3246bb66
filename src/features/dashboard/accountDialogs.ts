/**
 * The dialogs the dashboard may open on arrival (the operator's notification, the verification
 * request): a chunk of their own, fetched only when one is due, so the dashboard's first render
 * carries no MUI Dialog, Modal or focus trap (about 24 kB of code before compression).
 */
export { AccountVerificationDialog } from './AccountVerificationDialog';
export { NotificationDialog } from './NotificationDialog';
