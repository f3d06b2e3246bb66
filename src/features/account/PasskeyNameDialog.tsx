import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import Alert, { type AlertColor } from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { OutlinedTextField } from '../../components/form/OutlinedTextField';
import { PASSKEY_NAME_MAX_LENGTH } from '../../api/types';
import { useT } from '../../i18n';
import { commonMessages } from '../../i18n/namespaces/common';
import { passkeysMessages } from '../../i18n/namespaces/passkeys';

/** What went wrong, and how loudly: a closed browser prompt is no fault (`info`). */
export interface PasskeyFailure {
  message: string;
  severity: AlertColor;
}

interface PasskeyNameDialogProps {
  /** Names the dialog's title, text and form: `${id}-title`, `${id}-text`, `${id}-form`. */
  id: string;
  title: string;
  text?: string;
  initialName: string;
  confirmLabel: string;
  busyLabel: string;
  busy: boolean;
  failure: PasskeyFailure | undefined;
  /** The name, trimmed and checked. */
  onSubmit: (name: string) => void;
  onCancel: () => void;
  /** Drawn over the dialog: the step-up password dialog of useRecentSignIn. */
  overlay?: ReactNode;
}

/**
 * Asks for a passkey's name: adding one (then the browser's prompt follows) or renaming it.
 * The name stays typed through every failure, so trying again is one press.
 */
export function PasskeyNameDialog({
  id,
  title,
  text,
  initialName,
  confirmLabel,
  busyLabel,
  busy,
  failure,
  onSubmit,
  onCancel,
  overlay,
}: PasskeyNameDialogProps) {
  const t = useT(passkeysMessages);
  const common = useT(commonMessages);
  const [name, setName] = useState(initialName);
  const [invalid, setInvalid] = useState<string | undefined>();
  const field = useRef<HTMLInputElement>(null);

  const cancel = () => {
    if (!busy) onCancel();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const trimmed = name.trim();
    const problem =
      trimmed === ''
        ? t('name.required')
        : trimmed.length > PASSKEY_NAME_MAX_LENGTH
          ? t('name.tooLong', { max: PASSKEY_NAME_MAX_LENGTH })
          : undefined;
    setInvalid(problem);
    if (problem) field.current?.focus();
    else onSubmit(trimmed);
  };

  return (
    <Dialog
      open
      onClose={cancel}
      fullWidth
      maxWidth="xs"
      aria-labelledby={`${id}-title`}
      aria-describedby={text === undefined ? undefined : `${id}-text`}
    >
      <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
      <DialogContent>
        <Stack
          component="form"
          id={`${id}-form`}
          noValidate
          spacing={2}
          onSubmit={submit}
          sx={{ pt: 1 }}
        >
          {text !== undefined && <DialogContentText id={`${id}-text`}>{text}</DialogContentText>}
          <OutlinedTextField
            label={t('name.label')}
            value={name}
            onChange={(event) => {
              setName(event.target.value);
              setInvalid(undefined);
            }}
            error={invalid !== undefined}
            helperText={invalid ?? t('name.helper')}
            autoComplete="off"
            autoFocus
            required
            fullWidth
            disabled={busy}
            inputRef={field}
          />
          {failure && <Alert severity={failure.severity}>{failure.message}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={cancel} disabled={busy}>
          {common('cancel')}
        </Button>
        <Button
          type="submit"
          form={`${id}-form`}
          variant="contained"
          disabled={busy}
          startIcon={busy ? <CircularProgress size={18} aria-label={busyLabel} /> : null}
        >
          {confirmLabel}
        </Button>
      </DialogActions>
      {overlay}
    </Dialog>
  );
}
