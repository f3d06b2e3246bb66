import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { SavedAddress } from '../../api/types';
import { errorMessageOf } from '../../lib/apiError';
import { useRemoveSavedAddressMutation } from './addressBookApi';

/** Removing a saved address, behind a confirmation: adding it back restarts its waiting period. */
export function AddressBookRemoveDialog({
  saved,
  onClose,
}: {
  saved: SavedAddress;
  onClose: () => void;
}) {
  const [remove, { isLoading, error }] = useRemoveSavedAddressMutation();
  const close = () => {
    if (!isLoading) onClose();
  };
  const confirm = async () => {
    try {
      await remove(saved.id).unwrap();
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
        <DialogContentText id="address-remove-text" sx={{ overflowWrap: 'anywhere' }}>
          {saved.asset} address {saved.address} will no longer receive withdrawals. Saving it again
          starts a new waiting period.
        </DialogContentText>
        {error !== undefined && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {errorMessageOf(error)}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        {/* The safe choice has the focus, so Enter never removes anything by accident. */}
        <Button onClick={close} disabled={isLoading} autoFocus>
          Cancel
        </Button>
        <Button
          variant="contained"
          color="error"
          disabled={isLoading}
          onClick={() => void confirm()}
          startIcon={isLoading ? <CircularProgress size={18} aria-label="Removing" /> : null}
        >
          Remove
        </Button>
      </DialogActions>
    </Dialog>
  );
}
