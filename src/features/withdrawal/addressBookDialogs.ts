// The address book's dialogs, loaded together when one is first opened (components/LazyDialog).
export { AddressBookAddDialog } from './AddressBookAddDialog';
export { AddressBookRemoveDialog } from './AddressBookRemoveDialog';
