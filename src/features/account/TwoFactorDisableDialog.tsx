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
import { OneTimeCodeField } from '../../components/OneTimeCodeField';
import { useToast } from '../../components/Toasts';
import { errorMessageOf } from '../../lib/apiError';
import { readOneTimeCode } from '../../lib/oneTimeCode';
import { useDisableTwoFactorMutation } from './twoFactorApi';
import { isReauthRequired, useRecentSignIn } from './useRecentSignIn';

export const TWO_FACTOR_OFF_MESSAGE = 'Two-factor authentication is off.';

interface TwoFactorDisableDialogProps {
  /** 2FA is off now; the dialog closes next. */
  onDisabled: () => void;
  onClose: () => void;
}

/**
 * "Turn off": proves the second factor once more (an app or a recovery code) before it goes,
 * and the password too when the sign-in is not recent (SPEC §12.5).
 */
export function TwoFactorDisableDialog({ onDisabled, onClose }: TwoFactorDisableDialogProps) {
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | undefined>();
  const [disable, disabling] = useDisableTwoFactorMutation();
  const { withRecentSignIn, passwordDialog } = useRecentSignIn(
    'turn off two-factor authentication',
  );
  const { isLoading } = disabling;
  // Asking for the password is the password dialog's business, not an error of this one.
  const error = isReauthRequired(disabling.error) ? undefined : disabling.error;
  const showToast = useToast();
  const close = () => {
    if (!isLoading) onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const read = readOneTimeCode(code, 'either');
    setCodeError(read.error);
    if (read.code === undefined) return;
    const typed = read.code;
    try {
      await withRecentSignIn((password) => disable({ code: typed, password }).unwrap());
    } catch {
      return; // shown below; the typed code stays
    }
    showToast(TWO_FACTOR_OFF_MESSAGE, { variant: 'success' });
    onDisabled();
    onClose();
  };

  return (
    <Dialog open onClose={close} fullWidth maxWidth="xs" aria-labelledby="two-factor-off-title">
      <DialogTitle id="two-factor-off-title">Turn off two-factor authentication?</DialogTitle>
      <DialogContent>
        <Stack
          component="form"
          id="two-factor-off-form"
          noValidate
          spacing={2}
          onSubmit={(event) => void submit(event)}
        >
          <DialogContentText>
            Sign-in and withdrawals will need only your password. Enter a code to confirm it is you.
          </DialogContentText>
          <OneTimeCodeField
            kind="either"
            value={code}
            onChange={setCode}
            error={codeError}
            disabled={isLoading}
            autoFocus
          />
          {error !== undefined && <Alert severity="error">{errorMessageOf(error)}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={isLoading}>
          Cancel
        </Button>
        <Button
          type="submit"
          form="two-factor-off-form"
          variant="contained"
          color="error"
          disabled={isLoading}
          startIcon={isLoading ? <CircularProgress size={18} aria-label="Turning off" /> : null}
        >
          Turn off
        </Button>
      </DialogActions>
      {passwordDialog}
    </Dialog>
  );
}
