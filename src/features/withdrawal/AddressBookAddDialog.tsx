import { useState } from 'react';
import { Field } from 'react-final-form';
import type { SavedAddress } from '../../api/types';
import { CodeConfirmDialog } from '../../components/CodeConfirmDialog';
import { SelectFieldAdapter } from '../../components/form/SelectFieldAdapter';
import { TextFieldAdapter } from '../../components/form/TextFieldAdapter';
import { errorMessageOf } from '../../lib/apiError';
import { validateWith } from '../../lib/validation';
import { useAddSavedAddressMutation } from './addressBookApi';
import {
  isWithdrawalAsset,
  savedAddressSchema,
  type SavedAddressValues,
} from './addressBookSchema';
import { WITHDRAWAL_ASSETS } from './WithdrawalForm';

interface AddressBookAddDialogProps {
  twoFactorEnabled: boolean;
  /** The hold period's explanation comes from the saved address the server returns. */
  onAdded: (address: SavedAddress) => void;
  onClose: () => void;
}

const validate = validateWith<SavedAddressValues>(savedAddressSchema);

/** Adds a withdrawal address (SPEC §11.4); a refusal is shown here with everything kept. */
export function AddressBookAddDialog({
  twoFactorEnabled,
  onAdded,
  onClose,
}: AddressBookAddDialogProps) {
  const [initialValues] = useState<SavedAddressValues>({ label: '', asset: '', address: '' });
  const [addAddress, { isLoading, error }] = useAddSavedAddressMutation();

  const save = async (code: string | undefined, values: SavedAddressValues) => {
    if (!isWithdrawalAsset(values.asset)) return; // the schema already refused it
    try {
      const { address } = await addAddress({
        label: values.label.trim(),
        asset: values.asset,
        address: values.address.trim(),
        ...(code === undefined ? {} : { code }),
      }).unwrap();
      onAdded(address);
    } catch {
      // Shown by the dialog; the form keeps every value.
    }
  };

  return (
    <CodeConfirmDialog<SavedAddressValues>
      id="address-add"
      title="Add a withdrawal address"
      text="A new address can receive withdrawals only after a waiting period, so nobody who gets into your account can send money to an address of theirs at once."
      formLabel="Add a withdrawal address"
      initialValues={initialValues}
      validate={validate}
      askForCode={twoFactorEnabled}
      // The label comes first; the code is typed last.
      focusCode={false}
      confirmLabel="Save address"
      busyLabel="Saving the address"
      busy={isLoading}
      error={error === undefined ? undefined : errorMessageOf(error)}
      onConfirm={save}
      onCancel={onClose}
      fullWidth
    >
      <Field name="label" component={TextFieldAdapter} label="Label" autoComplete="off" />
      <Field
        name="asset"
        component={SelectFieldAdapter}
        label="Asset"
        options={WITHDRAWAL_ASSETS}
      />
      <Field
        name="address"
        component={TextFieldAdapter}
        label="Address"
        autoComplete="off"
        slotProps={{ htmlInput: { spellCheck: false, autoCapitalize: 'none' } }}
      />
    </CodeConfirmDialog>
  );
}
