import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { Field, Form } from 'react-final-form';
import type { SavedAddress } from '../../api/types';
import { OneTimeCodeField } from '../../components/OneTimeCodeField';
import { visibleError } from '../../components/form/fieldState';
import { submitFocusingFirstInvalid } from '../../components/form/focusFirstInvalidField';
import { SelectFieldAdapter } from '../../components/form/SelectFieldAdapter';
import { TextFieldAdapter } from '../../components/form/TextFieldAdapter';
import { errorMessageOf } from '../../lib/apiError';
import { readOneTimeCode } from '../../lib/oneTimeCode';
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

const FORM_ID = 'address-book-add-form';

/** Adds a withdrawal address (SPEC §11.4); a refusal is shown here with everything kept. */
export function AddressBookAddDialog({
  twoFactorEnabled,
  onAdded,
  onClose,
}: AddressBookAddDialogProps) {
  const validate = useMemo(
    () => validateWith<SavedAddressValues>(savedAddressSchema(twoFactorEnabled)),
    [twoFactorEnabled],
  );
  const [initialValues] = useState<SavedAddressValues>({
    label: '',
    asset: '',
    address: '',
    code: '',
  });
  const [addAddress, { isLoading, error }] = useAddSavedAddressMutation();
  const close = () => {
    if (!isLoading) onClose();
  };

  const submit = async (values: SavedAddressValues) => {
    const code = twoFactorEnabled ? readOneTimeCode(values.code, 'either').code : undefined;
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
      // Shown from the mutation's error; the form keeps every value.
    }
  };

  return (
    <Dialog open onClose={close} fullWidth maxWidth="sm" aria-labelledby="address-add-title">
      <DialogTitle id="address-add-title">Add a withdrawal address</DialogTitle>
      <DialogContent>
        <Form<SavedAddressValues>
          onSubmit={submit}
          validate={validate}
          initialValues={initialValues}
          render={({ handleSubmit, form }) => (
            <Stack
              component="form"
              id={FORM_ID}
              noValidate
              spacing={2.5}
              aria-label="Add a withdrawal address"
              onSubmit={submitFocusingFirstInvalid(handleSubmit, form)}
              sx={{ pt: 1 }}
            >
              <DialogContentText>
                A new address can receive withdrawals only after a waiting period, so nobody who
                gets into your account can send money to an address of theirs at once.
              </DialogContentText>
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
              {twoFactorEnabled && (
                <Field<string> name="code">
                  {({ input, meta }) => (
                    <OneTimeCodeField
                      kind="either"
                      name={input.name}
                      value={input.value}
                      onChange={input.onChange}
                      onBlur={input.onBlur}
                      error={visibleError(meta)}
                      disabled={isLoading}
                    />
                  )}
                </Field>
              )}
              {error !== undefined && <Alert severity="error">{errorMessageOf(error)}</Alert>}
            </Stack>
          )}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={isLoading}>
          Cancel
        </Button>
        <Button
          type="submit"
          form={FORM_ID}
          variant="contained"
          disabled={isLoading}
          startIcon={
            isLoading ? <CircularProgress size={18} aria-label="Saving the address" /> : null
          }
        >
          Save address
        </Button>
      </DialogActions>
    </Dialog>
  );
}
