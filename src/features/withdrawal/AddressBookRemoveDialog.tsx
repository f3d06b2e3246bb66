import type { PasskeyAssertion, SavedAddress } from '../../api/types';
import { CodeConfirmDialog } from '../../components/CodeConfirmDialog';
import { useT } from '../../i18n';
import { withdrawalMessages } from '../../i18n/namespaces/withdrawal';
import { errorMessageOf } from '../../lib/apiError';
import { usePasskeyFactor } from '../passkeys';
import { useRemoveSavedAddressMutation } from './addressBookApi';

/**
 * Removing a saved address, behind a confirmation — and with 2FA on, a code (SPEC §11.4):
 * emptying the book is how a stolen session would lift its rule. Adding the address back
 * restarts its waiting period. A passkey may answer in place of the code. A refusal is shown here, with the typed code kept.
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
  const t = useT(withdrawalMessages);
  const passkey = usePasskeyFactor();
  const confirm = async (
    code: string | undefined,
    _fields: unknown,
    assertion: PasskeyAssertion | undefined,
  ) => {
    try {
      await remove({
        id: saved.id,
        ...(code === undefined ? {} : { code }),
        ...(assertion === undefined ? {} : { passkey: assertion }),
      }).unwrap();
      onClose();
    } catch {
      // Shown by the dialog; the address stays in the list until the server has removed it.
    }
  };

  return (
    <CodeConfirmDialog
      id="address-remove"
      title={t('remove.title', { label: saved.label })}
      text={t('remove.text', {
        asset: saved.asset,
        address: saved.address,
        withCode: twoFactorEnabled ? 'yes' : 'no',
      })}
      askForCode={twoFactorEnabled}
      confirmLabel={t('remove.confirm')}
      busyLabel={t('remove.removing')}
      destructive
      busy={isLoading}
      error={error === undefined ? undefined : errorMessageOf(error)}
      onConfirm={confirm}
      onCancel={onClose}
      passkey={passkey}
      // Without a code to type, the safe choice has the focus: Enter never removes by accident.
      focusCancelWithoutCode
    />
  );
}
