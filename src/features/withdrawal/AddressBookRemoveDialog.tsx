import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import type { SavedAddress } from '../../api/types';
import { OneTimeCodeField } from '../../components/OneTimeCodeField';
import { errorMessageOf } from '../../lib/apiError';
import { readOneTimeCode } from '../../lib/oneTimeCode';
import { useRemoveSavedAddressMutation } from './addressBookApi';

const FORM_ID = 'address-remove-form';

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
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | undefined>();
  const [remove, { isLoading, error }] = useRemoveSavedAddressMutation();
  const close = () => {
    if (!isLoading) onClose();
  };
  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    let typed: string | undefined;
    if (twoFactorEnabled) {
      const read = readOneTimeCode(code, 'either');
      setCodeError(read.error);
      if (read.code === undefined) return;
      typed = read.code;
    }
    try {
      await remove({ id: saved.id, ...(typed === undefined ? {} : { code: typed }) }).unwrap();
      onClose();
    } catch {
      // Shown below; the address stays in the list until the server has removed it.
    }
  };

  return (
    <Dialog
      open
      onClose={close}
      aria-labelledby="address-remove-title"
      aria-describedby="address-remove-text"
    >
      <DialogTitle id="address-remove-title">Remove {saved.label}?</DialogTitle>
      <DialogContent>
        <Stack
          component="form"
          id={FORM_ID}
          noValidate
          spacing={2}
          onSubmit={(event) => void confirm(event)}
        >
          <DialogContentText id="address-remove-text" sx={{ overflowWrap: 'anywhere' }}>
            {saved.asset} address {saved.address} will no longer receive withdrawals. Saving it
            again starts a new waiting period.
            {twoFactorEnabled && ' Enter a code to confirm it is you.'}
          </DialogContentText>
          {twoFactorEnabled && (
            <OneTimeCodeField
              kind="either"
              value={code}
              onChange={setCode}
              error={codeError}
              disabled={isLoading}
              autoFocus
            />
          )}
          {error !== undefined && <Alert severity="error">{errorMessageOf(error)}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        {/* Without a code to type, the safe choice has the focus: Enter never removes by accident. */}
        <Button onClick={close} disabled={isLoading} autoFocus={!twoFactorEnabled}>
          Cancel
        </Button>
        <Button
          type="submit"
          form={FORM_ID}
          variant="contained"
          color="error"
          disabled={isLoading}
          startIcon={isLoading ? <CircularProgress size={18} aria-label="Removing" /> : null}
        >
          Remove
        </Button>
      </DialogActions>
    </Dialog>
  );
}
