import { useState } from 'react';
import { Field } from 'react-final-form';
import {
  WITHDRAWAL_ASSET_CODES,
  type PasskeyAssertion,
  type SavedAddress,
  type WithdrawalAssetCode,
} from '../../api/types';
import { CodeConfirmDialog } from '../../components/CodeConfirmDialog';
import { SelectFieldAdapter } from '../../components/form/SelectFieldAdapter';
import { TextFieldAdapter } from '../../components/form/TextFieldAdapter';
import { useT } from '../../i18n';
import { withdrawalMessages } from '../../i18n/namespaces/withdrawal';
import { errorMessageOf } from '../../lib/apiError';
import { formRules, validateWhenLoaded } from '../../lib/validation';
import { usePasskeyFactor } from '../passkeys';
import { useAddSavedAddressMutation } from './addressBookApi';
import type { SavedAddressValues } from './addressBookSchema';
import { WITHDRAWAL_ASSETS } from './WithdrawalForm';

interface AddressBookAddDialogProps {
  twoFactorEnabled: boolean;
  /** The hold period's explanation comes from the saved address the server returns. */
  onAdded: (address: SavedAddress) => void;
  onClose: () => void;
}

/** The address book's rules (yup), fetched as the dialog first validates. */
const addressRules = formRules(() => import('./addressBookSchema'));
const validate = validateWhenLoaded(addressRules, (rules) => rules.validateSavedAddress);

/** Narrows the select's value once the rules have passed it. */
function isWithdrawalAsset(value: string): value is WithdrawalAssetCode {
  return (WITHDRAWAL_ASSET_CODES as readonly string[]).includes(value);
}

/** Adds a withdrawal address (SPEC §11.4); a refusal is shown here with everything kept. */
export function AddressBookAddDialog({
  twoFactorEnabled,
  onAdded,
  onClose,
}: AddressBookAddDialogProps) {
  const [initialValues] = useState<SavedAddressValues>({ label: '', asset: '', address: '' });
  const [addAddress, { isLoading, error }] = useAddSavedAddressMutation();
  const t = useT(withdrawalMessages);
  const passkey = usePasskeyFactor();

  const save = async (
    code: string | undefined,
    values: SavedAddressValues,
    assertion?: PasskeyAssertion,
  ) => {
    if (!isWithdrawalAsset(values.asset)) return; // the schema already refused it
    try {
      const { address } = await addAddress({
        label: values.label.trim(),
        asset: values.asset,
        address: values.address.trim(),
        ...(code === undefined ? {} : { code }),
        ...(assertion === undefined ? {} : { passkey: assertion }),
      }).unwrap();
      onAdded(address);
    } catch {
      // Shown by the dialog; the form keeps every value.
    }
  };

  return (
    <CodeConfirmDialog<SavedAddressValues>
      id="address-add"
      title={t('add.title')}
      text={t('add.text')}
      formLabel={t('add.title')}
      initialValues={initialValues}
      validate={validate}
      askForCode={twoFactorEnabled}
      // The label comes first; the code is typed last.
      focusCode={false}
      confirmLabel={t('add.confirm')}
      busyLabel={t('add.saving')}
      busy={isLoading}
      error={error === undefined ? undefined : errorMessageOf(error)}
      onConfirm={save}
      onCancel={onClose}
      passkey={passkey}
      fullWidth
    >
      <Field name="label" component={TextFieldAdapter} label={t('add.label')} autoComplete="off" />
      <Field
        name="asset"
        component={SelectFieldAdapter}
        label={t('add.asset')}
        options={WITHDRAWAL_ASSETS}
      />
      <Field
        name="address"
        component={TextFieldAdapter}
        label={t('add.address')}
        autoComplete="off"
        slotProps={{ htmlInput: { spellCheck: false, autoCapitalize: 'none' } }}
      />
    </CodeConfirmDialog>
  );
}
