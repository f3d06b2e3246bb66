// The passkey dialogs, loaded together when one is first opened (components/LazyDialog).
export { AddPasskeyDialog } from './AddPasskeyDialog';
export { RemovePasskeyDialog } from './RemovePasskeyDialog';
export { RenamePasskeyDialog } from './RenamePasskeyDialog';
