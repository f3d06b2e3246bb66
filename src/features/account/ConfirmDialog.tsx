import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useT } from '../../i18n';
import { commonMessages } from '../../i18n/namespaces/common';
import { errorMessageOf } from '../../lib/apiError';

interface ConfirmDialogProps {
  open: boolean;
  /** Cancel, Escape or a click outside; none of them closes it while `busy`. */
  onClose: () => void;
  onConfirm: () => void;
  /** The confirmed call is on its way: both buttons wait, the confirm button with a spinner. */
  busy: boolean;
  /** The spinner's name. */
  busyLabel: string;
  /** Names the dialog's title and text: `${id}-title`, `${id}-text`. */
  id: string;
  /** The heading, which is the dialog's accessible name. */
  title: ReactNode;
  /** What follows a confirmation, the dialog's description: a sentence, or a list's lines. */
  text: string | readonly string[];
  confirmLabel: string;
  /** Why the last try failed, said above the text; the dialog stays for another. */
  error?: unknown;
}

/**
 * A confirmation before an action that cannot be taken back (signing out everywhere, locking
 * the account, removing the anti-phishing phrase): the safe choice has the focus, so Enter
 * never does it by accident.
 */
export function ConfirmDialog({
  open,
  onClose,
  onConfirm,
  busy,
  busyLabel,
  id,
  title,
  text,
  confirmLabel,
  error,
}: ConfirmDialogProps) {
  const common = useT(commonMessages);
  const close = () => {
    if (!busy) onClose();
  };
  return (
    <Dialog
      open={open}
      onClose={close}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
    >
      <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
      <DialogContent>
        <Stack spacing={1.5}>
          {error !== undefined && <Alert severity="error">{errorMessageOf(error)}</Alert>}
          {typeof text === 'string' ? (
            <DialogContentText id={`${id}-text`}>{text}</DialogContentText>
          ) : (
            <DialogContentText id={`${id}-text`} component="ul" sx={{ m: 0, pl: 2.5 }}>
              {text.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </DialogContentText>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={busy} autoFocus>
          {common('cancel')}
        </Button>
        <Button
          variant="contained"
          color="error"
          disabled={busy}
          onClick={onConfirm}
          startIcon={busy ? <CircularProgress size={18} aria-label={busyLabel} /> : null}
        >
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
