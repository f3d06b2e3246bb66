import { useRef, useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import { OutlinedTextField } from '../../components/form/OutlinedTextField';
import Visibility from '../../components/icons/Visibility';
import VisibilityOff from '../../components/icons/VisibilityOff';
import { keepErrorLine } from '../../components/form/reservedHelperLine';
import { RECENT_SIGN_IN_MINUTES } from '../../api/types';
import { useT } from '../../i18n';
import { accountMessages } from '../../i18n/namespaces/account';
import { commonMessages } from '../../i18n/namespaces/common';

/** The English texts the SPEC names (shown in the chosen language). */
export const CONFIRM_PASSWORD_TITLE = accountMessages.en['stepUp.title'];
export const PASSWORD_MISSING_MESSAGE = accountMessages.en['stepUp.missing'];

/** The security changes that ask for a recent sign-in; each has its words in the catalogue. */
export type StepUpPurpose =
  'enableTwoFactor' | 'disableTwoFactor' | 'antiPhishingPhrase' | 'addPasskey' | 'removePasskey';

interface ConfirmPasswordDialogProps {
  /** What the password is for: the sentence names it ("to turn on two-factor authentication"). */
  purpose: StepUpPurpose;
  /**
   * Sends the call again with the password. Resolves to the message to show when the server
   * asks again (a wrong password); otherwise the dialog's owner closes it.
   */
  onConfirm: (password: string) => Promise<string | undefined>;
  onCancel: () => void;
}

/**
 * Step-up (SPEC §12.5): the password again, for a security change made more than
 * RECENT_SIGN_IN_MINUTES after signing in. Opened over the dialog that made the change, so
 * nothing typed there is lost; the password lives only in this dialog's state.
 */
export function ConfirmPasswordDialog({
  purpose,
  onConfirm,
  onCancel,
}: ConfirmPasswordDialogProps) {
  const [password, setPassword] = useState('');
  const [visible, setVisible] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const [checking, setChecking] = useState(false);
  const field = useRef<HTMLInputElement>(null);
  const t = useT(accountMessages);
  const common = useT(commonMessages);

  const cancel = () => {
    if (!checking) onCancel();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (checking) return;
    if (password === '') {
      setError(t('stepUp.missing'));
      field.current?.focus();
      return;
    }
    setChecking(true);
    const refused = await onConfirm(password);
    // Accepted, the owner has closed the dialog; refused, it says why and waits for another try.
    if (refused === undefined) return;
    setChecking(false);
    setError(refused);
    field.current?.select();
  };

  return (
    <Dialog
      open
      onClose={cancel}
      fullWidth
      maxWidth="xs"
      aria-labelledby="confirm-password-title"
      aria-describedby="confirm-password-text"
    >
      <DialogTitle id="confirm-password-title">{t('stepUp.title')}</DialogTitle>
      <DialogContent>
        <Stack
          component="form"
          id="confirm-password-form"
          noValidate
          spacing={2}
          onSubmit={(event) => void submit(event)}
        >
          <DialogContentText id="confirm-password-text">
            {t('stepUp.text', { purpose, minutes: RECENT_SIGN_IN_MINUTES })}
          </DialogContentText>
          <OutlinedTextField
            label={t('stepUp.password')}
            type={visible ? 'text' : 'password'}
            value={password}
            onChange={(event) => {
              setPassword(event.target.value);
              setError(undefined);
            }}
            error={error !== undefined}
            helperText={error}
            sx={keepErrorLine(error !== undefined)}
            autoComplete="current-password"
            autoFocus
            required
            fullWidth
            inputRef={field}
            slotProps={{
              input: {
                endAdornment: (
                  <InputAdornment position="end">
                    <IconButton
                      aria-label={t(visible ? 'stepUp.hidePassword' : 'stepUp.showPassword')}
                      aria-pressed={visible}
                      onClick={() => setVisible((value) => !value)}
                      edge="end"
                    >
                      {visible ? <VisibilityOff /> : <Visibility />}
                    </IconButton>
                  </InputAdornment>
                ),
              },
            }}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={cancel} disabled={checking}>
          {common('cancel')}
        </Button>
        <Button
          type="submit"
          form="confirm-password-form"
          variant="contained"
          disabled={checking}
          startIcon={
            checking ? <CircularProgress size={18} aria-label={t('stepUp.checking')} /> : null
          }
        >
          {t('stepUp.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
