// The two-factor dialogs, loaded together when one is first opened (components/LazyDialog).
export { TwoFactorDisableDialog } from './TwoFactorDisableDialog';
export { TwoFactorSetupDialog } from './TwoFactorSetupDialog';
