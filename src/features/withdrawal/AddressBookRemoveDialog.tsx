import type { SavedAddress } from '../../api/types';
import { CodeConfirmDialog } from '../../components/CodeConfirmDialog';
import { errorMessageOf } from '../../lib/apiError';
import { useRemoveSavedAddressMutation } from './addressBookApi';

/**
 * Removing a saved address, behind a confirmation — and with 2FA on, a code (SPEC §11.4):
 * emptying the book is how a stolen session would lift its rule. Adding the address back
 * restarts its waiting period. A refusal is shown here, with the typed code kept.
 */
export function AddressBookRemoveDialog({
  saved,
  twoFactorEnabled,
  onClose,
}: {
  saved: SavedAddress;
  twoFactorEnabled: boolean;
  onClose: () => void;
}) {
  const [remove, { isLoading, error }] = useRemoveSavedAddressMutation();
  const confirm = async (code: string | undefined) => {
    try {
      await remove({ id: saved.id, ...(code === undefined ? {} : { code }) }).unwrap();
      onClose();
    } catch {
      // Shown by the dialog; the address stays in the list until the server has removed it.
    }
  };

  return (
    <CodeConfirmDialog
      id="address-remove"
      title={`Remove ${saved.label}?`}
      text={
        <>
          {saved.asset} address {saved.address} will no longer receive withdrawals. Saving it again
          starts a new waiting period.
          {twoFactorEnabled && ' Enter a code to confirm it is you.'}
        </>
      }
      askForCode={twoFactorEnabled}
      confirmLabel="Remove"
      busyLabel="Removing"
      destructive
      busy={isLoading}
      error={error === undefined ? undefined : errorMessageOf(error)}
      onConfirm={confirm}
      onCancel={onClose}
      // Without a code to type, the safe choice has the focus: Enter never removes by accident.
      focusCancelWithoutCode
    />
  );
}
