import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ContentCopy from '@mui/icons-material/ContentCopy';
import { useSnackbar } from '../../components/Toasts';
import { copyText } from '../../lib/clipboard';
import { SuccessIllustration } from './SuccessIllustration';

export const SEED_COPIED_MESSAGE = 'Seed Phrase copied successfully';
export const SEED_COPY_FAILED_MESSAGE =
  'Could not copy — please select the phrase and copy it by hand';

interface SeedPhraseDialogProps {
  seedPhrase: string;
  open: boolean;
  /** Closes the dialog (forgetting the phrase) and goes to sign-in. */
  onLogin: () => void;
}

/**
 * "Successful Registration": the only place the seed phrase is ever shown. It does not close
 * on Escape or a click outside — the phrase cannot be shown again — only through Login.
 */
export function SeedPhraseDialog({ seedPhrase, open, onLogin }: SeedPhraseDialogProps) {
  const { enqueueSnackbar } = useSnackbar();

  const copySeedPhrase = async () => {
    try {
      await copyText(seedPhrase);
      enqueueSnackbar(SEED_COPIED_MESSAGE, { variant: 'success' });
    } catch {
      enqueueSnackbar(SEED_COPY_FAILED_MESSAGE, { variant: 'error' });
    }
  };

  return (
    <Dialog open={open} aria-labelledby="registration-title" maxWidth="sm" fullWidth>
      <DialogContent>
        <Stack spacing={2.5} sx={{ alignItems: 'center', pt: 1 }}>
          <SuccessIllustration />
          <Typography id="registration-title" variant="h5" component="h2">
            Successful Registration
          </Typography>
          <Alert severity="warning" sx={{ width: '100%' }}>
            Please, copy out your seed phrase (This can be used to reset your password !)
          </Alert>
          <TextField
            label="Your seed phrase"
            value={seedPhrase}
            multiline
            fullWidth
            // Focusing selects the whole phrase, so copying by hand is one keystroke away.
            onFocus={(event) => event.target.select()}
            slotProps={{ htmlInput: { readOnly: true, spellCheck: false } }}
          />
          <Button variant="outlined" startIcon={<ContentCopy />} onClick={copySeedPhrase}>
            Copy seed phrase
          </Button>
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 3 }}>
        <Button variant="contained" onClick={onLogin} fullWidth>
          Login
        </Button>
      </DialogActions>
    </Dialog>
  );
}
