import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ContentCopy from '@mui/icons-material/ContentCopy';
import { useToast } from '../../components/Toasts';
import { copyText } from '../../lib/clipboard';

export const SEED_COPIED_MESSAGE = 'Seed Phrase copied successfully';
export const SEED_COPY_FAILED_MESSAGE =
  'Could not copy — please select the phrase and copy it by hand';
export const SEED_PHRASE_WARNING =
  'Please, copy out your seed phrase (This can be used to reset your password !)';

interface SeedPhraseRevealProps {
  seedPhrase: string;
  /** The phrase field's label: "Your seed phrase" at sign-up, "Your new seed phrase" on reset. */
  label: string;
}

/**
 * A seed phrase shown the one time it exists in the browser (after registration and after a
 * reset): the warning, the phrase and a copy button. Both dialogs show it alike, so a user who
 * learnt it once recognises it the second time.
 */
export function SeedPhraseReveal({ seedPhrase, label }: SeedPhraseRevealProps) {
  const showToast = useToast();

  const copySeedPhrase = async () => {
    try {
      await copyText(seedPhrase);
      showToast(SEED_COPIED_MESSAGE, { variant: 'success' });
    } catch {
      showToast(SEED_COPY_FAILED_MESSAGE, { variant: 'error' });
    }
  };

  return (
    <Stack spacing={2.5} sx={{ alignItems: 'center', width: '100%' }}>
      <Alert severity="warning" sx={{ width: '100%' }}>
        {SEED_PHRASE_WARNING}
      </Alert>
      <TextField
        label={label}
        value={seedPhrase}
        multiline
        fullWidth
        // Focusing selects the whole phrase, so copying by hand is one keystroke away.
        onFocus={(event) => event.target.select()}
        slotProps={{ htmlInput: { readOnly: true, spellCheck: false } }}
      />
      <Button variant="outlined" startIcon={<ContentCopy />} onClick={() => void copySeedPhrase()}>
        Copy seed phrase
      </Button>
    </Stack>
  );
}
