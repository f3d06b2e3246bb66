// The Security section's parts drawn only when asked for — its confirmations, the step-up
// password dialog and the anti-phishing phrase form — loaded together when the page is idle or
// one is first wanted (components/LazyDialog and LazyPart, loadAccountDialogs).
export { ConfirmDialog } from './ConfirmDialog';
export { ConfirmPasswordDialog } from './ConfirmPasswordDialog';
export { AntiPhishingPhraseForm } from './AntiPhishingPhraseForm';
